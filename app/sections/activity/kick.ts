import { kickIntensity, killMudWeight } from "~/domain/activity/kick";

import { defineSection, field, type SectionIssue } from "../vocabulary";

/**
 * Kick (DOMAIN.md §2b): the influx, the shut-in pressures, and the kill-mud weight they call for
 * (app/domain/activity/kick.ts).
 */
export const kick = defineSection({
  id: "kick",
  keyPrefix: "activity.kick",
  requiredForSubmit: true,
  fields: [
    field.time("kickTime", { required: true }),
    field.quantity("md", "length", { required: true, min: 0, max: 15_000 }),
    field.quantity("tvd", "length", { required: true, min: 1, max: 15_000 }),
    field.text("activity", { maxLength: 240 }),
    field.lookup("cause", "kickCause"),
    field.quantity("pitGain", "volume", { required: true, min: 0, max: 1000 }),
    field.quantity("sidpp", "pressure", { required: true, min: 0, max: 2e8 }),
    field.quantity("sicp", "pressure", { required: true, min: 0, max: 2e8 }),
    field.quantity("mudDensity", "density", { required: true, min: 500, max: 3000 }),
    field.lookup("influxType", "influxType"),
    field.lookup("kickClass", "kickClass"),
    field.quantity("kickIntensity", "density", { computed: true }),
    field.quantity("killMudWeight", "density", { computed: true }),
    field.lookup("killMethod", "killMethod"),
    field.quantity("maxCasingPressure", "pressure", { min: 0, max: 2e8 }),
    field.longText("remarks", { maxLength: 4000 }),
  ],
  rules(value) {
    const issues: SectionIssue[] = [];
    if (value.md !== null && value.tvd !== null && value.tvd > value.md + 1e-6) {
      issues.push({ field: "tvd", code: "ddr.problems.tvdBelowMd" });
    }
    // The highest casing pressure of the kill is at least the one the well shut in with.
    if (
      value.maxCasingPressure !== null &&
      value.sicp !== null &&
      value.maxCasingPressure < value.sicp - 1e-6
    ) {
      issues.push({ field: "maxCasingPressure", code: "activity.problems.maxBelowShutIn" });
    }
    return issues;
  },
  compute(value) {
    const known = value.sidpp !== null && value.tvd !== null;
    return {
      ...value,
      kickIntensity: known ? kickIntensity(value.sidpp!, value.tvd!) : null,
      killMudWeight:
        known && value.mudDensity !== null
          ? killMudWeight(value.mudDensity, value.sidpp!, value.tvd!)
          : null,
    };
  },
});
