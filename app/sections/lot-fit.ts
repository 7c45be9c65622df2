import { equivalentMudWeight } from "~/domain/drilling/hydraulics";

import { defineSection, defineTable, field, type SectionIssue } from "./vocabulary";

/**
 * Leak-off / formation integrity test, DOMAIN.md §2 and §4 (EMW), with its pump-in rows: the
 * pressure against pumped volume, then the shut-in decline.
 */
export const lotFit = defineSection({
  id: "lotFit",
  labelKey: "ddr.lotFit.title",
  fields: [
    field.lookup("testType", "lotTestType", { required: true }),
    field.date("testDate", { required: true }),
    field.time("testTime"),
    field.quantity("shoeMd", "length", { required: true, min: 1, max: 15_000 }),
    field.quantity("shoeTvd", "length", { required: true, min: 1, max: 15_000 }),
    field.quantity("mudDensity", "density", { required: true, min: 500, max: 3000 }),
    field.quantity("surfacePressure", "pressure", { required: true, min: 0, max: 2e8 }),
    field.quantity("emwResult", "density", { computed: true }),
  ],
  tables: [
    defineTable({
      name: "pumpRows",
      maxRows: 60,
      columns: [
        field.quantity("elapsedTime", "duration", { required: true, min: 0, max: 48 * 3600 }),
        field.quantity("cumVolume", "volume", { min: 0 }),
        field.quantity("pressure", "pressure", { required: true, min: 0, max: 2e8 }),
        field.boolean("isShutIn"),
      ],
    }),
  ],
  rules(value) {
    const issues: SectionIssue[] = [];
    if (value.shoeMd !== null && value.shoeTvd !== null && value.shoeTvd > value.shoeMd + 1e-6) {
      issues.push({ field: "shoeTvd", code: "ddr.problems.tvdBelowMd" });
    }
    value.pumpRows.forEach((row, rowIndex) => {
      const before = value.pumpRows[rowIndex - 1];
      if (
        before &&
        row.elapsedTime !== null &&
        before.elapsedTime !== null &&
        row.elapsedTime <= before.elapsedTime
      ) {
        issues.push({
          table: "pumpRows",
          rowIndex,
          field: "elapsedTime",
          code: "ddr.problems.timeNotIncreasing",
        });
      }
    });
    return issues;
  },
  compute(value) {
    const { mudDensity, surfacePressure, shoeTvd } = value;
    return {
      ...value,
      emwResult:
        mudDensity === null || surfacePressure === null || shoeTvd === null
          ? null
          : equivalentMudWeight(mudDensity, surfacePressure, shoeTvd),
    };
  },
});
