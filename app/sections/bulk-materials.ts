import { rowsOf } from "./carry-declarations";
import { defineSection, defineTable, field, type SectionIssue } from "./vocabulary";

/**
 * Bulk materials, DOMAIN.md §2. Each row is counted in its own unit (t, sx, m³, bbl, L), chosen
 * in the row, so the quantities are stored as counted in that unit.
 */
export const bulkMaterials = defineSection({
  id: "bulkMaterials",
  tables: [
    defineTable({
      name: "materials",
      maxRows: 60,
      // Yesterday's end balance is today's start; the day's movements start blank.
      carry: { rows: "columns" },
      columns: [
        field.lookup("material", "bulkMaterial", { required: true, carry: true }),
        field.lookup("unit", "unitSize", { required: true, carry: true }),
        field.quantity("start", "number", { min: 0, carry: { from: "endBalance" } }),
        field.quantity("received", "number", { min: 0, carry: "cleared" }),
        field.quantity("used", "number", { min: 0, carry: "cleared" }),
        field.quantity("returned", "number", { min: 0, carry: "cleared" }),
        field.quantity("endBalance", "number", { computed: true }),
      ],
    }),
  ],
  carryOver: {
    item: {
      key: "bulk",
      params: (carried) => {
        const count = rowsOf(carried, "materials").length;
        return count === 0 ? null : { count };
      },
    },
  },
  rules(value) {
    const issues: SectionIssue[] = [];
    const seen = new Set<string>();
    value.materials.forEach((row, rowIndex) => {
      if (row.endBalance !== null && row.endBalance < -1e-9) {
        issues.push({
          table: "materials",
          rowIndex,
          field: "used",
          code: "ddr.problems.negativeBalance",
        });
      }
      const key = `${row.material}|${row.unit}`;
      if (seen.has(key)) {
        issues.push({
          table: "materials",
          rowIndex,
          field: "material",
          code: "ddr.problems.duplicateMaterial",
        });
      }
      seen.add(key);
    });
    return issues;
  },
  compute(value) {
    return {
      ...value,
      materials: value.materials.map((row) => ({
        ...row,
        endBalance: (row.start ?? 0) + (row.received ?? 0) - (row.used ?? 0) - (row.returned ?? 0),
      })),
    };
  },
});
