import { periodsEndingEarly } from "../activity-periods";
import { defineSection, defineTable, field, type SectionIssue } from "../vocabulary";

/** Well test (DOMAIN.md §2b): the interval tested, its result and the flow and shut-in periods. */
export const wellTest = defineSection({
  id: "wellTest",
  labelKey: "activity.wellTest.title",
  keyPrefix: "activity.wellTest",
  requiredForSubmit: true,
  fields: [
    field.lookup("testType", "wellTestType", { required: true }),
    field.quantity("topMd", "length", { min: 0, max: 15_000 }),
    field.quantity("bottomMd", "length", { min: 0, max: 15_000 }),
    field.quantity("bhp", "pressure", { min: 0, max: 2e8 }),
    field.quantity("bht", "temperature", { min: 200, max: 700 }),
    field.text("result", { maxLength: 240 }),
  ],
  tables: [
    defineTable({
      name: "periods",
      maxRows: 40,
      columns: [
        field.lookup("periodType", "testPeriodType", { required: true }),
        field.time("startTime"),
        field.time("endTime"),
        field.quantity("choke", "diameter", { min: 0, max: 0.2 }),
        field.quantity("rate", "flowRate", { min: 0 }),
        field.quantity("whp", "pressure", { min: 0, max: 2e8 }),
        field.quantity("temperature", "temperature", { min: 200, max: 700 }),
      ],
    }),
  ],
  rules(value, context) {
    const issues: SectionIssue[] = [];
    if (value.topMd !== null && value.bottomMd !== null && value.bottomMd < value.topMd) {
      issues.push({ field: "bottomMd", code: "activity.problems.bottomAboveTop" });
    }
    issues.push(...periodsEndingEarly(value.periods, "periods", context.dayStart));
    return issues;
  },
});
