import type { Table } from "apache-arrow";

import { assertNever, type FieldTileType } from "../tile-types";

import { fieldBitRuns, fieldDrillingParameters } from "./field-bits.server";
import {
  fieldAfeVsActual,
  fieldCostPerLength,
  fieldCostVsDays,
  fieldDaysPerThousand,
  fieldDepthVsDays,
  fieldTimeline,
} from "./field-progress.server";
import {
  fieldActivityBreakdown,
  fieldNptBreakdown,
  fieldNptByHoleSection,
  fieldNptCauses,
  fieldNptPercent,
  fieldPhaseCost,
  fieldPhaseTime,
} from "./field-time.server";
import type { WellSetContext } from "./well-set.server";

/** The series of a tile across wells, in the viewer's units. */
export function buildFieldSeries(type: FieldTileType, ctx: WellSetContext): Promise<Table> {
  switch (type) {
    case "fieldDepthVsDays":
      return fieldDepthVsDays(ctx);
    case "fieldDaysPerThousand":
      return fieldDaysPerThousand(ctx);
    case "fieldCostVsDays":
      return fieldCostVsDays(ctx);
    case "fieldCostPerLength":
      return fieldCostPerLength(ctx);
    case "fieldAfeVsActual":
      return fieldAfeVsActual(ctx);
    case "fieldTimeline":
      return fieldTimeline(ctx);
    case "fieldActivityBreakdown":
      return fieldActivityBreakdown(ctx);
    case "fieldPhaseTime":
      return fieldPhaseTime(ctx);
    case "fieldPhaseCost":
      return fieldPhaseCost(ctx);
    case "fieldNptPercent":
      return fieldNptPercent(ctx);
    case "fieldNptBreakdown":
      return fieldNptBreakdown(ctx);
    case "fieldNptCauses":
      return fieldNptCauses(ctx);
    case "fieldNptByHoleSection":
      return fieldNptByHoleSection(ctx);
    case "fieldBitRop":
    case "fieldBitFootage":
    case "fieldBitCostPerLength":
      return fieldBitRuns(ctx);
    case "fieldDrillingParameters":
      return fieldDrillingParameters(ctx);
    default:
      return assertNever(type);
  }
}
