import { describe, expect, it } from "vitest";

import { renderChartSvg } from "~/charts/render.server";
import { buildSeries } from "~/dashboards/series.server";
import { fromSI } from "~/domain/units/units";
import { translator } from "~/i18n/resources.server";
import type { DdrDocument } from "~/reports/ddr.server";

import {
  reportDocuments,
  seriesInEverySystem,
  UNIT_SYSTEMS,
  demoWellsFixture,
} from "./figures-helpers";

const documents = new Map<string, DdrDocument[]>();
const demo = demoWellsFixture(async ({ engine, wells }) => {
  for (const well of wells) documents.set(well.name, await reportDocuments(engine, well));
});

const general = (document: DdrDocument) =>
  document.values.general as { dfs: number | null; progress: number | null; mdAtReport: number };

describe("one day from spud for the reports and every chart", () => {
  it("covers the demo wells of both organisations", () => {
    expect(demo.wells.map((well) => well.name)).toEqual([
      "KR-A1",
      "KR-A2",
      "KR-B1",
      "SR-101",
      "SR-102",
      "SR-201",
      "TB-1",
      "TB-2",
    ]);
    expect([...documents.values()].flat().length).toBeGreaterThan(300);
  });

  it("draws each report at the day its report says, in every unit system", async () => {
    for (const well of demo.wells) {
      const reports = documents.get(well.name)!;
      const bySystem = await seriesInEverySystem(well, "depthVsDays");
      for (const system of UNIT_SYSTEMS) {
        const actual = bySystem.get(system)!.filter((row) => row.series === "actual");
        expect(actual, `${well.name} ${system}`).toHaveLength(reports.length);
        actual.forEach((point, index) => {
          const report = reports[index]!;
          const label = `${well.name} #${report.header.reportNo} ${system}`;
          expect(point.date, label).toBe(report.header.reportDate);
          expect(point.day, label).toBe(general(report).dfs);
          expect(point.md, label).toBeCloseTo(
            fromSI("length", general(report).mdAtReport, system),
            1,
          );
        });
      }
      // The first report is day 1, never on the plan line's origin.
      expect(general(reports[0]!).dfs, well.name).toBe(1);
    }
  });

  it("puts the NPT trend, progress cost and cumulative cost on the same days", async () => {
    for (const well of demo.wells) {
      const dfsOf = new Map(
        documents.get(well.name)!.map((report) => [report.header.reportDate, general(report).dfs]),
      );
      for (const system of UNIT_SYSTEMS) {
        const scope = { orgId: well.org_id, wellId: well.id, system };
        const trend = (await buildSeries("nptTrend", scope)).toArray().map((r) => r.toJSON());
        expect(trend.length, well.name).toBe(dfsOf.size);
        for (const row of trend)
          expect(row.day, `${well.name} ${row.date}`).toBe(dfsOf.get(row.date));
        const cost = (await buildSeries("progressCost", scope)).toArray().map((r) => r.toJSON());
        for (const row of cost)
          expect(row.day, `${well.name} ${row.date}`).toBe(dfsOf.get(row.date));
        const cumulative = (await buildSeries("cumCostPerCategory", scope))
          .toArray()
          .map((r) => r.toJSON());
        expect(new Set(cumulative.map((row) => row.day)), well.name).toEqual(
          new Set([...dfsOf.values()]),
        );
      }
    }
  });

  it("names the report, its day and its date in each point's title", async () => {
    const well = demo.wells.find((w) => w.name === "KR-A2")!;
    const t = translator("en");
    const svg = renderChartSvg(
      "depthVsDays",
      await buildSeries("depthVsDays", { orgId: well.org_id, wellId: well.id, system: "api" }),
      { t, system: "api", language: "en", width: 640, height: 360 },
    )!;
    // KR-A2 spudded on 2026-10-05 and made 70 m (229.66 ft) that day.
    expect(svg).toContain("<title>#1 · day 1 · 10/05/2026: 229.7 ft</title>");
    const metric = renderChartSvg(
      "depthVsDays",
      await buildSeries("depthVsDays", { orgId: well.org_id, wellId: well.id, system: "gde" }),
      { t: translator("id"), system: "gde", language: "id", width: 640, height: 360 },
    )!;
    expect(metric).toContain("<title>#1 · hari ke-1 · 05/10/2026: 70 m</title>");
  });
});

describe("progress on the spud-day report", () => {
  it("is measured from the spud depth on the report and in the progress-cost chart", async () => {
    for (const well of demo.wells) {
      const reports = documents.get(well.name)!;
      const first = general(reports[0]!);
      expect(first.progress, well.name).toBeGreaterThan(0);
      expect(first.progress, well.name).toBe(first.mdAtReport);
      const bySystem = await seriesInEverySystem(well, "progressCost");
      for (const system of UNIT_SYSTEMS) {
        const rows = bySystem.get(system)!;
        // Every day's bar says the progress its report says, the first day included.
        rows.forEach((row, index) => {
          const progress = general(reports[index]!).progress;
          expect(row.date).toBe(reports[index]!.header.reportDate);
          expect(row.progress, `${well.name} ${String(row.date)} ${system}`).toBeCloseTo(
            fromSI("length", progress!, system),
            1,
          );
        });
      }
    }
    const kr = documents.get("KR-A2")!;
    expect(fromSI("length", general(kr[0]!).progress!, "api")).toBeCloseTo(229.66, 2);
  });
});
