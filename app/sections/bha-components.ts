import { defineSection, defineTable, field, type SectionIssue } from "./vocabulary";

/** Workstring: BHA components, DOMAIN.md §2, from the bit up, with the assembly's totals. */
export const bhaComponents = defineSection({
  id: "bhaComponents",
  fields: [
    field.quantity("totalLength", "length", { computed: true, feeds: ["day"] }),
    field.quantity("totalWeight", "mass", { computed: true, feeds: ["day"] }),
  ],
  tables: [
    defineTable({
      name: "components",
      maxRows: 60,
      carry: { rows: "whole" },
      columns: [
        field.lookup("item", "bhaItem", { required: true }),
        field.quantity("od", "diameter", { required: true, min: 0.01, max: 1.5 }),
        field.quantity("id", "diameter", { min: 0, max: 1.5 }),
        field.quantity("length", "length", { required: true, min: 0, max: 1000 }),
        field.quantity("weight", "mass", { min: 0 }),
        field.text("serialNo", { maxLength: 60 }),
      ],
    }),
  ],
  // Carried with the BHA they make up (the BHA section, just before).
  carryOver: { when: ({ holdsSomething, carried }) => holdsSomething && carried.bha !== undefined },
  rules(value) {
    const issues: SectionIssue[] = [];
    value.components.forEach((component, rowIndex) => {
      if (component.od !== null && component.id !== null && component.id >= component.od) {
        issues.push({
          table: "components",
          rowIndex,
          field: "id",
          code: "ddr.problems.boreWiderThanBody",
        });
      }
    });
    return issues;
  },
  compute(value) {
    const weighed = value.components.every((component) => component.weight !== null);
    return {
      ...value,
      totalLength: value.components.reduce((sum, component) => sum + (component.length ?? 0), 0),
      totalWeight:
        weighed && value.components.length > 0
          ? value.components.reduce((sum, component) => sum + (component.weight ?? 0), 0)
          : null,
    };
  },
});
