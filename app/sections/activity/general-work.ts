import { periodsEndingEarly } from "../activity-periods";
import { defineSection, defineTable, field } from "../vocabulary";

/** General work (DOMAIN.md §2b): the job, what was done and what was fixed. */
export const generalWork = defineSection({
  id: "generalWork",
  keyPrefix: "activity.generalWork",
  requiredForSubmit: true,
  fields: [
    field.lookup("jobType", "generalWorkJobType", { required: true }),
    field.longText("summary", { required: true, maxLength: 4000 }),
  ],
  tables: [
    defineTable({
      name: "ops",
      maxRows: 60,
      columns: [
        field.time("fromTime"),
        field.time("toTime"),
        field.text("operation", { required: true, maxLength: 500 }),
      ],
    }),
    defineTable({
      name: "fixes",
      maxRows: 40,
      columns: [
        field.text("equipment", { required: true, maxLength: 120 }),
        field.text("problem", { maxLength: 500 }),
        field.text("fix", { maxLength: 500 }),
      ],
    }),
  ],
  rules: (value, context) =>
    periodsEndingEarly(
      value.ops.map((row) => ({ startTime: row.fromTime, endTime: row.toTime })),
      "ops",
      context.dayStart,
      "toTime",
    ),
});
