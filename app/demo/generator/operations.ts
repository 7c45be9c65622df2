/**
 * The well's operations from spud to rig release as one sequence, then laid on the calendar.
 *
 * Time is budgeted first (DOMAIN.md §7: drilling 30–40 %, trips 15–20 %, casing and cement
 * 10–15 %, NPT 10–25 %, the rest circulating, logging, BOP work and rig service), then the
 * operations are scaled into their group's budget and rounded to whole quarter hours, so the
 * sequence fills the reporting days exactly and every day's time log tiles 24 h.
 */
import type { Phase } from "~/domain/cost/phases";

import type { BitModel } from "./catalogue";
import type { Random } from "./random";
import type { ActivityCategory, ActivityGroup } from "./types";
import type { SectionPlan, TrajectoryPlan } from "./well-plan";

export const MINUTES_PER_DAY = 1440;
const QUARTER = 15;

export type OperationEvent =
  | { kind: "bitIn"; run: number }
  | { kind: "casing"; section: number }
  | { kind: "cement"; section: number }
  | { kind: "logging"; section: number }
  | { kind: "lot"; section: number; testType: "LOT" | "FIT" }
  | { kind: "bopTest" }
  | { kind: "wellTest" };

export interface Operation {
  group: ActivityGroup;
  iadcCode: string;
  subCode: string | null;
  category: ActivityCategory;
  nptCode: string | null;
  phase: Phase;
  sectionIndex: number;
  startMd: number;
  endMd: number;
  /** Past tense, for the time log. */
  description: string;
  /** Present tense, for "current status" and "forecast". */
  status: string;
  run: number | null;
  event: OperationEvent | null;
  /** Nominal hours before scaling. */
  weight: number;
  /** Minutes from the start of the first report, set by `schedule`. */
  start: number;
  end: number;
}

export interface PlannedBitRun {
  runNo: number;
  sectionIndex: number;
  model: BitModel;
  depthIn: number;
  depthOut: number;
  /** Share of drilling time the bit is on bottom (the rest is connections and surveys). */
  onBottomFraction: number;
  reasonPulled: string;
  usesMotor: boolean;
  usesRss: boolean;
  purpose: string;
}

/** One hole section of the program, as each of its steps needs it. */
export interface SectionStep {
  random: Random;
  sections: readonly SectionPlan[];
  section: SectionPlan;
  /** The planned bit runs of this section, in order. */
  sectionRuns: readonly PlannedBitRun[];
  newHoleMinutes: number;
}

export interface TimeBudget {
  totalMinutes: number;
  shares: Record<ActivityGroup, number>;
}

/** Group shares for this well, drawn inside DOMAIN.md §7's ranges. */
export function drawTimeBudget(random: Random, days: number): TimeBudget {
  const npt = random.uniform(0.12, 0.21);
  const drilling = random.uniform(0.32, 0.38);
  const trips = random.uniform(0.16, 0.19);
  const casing = random.uniform(0.11, 0.14);
  return {
    totalMinutes: days * MINUTES_PER_DAY,
    shares: { npt, drilling, trips, casing, other: 1 - npt - drilling - trips - casing },
  };
}

export function op(
  fields: Omit<Operation, "start" | "end" | "subCode" | "category" | "nptCode" | "run" | "event"> &
    Partial<Pick<Operation, "subCode" | "category" | "nptCode" | "run" | "event">>,
): Operation {
  return {
    subCode: null,
    category: "planned",
    nptCode: null,
    run: null,
    event: null,
    start: 0,
    end: 0,
    ...fields,
  };
}

export const round1 = (value: number) => Math.round(value * 10) / 10;

/** Splits `total` into `count` positive parts with ±`jitter` relative variation. */
export function splitLength(
  random: Random,
  total: number,
  count: number,
  jitter: number,
): number[] {
  const weights = Array.from({ length: count }, () => 1 + random.uniform(-jitter, jitter));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((weight) => (total * weight) / sum);
}

export function kindLabel(model: BitModel): string {
  return model.kind === "pdc" ? "PDC" : "tricone";
}

/**
 * Bit runs of every section: each section's drilling time comes from the budget (weighted by
 * length over typical ROP), and a bit is pulled when it has worn out its life in on-bottom hours.
 */
export function planBitRuns(
  random: Random,
  sections: readonly SectionPlan[],
  trajectory: TrajectoryPlan,
  drillingMinutes: readonly number[],
): PlannedBitRun[] {
  const runs: PlannedBitRun[] = [];
  sections.forEach((section, sectionIndex) => {
    const onBottomFraction = random.uniform(0.72, 0.82);
    const onBottomHours = ((drillingMinutes[sectionIndex] ?? 0) / 60) * onBottomFraction;
    const model = random.pick(section.bitModels);
    const life = random.uniform(model.lifeHours[0], model.lifeHours[1]);
    const count = Math.max(
      1,
      Math.min(6, Math.round(onBottomHours / life + random.uniform(-0.3, 0.3))),
    );
    const lengths = splitLength(random, section.bottomMd - section.topMd, count, 0.35);
    const kickOff = trajectory.kickOffMd;
    let depth = section.topMd;
    lengths.forEach((length, i) => {
      const depthIn = depth;
      const depthOut = i === count - 1 ? section.bottomMd : round1(depth + length);
      depth = depthOut;
      const building =
        kickOff !== null &&
        depthOut > kickOff &&
        depthIn < kickOff + trajectory.holdInclination / trajectory.buildRate;
      const directional = kickOff !== null && depthOut > kickOff;
      const usesRss = directional && section.holeSize < 0.4 && random.chance(0.45);
      const usesMotor = directional && !usesRss;
      const reasonPulled =
        i === count - 1
          ? "TD"
          : random.weighted<string>([
              ["HR", 0.35],
              ["PR", 0.35],
              ["BHA", 0.12],
              [usesMotor ? "DMF" : "DTF", 0.18],
            ]);
      runs.push({
        runNo: runs.length + 1,
        sectionIndex,
        model: i === 0 ? model : random.pick(section.bitModels),
        depthIn,
        depthOut,
        onBottomFraction,
        reasonPulled,
        usesMotor,
        usesRss,
        purpose: building
          ? usesRss
            ? "RSS build"
            : "Motor build"
          : directional
            ? usesRss
              ? "RSS hold"
              : "Motor hold"
            : "Rotary vertical",
      });
    });
  });
  return runs;
}

/** Drilling minutes of each section: the budget shared by length over typical ROP. */
export function sectionDrillingMinutes(
  sections: readonly SectionPlan[],
  drillingBudget: number,
): number[] {
  const weights = sections.map((s) => (s.bottomMd - s.topMd) / s.typicalRop);
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((weight) => (drillingBudget * weight) / total);
}

/**
 * Scales every group into its share of the days and rounds to quarter hours (largest
 * remainder), so the durations add up to exactly `days × 24 h`; then sets start and end.
 */
export function schedule(ops: Operation[], budget: TimeBudget): Operation[] {
  const weights: Record<ActivityGroup, number> = {
    drilling: 0,
    trips: 0,
    casing: 0,
    other: 0,
    npt: 0,
  };
  for (const operation of ops) weights[operation.group] += operation.weight;
  const minutes = ops.map((operation) => {
    const groupWeight = weights[operation.group];
    return groupWeight > 0
      ? (budget.totalMinutes * budget.shares[operation.group] * operation.weight) / groupWeight
      : 0;
  });
  const quarters = apportion(
    minutes.map((value) => value / QUARTER),
    budget.totalMinutes / QUARTER,
  );
  let clock = 0;
  ops.forEach((operation, index) => {
    operation.start = clock;
    clock += quarters[index]! * QUARTER;
    operation.end = clock;
  });
  return ops;
}

/** Whole numbers ≥ 1 close to `values` that add up to `total` exactly. */
export function apportion(values: readonly number[], total: number): number[] {
  const whole = values.map((value) => Math.max(1, Math.floor(value)));
  let difference = total - whole.reduce((a, b) => a + b, 0);
  const order = values
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let i = 0; difference > 0; i = (i + 1) % order.length) {
    whole[order[i]!.index]! += 1;
    difference -= 1;
  }
  // Only when the minimums overshoot: take back from the longest operations.
  while (difference < 0) {
    let longest = 0;
    whole.forEach((value, index) => {
      if (value > whole[longest]!) longest = index;
    });
    whole[longest]! -= 1;
    difference += 1;
  }
  return whole;
}
