import { CONFIRMED_FIELD } from "~/forms/confirmation";

import type { IdKind, Intent } from "./matrix";

/** A removal: the record's id and the version the form showed. */
export const remove = (kind: IdKind): Intent => ({
  form: { id: `{${kind}}`, version: `{${kind}.v}` },
});

/**
 * A planner removal or approval, confirmed: without the confirmation it is answered with the
 * question (200, the posted fields and nothing of the record) instead of being carried out.
 */
const confirmed = (kind: IdKind): Intent => ({
  form: { ...remove(kind).form, [CONFIRMED_FIELD]: "yes" },
});

/** The planner form's intents (the keys of its schemas), each with a form that would be accepted. */
export const PLANNER_INTENTS: Record<string, Intent> = {
  "bundle.add": { form: { name: "Matrix bundle" } },
  "bundle.rename": { form: { id: "{bundle}", version: "{bundle.v}", name: "Taken Over" } },
  "bundle.remove": confirmed("bundle"),
  "component.add": { form: { name: "Matrix component" } },
  "component.update": {
    form: { id: "{component}", version: "{component.v}", name: "Taken Over" },
  },
  "component.remove": confirmed("component"),
  "unit.add": { form: { name: "Matrix unit" } },
  "unit.update": { form: { id: "{unit}", version: "{unit.v}", name: "Taken Over" } },
  "unit.remove": confirmed("unit"),
  "item.add": {
    form: {
      name: "Matrix item",
      contractBundleId: "{bundle}",
      costUnitId: "{unit}",
      unitPrice: "10",
    },
    choices: ["bundle", "unit"],
  },
  "item.update": {
    form: {
      id: "{item}",
      version: "{item.v}",
      name: "Taken Over",
      contractBundleId: "{bundle}",
      costUnitId: "{unit}",
      unitPrice: "10",
    },
    choices: ["bundle", "unit"],
  },
  "item.remove": confirmed("item"),
  "activity.add": {
    form: { phase: "surface", sequence: "999", name: "Matrix activity", plannedHours: "1" },
  },
  "activity.update": {
    form: {
      id: "{activity}",
      version: "{activity.v}",
      phase: "surface",
      sequence: "999",
      name: "Taken Over",
      plannedHours: "1",
    },
  },
  "activity.remove": confirmed("activity"),
  "activityCost.add": {
    form: { activityId: "{activity}", costItemId: "{item}", quantity: "1" },
    choices: ["activity", "item"],
  },
  "activityCost.update": {
    form: {
      id: "{activityCost}",
      version: "{activityCost.v}",
      activityId: "{activity}",
      costItemId: "{item}",
      quantity: "2",
    },
    choices: ["activity", "item"],
  },
  "activityCost.remove": confirmed("activityCost"),
  "afe.create": { form: { wellId: "{well}", reference: "MATRIX" } },
  "afe.update": { form: { id: "{afe}", version: "{afe.v}", reference: "Taken Over" } },
  "afe.approve": confirmed("afe"),
  "afe.remove": confirmed("afe"),
  "afeLine.fromActivities": {
    form: { afeId: "{afe}", activityIds: "{activity}" },
    choices: ["activity"],
  },
  "afeLine.add": {
    form: {
      afeId: "{afe}",
      phase: "surface",
      contractBundleId: "{bundle}",
      description: "Matrix",
      amount: "5",
    },
    choices: ["bundle"],
  },
  "afeLine.update": {
    form: { id: "{afeLine}", version: "{afeLine.v}", description: "Taken Over", amount: "5" },
  },
  "afeLine.remove": confirmed("afeLine"),
};
