import { describe, expect, it } from "vitest";

import { formatUsd, parseMoney, sumMoney } from "~/domain/money/decimal";

import {
  afeVsActual,
  costFigures,
  planSchedule,
  prorate,
  remainingOfLine,
  type AfePlanLine,
} from "./afe";

const DAY = 86_400;
const RIG = 1;
const MUD = 2;
const CEMENT = 3;

function line(
  phase: string,
  bundleId: number | null,
  amount: string,
  activity?: { id: number; sequence: number; days: number },
): AfePlanLine {
  return {
    phase,
    bundleId,
    amount: parseMoney(amount),
    activityId: activity?.id ?? null,
    activitySequence: activity?.sequence ?? null,
    plannedDurationS: activity ? activity.days * DAY : null,
  };
}

describe("figures of a row", () => {
  it("gives the DOMAIN.md variance vector: 6.45 M against 6.0 M is +0.45 M, +7.5 %", () => {
    const row = costFigures({
      afe: parseMoney("6000000"),
      actual: parseMoney("6450000"),
      committed: 0n,
      remainingPlan: 0n,
    });
    expect(row.variance).toBe(parseMoney("450000"));
    expect(row.variancePercent).toBe(7.5);
    expect(row.forecast).toBe(parseMoney("6450000"));
    expect(formatUsd(row.variance)).toBe("$450,000");
  });

  it("forecast at completion is actual + remaining plan, to the cent", () => {
    const row = costFigures({
      afe: parseMoney("1000000.10"),
      actual: parseMoney("400000.05"),
      committed: parseMoney("12500.00"),
      remainingPlan: parseMoney("700000.20"),
    });
    expect(row.forecast).toBe(parseMoney("1100000.25"));
    expect(row.variance).toBe(parseMoney("-600000.05"));
    expect(row.forecastVariance).toBe(parseMoney("100000.15"));
    expect(row.committed).toBe(parseMoney("12500"));
  });

  it("has no percentage without a budget", () => {
    const row = costFigures({ afe: 0n, actual: 500n, committed: 0n, remainingPlan: 0n });
    expect(row.variancePercent).toBeNull();
    expect(row.forecastVariancePercent).toBeNull();
    expect(row.variance).toBe(500n);
  });

  it("adds amounts that binary floating point gets wrong", () => {
    const row = costFigures({
      afe: parseMoney("0.30"),
      actual: sumMoney([parseMoney("0.10"), parseMoney("0.20")]),
      committed: 0n,
      remainingPlan: 0n,
    });
    expect(row.variance).toBe(0n);
    expect(row.variancePercent).toBe(0);
  });
});

describe("prorate", () => {
  it("rounds half away from zero", () => {
    expect(prorate(100n, 1n, 3n)).toBe(33n);
    expect(prorate(100n, 2n, 3n)).toBe(67n);
    expect(prorate(1n, 1n, 2n)).toBe(1n);
    expect(prorate(-1n, 1n, 2n)).toBe(-1n);
    expect(prorate(parseMoney("35000"), 3n, 4n)).toBe(parseMoney("26250"));
  });

  it("refuses a zero denominator", () => {
    expect(() => prorate(100n, 1n, 0n)).toThrow(RangeError);
  });
});

describe("the planned timeline", () => {
  it("lays activities end to end by phase order and sequence, whatever the line order", () => {
    const schedule = planSchedule([
      line("surface", RIG, "100", { id: 7, sequence: 20, days: 2 }),
      line("mobilisation", RIG, "100", { id: 3, sequence: 10, days: 4 }),
      line("surface", MUD, "100", { id: 5, sequence: 10, days: 3 }),
      line("surface", CEMENT, "50"),
    ]);
    expect(schedule.activities.get(3)).toEqual({ startS: 0, endS: 4 * DAY });
    expect(schedule.activities.get(5)).toEqual({ startS: 4 * DAY, endS: 7 * DAY });
    expect(schedule.activities.get(7)).toEqual({ startS: 7 * DAY, endS: 9 * DAY });
    expect(schedule.phases.get("surface")).toEqual({ startS: 4 * DAY, endS: 9 * DAY });
    expect(schedule.plannedSeconds).toBe(9 * DAY);
  });

  it("keeps an activity's longest duration when a supplement extends it", () => {
    const schedule = planSchedule([
      line("surface", RIG, "100", { id: 1, sequence: 1, days: 5 }),
      line("surface", RIG, "100", { id: 1, sequence: 1, days: 8 }),
    ]);
    expect(schedule.activities.get(1)).toEqual({ startS: 0, endS: 8 * DAY });
  });

  it("spreads a line evenly over its window", () => {
    const window = { startS: 10 * DAY, endS: 20 * DAY };
    const amount = parseMoney("300000");
    expect(remainingOfLine(amount, window, 0)).toBe(amount);
    expect(remainingOfLine(amount, window, 10 * DAY)).toBe(amount);
    expect(remainingOfLine(amount, window, 13 * DAY)).toBe(parseMoney("210000"));
    expect(remainingOfLine(amount, window, 20 * DAY)).toBe(0n);
    expect(remainingOfLine(amount, window, 40 * DAY)).toBe(0n);
  });

  it("releases a phase without planned time once the well has moved past it", () => {
    const atStart = { startS: 0, endS: 0 };
    expect(remainingOfLine(500n, atStart, 0)).toBe(500n);
    expect(remainingOfLine(500n, atStart, 1)).toBe(0n);
  });
});

describe("AFE against actual", () => {
  // A small well: 4 days of rig move, 10 days of surface hole, then a cement job.
  const plan: AfePlanLine[] = [
    line("mobilisation", RIG, "120000.00", { id: 1, sequence: 10, days: 4 }),
    line("surface", RIG, "350000.00", { id: 2, sequence: 10, days: 10 }),
    line("surface", MUD, "80000.00", { id: 2, sequence: 10, days: 10 }),
    line("surface", CEMENT, "45000.50"),
  ];

  it("totals the AFE and keeps phase and category rows adding up to it", () => {
    const result = afeVsActual({ planLines: plan, actualCells: [], elapsedSeconds: 0 });
    expect(result.total.afe).toBe(parseMoney("595000.50"));
    expect(sumMoney(result.byPhase.map((row) => row.afe))).toBe(result.total.afe);
    expect(sumMoney(result.byCategory.map((row) => row.afe))).toBe(result.total.afe);
    expect(result.byPhase.map((row) => row.phase)).toEqual(["mobilisation", "surface"]);
    expect(result.byCategory.map((row) => row.bundleId)).toEqual([RIG, MUD, CEMENT]);
    // Nothing spent and nothing done: the forecast is the budget.
    expect(result.total.forecast).toBe(result.total.afe);
    expect(result.total.variance).toBe(-result.total.afe);
    expect(result.total.variancePercent).toBe(-100);
    expect(result.plannedSeconds).toBe(14 * DAY);
  });

  it("forecasts actual + the plan still ahead of the well", () => {
    const actualCells = [
      { phase: "mobilisation", bundleId: RIG, actual: parseMoney("131000"), committed: 0n },
      {
        phase: "surface",
        bundleId: RIG,
        actual: parseMoney("70500.25"),
        committed: parseMoney("35250"),
      },
      { phase: "surface", bundleId: MUD, actual: parseMoney("9000"), committed: 0n },
    ];
    // Six days in: mobilisation done, surface hole 2 of 10 days.
    const result = afeVsActual({ planLines: plan, actualCells, elapsedSeconds: 6 * DAY });
    const mobilisation = result.byPhase.find((row) => row.phase === "mobilisation")!;
    expect(mobilisation.remainingPlan).toBe(0n);
    expect(mobilisation.forecast).toBe(parseMoney("131000"));
    expect(mobilisation.variance).toBe(parseMoney("11000"));
    expect(mobilisation.variancePercent).toBeCloseTo(9.1667, 4);

    const surface = result.byPhase.find((row) => row.phase === "surface")!;
    // Rig 350,000 × 8/10 + mud 80,000 × 8/10 + cement (free line over the whole phase) × 8/10.
    expect(surface.remainingPlan).toBe(parseMoney("280000") + parseMoney("64000") + 3_600_040n);
    expect(surface.actual).toBe(parseMoney("79500.25"));
    expect(surface.committed).toBe(parseMoney("35250"));
    expect(surface.forecast).toBe(surface.actual + surface.remainingPlan);

    expect(result.total.actual).toBe(parseMoney("210500.25"));
    expect(result.total.forecast).toBe(parseMoney("210500.25") + surface.remainingPlan);
    expect(sumMoney(result.byCategory.map((row) => row.forecast))).toBe(result.total.forecast);
    expect(sumMoney(result.cells.map((row) => row.remainingPlan))).toBe(result.total.remainingPlan);
  });

  it("moves actual, variance and forecast by exactly a newly booked amount", () => {
    const before = afeVsActual({
      planLines: plan,
      actualCells: [{ phase: "surface", bundleId: RIG, actual: parseMoney("1000"), committed: 0n }],
      elapsedSeconds: 5 * DAY,
    });
    const booked = parseMoney("12345.67");
    const after = afeVsActual({
      planLines: plan,
      actualCells: [
        { phase: "surface", bundleId: RIG, actual: parseMoney("1000") + booked, committed: booked },
      ],
      elapsedSeconds: 5 * DAY,
    });
    expect(after.total.actual - before.total.actual).toBe(booked);
    expect(after.total.variance - before.total.variance).toBe(booked);
    expect(after.total.forecast - before.total.forecast).toBe(booked);
    expect(after.total.committed - before.total.committed).toBe(booked);
  });

  it("shows cost outside the plan in its own rows: another phase, no phase, no category", () => {
    const result = afeVsActual({
      planLines: plan,
      actualCells: [
        { phase: "fishing-job", bundleId: RIG, actual: 700n, committed: 0n },
        { phase: null, bundleId: null, actual: 300n, committed: 300n },
      ],
      elapsedSeconds: 0,
    });
    expect(result.byPhase.map((row) => row.phase)).toEqual([
      "mobilisation",
      "surface",
      "fishing-job",
      null,
    ]);
    expect(result.byCategory.map((row) => row.bundleId)).toEqual([RIG, MUD, CEMENT, null]);
    const unplanned = result.byCategory.at(-1)!;
    expect(unplanned.afe).toBe(0n);
    expect(unplanned.variancePercent).toBeNull();
    expect(unplanned.forecast).toBe(300n);
  });

  it("forecasts the actual once the well runs past its planned time", () => {
    const result = afeVsActual({
      planLines: plan,
      actualCells: [
        { phase: "surface", bundleId: RIG, actual: parseMoney("700000"), committed: 0n },
      ],
      elapsedSeconds: 30 * DAY,
    });
    expect(result.total.remainingPlan).toBe(0n);
    expect(result.total.forecast).toBe(parseMoney("700000"));
    expect(result.total.forecastVariance).toBe(parseMoney("104999.50"));
  });

  it("is empty for a well without plan or cost", () => {
    const result = afeVsActual({ planLines: [], actualCells: [], elapsedSeconds: 0 });
    expect(result.total.afe).toBe(0n);
    expect(result.byPhase).toEqual([]);
    expect(result.byCategory).toEqual([]);
  });
});
