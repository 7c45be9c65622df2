import { describe, expect, it } from "vitest";

import { WELL_DASHBOARDS, findDashboard } from "./catalogue";
import {
  addTile,
  chartFor,
  chartKey,
  chartSize,
  defaultTiles,
  fromGridLayout,
  moveTile,
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

  it("draws a chart at its tile's shape, shared by tiles of one type and shape", () => {
    // The default half-width tile: 6 columns, 9 rows.
    expect(chartSize({ w: 6, h: 9 })).toEqual({ width: 480, height: 404 });
    expect(chartSize({ w: 12, h: 9 })).toEqual({ width: 984, height: 404 });
    // The smallest tile the grid allows still gets a readable drawing.
    expect(chartSize({ w: 3, h: 5 })).toEqual({ width: 240, height: 196 });
    expect(chartKey({ type: "depthVsDays", w: 6, h: 9 })).toBe("depthVsDays-6x9");
    const charts = { "depthVsDays-6x9": "drawn at 6×9", "nptTrend-6x9": null };
    expect(chartFor(charts, { type: "depthVsDays", w: 6, h: 9 })).toBe("drawn at 6×9");
    // Resized, not yet drawn again: the type's drawing, scaled.
    expect(chartFor(charts, { type: "depthVsDays", w: 8, h: 12 })).toBe("drawn at 6×9");
    expect(chartFor(charts, { type: "nptTrend", w: 8, h: 12 })).toBeNull();
    expect(chartFor(charts, { type: "planView", w: 6, h: 9 })).toBeNull();
  });
});

describe("moving a tile", () => {
  const tiles = defaultTiles(onePage);
  const place = (list: typeof tiles) => Object.fromEntries(list.map((t) => [t.type, [t.x, t.y]]));

  it("puts it where it is dropped and moves nothing else", () => {
    // The top-right tile goes below the last row of its column: nothing floats up.
    const moved = moveTile(tiles, "depthVsCost-1", { x: 6, y: 27, w: 6, h: 9 });
    expect(place(moved)).toEqual({
      depthVsDays: [0, 0],
      depthVsCost: [6, 27],
      planView: [0, 9],
      nptBreakdown: [6, 9],
      activityBreakdown: [0, 18],
      costAfeVsActual: [6, 18],
    });
  });

  it("moves down only the tiles it lands on, and what they land on in turn", () => {
    // Dropped on the left column's second row: that tile and the one below it make room.
    const moved = moveTile(tiles, "depthVsCost-1", { x: 0, y: 9, w: 6, h: 9 });
    expect(place(moved)).toEqual({
      depthVsDays: [0, 0],
      depthVsCost: [0, 9],
      planView: [0, 18],
      nptBreakdown: [6, 9],
      activityBreakdown: [0, 27],
      costAfeVsActual: [6, 18],
    });
  });

  it("keeps the tiles' order in the saved list", () => {
    const moved = moveTile(tiles, "planView-2", { x: 6, y: 40, w: 6, h: 9 });
    expect(moved.map((t) => t.id)).toEqual(tiles.map((t) => t.id));
  });
});
