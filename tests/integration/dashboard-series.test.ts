import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { renderChartSvg } from "~/charts/render.server";
import { drawingOf, renderTiles } from "~/dashboards/charts.server";
import { buildSeries } from "~/dashboards/series.server";
import { TILE_TYPES } from "~/dashboards/tile-types";
import type { Engine } from "~/db/engine.server";
import { wellInformation } from "~/dashboards/well-information.server";
import { formatMoney, moneyToNumber } from "~/domain/money/decimal";
import { translator } from "~/i18n/resources.server";
import { inPageMarkupOf } from "~/document/in-page-markup.server";
import { computeAfeVsActual } from "~/planner/afe-vs-actual.server";

import { useDemoDatabase } from "../support/test-db";

let engine: Engine & { label: string };
let orgId: number;
let wellId: number;
let otherWellId: number;

const FT = 0.3048;

/** Three report days on one well: 100, 250 and 400 m; a known time log, surveys, bits and cost. */
async function fixture() {
  const db = engine.db;
  const org = await db
    .selectFrom("organisations")
    .select("id")
    .where("name", "=", "Demo Energy")
    .executeTakeFirstOrThrow();
  orgId = org.id;
  const wells = await db
    .selectFrom("wells")
    .select("id")
    .where("org_id", "=", orgId)
    .orderBy("id")
    .limit(2)
    .execute();
  wellId = wells[0]!.id;
  otherWellId = wells[1]!.id;
  await db.updateTable("wells").set({ spud_date: "2026-01-01" }).where("id", "=", wellId).execute();
  // The demo seed may have written reports already; this well gets exactly the fixture's.
  await db.deleteFrom("reports").where("well_id", "=", wellId).execute();
  const bundle = await db
    .insertInto("contract_bundles")
    .values({ org_id: orgId, name: "Series test rig" } as never)
    .returning("id")
    .executeTakeFirstOrThrow();
  const days = [
    { date: "2026-01-01", md: 100, cost: "50000.00" },
    { date: "2026-01-02", md: 250, cost: "60000.00" },
    { date: "2026-01-03", md: 400, cost: "70000.00" },
  ];
  for (const [index, day] of days.entries()) {
    const report = await db
      .insertInto("reports")
      .values({
        org_id: orgId,
        well_id: wellId,
        kind: "ddr",
        report_date: day.date,
        report_no: index + 1,
        md_at_report: day.md,
        daily_cost: day.cost,
      } as never)
      .returning("id")
      .executeTakeFirstOrThrow();
    const common = { org_id: orgId, report_id: report.id, well_id: wellId, report_date: day.date };
    const timeLog = [
      {
        from_time: "00:00",
        to_time: "12:00",
        duration: 43200,
        phase: "surface",
        iadc_code: "2",
        activity_category: "P",
        is_npt: false,
        npt_code: null,
        md_from: day.md - 150,
        md_to: day.md,
      },
      {
        from_time: "12:00",
        to_time: "18:00",
        duration: 21600,
        phase: "surface",
        iadc_code: "6",
        activity_category: "P",
        is_npt: false,
        npt_code: null,
        md_from: day.md,
        md_to: day.md,
      },
      {
        from_time: "18:00",
        to_time: "24:00",
        duration: 21600,
        phase: "surface",
        iadc_code: "8",
        activity_category: "NPT",
        is_npt: true,
        npt_code: index === 2 ? "WOW" : "EQ-RIG",
        md_from: day.md,
        md_to: day.md,
      },
    ];
    await db
      .insertInto("time_log_rows" as never)
      .values(
        timeLog.map((row, rowNo) => ({
          ...common,
          row_no: rowNo,
          description: "fixture",
          ...row,
        })) as never,
      )
      .execute();
    await db
      .insertInto("survey_stations" as never)
      .values({
        ...common,
        row_no: 0,
        md: day.md,
        inclination: 10 * index,
        azimuth: 90,
        tool_type: "MWD",
        tvd: day.md,
        ns: 0,
        ew: 10 * index,
      } as never)
      .execute();
    await db
      .insertInto("cost_lines")
      .values({
        org_id: orgId,
        report_id: report.id,
        well_id: wellId,
        cost_date: day.date,
        contract_bundle_id: bundle.id,
        description: "Rig day rate",
        amount: day.cost,
      } as never)
      .execute();
    await db
      .insertInto("mud_checks" as never)
      .values({
        ...common,
        row_no: 0,
        check_time: "06:00",
        mud_type: "WBM",
        density: 1200,
      } as never)
      .execute();
    await db
      .insertInto("drilling_parameters" as never)
      .values({
        ...common,
        row_no: 0,
        md_from: day.md - 150,
        md_to: day.md,
        flow_rate: 0.05,
        wob_max: 100_000,
        mse: 2e8,
      } as never)
      .execute();
  }
  // Bit 1 reported on day 1 and again (pulled) on day 2: the latest report of a run counts.
  const reportIds = await db
    .selectFrom("reports")
    .select(["id", "report_date"])
    .where("well_id", "=", wellId)
    .orderBy("report_date")
    .execute();
  for (const [index, depthOut] of [null, 250].entries()) {
    await db
      .insertInto("bit_runs" as never)
      .values({
        org_id: orgId,
        report_id: reportIds[index]!.id,
        well_id: wellId,
        report_date: reportIds[index]!.report_date,
        row_no: 0,
        bit_no: "1",
        size: 0.3111,
        make: "X",
        serial_no: "S1",
        tfa: 0.0005,
        depth_in: 0,
        depth_out: depthOut,
        footage: depthOut ?? 100,
        hours: 36000,
        rop: (depthOut ?? 100) / 36000,
        cost_per_length: 100,
      } as never)
      .execute();
  }
  await db
    .insertInto("report_sections" as never)
    .values({
      report_id: reportIds[2]!.id,
      org_id: orgId,
      section_id: "holeSections",
      data: JSON.stringify({
        sections: [
          {
            sectionName: "26 in",
            plannedTopMd: 0,
            plannedBottomMd: 300,
            actualTopMd: 0,
            actualBottomMd: 260,
            plannedStart: "2026-01-01",
            plannedEnd: "2026-01-03",
          },
          {
            sectionName: "17 1/2 in",
            plannedTopMd: 300,
            plannedBottomMd: 900,
            actualTopMd: 260,
            actualBottomMd: null,
            plannedStart: "2026-01-03",
            plannedEnd: "2026-01-10",
          },
        ],
      }),
    } as never)
    .execute();
}

beforeAll(async () => {
  engine = await useDemoDatabase();
  await fixture();
});
afterAll(async () => {
  await engine.close();
});

const json = (table: Awaited<ReturnType<typeof buildSeries>>) =>
  table.toArray().map((row) => row.toJSON());

describe("dashboard series", () => {
  it("depth vs days: actual per report in the user's units, plan from the hole sections", async () => {
    const api = await buildSeries("depthVsDays", { orgId, wellId, system: "api" });
    expect(api.schema.metadata.get("unit:md")).toBe("ft");
    const rows = json(api);
    const actual = rows.filter((r) => r.series === "actual");
    // The spud day's report is day 1, as its "days from spud" says; the plan starts at 0.
    expect(actual.map((r) => r.day)).toEqual([1, 2, 3]);
    expect(actual.map((r) => Math.round(r.md * 100) / 100)).toEqual([328.08, 820.21, 1312.34]);
    expect(actual.map((r) => r.date)).toEqual(["2026-01-01", "2026-01-02", "2026-01-03"]);
    expect(
      rows.filter((r) => r.series === "plan").map((r) => [r.day, Math.round(r.md * FT)]),
    ).toEqual([
      [0, 0],
      [2, 300],
      [2, 300],
      [9, 900],
    ]);
    const metric = json(await buildSeries("depthVsDays", { orgId, wellId, system: "apimix" }));
    expect(metric.filter((r) => r.series === "actual").map((r) => r.md)).toEqual([100, 250, 400]);
  });

  it("time-log breakdowns sum the hours exactly", async () => {
    const scope = { orgId, wellId, system: "api" as const };
    expect(
      json(await buildSeries("productiveVsNpt", scope)).map((r) => [r.label, r.hours]),
    ).toEqual([
      ["productive", 54],
      ["npt", 18],
    ]);
    expect(json(await buildSeries("nptBreakdown", scope)).map((r) => [r.label, r.hours])).toEqual([
      ["EQ-RIG", 12],
      ["WOW", 6],
    ]);
    expect(
      json(await buildSeries("equipmentFailure", scope)).map((r) => [r.label, r.hours]),
    ).toEqual([["EQ-RIG", 12]]);
    const activity = json(await buildSeries("activityBreakdown", scope));
    expect(activity.map((r) => r.hours)).toEqual([36, 18, 18]);
    const trend = json(await buildSeries("nptTrend", scope));
    expect(trend.map((r) => r.dailyPct)).toEqual([25, 25, 25]);
    expect(
      json(await buildSeries("nptByHoleSection", scope)).map((r) => [r.label, r.hours]),
    ).toEqual([
      ["26 in", 12],
      ["17 1/2 in", 6],
    ]);
    expect(json(await buildSeries("dailyActivity", scope))).toHaveLength(6);
  });

  it("names codes in the reader's language, the other one where a label is left empty", async () => {
    const scope = { orgId, wellId, system: "api" as const };
    const labels = await engine.db
      .selectFrom("lookup_values")
      .select(["code", "label", "label_indonesian"])
      .where("org_id", "=", orgId)
      .where("list", "=", "nptCode")
      .where("code", "in", ["EQ-RIG", "WOW"])
      .orderBy("code")
      .execute();
    expect(labels).toHaveLength(2);
    const names = async (language: "en" | "id") =>
      json(await buildSeries("nptBreakdown", { ...scope, language })).map((r) => [r.label, r.name]);
    expect(await names("en")).toEqual([
      ["EQ-RIG", labels[0]!.label],
      ["WOW", labels[1]!.label],
    ]);
    expect(labels[0]!.label_indonesian).not.toBe(labels[0]!.label);
    expect(await names("id")).toEqual([
      ["EQ-RIG", labels[0]!.label_indonesian],
      ["WOW", labels[1]!.label_indonesian],
    ]);
    // A value kept in Indonesian only is still named for an English reader.
    await engine.db
      .updateTable("lookup_values")
      .set({ label: "" })
      .where("org_id", "=", orgId)
      .where("list", "=", "nptCode")
      .where("code", "=", "WOW")
      .execute();
    try {
      expect((await names("en"))[1]).toEqual(["WOW", labels[1]!.label_indonesian]);
    } finally {
      await engine.db
        .updateTable("lookup_values")
        .set({ label: labels[1]!.label })
        .where("org_id", "=", orgId)
        .where("list", "=", "nptCode")
        .where("code", "=", "WOW")
        .execute();
    }
  });

  it("cost series follow the booked cost lines", async () => {
    const scope = { orgId, wellId, system: "api" as const };
    expect(json(await buildSeries("depthVsCost", scope)).map((r) => r.cost)).toEqual([
      50000, 110000, 180000,
    ]);
    // The AFE line is the approved AFE total the cost screens show, on each well.
    const approvedTotals: number[] = [];
    for (const well of [wellId, otherWellId]) {
      const figures = await computeAfeVsActual(engine.db, orgId, well);
      const approved = moneyToNumber(figures!.total.afe);
      approvedTotals.push(approved);
      const series = await buildSeries("depthVsCost", { ...scope, wellId: well });
      expect(series.schema.metadata.get("afe")).toBe(approved > 0 ? String(approved) : "");
    }
    expect(approvedTotals.some((total) => total > 0)).toBe(true);
    const cumulative = json(await buildSeries("cumCostPerCategory", scope));
    expect(cumulative.map((r) => r.cumulative)).toEqual([50000, 110000, 180000]);
    // Days count from the spud date (2026-01-01, the first report's day, day 1), under the
    // bundle's name.
    expect(cumulative.map((r) => [r.day, r.category])).toEqual([
      [1, "Series test rig"],
      [2, "Series test rig"],
      [3, "Series test rig"],
    ]);
    const afe = json(await buildSeries("costAfeVsActual", scope));
    expect(afe.find((r) => r.kind === "Actual" && r.category === "Series test rig")?.amount).toBe(
      180000,
    );
    expect(
      json(await buildSeries("progressCost", scope)).map((r) => Math.round(r.progress * FT)),
    ).toEqual([100, 150, 150]);
  });

  it("a day's cost reaches the chart to the cent", async () => {
    const scope = { orgId, wellId, system: "api" as const };
    const day = { report_date: "2026-01-02", well_id: wellId };
    await engine.db
      .updateTable("reports")
      .set({ daily_cost: "355843.80" })
      .where("well_id", "=", day.well_id)
      .where("report_date", "=", day.report_date)
      .execute();
    try {
      const costs = json(await buildSeries("progressCost", scope)).map((r) => r.cost);
      // Single precision would have written $355,843.81 in the tooltip.
      expect(costs).toEqual([50000, 355843.8, 70000]);
    } finally {
      await engine.db
        .updateTable("reports")
        .set({ daily_cost: "60000.00" })
        .where("well_id", "=", day.well_id)
        .where("report_date", "=", day.report_date)
        .execute();
    }
  });

  it("cumulative cost stacks every bundle on every day, lines without a bundle apart", async () => {
    const scope = { orgId, wellId, system: "api" as const };
    const report = await engine.db
      .selectFrom("reports")
      .select("id")
      .where("well_id", "=", wellId)
      .where("report_date", "=", "2026-01-02")
      .executeTakeFirstOrThrow();
    const extra = await engine.db
      .insertInto("cost_lines")
      .values({
        org_id: orgId,
        report_id: report.id,
        well_id: wellId,
        cost_date: "2026-01-02",
        description: "Fuel",
        amount: "1234.56",
      } as never)
      .returning("id")
      .executeTakeFirstOrThrow();
    try {
      const rows = json(await buildSeries("cumCostPerCategory", scope));
      expect(rows.map((r) => [r.category, r.day, r.cumulative])).toEqual([
        ["Series test rig", 1, 50000],
        ["Series test rig", 2, 110000],
        ["Series test rig", 3, 180000],
        ["—", 1, 0],
        ["—", 2, 1234.56],
        ["—", 3, 1234.56],
      ]);
    } finally {
      await engine.db.deleteFrom("cost_lines").where("id", "=", extra.id).execute();
    }
  });

  it("the well information's cost to date and AFE are the cost screens' totals", async () => {
    const wells = await engine.db
      .selectFrom("wells")
      .select("id")
      .where("org_id", "=", orgId)
      .execute();
    let withCost = 0;
    for (const well of wells) {
      const figures = (await computeAfeVsActual(engine.db, orgId, well.id))!;
      const info = (await wellInformation(orgId, well.id))!;
      expect(info.costToDate).toBe(formatMoney(figures.total.actual));
      expect(info.afe).toBe(figures.total.afe > 0n ? formatMoney(figures.total.afe) : null);
      if (figures.total.actual > 0n) withCost += 1;
    }
    expect(withCost).toBeGreaterThan(1);
  });

  it("bit runs count once, from their latest report, in the user's units", async () => {
    const bits = json(await buildSeries("bitPerformance", { orgId, wellId, system: "apimix" }));
    expect(bits).toHaveLength(1);
    expect(bits[0]).toMatchObject({ bitNo: "1", hours: 10, date: "2026-01-02" });
    expect(bits[0]!.rop).toBeCloseTo(25, 4); // 250 m in 10 h
    const cpf = json(await buildSeries("bitCostPerFoot", { orgId, wellId, system: "api" }));
    expect(cpf[0]!.costPerLength).toBeCloseTo(30.48, 4); // 100 USD/m = 30.48 USD/ft
    // Hydraulics at the last day the bit drilled (day 2: 0.05 m³/s, 1,200 kg/m³, TFA 5 cm²):
    // vn = 100 m/s, ΔPb = 1200·100²/(2·0.95²) Pa, power = ΔPb·Q.
    const hydraulics = json(
      await buildSeries("bitHydraulics", { orgId, wellId, system: "apimix" }),
    );
    expect(hydraulics).toHaveLength(1);
    expect(hydraulics[0]).toMatchObject({ bitNo: "1", date: "2026-01-02", inHole: 0 });
    expect(hydraulics[0]!.jetVelocity).toBeCloseTo(100, 3);
    const drop = (1200 * 100 ** 2) / (2 * 0.95 ** 2);
    expect(hydraulics[0]!.pressureDrop).toBeCloseTo(drop / 1e5, 2);
    expect(hydraulics[0]!.power).toBeCloseTo((drop * 0.05) / 1000, 1);
    expect(hydraulics[0]!.hsi).toBeCloseTo((drop * 0.05) / ((Math.PI / 4) * 0.3111 ** 2) / 1e6, 3);
  });

  it("drilling parameters and MSE convert per quantity", async () => {
    const mse = json(await buildSeries("mseVsDepth", { orgId, wellId, system: "apimix" }));
    expect(mse.map((r) => r.mse)).toEqual([2000, 2000, 2000]); // 2e8 Pa = 2000 bar
    const parameters = json(
      await buildSeries("drillingParameters", { orgId, wellId, system: "apimix" }),
    );
    expect(new Set(parameters.map((r) => r.parameter))).toEqual(
      new Set(["WOB (kN)", "Flow (L/min)"]),
    );
    expect(parameters.find((r) => r.parameter === "Flow (L/min)")?.value).toBeCloseTo(3000, 3);
  });

  it("plan view and program come from surveys and hole sections", async () => {
    const plan = json(await buildSeries("planView", { orgId, wellId, system: "apimix" }));
    expect(plan.map((r) => r.ew)).toEqual([0, 10, 20]);
    const program = json(await buildSeries("drillingProgram", { orgId, wellId, system: "apimix" }));
    expect(program.map((r) => [r.section, r.kind, r.top, r.bottom])).toEqual([
      ["26 in", "plan", 0, 300],
      ["26 in", "actual", 0, 260],
      ["17 1/2 in", "plan", 300, 900],
    ]);
  });

  it("every tile type renders an SVG with links into the reports, or nothing when empty", async () => {
    const t = translator("en");
    for (const type of TILE_TYPES) {
      const table = await buildSeries(type, { orgId, wellId, system: "api" });
      const svg = renderChartSvg(type, table, {
        t,
        system: "api",
        language: "en",
        width: 640,
        height: 360,
      });
      expect(svg, type).toMatch(/^<(svg|figure)/);
      const empty = await buildSeries(type, { orgId, wellId: otherWellId, system: "api" });
      if (empty.numRows === 0) {
        expect(
          renderChartSvg(type, empty, {
            t,
            system: "api",
            language: "en",
            width: 640,
            height: 360,
          }),
        ).toBeNull();
      }
    }
    const depth = renderChartSvg(
      "depthVsDays",
      await buildSeries("depthVsDays", { orgId, wellId, system: "api" }),
      {
        t,
        system: "api",
        language: "en",
        width: 640,
        height: 360,
      },
    )!;
    expect(depth).toMatch(
      new RegExp(`href="/ddr-link\\?well=${wellId}&(amp;)?date=2026-01-02&(amp;)?section=general"`),
    );
    expect(depth).toContain("Measured depth (ft)");
  });

  it("draws the same charts for the same series (SVG snapshots)", async () => {
    const t = translator("en");
    for (const type of ["depthVsDays", "nptBreakdown", "planView"] as const) {
      const table = await buildSeries(type, { orgId, wellId, system: "apimix" });
      const svg = renderChartSvg(type, table, {
        t,
        system: "apimix",
        language: "en",
        width: 480,
        height: 300,
      });
      // Ids differ between databases; the drawing must not.
      expect(svg?.replace(/well=\d+/g, "well=W")).toMatchSnapshot(type);
    }
  });

  it("never reads another organisation's well", async () => {
    const other = await engine.db
      .selectFrom("organisations")
      .select("id")
      .where("name", "=", "Other Operator")
      .executeTakeFirstOrThrow();
    const table = await buildSeries("depthVsDays", { orgId: other.id, wellId, system: "api" });
    expect(table.numRows).toBe(0);
  });

  describe("charts drawn on the server follow the data", () => {
    const tiles = [{ id: "depth", type: "depthVsDays" as const, x: 0, y: 0, w: 6, h: 6 }];
    // The organisation's revision: the sum of its rows (one per well, 0 for the organisation's).
    const revision = async (org: number) =>
      Number(
        (
          await engine.db
            .selectFrom("data_revisions")
            .select(sql<string>`coalesce(sum(revision), 0)`.as("revision"))
            .where("org_id", "=", org)
            .executeTakeFirst()
        )?.revision ?? 0,
      );

    it("a changed report shows on the next load", async () => {
      const viewer = { orgId, unitStandard: 2, language: "en" };
      const before = await renderTiles(viewer, wellId, tiles);
      expect(before["depthVsDays-6x6"]?.inPageMarkup).toContain("#3 · day 3 · 01/03/2026: 400 m");
      const revisionBefore = await revision(orgId);
      await engine.db
        .updateTable("reports")
        .set({ md_at_report: 450 })
        .where("well_id", "=", wellId)
        .where("report_date", "=", "2026-01-03")
        .execute();
      expect(await revision(orgId)).toBe(revisionBefore + 1);
      const after = await renderTiles(viewer, wellId, tiles);
      expect(after["depthVsDays-6x6"]?.inPageMarkup).toContain("#3 · day 3 · 01/03/2026: 450 m");
      expect(after["depthVsDays-6x6"]?.id).toBe("chart-depthVsDays-6x6");
    });

    it("a page load's charts name their drawing, and the page is drawn with the same SVG", async () => {
      const viewer = { orgId, unitStandard: 1, language: "en" };
      const inData = await renderTiles(viewer, wellId, tiles);
      const pageLoad = await renderTiles(viewer, wellId, tiles, { withMarkup: false });
      const chart = pageLoad["depthVsDays-6x6"];
      expect(chart?.inPageMarkup).toBeUndefined();
      expect(chart?.id).toBe("chart-depthVsDays-6x6");
      expect(chart?.drawnFrom).toBe(inData["depthVsDays-6x6"]?.drawnFrom);
      const given = await inPageMarkupOf({ "routes/_app.dashboard.$": { charts: pageLoad } });
      expect(given.get("chart-depthVsDays-6x6")).toBe(inData["depthVsDays-6x6"]?.inPageMarkup);
      // A drawing no longer kept (here: one never drawn, under another revision) is drawn again.
      const other = chart!.drawnFrom!.replace(/\|\d+$/, "|999999");
      expect(drawingOf(other)?.revision).toBe("999999");
      const again = await inPageMarkupOf({ chart: { id: "c", drawnFrom: other } });
      expect(again.get("c")).toContain("#3 · day 3 · 01/03/2026:");
      // Text the charts did not write names nothing.
      expect(drawingOf(`chart:${orgId}|${wellId}|unknownType-6x6|api|en|1`)).toBeNull();
      expect(drawingOf(`chart:${orgId}|${wellId}|depthVsDays-6x6|imperial|en|1`)).toBeNull();
      const none = await inPageMarkupOf({ chart: { id: "c", drawnFrom: "chart:nonsense" } });
      expect(none.size).toBe(0);
    });

    it("one statement raises the revision once, and only for its organisation", async () => {
      const other = await engine.db
        .selectFrom("organisations")
        .select("id")
        .where("name", "=", "Other Operator")
        .executeTakeFirstOrThrow();
      const ours = await revision(orgId);
      const theirs = await revision(other.id);
      const report = await engine.db
        .selectFrom("reports")
        .select(["id", "report_date"])
        .where("well_id", "=", wellId)
        .orderBy("report_date")
        .executeTakeFirstOrThrow();
      await engine.db
        .insertInto("personnel_rows")
        .values(
          Array.from({ length: 50 }, (_, index) => ({
            org_id: orgId,
            report_id: report.id,
            well_id: wellId,
            report_date: report.report_date,
            row_no: 100 + index,
            company: "Rig contractor",
            role_or_service: "Floorman",
            count: 1,
          })) as never,
        )
        .execute();
      expect(await revision(orgId)).toBe(ours + 1);
      expect(await revision(other.id)).toBe(theirs);
    });
  });
});
