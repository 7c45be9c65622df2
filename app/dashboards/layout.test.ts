import { describe, expect, it } from "vitest";

import { WELL_DASHBOARDS, findDashboard } from "./catalogue";
import {
  addTile,
  defaultTiles,
  fromGridLayout,
  readingOrder,
  removeTile,
  toGridLayout,
} from "./layout";
import { parseTiles } from "./layout-schema";

const onePage = findDashboard("one-page")!;

describe("dashboard layouts", () => {
  it("lists the sixteen chart dashboards of the spec", () => {
    expect(WELL_DASHBOARDS.map((d) => d.slug)).toHaveLength(16);
    for (const dashboard of WELL_DASHBOARDS) {
      for (const type of dashboard.defaults) expect(dashboard.available).toContain(type);
    }
  });

  it("lays default tiles out two per row", () => {
    const tiles = defaultTiles(onePage);
    expect(tiles.map((t) => [t.x, t.y])).toEqual([
      [0, 0],
      [6, 0],
      [0, 9],
      [6, 9],
      [0, 18],
      [6, 18],
    ]);
  });

  it("round-trips through react-grid-layout's items", () => {
    const tiles = defaultTiles(onePage);
    const moved = toGridLayout(tiles).map((item) =>
      item.i === tiles[0]!.id ? { ...item, x: 3, w: 9, h: 12 } : item,
    );
    const back = fromGridLayout(tiles, moved);
    expect(back[0]).toMatchObject({ x: 3, w: 9, h: 12, type: "depthVsDays" });
    expect(back.slice(1)).toEqual(tiles.slice(1));
  });

  it("refuses tiles that are not the dashboard's or fall outside the grid", () => {
    const tiles = defaultTiles(onePage);
    expect(parseTiles(tiles, onePage)).toEqual(tiles);
    const costOnly = findDashboard("cost-breakdown/cum-cost-per-contract-category")!;
    expect(parseTiles([{ ...tiles[0]!, type: "planView" }], costOnly)).toBeNull();
    expect(parseTiles([{ ...tiles[0]!, x: 10, w: 6 }], onePage)).toBeNull();
    expect(parseTiles([tiles[0], tiles[0]], onePage)).toBeNull();
    expect(parseTiles("junk", onePage)).toBeNull();
  });

  it("adds below everything and removes by id", () => {
    const tiles = defaultTiles(onePage);
    const added = addTile(tiles, "nptTrend");
    expect(added.at(-1)).toMatchObject({ type: "nptTrend", x: 0, y: 27 });
    expect(removeTile(added, added.at(-1)!.id)).toEqual(tiles);
  });

  it("stacks in reading order", () => {
    const tiles = defaultTiles(onePage).reverse();
    expect(readingOrder(tiles).map((t) => t.type)).toEqual(onePage.defaults);
  });
});
