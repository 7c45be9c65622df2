import { endsBeforeStart } from "~/domain/activity/time-log-cover";

import { bottomsAboveTops } from "../activity-intervals";
import { defineSection, defineTable, field, type SectionIssue } from "../vocabulary";

/** Logging run (DOMAIN.md §2b) and the tools run over their intervals. */
export const loggingRun = defineSection({
  id: "loggingRun",
  labelKey: "activity.loggingRun.title",
  keyPrefix: "activity.loggingRun",
  requiredForSubmit: true,
  fields: [
    field.integer("runNo", { required: true, min: 1, max: 1000 }),
    field.text("company", { required: true, maxLength: 120 }),
    field.lookup("conveyance", "loggingConveyance", { required: true }),
    field.quantity("topMd", "length", { min: 0, max: 15_000 }),
    field.quantity("bottomMd", "length", { min: 0, max: 15_000 }),
    field.quantity("bht", "temperature", { min: 200, max: 700 }),
    field.time("startTime"),
    field.time("endTime"),
    field.longText("remarks", { maxLength: 4000 }),
  ],
  tables: [
    defineTable({
      name: "tools",
      maxRows: 40,
      columns: [
        field.lookup("tool", "loggingTool", { required: true }),
        field.quantity("topMd", "length", { min: 0, max: 15_000 }),
        field.quantity("bottomMd", "length", { min: 0, max: 15_000 }),
        field.text("remark", { maxLength: 240 }),
      ],
    }),
  ],
  rules(value, context) {
    const issues: SectionIssue[] = [];
    if (value.topMd !== null && value.bottomMd !== null && value.bottomMd < value.topMd) {
      issues.push({ field: "bottomMd", code: "activity.problems.bottomAboveTop" });
    }
    if (endsBeforeStart(value.startTime, value.endTime, context.dayStart)) {
      issues.push({ field: "endTime", code: "activity.problems.endBeforeStart" });
    }
    return [...issues, ...bottomsAboveTops(value.tools, "tools")];
  },
});
