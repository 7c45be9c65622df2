import { describe, expect, it } from "vitest";

import { renderChartSvg } from "~/charts/render.server";
import { buildSeries } from "~/dashboards/series.server";
import type { QuantityKind } from "~/domain/units/quantities";
import { fromSI } from "~/domain/units/units";
import { translator } from "~/i18n/resources.server";
import { loadDdr } from "~/reports/ddr.server";

import {
  demoWellsFixture,
  seriesInEverySystem,
  UNIT_SYSTEMS,
  type DemoWell,
} from "./figures-helpers";

const demo = demoWellsFixture();

/** The DDR page's bit rows of the report a well's bit was last reported on that day. */
async function ddrBits(well: DemoWell, date: string) {
  const report = await demo.engine.db
    .selectFrom("reports")
    .select("id")
    .where("well_id", "=", well.id)
    .where("report_date", "=", date)
    .where("kind", "=", "ddr")
    .executeTakeFirstOrThrow();
  const document = (await loadDdr(well.org_id, report.id))!;
  return {
    bits: (document.values.bitData?.bits ?? []) as Record<string, number | string | null>[],
    md: (document.values.general as { mdAtReport: number }).mdAtReport,
  };
}

describe("ROP per bit run", () => {
  it("shows a bit in the hole to date, marked, as its DDR does, in every unit system", async () => {
    let inHoleRuns = 0;
    for (const well of demo.wells) {
      const bySystem = await seriesInEverySystem(well, "bitPerformance");
      const api = bySystem.get("api")!;
      // Run order: the demo numbers its runs 1, 2, 3, … down the hole.
      const numbers = api.map((row) => Number(row.bitNo));
      expect(numbers, well.name).toEqual([...numbers].sort((a, b) => a - b));
      expect(numbers, well.name).toEqual(numbers.map((_, index) => index + 1));
      for (const [index, row] of api.entries()) {
        const label = `${well.name} bit ${String(row.bitNo)}`;
        const { bits, md } = await ddrBits(well, String(row.date));
        const ddr = bits.find((bit) => bit.bitNo === row.bitNo)!;
        expect(row.inHole, label).toBe(ddr.depthOut === null ? 1 : 0);
        if (row.inHole) {
          inHoleRuns += 1;
          // Footage from depth in to the report's depth, ROP over the hours so far.
          expect(ddr.footage, label).toBeCloseTo(md - Number(ddr.depthIn), 6);
        }
        for (const system of UNIT_SYSTEMS) {
          const shown = bySystem.get(system)![index]!;
          // A bit just run in has no hours, so no ROP yet: no bar, rather than a made-up one.
          if (ddr.rop === null) {
            expect(ddr.hours, label).toBe(0);
            expect(Number.isNaN(shown.rop), label).toBe(true);
            continue;
          }
          expect(shown.rop, `${label} ${system}`).toBeCloseTo(
            fromSI("rop", Number(ddr.rop), system),
            2,
          );
          expect(shown.footage, `${label} ${system}`).toBeCloseTo(
            fromSI("length", Number(ddr.footage), system),
            1,
          );
        }
      }
    }
    // KR-A2, SR-102 and TB-2 are drilling.
    expect(inHoleRuns).toBeGreaterThanOrEqual(3);
  });

  it("names KR-A2's bit 11 as in hole with its run to date, never NaN", async () => {
    const well = demo.wells.find((w) => w.name === "KR-A2")!;
    const table = await buildSeries("bitPerformance", {
      orgId: well.org_id,
      wellId: well.id,
      system: "api",
    });
    const svg = renderChartSvg("bitPerformance", table, {
      t: translator("en"),
      system: "api",
      language: "en",
      width: 640,
      height: 360,
    })!;
    expect(svg).toMatch(/<title>11 \(in hole\): [\d.,]+ ft\/hr, [\d.,]+ ft, [\d.,]+ hr<\/title>/);
    expect(svg).not.toMatch(/NaN|Infinity|undefined/);
    // The axis reads 1, 2, …, 10, 11: ticks in run order, not as text.
    const ticks = [...svg.matchAll(/<text[^>]*>(\d+)<\/text>/g)].map((m) => Number(m[1]));
    const bitTicks = ticks.filter((_, i, all) => all.indexOf(1) <= i).slice(0, 11);
    expect(bitTicks).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});

describe("bit hydraulics per bit run", () => {
  const columns: [string, string, QuantityKind][] = [
    ["hsi", "hsi", "powerPerArea"],
    ["pressureDrop", "bitPressureDrop", "pressure"],
    ["jetVelocity", "jetVelocity", "velocity"],
    ["power", "hydraulicPower", "power"],
  ];

  it("match the DDR bit section of the day they were worked out, in every unit system", async () => {
    let runs = 0;
    for (const well of demo.wells) {
      const bySystem = await seriesInEverySystem(well, "bitHydraulics");
      const api = bySystem.get("api")!;
      expect(api.length, well.name).toBeGreaterThan(0);
      for (const [index, row] of api.entries()) {
        const { bits } = await ddrBits(well, String(row.date));
        const ddr = bits.find((bit) => bit.bitNo === row.bitNo)!;
        runs += 1;
        for (const system of UNIT_SYSTEMS) {
          const shown = bySystem.get(system)![index]!;
          for (const [column, field, kind] of columns) {
            const expected = fromSI(kind, Number(ddr[field]), system);
            expect(
              Math.abs(Number(shown[column]) - expected) / expected,
              `${well.name} bit ${String(row.bitNo)} ${column} ${system}`,
            ).toBeLessThan(1e-6);
          }
        }
      }
    }
    expect(runs).toBeGreaterThan(40);
  });

  it("land in a drilling engineer's ranges on the demo wells", async () => {
    for (const well of demo.wells) {
      const rows = (await seriesInEverySystem(well, "bitHydraulics")).get("api")!;
      for (const row of rows) {
        const label = `${well.name} bit ${String(row.bitNo)}`;
        expect(row.hsi, label).toBeGreaterThan(0.3);
        expect(row.hsi, label).toBeLessThan(15);
        expect(row.jetVelocity, label).toBeGreaterThan(150);
        expect(row.jetVelocity, label).toBeLessThan(700);
        expect(row.pressureDrop, label).toBeGreaterThan(100);
        expect(row.pressureDrop, label).toBeLessThan(4_000);
      }
    }
  });

  it("draw the bit performance dashboard's hydraulics tile without NaN", async () => {
    const well = demo.wells.find((w) => w.name === "KR-A2")!;
    for (const system of UNIT_SYSTEMS) {
      const language = system === "gde" ? "id" : "en";
      const svg = renderChartSvg(
        "bitHydraulics",
        await buildSeries("bitHydraulics", { orgId: well.org_id, wellId: well.id, system }),
        { t: translator(language), system, language, width: 640, height: 360 },
      )!;
      expect(svg, system).toContain("<title>11 (");
      expect(svg, system).not.toMatch(/NaN|Infinity|undefined/);
    }
  });
});

describe("MSE on the demo wells", () => {
  it("reads as rock does: a few thousand psi near surface, tens of thousands below", async () => {
    const band = { api: [2_000, 100_000], gde: [2_000, 100_000], apimix: [137.9, 6_894.8] };
    let intervals = 0;
    for (const well of demo.wells) {
      const bySystem = await seriesInEverySystem(well, "mseVsDepth");
      for (const system of UNIT_SYSTEMS) {
        const [low, high] = band[system];
        for (const row of bySystem.get(system)!) {
          const label = `${well.name} ${system} at ${Number(row.md).toFixed(0)}`;
          expect(row.mse, label).toBeGreaterThan(low!);
          expect(row.mse, label).toBeLessThan(high!);
        }
      }
      const psi = bySystem.get("api")!.map((row) => Number(row.mse));
      intervals += psi.length;
      psi.sort((a, b) => a - b);
      expect(psi[Math.floor(psi.length / 2)], well.name).toBeGreaterThan(10_000);
    }
    expect(intervals).toBeGreaterThan(200);
  });
});
