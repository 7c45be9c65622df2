import { numberOf } from "./carry-declarations";
import { defineSection, defineTable, field, type SectionIssue } from "./vocabulary";

/**
 * Mud, DOMAIN.md §2: one row per mud check, plus the day's active-system volume balance whose
 * end carries over as the next day's start.
 */
export const mud = defineSection({
  id: "mud",
  fields: [
    // Yesterday's end volume is today's start; what was built is the day's own.
    field.quantity("volumeStart", "volume", { min: 0, carry: { from: "volumeEnd" } }),
    field.quantity("volumeBuilt", "volume", { min: 0, carry: "cleared" }),
    field.quantity("volumeLost", "volume", { computed: true }),
    field.quantity("volumeEnd", "volume", { computed: true }),
  ],
  tables: [
    defineTable({
      name: "checks",
      maxRows: 24,
      storedIn: "mud_checks",
      columns: [
        field.time("checkTime", { required: true, feeds: ["day"] }),
        field.quantity("checkMd", "length", { min: 0, max: 15_000 }),
        field.lookup("mudType", "mudType", { required: true }),
        field.quantity("density", "density", {
          required: true,
          min: 500,
          max: 3000,
          feeds: ["day"],
        }),
        field.quantity("funnelViscosity", "number", { min: 0, max: 1000, suffix: "s/qt" }),
        field.quantity("pv", "viscosity", { min: 0, max: 1 }),
        field.quantity("yp", "yieldPoint", { min: 0, max: 500 }),
        field.quantity("gel10s", "gelStrength", { min: 0, max: 500 }),
        field.quantity("gel10m", "gelStrength", { min: 0, max: 500 }),
        field.quantity("filtrateApi", "mudFiltrate", { min: 0, max: 0.001 }),
        field.quantity("filtrateHthp", "mudFiltrate", { min: 0, max: 0.001 }),
        field.quantity("cakeThickness", "nozzle", { min: 0, max: 0.05 }),
        field.quantity("solidsPct", "percent", { min: 0, max: 100 }),
        field.quantity("oilPct", "percent", { min: 0, max: 100 }),
        field.quantity("waterPct", "percent", { min: 0, max: 100 }),
        field.quantity("sandPct", "percent", { min: 0, max: 100 }),
        field.text("oilWaterRatio", { maxLength: 20 }),
        field.quantity("ph", "number", { min: 0, max: 14 }),
        field.quantity("chlorides", "concentration", { min: 0 }),
        field.quantity("calcium", "concentration", { min: 0 }),
        // Methylene-blue capacity as bentonite equivalent, stored as measured in kg/m³.
        field.quantity("mbt", "number", { min: 0, max: 500, suffix: "kg/m³" }),
        field.quantity("ecd", "density", { min: 500, max: 3000 }),
        field.quantity("flowlineTemp", "temperature", { min: 250, max: 500 }),
        field.quantity("pitVolume", "volume", { min: 0 }),
        field.quantity("lossesSurface", "volume", { min: 0 }),
        field.quantity("lossesDownhole", "volume", { min: 0 }),
      ],
    }),
  ],
  carryOver: {
    item: {
      key: "mud",
      params: (carried) => {
        const volume = numberOf(carried?.volumeStart);
        return volume === null ? null : { volume: { quantity: "volume", value: volume } };
      },
    },
  },
  rules(value) {
    const issues: SectionIssue[] = [];
    value.checks.forEach((check, rowIndex) => {
      // A retort splits the sample into solids, oil and water: together at most 100 %.
      const retort = (check.solidsPct ?? 0) + (check.oilPct ?? 0) + (check.waterPct ?? 0);
      if (retort > 100.5) {
        issues.push({
          table: "checks",
          rowIndex,
          field: "solidsPct",
          code: "ddr.problems.retortOver100",
        });
      }
    });
    if (value.volumeEnd !== null && value.volumeEnd < 0) {
      issues.push({ field: "volumeBuilt", code: "ddr.problems.negativeVolume" });
    }
    return issues;
  },
  compute(value) {
    const lost = value.checks.reduce(
      (sum, check) => sum + (check.lossesSurface ?? 0) + (check.lossesDownhole ?? 0),
      0,
    );
    const known = value.volumeStart !== null || value.volumeBuilt !== null;
    return {
      ...value,
      volumeLost: lost,
      volumeEnd: known ? (value.volumeStart ?? 0) + (value.volumeBuilt ?? 0) - lost : null,
    };
  },
});
