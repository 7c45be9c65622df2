import type { Table } from "apache-arrow";

import { getDb } from "~/db/db.server";
import type { UnitSystem } from "~/domain/units/systems";

import {
  bitCostPerFoot,
  bitPerformance,
  drillingParameters,
  mseVsDepth,
} from "./series/bits.server";
import type { SeriesContext } from "./series/context";
import { bitHydraulics } from "./series/hydraulics.server";
import { afeTotal, costAfeVsActual, cumCostPerCategory } from "./series/cost.server";
import {
  depthVsCost,
  depthVsDays,
  drillingProgram,
  planView,
  progressCost,
} from "./series/progress.server";
import {
  activityBreakdown,
  dailyActivity,
  nptBreakdown,
  nptByHoleSection,
  nptTrend,
  phaseBreakdown,
  productiveVsNpt,
} from "./series/time-log.server";
import { assertNever, type TileType } from "./tile-types";

/**
 * The series behind a tile, as an Arrow table in the viewer's units (units in the schema
 * metadata). Every query is scoped by the organisation and the well.
 */
export async function buildSeries(
  type: TileType,
  scope: { orgId: number; wellId: number; system: UnitSystem },
): Promise<Table> {
  const ctx: SeriesContext = { db: await getDb(), ...scope };
  switch (type) {
    case "depthVsDays":
      return depthVsDays(ctx);
    case "depthVsCost":
      return depthVsCost(ctx, await afeTotal(ctx));
    case "planView":
      return planView(ctx);
    case "activityBreakdown":
      return activityBreakdown(ctx);
    case "dailyActivity":
      return dailyActivity(ctx);
    case "phaseBreakdown":
      return phaseBreakdown(ctx);
    case "productiveVsNpt":
      return productiveVsNpt(ctx);
    case "nptBreakdown":
      return nptBreakdown(ctx);
    case "equipmentFailure":
      return nptBreakdown(ctx, true);
    case "nptByHoleSection":
      return nptByHoleSection(ctx);
    case "nptTrend":
      return nptTrend(ctx);
    case "bitPerformance":
      return bitPerformance(ctx);
    case "bitCostPerFoot":
      return bitCostPerFoot(ctx);
    case "bitHydraulics":
      return bitHydraulics(ctx);
    case "mseVsDepth":
      return mseVsDepth(ctx);
    case "drillingProgram":
      return drillingProgram(ctx);
    case "drillingParameters":
      return drillingParameters(ctx);
    case "costAfeVsActual":
      return costAfeVsActual(ctx);
    case "cumCostPerCategory":
      return cumCostPerCategory(ctx);
    case "progressCost":
      return progressCost(ctx);
    default:
      return assertNever(type);
  }
}
