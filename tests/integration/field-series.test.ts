import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { renderChartSvg } from "~/charts/render.server";
import { buildSeries } from "~/dashboards/series.server";
import { FIELD_TILE_TYPES, type FieldTileType } from "~/dashboards/tile-types";
import type { Engine } from "~/db/engine.server";
import type { UnitSystem } from "~/domain/units/systems";
import { translator } from "~/i18n/resources.server";

import { useDemoDatabase } from "../support/test-db";

import { saveSection } from "./ddr-helpers";
import { A_DAYS, buildFieldFixture, timeLogValues, type FieldFixture } from "./field-fixture";
import { rowsOf } from "./figures-helpers";

let engine: Engine & { label: string };
let fx: FieldFixture;

beforeAll(async () => {
  engine = await useDemoDatabase();
  fx = await buildFieldFixture(engine.db);
}, 120_000);

afterAll(async () => {
  await engine.close();
});

const FT = 0.3048;

/** A tile's series for the field of FT-A (FT-A selected), or for wells a comparison chose. */
async function series(
  type: FieldTileType,
  options: { system?: UnitSystem; wellIds?: number[]; wellId?: number; orgId?: number } = {},
) {
  return rowsOf(
    await buildSeries(type, {
      orgId: options.orgId ?? fx.orgId,
      wellId: options.wellId ?? fx.wells.A,
      system: options.system ?? "apimix",
      ...(options.wellIds ? { wellIds: options.wellIds } : {}),
    }),
  );
}

const pick = (rows: Record<string, unknown>[], ...columns: string[]) =>
  rows.map((row) => columns.map((column) => row[column]));

describe("field series on a fixed set of wells", () => {
  it("depth vs days: each well of the field from its own spud day (day 1), FT-A set apart", async () => {
    // FT-C has no reports; FT-D is in another field.
    expect(pick(await series("fieldDepthVsDays"), "well", "focus", "day", "md")).toEqual([
      ["FT-A", 1, 1, 100],
      ["FT-A", 1, 2, 250],
      ["FT-A", 1, 3, 400],
      ["FT-B", 0, 1, 200],
      ["FT-B", 0, 2, 300],
    ]);
    const api = await series("fieldDepthVsDays", { system: "api" });
    expect(api.map((row) => Math.round(Number(row.md) * FT * 1000) / 1000)).toEqual([
      100, 250, 400, 200, 300,
    ]);
  });

  it("days per 1,000 m (or ft): days from spud at the last report over the deepest depth", async () => {
    // FT-B: 2 days to 300 m → 6.67; FT-A: 3 days to 400 m → 7.5; the field: 5 days to 700 m.
    const rows = await series("fieldDaysPerThousand");
    expect(pick(rows, "well", "days", "md")).toEqual([
      ["FT-B", 2, 300],
      ["FT-A", 3, 400],
    ]);
    expect(rows.map((row) => row.value)).toEqual([Math.fround(2 / 0.3), 7.5]);
    const table = await buildSeries("fieldDaysPerThousand", {
      orgId: fx.orgId,
      wellId: fx.wells.A,
      system: "api",
    });
    expect(Number(table.schema.metadata.get("field"))).toBeCloseTo((5 / 700) * 1000 * FT, 9);
    // Per 1,000 ft: FT-A 3 days over 1,312.34 ft.
    expect(rowsOf(table)[1]!.value).toBeCloseTo(3 / (400 / FT / 1000), 5);
  });

  it("cumulative cost vs days and cost per metre come from the reports' cost lines", async () => {
    expect(pick(await series("fieldCostVsDays"), "well", "day", "cost")).toEqual([
      ["FT-A", 1, 50000],
      ["FT-A", 2, 110000],
      ["FT-A", 3, 180000],
      ["FT-B", 1, 40000],
      ["FT-B", 2, 90000],
    ]);
    // $90,000 over 300 m, $180,000 over 400 m; the field $270,000 over 700 m.
    const perMetre = await buildSeries("fieldCostPerLength", {
      orgId: fx.orgId,
      wellId: fx.wells.A,
      system: "apimix",
    });
    expect(pick(rowsOf(perMetre), "well", "cost", "value")).toEqual([
      ["FT-B", 90000, 300],
      ["FT-A", 180000, 450],
    ]);
    expect(Number(perMetre.schema.metadata.get("field"))).toBeCloseTo(270000 / 700, 9);
    const perFoot = await series("fieldCostPerLength", { system: "api" });
    expect(perFoot[1]!.value).toBeCloseTo(180000 / (400 / FT), 9);
  });

  it("AFE vs actual per well: the approved AFE against everything booked", async () => {
    expect(pick(await series("fieldAfeVsActual"), "well", "kind", "amount", "variancePct")).toEqual(
      [
        ["FT-A", "AFE", 150000, 20],
        ["FT-A", "Actual", 180000, 20],
        ["FT-B", "Actual", 90000, NaN],
      ],
    );
  });

  it("the timeline: each well's hole sections, planned and actual, on one calendar", async () => {
    expect(pick(await series("fieldTimeline"), "well", "section", "kind", "start", "end")).toEqual([
      ["FT-A", "17½ in", "plan", "2026-03-01", "2026-03-02"],
      ["FT-A", "17½ in", "actual", "2026-03-01", "2026-03-02"],
      ["FT-A", "12¼ in", "plan", "2026-03-03", "2026-03-06"],
      // Still being drilled: up to the well's latest report.
      ["FT-A", "12¼ in", "actual", "2026-03-03", "2026-03-03"],
      ["FT-B", "17½ in", "plan", "2026-03-10", "2026-03-13"],
      ["FT-B", "17½ in", "actual", "2026-03-10", "2026-03-11"],
    ]);
  });

  it("activity breakdown: hours and share per IADC code, each well and all of them", async () => {
    // FT-A 72 h: drill 12+16+10, trips 6+10, repair 6+4, casing 8; FT-B 48 h: drill 20+10, repair 4+14.
    const rows = await series("fieldActivityBreakdown");
    expect(pick(rows, "wellId", "code", "label", "hours")).toEqual([
      [0, "2", "2 Drill actual", 68],
      [0, "8", "8 Repair rig", 28],
      [0, "6", "6 Trips", 16],
      [0, "12", "12 Run casing & cement", 8],
      [fx.wells.A, "2", "2 Drill actual", 38],
      [fx.wells.A, "8", "8 Repair rig", 10],
      [fx.wells.A, "6", "6 Trips", 16],
      [fx.wells.A, "12", "12 Run casing & cement", 8],
      [fx.wells.B, "2", "2 Drill actual", 30],
      [fx.wells.B, "8", "8 Repair rig", 18],
    ]);
    expect(rows.map((row) => Number(row.pct))).toEqual(
      [
        68 / 120,
        28 / 120,
        16 / 120,
        8 / 120,
        38 / 72,
        10 / 72,
        16 / 72,
        8 / 72,
        30 / 48,
        18 / 48,
      ].map((share) => Math.fround(share * 100)),
    );
  });

  it("time and cost per phase of each well", async () => {
    expect(pick(await series("fieldPhaseTime"), "well", "phase", "hours", "nptHours")).toEqual([
      ["FT-A", "surface", 48, 6],
      ["FT-A", "intermediate-1", 24, 4],
      ["FT-B", "surface", 48, 18],
    ]);
    expect(pick(await series("fieldPhaseCost"), "well", "phase", "amount")).toEqual([
      ["FT-A", "surface", 110000],
      ["FT-A", "intermediate-1", 70000],
      ["FT-B", "surface", 90000],
    ]);
  });

  it("NPT: share per well, hours by cause per well, and the causes over all wells", async () => {
    const percent = await buildSeries("fieldNptPercent", {
      orgId: fx.orgId,
      wellId: fx.wells.A,
      system: "apimix",
    });
    expect(pick(rowsOf(percent), "well", "nptHours", "totalHours", "pct")).toEqual([
      ["FT-B", 18, 48, 37.5],
      ["FT-A", 10, 72, Math.fround((10 / 72) * 100)],
    ]);
    expect(Number(percent.schema.metadata.get("field"))).toBeCloseTo((28 / 120) * 100, 9);
    expect(pick(await series("fieldNptBreakdown"), "well", "code", "hours")).toEqual([
      ["FT-A", "WOW", 6],
      ["FT-A", "EQ-RIG", 4],
      ["FT-B", "EQ-DH", 14],
      ["FT-B", "WOW", 4],
    ]);
    const causes = await series("fieldNptCauses");
    expect(pick(causes, "code", "hours", "wells")).toEqual([
      ["EQ-DH", 14, 1],
      ["WOW", 10, 2],
      ["EQ-RIG", 4, 1],
    ]);
    expect(causes.map((row) => row.pct)).toEqual(
      [14 / 28, 10 / 28, 4 / 28].map((x) => Math.fround(x * 100)),
    );
  });

  it("NPT by hole section: each row in the section its phase was drilling, sections by hole size", async () => {
    // FT-A's WOW (surface) in its 17½ in, its EQ-RIG (intermediate 1) in its 12¼ in; FT-B's
    // WOW and EQ-DH (surface) in its 17½ in.
    expect(pick(await series("fieldNptByHoleSection"), "section", "well", "hours")).toEqual([
      ["17½ in", "FT-A", 6],
      ["17½ in", "FT-B", 18],
      ["12¼ in", "FT-A", 4],
    ]);
  });

  it("bit performance by hole size and bit type: each well's runs and the group over all wells", async () => {
    // FT-A's bit: 400 m in 20 h, (20,000 + 1,000/h × 25 h) / 400 m = $112.50/m. FT-B's bit is
    // still in the hole: 300 m to date in 10 h, no cost per metre yet. Together 700 m in 30 h.
    const rows = await series("fieldBitRop");
    expect(
      pick(rows, "well", "holeSize", "bitType", "runs", "footage", "hours", "rop", "costPerLength"),
    ).toEqual([
      ["FT-A", "12¼ in", "PDC-A", 1, 400, 20, 20, 112.5],
      // NaN where a figure cannot be told: the chart leaves the mark out.
      ["FT-B", "12¼ in", "PDC-A", 1, 300, 10, 30, NaN],
    ]);
    expect(pick(rows, "groupRuns", "groupFootage", "groupCostPerLength")).toEqual([
      [2, 700, 112.5],
      [2, 700, 112.5],
    ]);
    expect(rows[0]!.groupRop).toBeCloseTo(700 / 30, 5);
    const api = await series("fieldBitCostPerLength", { system: "api" });
    expect(api[0]!.costPerLength).toBeCloseTo(112.5 * FT, 5);
    expect(api[0]!.footage).toBeCloseTo(400 / FT, 3);
    expect(await series("fieldBitFootage")).toEqual(rows);
  });

  it("drilling parameters per hole section: footage-weighted per well and over all wells", async () => {
    const rows = await series("fieldDrillingParameters");
    const value = (section: string, parameter: string, well: string) =>
      rows.find((r) => r.section === section && r.parameter === parameter && r.well === well);
    // FT-A's 17½ in: 100 kN over 100 m and 120 kN over 150 m; FT-B's: 90 kN over 200 m, 110 over 100.
    expect(value("17½ in", "WOB (kN)", "FT-A")?.value).toBeCloseTo(28000 / 250, 4);
    expect(value("17½ in", "WOB (kN)", "FT-B")?.value).toBeCloseTo(29000 / 300, 4);
    expect(value("17½ in", "WOB (kN)", "FT-A")?.fieldValue).toBeCloseTo(57000 / 550, 4);
    expect(value("17½ in", "Flow (L/min)", "FT-B")?.fieldValue).toBeCloseTo(1_590_000 / 550, 2);
    expect(value("12¼ in", "Bit RPM (rpm)", "FT-A")).toMatchObject({ value: 100, fieldValue: 100 });
    // The bit turns at surface plus motor rpm: FT-B drilled 200 m at 110 rpm, then 100 m on a
    // motor at 110 + 150.
    expect(value("17½ in", "Bit RPM (rpm)", "FT-B")?.value).toBeCloseTo(
      (110 * 200 + 260 * 100) / 300,
      4,
    );
    // ROP is footage over time, as the bit runs give it: FT-A drilled 100 m at 20 m/h (5 h) and
    // 150 m at 10 m/h (15 h), 250 m in 20 h; FT-B 200 m in 8 h and 100 m in 20 h.
    expect(value("17½ in", "ROP (m/hr)", "FT-A")?.value).toBeCloseTo(250 / 20, 4);
    expect(value("17½ in", "ROP (m/hr)", "FT-B")?.value).toBeCloseTo(300 / 28, 4);
    expect(value("17½ in", "ROP (m/hr)", "FT-A")?.fieldValue).toBeCloseTo(550 / 48, 4);
    expect(new Set(rows.map((r) => r.parameter))).toEqual(
      new Set(["WOB (kN)", "Bit RPM (rpm)", "Flow (L/min)", "ROP (m/hr)"]),
    );
  });
});

describe("a comparison of chosen wells", () => {
  it("covers the wells chosen, of any field of the organisation, each in its own colour", async () => {
    const table = await buildSeries("fieldDepthVsDays", {
      orgId: fx.orgId,
      wellId: 0,
      system: "apimix",
      wellIds: [fx.wells.D, fx.wells.A],
    });
    expect(table.schema.metadata.get("scope")).toBe("comparison");
    expect(pick(rowsOf(table), "well", "focus", "day", "md")).toEqual([
      ["FT-A", 0, 1, 100],
      ["FT-A", 0, 2, 250],
      ["FT-A", 0, 3, 400],
      ["FT-D", 0, 1, 150],
      ["FT-D", 0, 2, 200],
    ]);
    expect(
      pick(await series("fieldNptPercent", { wellIds: [fx.wells.A, fx.wells.D] }), "well", "pct"),
    ).toEqual([
      ["FT-D", 25],
      ["FT-A", Math.fround((10 / 72) * 100)],
    ]);
  });
});

describe("tenancy", () => {
  it("a well of another organisation never appears, even when its id is chosen", async () => {
    for (const type of FIELD_TILE_TYPES) {
      const rows = await series(type, { wellIds: [fx.wells.A, fx.wells.RV, fx.wells.B] });
      if (type === "fieldNptCauses") continue; // no well per row: below
      const wells = new Set(rows.map((row) => row.wellId).filter((id) => id !== 0));
      expect([...wells].sort(), type).toEqual([fx.wells.A, fx.wells.B].sort());
    }
    // The other organisation's causes are not counted either (RV-1 lost 24 h to WOW).
    expect(
      pick(await series("fieldNptCauses", { wellIds: [fx.wells.A, fx.wells.RV] }), "code", "hours"),
    ).toEqual([
      ["WOW", 6],
      ["EQ-RIG", 4],
    ]);
  });

  it("a well of another organisation gives no field at all; theirs stays theirs", async () => {
    expect(await series("fieldDepthVsDays", { wellId: fx.wells.RV })).toEqual([]);
    const theirs = await series("fieldDepthVsDays", { orgId: fx.otherOrgId, wellId: fx.wells.RV });
    expect(new Set(theirs.map((row) => row.well))).toEqual(new Set(["RV-1"]));
    expect(await series("fieldDepthVsDays", { orgId: fx.otherOrgId, wellId: fx.wells.A })).toEqual(
      [],
    );
  });
});

describe("the per-well totals", () => {
  const rawTotals = async () => {
    const { rows } = await sql<{ well_id: number; seconds: number; amount: string }>`
      select w.id as well_id,
        (select coalesce(sum(duration), 0)::float8 from time_log_rows t where t.well_id = w.id) as seconds,
        (select coalesce(sum(amount), 0)::text from cost_lines c where c.well_id = w.id) as amount
      from wells w order by w.id`.execute(engine.db);
    return rows;
  };
  const keptTotals = async () => {
    const { rows } = await sql<{ well_id: number; seconds: number; amount: string }>`
      select w.id as well_id,
        (select coalesce(sum(seconds), 0)::float8 from well_time_totals t where t.well_id = w.id) as seconds,
        (select coalesce(sum(amount), 0)::text from well_cost_totals c where c.well_id = w.id) as amount
      from wells w order by w.id`.execute(engine.db);
    return rows;
  };

  it("equal the rows they sum, on every well of every organisation", async () => {
    expect(await keptTotals()).toEqual(await rawTotals());
  });

  it("follow an edited time log in the same save", async () => {
    // FT-A's day 3: the 4 h of rig repair were waiting on orders after all.
    const day = A_DAYS[2]!;
    const edited = day.timeLog.map((row) => (row.npt === "EQ-RIG" ? { ...row, npt: "WOO" } : row));
    const saved = await saveSection(
      fx.engineer,
      fx.wells.A,
      day.date,
      "timeLog",
      timeLogValues(edited),
      1,
    );
    expect(saved.status).toBe(302);
    expect(pick(await series("fieldNptBreakdown"), "well", "code", "hours").slice(0, 2)).toEqual([
      ["FT-A", "WOW", 6],
      ["FT-A", "WOO", 4],
    ]);
    expect(await keptTotals()).toEqual(await rawTotals());
  });

  it("follow a deleted report, its rows going with it", async () => {
    await engine.db
      .deleteFrom("reports")
      .where("well_id", "=", fx.wells.D)
      .where("report_date", "=", "2026-04-02")
      .execute();
    expect(await keptTotals()).toEqual(await rawTotals());
    expect(
      pick(await series("fieldPhaseTime", { wellIds: [fx.wells.A, fx.wells.D] }), "well", "hours"),
    ).toEqual([
      ["FT-A", 48],
      ["FT-A", 24],
      ["FT-D", 24],
    ]);
  });
});

describe("field charts", () => {
  it("draw every field tile with marks that lead to the well's own dashboard", async () => {
    const t = translator("en");
    for (const type of FIELD_TILE_TYPES) {
      const table = await buildSeries(type, { orgId: fx.orgId, wellId: fx.wells.A, system: "api" });
      const svg = renderChartSvg(type, table, {
        t,
        system: "api",
        language: "en",
        width: 480,
        height: 404,
      })!;
      expect(svg, type).toMatch(/^<(svg|figure)/);
      expect(svg, type).not.toMatch(/\b(NaN|Infinity|undefined)\b/);
      // Causes over all wells are no well's; FT-B's bit has no cost per length yet.
      if (type === "fieldNptCauses") continue;
      const well = type === "fieldBitCostPerLength" ? fx.wells.A : fx.wells.B;
      expect(svg, type).toMatch(new RegExp(`href="/dashboard/open-well\\?well=${well}&(amp;)?to=`));
    }
    const npt = renderChartSvg(
      "fieldNptBreakdown",
      await buildSeries("fieldNptBreakdown", {
        orgId: fx.orgId,
        wellId: fx.wells.A,
        system: "api",
      }),
      { t, system: "api", language: "id", width: 480, height: 404 },
    )!;
    // A bar of NPT opens that well's rows of that cause.
    expect(npt).toMatch(
      new RegExp(
        `href="/dashboard/open-well\\?well=${fx.wells.B}&(amp;)?to=npt-rows&(amp;)?code=EQ-DH"`,
      ),
    );
  });

  it("a field with nothing reported draws nothing, and says so instead", async () => {
    const t = translator("en");
    const table = await buildSeries("fieldDepthVsDays", {
      orgId: fx.orgId,
      wellId: 0,
      system: "api",
      wellIds: [fx.wells.C],
    });
    expect(table.numRows).toBe(0);
    expect(
      renderChartSvg("fieldDepthVsDays", table, {
        t,
        system: "api",
        language: "en",
        width: 480,
        height: 404,
      }),
    ).toBeNull();
  });
});
