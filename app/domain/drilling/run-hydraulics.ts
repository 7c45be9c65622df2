/**
 * A bit run's hydraulics with the day's figures: the pump rate of the drilling-parameter
 * interval the bit drilled that day, and the day's mud weight. Used alike by the DDR's bit
 * section and the bit dashboards, so both show the same figures. Stored units.
 */
import { bitHydraulics, type BitHydraulics } from "./hydraulics";

/** A drilling-parameters interval of the day (m, m³/s). */
export interface PumpInterval {
  mdFrom: number | null;
  mdTo: number | null;
  flowRate: number | null;
}

/** A mud check of the day: "HH:MM" and kg/m³. */
export interface MudWeightCheck {
  checkTime: string | null;
  density: number | null;
}

/** The day's inputs of the bit hydraulics. */
export interface DayHydraulicsInputs {
  pumpIntervals: readonly PumpInterval[];
  /** The day's mud weight, kg/m³: its last check. */
  mudDensity: number | null;
}

/** The mud weight the day ended with: the last check that has a density. */
export function dayMudDensity(checks: readonly MudWeightCheck[]): number | null {
  let last: MudWeightCheck | null = null;
  for (const check of checks) {
    if (check.density === null) continue;
    if (last === null || (check.checkTime ?? "") >= (last.checkTime ?? "")) last = check;
  }
  return last?.density ?? null;
}

/**
 * The pump rate a run drilled with that day: the deepest of the day's intervals within the run
 * (depth in to depth out, or on down while the bit is in the hole); null when it drilled none.
 */
export function runFlowRate(
  run: { depthIn: number | null; depthOut: number | null },
  intervals: readonly PumpInterval[],
): number | null {
  if (run.depthIn === null) return null;
  const bottom = run.depthOut ?? Number.POSITIVE_INFINITY;
  let deepest: PumpInterval | null = null;
  for (const interval of intervals) {
    const { mdFrom, mdTo, flowRate } = interval;
    if (mdFrom === null || mdTo === null || flowRate === null) continue;
    if (mdTo <= run.depthIn || mdFrom >= bottom) continue;
    if (deepest === null || mdTo > deepest.mdTo!) deepest = interval;
  }
  return deepest?.flowRate ?? null;
}

/** A run's hydraulics on a day, with the pump rate and mud weight they were worked out at. */
export interface RunHydraulics extends BitHydraulics {
  /** m³/s */
  flowRate: number;
  /** kg/m³ */
  mudDensity: number;
}

/** Pressure drop, jet velocity, hydraulic power and HSI of a run on a day; null without inputs. */
export function runHydraulics(
  run: {
    depthIn: number | null;
    depthOut: number | null;
    size: number | null;
    tfa: number | null;
  },
  day: DayHydraulicsInputs,
): RunHydraulics | null {
  const flowRate = runFlowRate(run, day.pumpIntervals);
  const figures = bitHydraulics({
    density: day.mudDensity,
    flowRate,
    totalFlowArea: run.tfa,
    bitDiameter: run.size,
  });
  return figures && { ...figures, flowRate: flowRate!, mudDensity: day.mudDensity! };
}
