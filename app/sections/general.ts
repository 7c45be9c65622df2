import { dailyProgress } from "~/domain/reports/progress";
import { daysFromSpud, daysOnLocation } from "~/domain/reports/report-days";
import { projectTvd } from "~/domain/survey/projection";
import { roundingToleranceSI } from "~/domain/units/precision";

import { numberOf } from "./carry-declarations";
import { defineSection, field, type SectionIssue } from "./vocabulary";

/** General (report header), DOMAIN.md §2: depth, hole, casing, day counts, narrative, weather. */
export const general = defineSection({
  id: "general",
  requiredForSubmit: true,
  fields: [
    field.text("rigName", { required: true, maxLength: 120, carry: true }),
    field.lookup("wellbore", "wellbore", { required: true, carry: true, feeds: ["nextDay"] }),
    field.quantity("mdAtReport", "length", {
      required: true,
      min: 0,
      max: 15_000,
      carry: true,
      feeds: ["day", "nextDay"],
    }),
    field.quantity("tvdAtReport", "length", { computed: true }),
    field.quantity("progress", "length", { computed: true }),
    field.quantity("holeSize", "diameter", {
      required: true,
      min: 0.05,
      max: 1.5,
      suggest: "holeSize",
      carry: true,
    }),
    field.quantity("lastCasingSize", "diameter", {
      min: 0.05,
      max: 1.5,
      suggest: "casingSize",
      carry: true,
    }),
    field.quantity("lastCasingShoeMd", "length", { min: 0, max: 15_000, carry: true }),
    field.quantity("lastCasingShoeTvd", "length", { min: 0, max: 15_000, carry: true }),
    field.integer("dfs", { computed: true }),
    field.integer("dol", { computed: true }),
    field.text("currentStatus", { required: true, maxLength: 500 }),
    field.longText("summary24h", { required: true }),
    field.longText("forecast24h", { required: true }),
    // Stored as measured (m/s): no unit system has its own wind-speed unit.
    field.quantity("windSpeed", "number", { min: 0, max: 100, suffix: "m/s" }),
    field.quantity("windDirection", "angle", { min: 0, below: 360 }),
    field.quantity("airTemp", "temperature", { min: 200, max: 340 }),
    field.text("weatherRemark", { maxLength: 500 }),
    field.text("supervisor", { required: true, maxLength: 120, carry: true }),
    field.text("engineer", { maxLength: 120, carry: true }),
  ],
  carryOver: {
    // Carried whenever yesterday's header was saved, even with nothing in it.
    when: () => true,
    item: {
      key: "depth",
      params(carried) {
        const md = numberOf(carried?.mdAtReport);
        const holeSize = numberOf(carried?.holeSize);
        return md === null || holeSize === null
          ? null
          : {
              md: { quantity: "length", value: md },
              holeSize: { quantity: "diameter", value: holeSize },
            };
      },
    },
  },
  rules(value, context) {
    const issues: SectionIssue[] = [];
    const previous = context.previous;
    // DOMAIN.md §6: the hole never gets shallower on the same wellbore (a sidetrack starts anew).
    if (
      previous?.mdAtReport != null &&
      value.mdAtReport !== null &&
      (previous.wellbore === null || previous.wellbore === value.wellbore) &&
      // Yesterday's depth shown rounded and saved unchanged is not shallower.
      value.mdAtReport < previous.mdAtReport - roundingToleranceSI("length")
    ) {
      issues.push({
        field: "mdAtReport",
        code: "ddr.problems.mdBelowPrevious",
        params: { reportNo: previous.reportNo },
      });
    }
    if (
      value.lastCasingShoeMd !== null &&
      value.lastCasingShoeTvd !== null &&
      value.lastCasingShoeTvd > value.lastCasingShoeMd + 1e-6
    ) {
      issues.push({ field: "lastCasingShoeTvd", code: "ddr.problems.tvdBelowMd" });
    }
    return issues;
  },
  compute(value, context) {
    const md = value.mdAtReport;
    const station = context.deepestStation ?? { md: 0, inclination: 0, tvd: 0 };
    const dfs = daysFromSpud(context.spudDate, context.reportDate);
    const previous = context.previous ? { md: context.previous.mdAtReport } : null;
    return {
      ...value,
      tvdAtReport: md === null ? null : projectTvd(station, md),
      progress: dailyProgress({ md, previous, dfs }),
      dfs,
      dol: daysOnLocation(context.firstReportDate, context.reportDate),
    };
  },
});
