import { equivalentMudWeight } from "~/domain/drilling/hydraulics";
import {
  equivalentMudWeightLimit,
  sheetEquivalentMudWeight,
  sheetMaasp,
} from "~/domain/drilling/leak-off";

import { defineSection, defineTable, field, type SectionIssue } from "./vocabulary";

/**
 * Leak-off / formation integrity test, DOMAIN.md §2 and §4 (EMW), with its pump-in rows: the
 * pressure against pumped volume, then the shut-in decline. The EMW reads as the well-control
 * sheet works it out (0.052 psi/ft per ppg), with the limit it sets (rounded down to 0.1 ppg)
 * and the MAASP at the test's mud weight; the exact EMW is kept too (decision 020).
 */
export const lotFit = defineSection({
  id: "lotFit",
  fields: [
    field.lookup("testType", "lotTestType", { required: true }),
    field.date("testDate", { required: true }),
    field.time("testTime"),
    field.quantity("shoeMd", "length", { required: true, min: 1, max: 15_000 }),
    field.quantity("shoeTvd", "length", { required: true, min: 1, max: 15_000 }),
    field.quantity("mudDensity", "density", { required: true, min: 500, max: 3000 }),
    field.quantity("surfacePressure", "pressure", { required: true, min: 0, max: 2e8 }),
    field.quantity("sheetEmw", "density", { computed: true }),
    field.quantity("emwLimit", "density", { computed: true, roundDown: true }),
    field.quantity("maasp", "pressure", { computed: true }),
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
    if (mudDensity === null || surfacePressure === null || shoeTvd === null) {
      return { ...value, sheetEmw: null, emwLimit: null, maasp: null, emwResult: null };
    }
    const sheetEmw = sheetEquivalentMudWeight(mudDensity, surfacePressure, shoeTvd);
    const emwLimit = sheetEmw === null ? null : equivalentMudWeightLimit(sheetEmw);
    return {
      ...value,
      sheetEmw,
      emwLimit,
      maasp: emwLimit === null ? null : sheetMaasp(emwLimit, mudDensity, shoeTvd),
      emwResult: equivalentMudWeight(mudDensity, surfacePressure, shoeTvd),
    };
  },
});
