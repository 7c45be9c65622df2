import { coreCut, recoveryPercent } from "~/domain/activity/coring";

import { BOTTOM_ABOVE_TOP, bottomsAboveTops, topAndBottomMd } from "../activity-intervals";
import { defineSection, defineTable, field, type SectionIssue } from "../vocabulary";

/** Conventional core (DOMAIN.md §2b): the interval cut and the share recovered. */
export const coring = defineSection({
  id: "coring",
  keyPrefix: "activity.coring",
  requiredForSubmit: true,
  fields: [
    field.integer("coreNo", { required: true, min: 1, max: 1000 }),
    ...topAndBottomMd("both"),
    field.quantity("cut", "length", { computed: true }),
    field.quantity("recovered", "length", { min: 0, max: 1000 }),
    field.quantity("recoveryPct", "percent", { computed: true }),
    field.quantity("barrelLength", "length", { min: 0, max: 1000 }),
    field.text("formation", { maxLength: 120 }),
    field.longText("description", { maxLength: 4000 }),
  ],
  rules(value) {
    const issues: SectionIssue[] = [];
    // A core whose bottom is at its top cut nothing: told as a bottom above the top.
    if (value.topMd !== null && value.bottomMd !== null && value.bottomMd <= value.topMd) {
      issues.push({ field: "bottomMd", code: BOTTOM_ABOVE_TOP });
    }
    const cut = coreCut(value.topMd, value.bottomMd);
    if (cut !== null && value.recovered !== null && value.recovered > cut + 1e-6) {
      issues.push({ field: "recovered", code: "activity.problems.recoveredMoreThanCut" });
    }
    return issues;
  },
  compute(value) {
    const cut = coreCut(value.topMd, value.bottomMd);
    return { ...value, cut, recoveryPct: recoveryPercent(cut, value.recovered) };
  },
});

/** Sidewall cores, one row per gun run. */
export const sidewallCores = defineSection({
  id: "sidewallCores",
  keyPrefix: "activity.sidewallCores",
  tables: [
    defineTable({
      name: "runs",
      maxRows: 50,
      columns: [
        field.integer("runNo", { required: true, min: 1, max: 1000 }),
        ...topAndBottomMd("none"),
        field.integer("attempted", { min: 0, max: 500 }),
        field.integer("recovered", { min: 0, max: 500 }),
        field.integer("misfired", { min: 0, max: 500 }),
        field.text("description", { maxLength: 240 }),
      ],
    }),
  ],
  rules: (value) => bottomsAboveTops(value.runs, "runs"),
});
