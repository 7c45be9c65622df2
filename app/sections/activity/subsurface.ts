import { bottomsAboveTops, topAndBottomMd } from "../activity-intervals";
import { defineSection, defineTable, field, type SectionIssue } from "../vocabulary";

/**
 * The wellsite geologist's report: formation tops, shows, pore-pressure and fracture-gradient
 * points (as equivalent mud weights) and the alteration seen in cuttings.
 */
export const subsurfaceSummary = defineSection({
  id: "subsurfaceSummary",
  keyPrefix: "activity.subsurfaceSummary",
  requiredForSubmit: true,
  fields: [
    field.text("geologist", { required: true, maxLength: 120 }),
    field.quantity("md", "length", { min: 0, max: 15_000 }),
    field.longText("summary", { required: true, maxLength: 4000 }),
  ],
});

const tvdAboveMd = (rows: { md: number | null; tvd: number | null }[], table: string) => {
  const issues: SectionIssue[] = [];
  rows.forEach((row, rowIndex) => {
    if (row.md !== null && row.tvd !== null && row.tvd > row.md + 1e-6) {
      issues.push({ table, rowIndex, field: "tvd", code: "ddr.problems.tvdBelowMd" });
    }
  });
  return issues;
};

export const formationTops = defineSection({
  id: "formationTops",
  keyPrefix: "activity.formationTops",
  tables: [
    defineTable({
      name: "tops",
      maxRows: 60,
      columns: [
        field.text("formation", { required: true, maxLength: 120 }),
        field.quantity("md", "length", { required: true, min: 0, max: 15_000 }),
        field.quantity("tvd", "length", { min: 0, max: 15_000 }),
        field.lookup("lithology", "lithology"),
        field.text("remark", { maxLength: 240 }),
      ],
    }),
  ],
  rules: (value) => tvdAboveMd(value.tops, "tops"),
});

export const shows = defineSection({
  id: "shows",
  keyPrefix: "activity.shows",
  tables: [
    defineTable({
      name: "shows",
      maxRows: 60,
      columns: [
        ...topAndBottomMd("top"),
        field.lookup("showType", "showType", { required: true }),
        field.text("description", { maxLength: 240 }),
      ],
    }),
  ],
  rules: (value) => bottomsAboveTops(value.shows, "shows"),
});

export const pressurePoints = defineSection({
  id: "pressurePoints",
  keyPrefix: "activity.pressurePoints",
  tables: [
    defineTable({
      name: "points",
      maxRows: 100,
      columns: [
        field.quantity("md", "length", { required: true, min: 0, max: 15_000 }),
        field.quantity("tvd", "length", { required: true, min: 0, max: 15_000 }),
        field.quantity("porePressure", "density", { min: 500, max: 3000 }),
        field.quantity("fractureGradient", "density", { min: 500, max: 3000 }),
        field.text("source", { maxLength: 120 }),
      ],
    }),
  ],
  rules(value) {
    const issues = tvdAboveMd(value.points, "points");
    value.points.forEach((point, rowIndex) => {
      // Pore pressure above the fracture gradient: the rock would have broken first.
      if (
        point.porePressure !== null &&
        point.fractureGradient !== null &&
        point.porePressure > point.fractureGradient
      ) {
        issues.push({
          table: "points",
          rowIndex,
          field: "porePressure",
          code: "activity.problems.poreAboveFracture",
        });
      }
    });
    return issues;
  },
});

export const alterations = defineSection({
  id: "alterations",
  keyPrefix: "activity.alterations",
  tables: [
    defineTable({
      name: "alterations",
      maxRows: 60,
      columns: [
        ...topAndBottomMd("top"),
        field.lookup("alterationType", "alterationType", { required: true }),
        field.text("minerals", { maxLength: 240 }),
      ],
    }),
  ],
  rules: (value) => bottomsAboveTops(value.alterations, "alterations"),
});
