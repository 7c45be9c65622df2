import { endsBeforeStart } from "~/domain/activity/time-log-cover";

import { bottomAboveTop, bottomsAboveTops, topAndBottomMd } from "../activity-intervals";
import { defineSection, defineTable, field } from "../vocabulary";

/** Logging run (DOMAIN.md §2b) and the tools run over their intervals. */
export const loggingRun = defineSection({
  id: "loggingRun",
  keyPrefix: "activity.loggingRun",
  requiredForSubmit: true,
  fields: [
    field.integer("runNo", { required: true, min: 1, max: 1000 }),
    field.text("company", { required: true, maxLength: 120 }),
    field.lookup("conveyance", "loggingConveyance", { required: true }),
    ...topAndBottomMd("none"),
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
        ...topAndBottomMd("none"),
        field.text("remark", { maxLength: 240 }),
      ],
    }),
  ],
  rules(value, context) {
    const issues = bottomAboveTop(value);
    if (endsBeforeStart(value.startTime, value.endTime, context.dayStart)) {
      issues.push({ field: "endTime", code: "activity.problems.endBeforeStart" });
    }
    return [...issues, ...bottomsAboveTops(value.tools, "tools")];
  },
});
