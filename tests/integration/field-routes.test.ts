import { tableFromIPC } from "apache-arrow";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { loader as layoutLoader } from "~/routes/_app";
import { loader as comparisonLoader } from "~/routes/_app.comparison-study";
import { action as dashboardAction, loader as dashboardLoader } from "~/routes/_app.dashboard.$";
import { loader as exportLoader } from "~/routes/comparison-study[.xlsx]";
import { loader as openWellLoader } from "~/routes/dashboard.open-well";
import { loader as seriesLoader } from "~/routes/dashboard-series.$tileType";

import { call } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

import { signIn } from "./ddr-helpers";
import { buildFieldFixture, type FieldFixture } from "./field-fixture";

let engine: Engine & { label: string };
let fx: FieldFixture;
let manager: string;

beforeAll(async () => {
  engine = await useDemoDatabase();
  fx = await buildFieldFixture(engine.db);
  manager = await signIn("manager");
}, 120_000);

afterAll(async () => {
  await engine.close();
});

const selectedWell = async (username: string) =>
  (
    await engine.db
      .selectFrom("users")
      .select("selected_well_id")
      .where("username", "=", username)
      .executeTakeFirstOrThrow()
  ).selected_well_id;

const select = (username: string, wellId: number | null) =>
  engine.db
    .updateTable("users")
    .set({ selected_well_id: wellId })
    .where("username", "=", username)
    .execute();

interface ComparisonData {
  chosen: number[];
  leftOut: number;
  problem: string | null;
  charts: Record<string, { inPageMarkup?: string } | null>;
  figures: {
    wells: { name: string; days: number; nptPercent: number; costPerLength: number }[];
  } | null;
}

async function comparison(query: string, cookie = manager) {
  const response = await call(comparisonLoader, `/comparison-study?${query}`, { cookie });
  const data = response.status === 200 ? ((await response.json()) as ComparisonData) : null;
  return { status: response.status, data: data! };
}

describe("the comparison study", () => {
  it("compares wells of two fields and leaves another organisation's out, saying so", async () => {
    const { A, D, RV } = fx.wells;
    const { status, data } = await comparison(`well=${A}&well=${RV}&well=${D}`);
    expect(status).toBe(200);
    expect(data.chosen).toEqual([A, D]);
    expect(data.leftOut).toBe(1);
    expect(data.problem).toBeNull();
    expect(data.figures!.wells.map((well) => well.name)).toEqual(["FT-A", "FT-D"]);
    const depth = data.charts["fieldDepthVsDays-6x9"]!.inPageMarkup!;
    // One line per well, each ending in a mark that opens the well's dashboard.
    const lines = /<g[^>]*aria-label="line"[^>]*>(.*?)<\/g>/s.exec(depth)![1]!;
    expect(lines.match(/<path/g)).toHaveLength(2);
    expect(depth).toMatch(new RegExp(`href="/dashboard/open-well\\?well=${D}&(amp;)?to=one-page"`));
    const everything = JSON.stringify(data);
    expect(everything).not.toContain("RV-1");
    expect(everything).not.toContain(`well=${RV}&`);
  });

  it("asks for 2 to 8 wells, counting only the organisation's", async () => {
    const { A, RV } = fx.wells;
    const one = await comparison(`well=${A}&well=${RV}`);
    expect(one.data).toMatchObject({
      chosen: [A],
      leftOut: 1,
      problem: "fieldDashboards.comparison.tooFew",
      figures: null,
      charts: {},
    });
    const wells = await engine.db
      .selectFrom("wells")
      .select("id")
      .where("org_id", "=", fx.orgId)
      .orderBy("id")
      .execute();
    expect(wells.length).toBeGreaterThan(8);
    const nine = await comparison(
      wells
        .slice(0, 9)
        .map((well) => `well=${well.id}`)
        .join("&"),
    );
    expect(nine.data.problem).toBe("fieldDashboards.comparison.tooMany");
    const nothing = await comparison("");
    expect(nothing.data).toMatchObject({ chosen: [], problem: null, figures: null });
  });

  it("is the comparison study's privilege (4): an engineer does not find it", async () => {
    const engineer = await signIn("engineer");
    expect((await comparison(`well=${fx.wells.A}&well=${fx.wells.B}`, engineer)).status).toBe(404);
  });

  it("clears the selected well when visited", async () => {
    await select("manager", fx.wells.A);
    const response = await call(layoutLoader, `/comparison-study?well=${fx.wells.A}`, {
      cookie: manager,
    });
    expect(response.status).toBe(200);
    expect(await selectedWell("manager")).toBeNull();
  });

  it("exports the compared figures to a workbook, the same figures the page shows", async () => {
    const { A, B, RV } = fx.wells;
    const page = await comparison(`well=${B}&well=${A}&well=${RV}`);
    const response = await call(
      exportLoader,
      `/comparison-study.xlsx?well=${B}&well=${A}&well=${RV}`,
      {
        cookie: manager,
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("comparison-FT-A-FT-B.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 5)).toEqual([
      "Well",
      "Field",
      "Days from spud",
      "Depth (ft)",
      "Days per 1,000 ft",
    ]);
    const rows = [2, 3].map((n) => (sheet.getRow(n).values as unknown[]).slice(1));
    // The manager works in api units: depth in ft, cost per foot.
    expect(rows.map((row) => row[0])).toEqual(["FT-A", "FT-B"]);
    expect(rows[0]!.slice(0, 3)).toEqual(["FT-A", "Test Field", 3]);
    expect(rows[0]![10]).toBe("WOW 6 hr, EQ-RIG 4 hr");
    expect(rows[0]![5]).toBe(180000);
    expect(rows[0]![6]).toBe(150000);
    expect(rows[1]![8]).toBe(18);
    expect(rows[1]![9]).toBe(37.5);
    expect(sheet.rowCount).toBe(3);
    expect(page.data.figures!.wells.map((well) => [well.name, well.days, well.nptPercent])).toEqual(
      [
        ["FT-A", 3, 13.9],
        ["FT-B", 2, 37.5],
      ],
    );
    expect(rows.map((row) => row[9])).toEqual([13.9, 37.5]);
    const phases = workbook.worksheets[1]!;
    expect((phases.getRow(2).values as unknown[]).slice(1)).toEqual([
      "FT-A",
      "Surface",
      48,
      6,
      110000,
    ]);
    // A choice the study could not compare has nothing to export.
    const alone = await call(exportLoader, `/comparison-study.xlsx?well=${A}&well=${RV}`, {
      cookie: manager,
    });
    expect(alone.status).toBe(404);
  });
});

describe("drill-down from a well's mark", () => {
  it("selects that well for the user and opens its dashboard", async () => {
    await select("manager", fx.wells.A);
    const response = await call(
      openWellLoader,
      `/dashboard/open-well?well=${fx.wells.B}&to=cost-breakdown/progress-cost`,
      { cookie: manager },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/dashboard/cost-breakdown/progress-cost");
    expect(await selectedWell("manager")).toBe(fx.wells.B);
  });

  it("opens the rows behind a bar of NPT on that well", async () => {
    const response = await call(
      openWellLoader,
      `/dashboard/open-well?well=${fx.wells.A}&to=npt-rows&code=EQ-RIG`,
      { cookie: manager },
    );
    expect(response.headers.get("location")).toBe(
      `/dashboard/npt-rows?well=${fx.wells.A}&code=EQ-RIG`,
    );
    expect(await selectedWell("manager")).toBe(fx.wells.A);
  });

  it("finds no well of another organisation, and nothing outside the dashboards", async () => {
    await select("manager", fx.wells.A);
    for (const query of [
      `well=${fx.wells.RV}&to=one-page`,
      `well=${fx.wells.B}&to=../account`,
      `well=${fx.wells.B}&to=https://example.com`,
      `well=abc&to=one-page`,
    ]) {
      const response = await call(openWellLoader, `/dashboard/open-well?${query}`, {
        cookie: manager,
      });
      expect(response.status, query).toBe(404);
    }
    expect(await selectedWell("manager")).toBe(fx.wells.A);
  });
});

describe("the field dashboards", () => {
  const dashboard = (slug: string, cookie = manager) =>
    call(dashboardLoader, `/dashboard/${slug}`, { cookie, params: { "*": slug } });

  it("cover the selected well's field, named with its number of wells", async () => {
    await select("manager", fx.wells.A);
    const response = await dashboard("npt-analysis-field");
    const data = (await response.json()) as {
      field: { name: string; wells: number };
      tiles: { type: string }[];
      charts: Record<string, { inPageMarkup?: string } | null>;
    };
    expect(data.field).toEqual({ name: "Test Field", wells: 3 });
    expect(data.tiles.map((tile) => tile.type)).toEqual([
      "fieldNptPercent",
      "fieldNptCauses",
      "fieldNptBreakdown",
      "fieldNptByHoleSection",
    ]);
    const percent = data.charts["fieldNptPercent-6x9"]!.inPageMarkup!;
    expect(percent).toContain("FT-B: 37.5 %");
    expect(percent).not.toContain("RV-1");
    // Titles give money in full; the axes round it.
    const cost = (await (await dashboard("cost-breakdown/afe-vs-actual-field")).json()) as {
      charts: Record<string, { inPageMarkup?: string } | null>;
    };
    expect(cost.charts["fieldAfeVsActual-6x9"]!.inPageMarkup).toContain(
      "FT-A: Actual $180,000 (+20 %)",
    );
    // $90,000 over 300 m = 984.3 ft: $91 per foot, in the manager's api units.
    expect(cost.charts["fieldCostPerLength-6x9"]!.inPageMarkup).toContain(
      "FT-B: $91 ($90,000, 984.3 ft)",
    );
  });

  it("save a manager's arrangement of field tiles, and refuse a tile that is not theirs", async () => {
    await select("manager", fx.wells.A);
    const slug = "cost-breakdown/afe-vs-actual-field";
    const save = (tiles: unknown) =>
      call(dashboardAction, `/dashboard/${slug}`, {
        cookie: manager,
        params: { "*": slug },
        form: { intent: "save", tiles: JSON.stringify(tiles) },
      });
    const tiles = [
      { id: "a", type: "fieldCostPerLength", x: 0, y: 0, w: 12, h: 8 },
      { id: "b", type: "fieldAfeVsActual", x: 0, y: 8, w: 6, h: 9 },
    ];
    expect((await save(tiles)).status).toBe(200);
    const data = (await (await dashboard(slug)).json()) as { tiles: unknown[] };
    expect(data.tiles).toEqual(tiles);
    expect((await save([{ ...tiles[0], type: "depthVsDays" }])).status).toBe(400);
    const reset = await call(dashboardAction, `/dashboard/${slug}`, {
      cookie: manager,
      params: { "*": slug },
      form: { intent: "reset" },
    });
    expect(reset.status).toBe(302);
  });

  it("show another organisation's well nothing of ours", async () => {
    const otherAdmin = await signIn("other-admin");
    await select("other-admin", fx.wells.RV);
    const data = (await (await dashboard("drilling-program-field", otherAdmin)).json()) as {
      field: { name: string; wells: number };
      charts: Record<string, { inPageMarkup?: string } | null>;
    };
    expect(data.field).toEqual({ name: "Rival Field", wells: 1 });
    const drawn = JSON.stringify(data.charts);
    expect(drawn).toContain("RV-1");
    expect(drawn).not.toMatch(/FT-[ABCD]/);
  });
});

describe("the Arrow series of a comparison", () => {
  const series = (tileType: string, query: string) =>
    call(seriesLoader, `/dashboard-series/${tileType}?${query}`, {
      cookie: manager,
      params: { tileType },
    });

  it("reads only the organisation's wells among those named", async () => {
    const { A, D, RV } = fx.wells;
    const response = await series("fieldDepthVsDays", `wells=${A},${RV},${D}`);
    expect(response.status).toBe(200);
    const table = tableFromIPC(new Uint8Array(await response.arrayBuffer()));
    expect(new Set(table.toArray().map((row) => row.toJSON().well))).toEqual(
      new Set(["FT-A", "FT-D"]),
    );
  });

  it("serves tiles across wells only, 2 to 8 of them", async () => {
    expect((await series("depthVsDays", `wells=${fx.wells.A},${fx.wells.D}`)).status).toBe(404);
    expect((await series("fieldDepthVsDays", `wells=${fx.wells.A}`)).status).toBe(404);
  });
});
