import { numberOf, rowsOf } from "./carry-declarations";
import { defineSection, defineTable, field } from "./vocabulary";

/** Personnel on board, DOMAIN.md §2: one row per company and role; POB is their sum. */
export const personnel = defineSection({
  id: "personnel",
  requiredForSubmit: true,
  fields: [field.integer("pobTotal", { computed: true })],
  tables: [
    defineTable({
      name: "rows",
      maxRows: 60,
      storedIn: "personnel_rows",
      // The people on board stay on board until someone changes the list.
      carry: { rows: "columns" },
      columns: [
        field.text("company", { required: true, maxLength: 120, carry: true }),
        field.lookup("roleOrService", "personnelRole", { required: true, carry: true }),
        field.integer("count", { required: true, min: 0, max: 1000, carry: true }),
        field.quantity("hours", "duration", { min: 0, max: 24 * 3600, carry: true }),
      ],
    }),
  ],
  carryOver: {
    item: {
      key: "personnel",
      params(carried) {
        const rows = rowsOf(carried, "rows");
        if (rows.length === 0) return null;
        const pob = rows.reduce((sum, row) => sum + (numberOf(row.count) ?? 0), 0);
        return { count: rows.length, pob };
      },
    },
  },
  rules(value) {
    return value.rows.length === 0 ? [{ table: "rows", code: "ddr.problems.noRows" }] : [];
  },
  compute(value) {
    return { ...value, pobTotal: value.rows.reduce((sum, row) => sum + (row.count ?? 0), 0) };
  },
});
