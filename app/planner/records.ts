/**
 * The planner's records, each declared once in the sections' vocabulary: what a person types,
 * what an edit may change, what the list's filter searches and who may do what. The schemas
 * (record-schema.ts), the form fields (record-fields.tsx), the list filters (lists.server.ts)
 * and the services' writes (catalogue.server.ts) are derived from these.
 */
import { Privilege } from "~/auth/privileges";
import { defineRecord, type RecordColumn } from "~/sections/records";
import { field } from "~/sections/vocabulary";

export const NAME_MAX = 120;
const TEXT_MAX = 500;

const privileges = { view: Privilege.PlannerDatabase, edit: Privilege.PlannerForm };
const L = (key: string) => `planner.columns.${key}`;

/** A list column whose header is the column's own name among the planner's columns. */
const column = (key: string, options: Partial<Omit<RecordColumn, "key">> = {}) => ({
  key,
  labelKey: L(key),
  ...options,
});
const NUMBER_COLUMN = column("no", { labelKey: L("number"), width: 6 });
/** A catalogue entry's list: its name, description and the cost items that use it. */
const entryColumns = (description: RecordColumn["only"] | "both") => [
  NUMBER_COLUMN,
  column("name", { width: 32 }),
  // The three catalogue sheets share their columns, so a bundle's sheet keeps an empty one.
  column("description", { width: 40, ...(description === "both" ? {} : { only: description }) }),
  column("items", { width: 12 }),
];

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
  columns: entryColumns("sheet"),
});

export const generalComponent = defineRecord({
  id: "component",
  recordType: "general_component",
  labelKey: "planner.views.components",
  fields: [name(), description],
  search: ["t.name"],
  privileges,
  columns: entryColumns("both"),
});

export const costUnit = defineRecord({
  id: "unit",
  recordType: "cost_unit",
  labelKey: "planner.views.units",
  fields: [name(), description],
  search: ["t.name"],
  privileges,
  columns: entryColumns("both"),
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
  columns: [
    NUMBER_COLUMN,
    column("name", { labelKey: L("costItem"), width: 32 }),
    column("bundle", { width: 20 }),
    column("component", { width: 20 }),
    column("vendor", { width: 28 }),
    column("unit", { width: 12 }),
    column("unitPrice", { money: true }),
    column("currency", { width: 8, only: "sheet" }),
    column("usedBy", { only: "screen" }),
  ],
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
  // The workbook writes an activity's costs a row each; the screen lists them in one cell.
  columns: [
    NUMBER_COLUMN,
    column("phase", { width: 20 }),
    column("sequence", { width: 10, only: "sheet" }),
    column("name", { labelKey: L("activity"), width: 32 }),
    column("hours", { labelKey: L("plannedDuration"), labelParams: { unit: "hr" }, width: 14 }),
    column("costs", { only: "screen" }),
    column("item", { labelKey: L("costItem"), width: 28, only: "sheet" }),
    column("quantity", { width: 10, only: "sheet" }),
    column("unit", { width: 10, only: "sheet" }),
    column("unitPrice", { money: true, only: "sheet" }),
    column("amount", { money: true, only: "sheet" }),
    column("total", { money: true, only: "screen" }),
  ],
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
  columns: [
    NUMBER_COLUMN,
    column("version", { width: 16 }),
    column("status", { width: 12, only: "sheet" }),
    column("code", { width: 10 }),
    column("phase", { width: 20 }),
    column("bundle", { width: 20 }),
    column("description", { width: 40 }),
    column("quantity", { width: 10 }),
    column("unit", { width: 10, only: "sheet" }),
    column("unitPrice", { money: true }),
    column("amount", { money: true }),
  ],
});
