/**
 * The planner's records, each declared once in the sections' vocabulary: what a person types,
 * what an edit may change, what the list's filter searches and who may do what. The schemas
 * (record-schema.ts), the form fields (record-fields.tsx), the list filters (lists.server.ts)
 * and the services' writes (catalogue.server.ts) are derived from these.
 */
import { Privilege } from "~/auth/privileges";
import { defineRecord } from "~/sections/records";
import { field } from "~/sections/vocabulary";

export const NAME_MAX = 120;
const TEXT_MAX = 500;

const privileges = { view: Privilege.PlannerDatabase, edit: Privilege.PlannerForm };
const L = (key: string) => `planner.columns.${key}`;

const name = (labelKey = L("name")) =>
  field.text("name", { required: true, maxLength: NAME_MAX, labelKey });
const description = field.text("description", { maxLength: TEXT_MAX, labelKey: L("description") });

export const contractBundle = defineRecord({
  id: "bundle",
  recordType: "contract_bundle",
  labelKey: "planner.views.bundles",
  fields: [name()],
  search: ["t.name"],
  privileges,
});

export const generalComponent = defineRecord({
  id: "component",
  recordType: "general_component",
  labelKey: "planner.views.components",
  fields: [name(), description],
  search: ["t.name"],
  privileges,
});

export const costUnit = defineRecord({
  id: "unit",
  recordType: "cost_unit",
  labelKey: "planner.views.units",
  fields: [name(), description],
  search: ["t.name"],
  privileges,
});

export const costItem = defineRecord({
  id: "item",
  recordType: "cost_item",
  labelKey: "planner.views.items",
  fields: [
    name(L("costItem")),
    field.record("contractBundleId", "contractBundle", {
      required: true,
      labelKey: L("bundle"),
    }),
    field.record("generalComponentId", "generalComponent", { labelKey: L("component") }),
    field.record("costUnitId", "costUnit", { required: true, labelKey: L("unit") }),
    field.text("vendor", { maxLength: TEXT_MAX, labelKey: L("vendor") }),
    field.money("unitPrice", { required: true, min: 0, labelKey: L("unitPriceUsd") }),
  ],
  search: ["ci.name", "ci.vendor", "b.name", "g.name"],
  privileges,
});

export const activity = defineRecord({
  id: "activity",
  recordType: "activity",
  labelKey: "planner.views.activities",
  fields: [
    field.lookup("phase", "phase", { required: true, labelKey: L("phase") }),
    field.integer("sequence", { required: true, min: 0, max: 9999, labelKey: L("sequence") }),
    name(L("activity")),
    field.quantity("plannedHours", "duration", {
      required: true,
      min: 0,
      labelKey: L("plannedDuration"),
    }),
    description,
  ],
  search: ["a.name", "a.description"],
  privileges,
});

export const activityCost = defineRecord({
  id: "activityCost",
  recordType: "activity_cost",
  labelKey: "planner.form.noCosts",
  fields: [
    field.record("activityId", "activity", { required: true }),
    field.record("costItemId", "costItem", { required: true, labelKey: L("costItem") }),
    field.quantity("quantity", "count", { required: true, labelKey: L("quantity") }),
    field.text("remark", { maxLength: TEXT_MAX, labelKey: L("remark") }),
  ],
  editable: ["quantity", "remark"],
  owner: ["activityId", "costItemId"],
  search: [],
  privileges,
});

/** An AFE line as its editor changes it; adding lines has rules of its own (schemas.ts). */
export const afeLine = defineRecord({
  id: "afeLine",
  recordType: "afe_line",
  labelKey: "planner.figures.lines",
  fields: [
    field.text("description", { required: true, maxLength: NAME_MAX, labelKey: L("description") }),
    field.quantity("quantity", "count", { labelKey: L("quantity") }),
    field.money("unitPrice", { min: 0, labelKey: L("unitPriceUsd") }),
    field.money("amount", { min: 0, labelKey: L("amountUsd") }),
  ],
  search: ["l.description", "l.code", "b.name", "ci.name"],
  privileges,
});
