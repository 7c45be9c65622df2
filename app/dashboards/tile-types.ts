/**
 * Every kind of tile a dashboard can hold. Each has a series builder on the server
 * (app/dashboards/series) and a chart spec (app/charts/specs); `switch`es over this union end
 * in an exhaustiveness check, so adding a type without both is a compile error.
 */
export const TILE_TYPES = [
  "depthVsDays",
  "depthVsCost",
  "planView",
  "activityBreakdown",
  "dailyActivity",
  "phaseBreakdown",
  "productiveVsNpt",
  "nptBreakdown",
  "equipmentFailure",
  "nptByHoleSection",
  "nptTrend",
  "bitPerformance",
  "bitCostPerFoot",
  "bitHydraulics",
  "mseVsDepth",
  "drillingProgram",
  "drillingParameters",
  "costAfeVsActual",
  "cumCostPerCategory",
  "progressCost",
] as const;

export type TileType = (typeof TILE_TYPES)[number];

export function isTileType(value: unknown): value is TileType {
  return typeof value === "string" && (TILE_TYPES as readonly string[]).includes(value);
}

export function tileTitleKey(type: TileType): string {
  return `dashboards.tile.${type}`;
}

export function assertNever(value: never): never {
  throw new Error(`Unhandled tile type: ${String(value)}`);
}
