import { addMoney, formatMoney, multiplyMoney, parseMoney, sumMoney } from "~/domain/money/decimal";

import { rowsOf } from "./carry-declarations";
import { defineSection, defineTable, field, type SectionIssue } from "./vocabulary";

/**
 * Cost, DOMAIN.md §2: the day's cost lines (stored in `cost_lines`, which the planner's AFE vs
 * actual reads), the daily total and the well's cumulative cost. A line's amount is quantity ×
 * unit price unless a lump sum is typed.
 */
export const cost = defineSection({
  id: "cost",
  fields: [
    field.money("dailyTotal", { computed: true }),
    field.money("cumulative", { computed: true }),
  ],
  tables: [
    defineTable({
      name: "lines",
      maxRows: 100,
      storedIn: "cost_lines",
      // Recurring lines (a day rate) are repeated on the next day's report.
      carry: { rows: "columns", keep: (line) => line.isCarryOver === true },
      columns: [
        field.date("costDate", { computed: true }),
        field.reference("costItemId", "costItem", { carry: true }),
        field.reference("contractBundleId", "contractBundle", { carry: true }),
        field.lookup("phase", "phase", { carry: true }),
        field.text("description", { required: true, maxLength: 500, carry: true }),
        field.text("vendor", { maxLength: 200, carry: true }),
        field.quantity("quantity", "number", { min: 0, max: 1e9, carry: true }),
        field.text("unit", { maxLength: 40, carry: true }),
        field.money("unitPrice", { min: 0, carry: true }),
        field.money("amount", { carry: true }),
        field.text("afeLine", { maxLength: 60, carry: true }),
        field.boolean("isCarryOver", { carry: true }),
      ],
    }),
  ],
  carryOver: {
    // Said even when nothing recurs: the cumulative cost the new day starts from.
    item: {
      key: "cost",
      params: (carried, previous) => ({
        count: rowsOf(carried, "lines").length,
        cumulative: { money: previous.cumulativeCost },
      }),
    },
  },
  rules(value) {
    const issues: SectionIssue[] = [];
    value.lines.forEach((line, rowIndex) => {
      if (line.amount === null) {
        issues.push({
          table: "lines",
          rowIndex,
          field: "amount",
          code: "ddr.problems.amountRequired",
        });
      }
    });
    return issues;
  },
  compute(value, context) {
    const lines = value.lines.map((line) => ({
      ...line,
      costDate: context.reportDate,
      amount:
        line.amount ??
        (line.quantity !== null && line.unitPrice !== null
          ? formatMoney(multiplyMoney(parseMoney(line.unitPrice), line.quantity))
          : null),
    }));
    const daily = sumMoney(
      lines.map((line) => (line.amount === null ? 0n : parseMoney(line.amount))),
    );
    const before = parseMoney(context.previous?.cumulativeCost ?? "0");
    return {
      ...value,
      lines,
      dailyTotal: formatMoney(daily),
      cumulative: formatMoney(addMoney(before, daily)),
    };
  },
});
