import type { Tile, WellDashboard } from "./catalogue";
import type { TileType } from "./tile-types";

export const GRID_COLUMNS = 12;
export const GRID_ROW_HEIGHT = 40;
export const DEFAULT_TILE = { w: 6, h: 9 } as const;

/** Default tiles of a dashboard: two per row, in the declared order. */
export function defaultTiles(dashboard: Pick<WellDashboard, "defaults">): Tile[] {
  return dashboard.defaults.map((type, index) => ({
    id: `${type}-${index}`,
    type,
    x: (index % 2) * DEFAULT_TILE.w,
    y: Math.floor(index / 2) * DEFAULT_TILE.h,
    w: DEFAULT_TILE.w,
    h: DEFAULT_TILE.h,
  }));
}

/** Adds a tile of a type below everything else, full width on its own row. */
export function addTile(tiles: Tile[], type: TileType): Tile[] {
  const bottom = tiles.reduce((max, tile) => Math.max(max, tile.y + tile.h), 0);
  let n = tiles.length;
  let id = `${type}-${n}`;
  while (tiles.some((tile) => tile.id === id)) id = `${type}-${++n}`;
  return [...tiles, { id, type, x: 0, y: bottom, w: DEFAULT_TILE.w, h: DEFAULT_TILE.h }];
}

export function removeTile(tiles: Tile[], id: string): Tile[] {
  return tiles.filter((tile) => tile.id !== id);
}

/** Tiles in reading order (top to bottom, left to right): the order they stack in on a narrow screen. */
export function readingOrder(tiles: Tile[]): Tile[] {
  return [...tiles].sort((a, b) => a.y - b.y || a.x - b.x);
}

type Box = Pick<Tile, "x" | "y" | "w" | "h">;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * The tiles after one was dragged or resized to `to`, from the layout before the drag: the tile
 * goes exactly where it was dropped and a tile it lands on moves down just below it (and so on
 * for what that one lands on). Every other tile stays where it was: nothing floats up into the
 * gap it left, nothing pushed on the way is left displaced.
 */
export function moveTile(tiles: Tile[], id: string, to: Box): Tile[] {
  const moved = tiles.find((tile) => tile.id === id);
  if (!moved) return tiles;
  const placed: Tile[] = [{ ...moved, x: to.x, y: to.y, w: to.w, h: to.h }];
  // Settled top to bottom, so a tile pushed down meets the ones below it in turn.
  const others = tiles.filter((tile) => tile.id !== id).sort((a, b) => a.y - b.y || a.x - b.x);
  for (const tile of others) {
    let next = { ...tile };
    for (;;) {
      const hit = placed.find((other) => overlaps(other, next));
      if (!hit) break;
      next = { ...next, y: hit.y + hit.h };
    }
    placed.push(next);
  }
  const byId = new Map(placed.map((tile) => [tile.id, tile]));
  return tiles.map((tile) => byId.get(tile.id)!);
}

/** react-grid-layout's item list for the saved tiles. */
export function toGridLayout(tiles: Tile[]) {
  return tiles.map((tile) => ({
    i: tile.id,
    x: tile.x,
    y: tile.y,
    w: tile.w,
    h: tile.h,
    minW: 3,
    minH: 5,
  }));
}

/** Saved tiles from react-grid-layout's item list (types are kept from the tiles it came from). */
export function fromGridLayout(
  tiles: Tile[],
  layout: { i: string; x: number; y: number; w: number; h: number }[],
): Tile[] {
  const byId = new Map(layout.map((item) => [item.i, item]));
  return tiles.map((tile) => {
    const item = byId.get(tile.id);
    return item ? { ...tile, x: item.x, y: item.y, w: item.w, h: item.h } : tile;
  });
}

// A grid column on a typical screen: a 1280 px window less the side menu leaves ~990 px for 12
// columns with 12 px gaps. A tile's header and padding take ~52 px of its height.
const COLUMN_PX = 72;
const GAP_PX = 12;
const TILE_CHROME_PX = { width: 12, height: 52 } as const;

/**
 * The size a tile's chart is drawn at: the tile's shape on a typical screen, so the drawing fills
 * its tile (it still scales by its viewBox on other screens) instead of floating in it.
 */
export function chartSize(tile: Pick<Tile, "w" | "h">): { width: number; height: number } {
  const width = tile.w * COLUMN_PX + (tile.w - 1) * GAP_PX - TILE_CHROME_PX.width;
  const height = tile.h * GRID_ROW_HEIGHT + (tile.h - 1) * GAP_PX - TILE_CHROME_PX.height;
  return { width: Math.max(240, width), height: Math.max(160, height) };
}

/** Which drawing a tile shows: tiles of one type and shape share it. */
export function chartKey(tile: Pick<Tile, "type" | "w" | "h">): string {
  return `${tile.type}-${tile.w}x${tile.h}`;
}

/**
 * A tile's drawing: the one at its shape, or, while a resized tile waits to be drawn again at its
 * new shape, one of its type (scaled to fit), never an empty tile.
 */
export function chartFor<Chart>(
  charts: Record<string, Chart | null>,
  tile: Pick<Tile, "type" | "w" | "h">,
): Chart | null {
  const exact = charts[chartKey(tile)];
  if (exact !== undefined) return exact;
  const sameType = Object.keys(charts).find((key) => key.startsWith(`${tile.type}-`));
  return sameType === undefined ? null : (charts[sameType] ?? null);
}
