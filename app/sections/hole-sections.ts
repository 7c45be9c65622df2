import { rowsOf } from "./carry-declarations";
import { defineSection, defineTable, field, type SectionIssue } from "./vocabulary";

// Dates compare as "YYYY-MM-DD" text; either end may still be unknown.
function ordered<T extends number | string>(first: T | null, last: T | null): boolean {
  return first === null || last === null || last >= first;
}

// Each end that must not come before its start, with what is said beside it when it does.
const ORDERED_ENDS = [
  ["plannedTopMd", "plannedBottomMd", "ddr.problems.bottomAboveTop"],
  ["actualTopMd", "actualBottomMd", "ddr.problems.bottomAboveTop"],
  ["plannedStart", "plannedEnd", "ddr.problems.endBeforeStart"],
  ["actualStart", "actualEnd", "ddr.problems.endBeforeStart"],
] as const;

/** Simplified hole sections (SHS), DOMAIN.md §2: each hole size with its casing, plan and actual. */
export const holeSections = defineSection({
  id: "holeSections",
  tables: [
    defineTable({
      name: "sections",
      maxRows: 20,
      carry: { rows: "whole" },
      columns: [
        field.text("sectionName", { required: true, maxLength: 60 }),
        field.lookup("sectionType", "sectionType", { required: true }),
        field.quantity("holeSize", "diameter", {
          required: true,
          min: 0.05,
          max: 1.5,
          suggest: "holeSize",
        }),
        field.quantity("casingSize", "diameter", { min: 0.05, max: 1.5, suggest: "casingSize" }),
        field.quantity("plannedTopMd", "length", { min: 0, max: 15_000 }),
        field.quantity("plannedBottomMd", "length", { min: 0, max: 15_000 }),
        field.quantity("actualTopMd", "length", { min: 0, max: 15_000 }),
        field.quantity("actualBottomMd", "length", { min: 0, max: 15_000 }),
        field.date("plannedStart"),
        field.date("plannedEnd"),
        field.date("actualStart"),
        field.date("actualEnd"),
      ],
    }),
  ],
  carryOver: {
    item: {
      key: "holeSections",
      params: (carried) => {
        const count = rowsOf(carried, "sections").length;
        return count === 0 ? null : { count };
      },
    },
  },
  rules(value) {
    const issues: SectionIssue[] = [];
    value.sections.forEach((row, rowIndex) => {
      for (const [first, last, code] of ORDERED_ENDS) {
        if (!ordered<number | string>(row[first], row[last])) {
          issues.push({ table: "sections", rowIndex, field: last, code });
        }
      }
    });
    return issues;
  },
});
