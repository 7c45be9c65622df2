import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import type { ReportKind } from "~/domain/reports/kinds";

import { useDemoDatabase } from "../support/test-db";

let engine: Engine & { label: string };

beforeAll(async () => {
  engine = await useDemoDatabase();
});
afterAll(async () => {
  await engine.close();
});

/** One section of every report of a kind, with the well and day it reports on. */
function sectionsOf(kind: ReportKind, sectionId: string) {
  return engine.db
    .selectFrom("reports as r")
    .innerJoin("report_sections as s", "s.report_id", "r.id")
    .select(["r.well_id", "r.report_date", "s.data"])
    .where("r.kind", "=", kind)
    .where("s.section_id", "=", sectionId)
    .execute();
}

describe("the demo drilling-activity reports", () => {
  it("include casing, cement, logging, general work and subsurface reports", async () => {
    const kinds = await engine.db
      .selectFrom("reports")
      .select("kind")
      .distinct()
      .where("kind", "!=", "ddr")
      .execute();
    expect(kinds.map((row) => row.kind)).toEqual(
      expect.arrayContaining(["casing", "cement", "logging", "general-work", "subsurface"]),
    );
  });

  it("run casing on a day whose time log runs casing, with the shoe the DDR reports", async () => {
    const casings = await sectionsOf("casing", "casingRun");
    expect(casings.length).toBeGreaterThan(0);
    for (const casing of casings) {
      const runs = await engine.db
        .selectFrom("time_log_rows")
        .select(sql<number>`count(*)`.as("n"))
        .where("well_id", "=", casing.well_id)
        .where("report_date", "=", casing.report_date)
        .where("iadc_code", "=", "12")
        .executeTakeFirstOrThrow();
      expect(Number(runs.n), `${casing.report_date}`).toBeGreaterThan(0);
      const general = await engine.db
        .selectFrom("reports as r")
        .innerJoin("report_sections as s", "s.report_id", "r.id")
        .select("s.data")
        .where("r.kind", "=", "ddr")
        .where("r.well_id", "=", casing.well_id)
        .where("r.report_date", "=", casing.report_date)
        .where("s.section_id", "=", "general")
        .executeTakeFirstOrThrow();
      const data = casing.data as { shoeMd: number; tally: { cumulative: number }[] };
      expect(data.shoeMd).toBeCloseTo(
        (general.data as { lastCasingShoeMd: number }).lastCasingShoeMd,
        6,
      );
      expect(data.tally[data.tally.length - 1]!.cumulative).toBeCloseTo(data.shoeMd, 6);
    }
  });

  it("put the cement's top above its shoe and below the surface", async () => {
    const jobs = await engine.db
      .selectFrom("report_sections")
      .select("data")
      .where("section_id", "=", "cementJob")
      .execute();
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) {
      const data = job.data as { topOfCementMd: number; shoeMd: number };
      expect(data.topOfCementMd).toBeGreaterThanOrEqual(0);
      expect(data.topOfCementMd).toBeLessThan(data.shoeMd);
    }
  });

  it("cut each core on a day whose time log cores, over the depths the time log drilled", async () => {
    const cores = await sectionsOf("coring", "coring");
    expect(cores.length).toBeGreaterThan(0);
    for (const core of cores) {
      const data = core.data as {
        topMd: number;
        bottomMd: number;
        cut: number;
        recovered: number;
        recoveryPct: number;
        description: string;
      };
      const rows = await engine.db
        .selectFrom("time_log_rows")
        .select(["md_from", "md_to", "description"])
        .where("well_id", "=", core.well_id)
        .where("report_date", "=", core.report_date)
        .where("iadc_code", "=", "4")
        .execute();
      // The day the core was finished cuts it down to the report's bottom.
      const last = rows.find((row) => Math.abs(Number(row.md_to) - data.bottomMd) < 0.05);
      expect(last, `${core.report_date} ${data.bottomMd}`).toBeDefined();
      expect(last!.description).toContain(`to ${data.bottomMd.toFixed(1)} m`);
      expect(last!.description).toContain(`from ${data.topMd.toFixed(1)} m`);
      expect(data.cut).toBeCloseTo(data.bottomMd - data.topMd, 6);
      expect(data.recovered).toBeLessThanOrEqual(data.cut);
      expect(data.recoveryPct).toBeGreaterThan(80);
      // The description reads the recovered core from its top down.
      expect(data.description.startsWith(`${data.topMd.toFixed(1)} m`)).toBe(true);
    }
  });
});
