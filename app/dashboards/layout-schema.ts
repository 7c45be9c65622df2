import { z } from "zod";

import { requiredText } from "~/forms/input";

import type { Tile, WellDashboard } from "./catalogue";
import { GRID_COLUMNS } from "./layout";
import { TILE_TYPES, type TileType } from "./tile-types";

// Kept apart from layout.ts so the browser's dashboard code does not carry zod.
const MAX_TILES = 24;

const tileSchema = z.object({
  id: requiredText({ max: 64 }),
  type: z.enum(TILE_TYPES),
  x: z
    .number()
    .int()
    .min(0)
    .max(GRID_COLUMNS - 1),
  y: z.number().int().min(0).max(1000),
  w: z.number().int().min(2).max(GRID_COLUMNS),
  h: z.number().int().min(4).max(30),
});

/**
 * A layout as the browser sends it, checked: only the dashboard's tile types, inside the grid,
 * unique ids. Returns null for anything else, so a tampered request cannot store junk.
 */
export function parseTiles(
  input: unknown,
  dashboard: Pick<WellDashboard, "available" | "defaults">,
): Tile[] | null {
  const parsed = z.array(tileSchema).max(MAX_TILES).safeParse(input);
  if (!parsed.success) return null;
  const allowed = new Set<TileType>([...dashboard.available, ...dashboard.defaults]);
  const ids = new Set<string>();
  for (const tile of parsed.data) {
    if (!allowed.has(tile.type) || ids.has(tile.id)) return null;
    ids.add(tile.id);
    if (tile.x + tile.w > GRID_COLUMNS) return null;
  }
  return parsed.data;
}
