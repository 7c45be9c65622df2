import type { Table } from "apache-arrow";

import { getDb } from "~/db/db.server";
import type { Language, UnitSystem } from "~/domain/units/systems";

import {
  bitCostPerFoot,
  bitPerformance,
  drillingParameters,
  mseVsDepth,
} from "./series/bits.server";
import { withMetadata } from "./series/arrow";
import type { SeriesContext } from "./series/context";
import { buildFieldSeries } from "./series/field.server";
import { wellSetOf } from "./series/well-set.server";
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
import { assertNever, isFieldTileType, type TileType } from "./tile-types";

export interface SeriesScope {
  orgId: number;
  /** The selected well: a well tile's well, and the field a field tile covers. */
  wellId: number;
  system: UnitSystem;
  /** The reader's language, for the codes' labels (English when not said: scripts, tests). */
  language?: Language;
  /** Instead of the well's field, the wells a comparison chose (a field tile only). */
  wellIds?: readonly number[];
}

/**
 * The series behind a tile, as an Arrow table in the viewer's units (units in the schema
 * metadata). Every query is scoped by the organisation and the well (or the organisation's wells
 * of the set: an id of another organisation is not among them).
 */
export async function buildSeries(type: TileType, scope: SeriesScope): Promise<Table> {
  const db = await getDb();
  if (isFieldTileType(type)) {
    const { orgId, wellId, system, language = "en", wellIds } = scope;
    const set = wellIds ? { field: false as const, wellIds } : { field: true as const, wellId };
    const wells = await wellSetOf({ db, orgId, set });
    const table = await buildFieldSeries(type, {
      db,
      orgId,
      system,
      language,
      wells,
      focusId: wellIds ? null : wellId,
    });
    // A comparison gives each well a colour; a field's dashboard sets the selected well apart.
    // Every well of the set, in order, so each keeps its colour in charts where it has nothing.
    return withMetadata(table, {
      scope: wellIds ? "comparison" : "field",
      wells: wells.map((well) => well.name).join("\n"),
    });
  }
  const ctx: SeriesContext = {
    db,
    orgId: scope.orgId,
    wellId: scope.wellId,
    system: scope.system,
    language: scope.language ?? "en",
  };
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
