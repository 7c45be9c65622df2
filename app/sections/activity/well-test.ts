import { bottomAboveTop, topAndBottomMd } from "../activity-intervals";
import { periodsEndingEarly } from "../activity-periods";
import { defineSection, defineTable, field } from "../vocabulary";

/** Well test (DOMAIN.md §2b): the interval tested, its result and the flow and shut-in periods. */
export const wellTest = defineSection({
  id: "wellTest",
  keyPrefix: "activity.wellTest",
  requiredForSubmit: true,
  fields: [
    field.lookup("testType", "wellTestType", { required: true }),
    ...topAndBottomMd("none"),
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
    return [
      ...bottomAboveTop(value),
      ...periodsEndingEarly(value.periods, "periods", context.dayStart),
    ];
  },
});
