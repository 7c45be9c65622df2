/**
 * AFE against actual cost for one well: the authorised budget, the cost booked in the daily
 * drilling reports, the variance, and a forecast at completion (actual + remaining plan), per
 * phase and per contract category (contract bundle). Pure and exact: every amount is integer
 * cents (app/domain/money), so the rows add up to the total to the cent.
 *
 * Remaining plan: each AFE line is spread over the planned time of the activity it was built
 * from (a free line over its whole phase). The well has used `elapsedSeconds` of that timeline
 * (its DDR days); the part of a line planned after that point is still to be spent. A cost
 * booked today therefore moves actual, variance and forecast by exactly its amount, and a
 * day's progress releases the plan of that day.
 */
import { afeVariance, percentVariance, type Cents } from "~/domain/money/decimal";

import { comparePhases } from "./phases";

export interface AfePlanLine {
  phase: string;
  /** Contract bundle (contract category); null for a free line without one. */
  bundleId: number | null;
  amount: Cents;
  /** The planned activity the line was built from; free lines have none. */
  activityId: number | null;
  /** Order of that activity within its phase. */
  activitySequence: number | null;
  /** Planned duration of that activity, in seconds, as it stood when the line was built. */
  plannedDurationS: number | null;
}

export interface ActualCell {
  phase: string | null;
  bundleId: number | null;
  /** Every cost line booked in the well's DDRs, approved or not. */
  actual: Cents;
  /** The part of `actual` in reports not approved yet (draft, submitted or returned). */
  committed: Cents;
}

export interface CostFigures {
  afe: Cents;
  actual: Cents;
  committed: Cents;
  /** actual − AFE: positive is over budget (DOMAIN.md §4 "AFE variance"). */
  variance: Cents;
  /** (actual − AFE) / AFE × 100, null without a budget. */
  variancePercent: number | null;
  remainingPlan: Cents;
  /** Forecast at completion: actual + remaining plan. */
  forecast: Cents;
  /** forecast − AFE: what the well is heading for. */
  forecastVariance: Cents;
  forecastVariancePercent: number | null;
}

export interface PhaseFigures extends CostFigures {
  phase: string | null;
}

export interface CategoryFigures extends CostFigures {
  bundleId: number | null;
}

export interface CellFigures extends CostFigures {
  phase: string | null;
  bundleId: number | null;
}

export interface AfeVsActual {
  total: CostFigures;
  byPhase: PhaseFigures[];
  byCategory: CategoryFigures[];
  /** Phase × category, for charts that need both. */
  cells: CellFigures[];
  /** Planned duration of the AFE's activities, seconds. */
  plannedSeconds: number;
  elapsedSeconds: number;
}

interface Sums {
  afe: Cents;
  actual: Cents;
  committed: Cents;
  remainingPlan: Cents;
}

/** The derived figures of one row from its four sums. */
export function costFigures({ afe, actual, committed, remainingPlan }: Sums): CostFigures {
  const forecast = actual + remainingPlan;
  return {
    afe,
    actual,
    committed,
    variance: afeVariance(actual, afe),
    variancePercent: percentVariance(actual, afe),
    remainingPlan,
    forecast,
    forecastVariance: afeVariance(forecast, afe),
    forecastVariancePercent: percentVariance(forecast, afe),
  };
}

/** amount × numerator / denominator, rounded to the cent half away from zero. */
export function prorate(amount: Cents, numerator: bigint, denominator: bigint): Cents {
  if (denominator <= 0n) throw new RangeError("prorate: the denominator must be positive");
  const product = amount * numerator;
  const quotient = product / denominator;
  const remainder = product % denominator;
  const twice = 2n * (remainder < 0n ? -remainder : remainder);
  if (twice < denominator) return quotient;
  return product < 0n ? quotient - 1n : quotient + 1n;
}

export interface PlannedWindow {
  startS: number;
  endS: number;
}

export interface PlanSchedule {
  activities: Map<number, PlannedWindow>;
  phases: Map<string, PlannedWindow>;
  plannedSeconds: number;
}

/**
 * Lays the AFE's activities end to end: phases in well order, activities by their sequence
 * within the phase. A phase without activities takes no time and sits where it falls.
 * An activity that appears on several lines (or versions) keeps its longest planned duration.
 */
export function planSchedule(lines: readonly AfePlanLine[]): PlanSchedule {
  const durations = new Map<number, { phase: string; sequence: number; seconds: number }>();
  const phases = new Set<string>();
  for (const line of lines) {
    phases.add(line.phase);
    if (line.activityId === null) continue;
    const seconds = Math.max(0, Math.round(line.plannedDurationS ?? 0));
    const known = durations.get(line.activityId);
    if (!known || seconds > known.seconds) {
      durations.set(line.activityId, {
        phase: line.phase,
        sequence: line.activitySequence ?? 0,
        seconds,
      });
    }
  }

  const activities = new Map<number, PlannedWindow>();
  const phaseWindows = new Map<string, PlannedWindow>();
  let cursor = 0;
  for (const phase of [...phases].sort(comparePhases)) {
    const start = cursor;
    const inPhase = [...durations.entries()]
      .filter(([, activity]) => activity.phase === phase)
      .sort(([idA, a], [idB, b]) => a.sequence - b.sequence || idA - idB);
    for (const [id, activity] of inPhase) {
      activities.set(id, { startS: cursor, endS: cursor + activity.seconds });
      cursor += activity.seconds;
    }
    phaseWindows.set(phase, { startS: start, endS: cursor });
  }
  return { activities, phases: phaseWindows, plannedSeconds: cursor };
}

/** The part of `amount`, planned evenly over `window`, that lies after `elapsedS`. */
export function remainingOfLine(amount: Cents, window: PlannedWindow, elapsedS: number): Cents {
  const elapsed = Math.max(0, Math.round(elapsedS));
  if (window.endS <= window.startS) return elapsed > window.startS ? 0n : amount;
  if (elapsed <= window.startS) return amount;
  if (elapsed >= window.endS) return 0n;
  return prorate(amount, BigInt(window.endS - elapsed), BigInt(window.endS - window.startS));
}

const cellKey = (phase: string | null, bundleId: number | null) =>
  JSON.stringify([phase, bundleId]);

function emptySums(): Sums {
  return { afe: 0n, actual: 0n, committed: 0n, remainingPlan: 0n };
}

function addSums(into: Sums, from: Sums) {
  into.afe += from.afe;
  into.actual += from.actual;
  into.committed += from.committed;
  into.remainingPlan += from.remainingPlan;
}

const compareBundles = (a: number | null, b: number | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b;

export function afeVsActual(input: {
  planLines: readonly AfePlanLine[];
  actualCells: readonly ActualCell[];
  elapsedSeconds: number;
}): AfeVsActual {
  const schedule = planSchedule(input.planLines);
  const cells = new Map<string, Sums & { phase: string | null; bundleId: number | null }>();
  const cellOf = (phase: string | null, bundleId: number | null) => {
    const key = cellKey(phase, bundleId);
    let cell = cells.get(key);
    if (!cell) {
      cell = { phase, bundleId, ...emptySums() };
      cells.set(key, cell);
    }
    return cell;
  };

  for (const line of input.planLines) {
    const window =
      (line.activityId !== null ? schedule.activities.get(line.activityId) : undefined) ??
      schedule.phases.get(line.phase)!;
    const cell = cellOf(line.phase, line.bundleId);
    cell.afe += line.amount;
    cell.remainingPlan += remainingOfLine(line.amount, window, input.elapsedSeconds);
  }
  for (const actual of input.actualCells) {
    const cell = cellOf(actual.phase, actual.bundleId);
    cell.actual += actual.actual;
    cell.committed += actual.committed;
  }

  const total = emptySums();
  const byPhase = new Map<string, Sums & { phase: string | null }>();
  const byCategory = new Map<string, Sums & { bundleId: number | null }>();
  for (const cell of cells.values()) {
    addSums(total, cell);
    const phaseKey = JSON.stringify(cell.phase);
    const phaseSums = byPhase.get(phaseKey) ?? { phase: cell.phase, ...emptySums() };
    addSums(phaseSums, cell);
    byPhase.set(phaseKey, phaseSums);
    const categoryKey = String(cell.bundleId);
    const categorySums = byCategory.get(categoryKey) ?? {
      bundleId: cell.bundleId,
      ...emptySums(),
    };
    addSums(categorySums, cell);
    byCategory.set(categoryKey, categorySums);
  }

  return {
    total: costFigures(total),
    byPhase: [...byPhase.values()]
      .sort((a, b) => comparePhases(a.phase, b.phase))
      .map((sums) => ({ phase: sums.phase, ...costFigures(sums) })),
    byCategory: [...byCategory.values()]
      .sort((a, b) => compareBundles(a.bundleId, b.bundleId))
      .map((sums) => ({ bundleId: sums.bundleId, ...costFigures(sums) })),
    cells: [...cells.values()]
      .sort((a, b) => comparePhases(a.phase, b.phase) || compareBundles(a.bundleId, b.bundleId))
      .map((sums) => ({ phase: sums.phase, bundleId: sums.bundleId, ...costFigures(sums) })),
    plannedSeconds: schedule.plannedSeconds,
    elapsedSeconds: Math.max(0, Math.round(input.elapsedSeconds)),
  };
}
