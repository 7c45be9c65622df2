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
