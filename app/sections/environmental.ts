import { defineSection, defineTable, field, type SectionIssue } from "./vocabulary";

/**
 * Environmental activities, DOMAIN.md §2: discharge, recovery, disposal, spill and cuttings
 * events, one row each, told apart by the event type.
 */
export const environmental = defineSection({
  id: "environmental",
  tables: [
    defineTable({
      name: "events",
      maxRows: 50,
      columns: [
        field.lookup("eventType", "environmentalEvent", { required: true }),
        field.lookup("material", "environmentalMaterial", { required: true }),
        field.quantity("volume", "volume", { min: 0 }),
        field.quantity("mass", "mass", { min: 0 }),
        field.lookup("disposalMethod", "disposalMethod"),
        field.text("destination", { maxLength: 200 }),
        field.quantity("spillRecovered", "volume", { min: 0 }),
        field.boolean("reportedToAuthority"),
        field.text("remarks", { maxLength: 1000 }),
      ],
    }),
  ],
  rules(value) {
    const issues: SectionIssue[] = [];
    value.events.forEach((event, rowIndex) => {
      if (event.volume === null && event.mass === null) {
        issues.push({
          table: "events",
          rowIndex,
          field: "volume",
          code: "ddr.problems.quantityRequired",
        });
      }
      const spill = event.eventType === "spill";
      if (!spill && (event.spillRecovered !== null || event.reportedToAuthority)) {
        issues.push({
          table: "events",
          rowIndex,
          field: "spillRecovered",
          code: "ddr.problems.spillOnly",
        });
      }
      if (
        spill &&
        event.spillRecovered !== null &&
        event.volume !== null &&
        event.spillRecovered > event.volume + 1e-9
      ) {
        issues.push({
          table: "events",
          rowIndex,
          field: "spillRecovered",
          code: "ddr.problems.recoveredMoreThanSpilled",
        });
      }
    });
    return issues;
  },
});
