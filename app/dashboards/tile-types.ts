/**
 * Every kind of tile a dashboard can hold. Each has a series builder on the server
 * (app/dashboards/series) and a chart spec (app/charts/specs); `switch`es over this union end
 * in an exhaustiveness check, so adding a type without both is a compile error.
 */
export const WELL_TILE_TYPES = [
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

/**
 * Tiles across several wells: those of the selected well's field on a dashboard, or the wells a
 * comparison study chose. Each well's marks lead to that well's own dashboard.
 */
export const FIELD_TILE_TYPES = [
  "fieldDepthVsDays",
  "fieldDaysPerThousand",
  "fieldCostVsDays",
  "fieldCostPerLength",
  "fieldAfeVsActual",
  "fieldTimeline",
  "fieldActivityBreakdown",
  "fieldPhaseTime",
  "fieldPhaseCost",
  "fieldNptPercent",
  "fieldNptBreakdown",
  "fieldNptCauses",
  "fieldNptByHoleSection",
  "fieldBitRop",
  "fieldBitFootage",
  "fieldBitCostPerLength",
  "fieldDrillingParameters",
] as const;

export const TILE_TYPES = [...WELL_TILE_TYPES, ...FIELD_TILE_TYPES] as const;

export type TileType = (typeof TILE_TYPES)[number];
export type FieldTileType = (typeof FIELD_TILE_TYPES)[number];

export function isTileType(value: unknown): value is TileType {
  return typeof value === "string" && (TILE_TYPES as readonly string[]).includes(value);
}

export function isFieldTileType(value: unknown): value is FieldTileType {
  return typeof value === "string" && (FIELD_TILE_TYPES as readonly string[]).includes(value);
}

export function tileTitleKey(type: TileType): string {
  return isFieldTileType(type) ? `fieldDashboards.tile.${type}` : `dashboards.tile.${type}`;
}

export function assertNever(value: never): never {
  throw new Error(`Unhandled tile type: ${String(value)}`);
}
