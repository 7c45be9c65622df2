import { describe, expect, it } from "vitest";

import { bitRotarySpeed, mechanicalSpecificEnergy } from "~/domain/drilling/mse";
import { formatMoney, multiplyMoney, parseMoney, sumMoney } from "~/domain/money/decimal";
import { calculateSurvey } from "~/domain/survey/minimum-curvature";
import { timeLogIssues } from "~/domain/time-log/tiling";
import { PASCALS_PER_PSI } from "~/domain/units/units";

import {
  addDays,
  generateWellReports,
  timeShares,
  type DdrGeneratorOptions,
} from "./ddr-generator";
import { createRandom } from "./random";

const WELLS: DdrGeneratorOptions[] = [
  { spudDate: "2026-01-10", days: 90, wellType: "oil", plannedTd: 3600, seed: "oil-90" },
  { spudDate: "2025-11-03", days: 60, wellType: "geothermal", plannedTd: 2400, seed: 7 },
  { spudDate: "2026-03-01", days: 120, wellType: "oil", plannedTd: 4500, seed: "oil-120" },
  { spudDate: "2026-05-20", days: 100, wellType: "geothermal", plannedTd: 3200, seed: "geo-100" },
];

const generated = WELLS.map((options) => ({ options, well: generateWellReports(options) }));
const PER_30M = 30;

describe.each(generated)("demo well $options.seed", ({ options, well }) => {
  const { reports } = well;

  it("writes one report per day with consecutive numbers and dates", () => {
    expect(reports).toHaveLength(options.days);
    reports.forEach((report, index) => {
      expect(report.reportNo).toBe(index + 1);
      expect(report.reportDate).toBe(addDays(options.spudDate, index));
      expect(report.dfs).toBe(index + 1);
      expect(report.dol).toBe(report.dfs);
    });
  });

  it("has time logs that tile every day exactly", () => {
    for (const report of reports) {
      expect(timeLogIssues(report.timeLog), report.reportDate).toEqual([]);
      const seconds = report.timeLog.reduce((sum, row) => sum + row.duration, 0);
      expect(seconds).toBe(24 * 3600);
      expect(report.productiveTime + report.nptTime).toBe(24 * 3600);
    }
  });

  it("never loses depth: rows chain, reports only go deeper, TD is reached", () => {
    let depth = 0;
    for (const report of reports) {
      for (const row of report.timeLog) {
        expect(row.mdFrom).toBe(depth);
        expect(row.mdTo).toBeGreaterThanOrEqual(row.mdFrom);
        if (row.mdTo > row.mdFrom) expect(["2", "4"]).toContain(row.iadcCode);
        depth = row.mdTo;
      }
      expect(report.mdAtReport).toBe(depth);
      expect(report.tvdAtReport).toBeLessThanOrEqual(report.mdAtReport + 1e-9);
    }
    for (let i = 1; i < reports.length; i++) {
      expect(reports[i]!.mdAtReport).toBeGreaterThanOrEqual(reports[i - 1]!.mdAtReport);
      expect(reports[i]!.progress).toBeCloseTo(
        reports[i]!.mdAtReport - reports[i - 1]!.mdAtReport,
        6,
      );
    }
    expect(reports[reports.length - 1]!.mdAtReport).toBe(options.plannedTd);
  });

  it("follows DOMAIN.md §7 section depths with 4–6 hole sections", () => {
    const sections = well.holeSections;
    expect(sections.length).toBeGreaterThanOrEqual(4);
    expect(sections.length).toBeLessThanOrEqual(6);
    const bottom = (name: string) => sections.find((s) => s.sectionName === name)!.plannedBottomMd;
    if (options.plannedTd >= 3200) {
      expect(bottom("26 in")).toBeGreaterThanOrEqual(300);
      expect(bottom("26 in")).toBeLessThanOrEqual(600);
      expect(bottom("17½ in")).toBeGreaterThanOrEqual(1000);
      expect(bottom("17½ in")).toBeLessThanOrEqual(1600);
      expect(bottom("12¼ in")).toBeGreaterThanOrEqual(2200);
      expect(bottom("12¼ in")).toBeLessThanOrEqual(3000);
    }
    for (let i = 1; i < sections.length; i++) {
      expect(sections[i]!.actualTopMd).toBe(sections[i - 1]!.actualBottomMd);
      expect(sections[i]!.holeSize).toBeLessThan(sections[i - 1]!.holeSize);
    }
    expect(sections[sections.length - 1]!.actualBottomMd).toBe(options.plannedTd);
  });

  it("spends its time in DOMAIN.md §7's shares", () => {
    const shares = timeShares(reports);
    expect(shares.npt).toBeGreaterThanOrEqual(0.1);
    expect(shares.npt).toBeLessThanOrEqual(0.25);
    expect(shares.drilling).toBeGreaterThanOrEqual(0.3);
    expect(shares.drilling).toBeLessThanOrEqual(0.4);
    expect(shares.trips).toBeGreaterThanOrEqual(0.15);
    expect(shares.trips).toBeLessThanOrEqual(0.2);
    expect(shares.casing).toBeGreaterThanOrEqual(0.1);
    expect(shares.casing).toBeLessThanOrEqual(0.15);
    for (const row of reports.flatMap((report) => report.timeLog)) {
      expect(row.isNpt).toBe(row.activityCategory === "downtime");
      expect(row.nptCode === null).toBe(!row.isNpt);
      expect(Number(row.iadcCode)).toBeGreaterThanOrEqual(1);
      expect(Number(row.iadcCode)).toBeLessThanOrEqual(23);
    }
  });

  it("surveys strictly deeper stations whose positions follow minimum curvature", () => {
    const stations = reports.flatMap((report) => report.surveyStations);
    expect(stations.length).toBeGreaterThan(options.plannedTd / 35);
    for (let i = 1; i < stations.length; i++) {
      const spacing = stations[i]!.md - stations[i - 1]!.md;
      expect(spacing).toBeGreaterThanOrEqual(28);
      expect(spacing).toBeLessThanOrEqual(30);
    }
    for (const station of stations) {
      expect(station.dls * PER_30M).toBeLessThanOrEqual(3);
      expect(station.inclination).toBeGreaterThanOrEqual(0);
      expect(station.inclination).toBeLessThanOrEqual(50);
      expect(station.azimuth).toBeGreaterThanOrEqual(0);
      expect(station.azimuth).toBeLessThan(360);
    }
    const recomputed = calculateSurvey({ stations, vsAzimuth: well.vsAzimuth }).stations;
    recomputed.forEach((station, i) => {
      expect(stations[i]!.tvd).toBeCloseTo(station.tvd, 6);
      expect(stations[i]!.ns).toBeCloseTo(station.ns, 6);
    });
    // Each day's stations lie above that day's hole depth.
    for (const report of reports) {
      for (const station of report.surveyStations) {
        expect(station.md).toBeLessThan(report.mdAtReport);
      }
    }
  });

  it("has bit runs whose depths, footage and ROP agree with the hole", () => {
    const runs = well.bitRuns;
    expect(runs.length).toBeGreaterThanOrEqual(options.days >= 80 ? 8 : 5);
    expect(runs.length).toBeLessThanOrEqual(20);
    let depth = 0;
    for (const run of runs) {
      expect(run.depthIn).toBe(depth);
      expect(run.depthOut).not.toBeNull();
      expect(run.depthOut!).toBeGreaterThan(run.depthIn);
      expect(run.footage).toBeCloseTo(run.depthOut! - run.depthIn, 6);
      expect(run.rop).toBeCloseTo(run.footage / run.hours, 9);
      expect(run.dull).not.toBeNull();
      expect(run.dull!.inner).toBeGreaterThanOrEqual(0);
      expect(run.dull!.inner).toBeLessThanOrEqual(8);
      const cost = Number(run.bitCost);
      expect(cost).toBeGreaterThanOrEqual(run.kind === "pdc" ? 20_000 : 8_000);
      expect(cost).toBeLessThanOrEqual(run.kind === "pdc" ? 80_000 : 25_000);
      depth = run.depthOut!;
    }
    expect(depth).toBe(options.plannedTd);
    // A run still drilling shows no depth out and no dull grade yet.
    const inHole = reports
      .flatMap((report) => report.bitRuns)
      .filter((run) => run.depthOut === null);
    expect(inHole.length).toBeGreaterThan(0);
    expect(inHole.every((run) => run.dull === null)).toBe(true);
  });

  it("drills with parameters in DOMAIN.md §7 ranges, at the ROP the progress implies", () => {
    const rows = reports.flatMap((report) => report.drillingParameters);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      // Light weight where a slow, fast-turning bit needs little (see the MSE test below).
      expect(row.wobMin).toBeGreaterThanOrEqual(10_000);
      expect(row.wobMax).toBeLessThanOrEqual(250_000);
      expect(row.wobMin).toBeLessThanOrEqual(row.wobMax);
      expect(row.rpmSurface).toBeGreaterThanOrEqual(60);
      expect(row.rpmSurface).toBeLessThanOrEqual(180);
      // The bit's torque: from a few hundred N·m for a slow 8½ in run to DOMAIN.md's 35 kN·m.
      expect(row.torque).toBeGreaterThan(200);
      expect(row.torque).toBeLessThanOrEqual(35_000);
      expect(row.spp).toBeGreaterThanOrEqual(75e5);
      expect(row.spp).toBeLessThanOrEqual(250e5);
      expect(row.hookLoad).toBeLessThanOrEqual(2_500_000);
      expect(row.rop).toBeGreaterThan(0);
    }
    // The day's footage over its drilling hours is the ROP reported.
    for (const report of reports) {
      const footage = report.drillingParameters.reduce(
        (sum, row) => sum + row.mdTo - row.mdFrom,
        0,
      );
      if (report.drillingParameters.length === 1) expect(footage).toBeCloseTo(report.progress, 6);
    }
  });

  it("drills with the weight and torque its bit needs for the rock: MSE in a real band", () => {
    const psi = (pa: number) => pa / PASCALS_PER_PSI;
    const mses: number[] = [];
    for (const report of reports) {
      for (const row of report.drillingParameters) {
        const run = well.bitRuns[row.bitRunNo - 1]!;
        const weightOnBit = (row.wobMin + row.wobMax) / 2;
        // Torque follows weight through the bit's friction (Pessier and Fear): T = μ·W·D/3.
        const friction = (3 * row.torque) / (weightOnBit * run.size);
        expect(friction).toBeGreaterThan(run.kind === "pdc" ? 0.19 : 0.11);
        expect(friction).toBeLessThan(run.kind === "pdc" ? 0.36 : 0.23);
        const mse = psi(
          mechanicalSpecificEnergy({
            weightOnBit,
            bitDiameter: run.size,
            rotarySpeed: bitRotarySpeed(row.rpmSurface, row.rpmMotor),
            torque: row.torque,
            rop: row.rop,
          })!,
        );
        // A few thousand psi in the soft surface hole, tens of thousands below it.
        expect(mse).toBeGreaterThan(2_000);
        expect(mse).toBeLessThan(100_000);
        if (run.size < 0.5) expect(mse).toBeGreaterThan(10_000);
        mses.push(mse);
      }
    }
    mses.sort((a, b) => a - b);
    const median = mses[Math.floor(mses.length / 2)]!;
    expect(median).toBeGreaterThan(10_000);
    expect(median).toBeLessThan(100_000);
  });

  it("keeps mud weight in 1,050–1,400 kg/m³, heavier as the hole deepens", () => {
    const checks = reports.flatMap((report) => report.mudChecks);
    for (const check of checks) {
      expect(check.density).toBeGreaterThanOrEqual(1045);
      expect(check.density).toBeLessThanOrEqual(1405);
      expect(check.ecd).toBeGreaterThan(check.density);
      expect(check.solidsPct + check.oilPct + check.waterPct).toBeCloseTo(100, 6);
    }
    const mean = (list: typeof checks) => list.reduce((s, c) => s + c.density, 0) / list.length;
    expect(mean(checks.slice(-20))).toBeGreaterThan(mean(checks.slice(0, 20)) + 20);
  });

  it("has 25–60 people on board", () => {
    for (const report of reports) {
      expect(report.pobTotal).toBe(report.personnel.reduce((sum, row) => sum + row.count, 0));
      expect(report.pobTotal).toBeGreaterThanOrEqual(25);
      expect(report.pobTotal).toBeLessThanOrEqual(60);
    }
  });

  it("books exact costs that add up, at a daily spread of US$40k–120k", () => {
    let cumulative = 0n;
    const daily: number[] = [];
    for (const report of reports) {
      for (const line of report.costLines) {
        expect(line.amount).toBe(
          formatMoney(multiplyMoney(parseMoney(line.unitPrice), line.quantity)),
        );
        expect(line.costDate).toBe(report.reportDate);
      }
      const total = sumMoney(report.costLines.map((line) => parseMoney(line.amount)));
      expect(report.dailyCost).toBe(formatMoney(total));
      cumulative += total;
      expect(report.cumulativeCost).toBe(formatMoney(cumulative));
      daily.push(Number(report.dailyCost));
      // Rig repair time is on zero rate, so only a whole day of repair books no rig.
      const repair = report.timeLog
        .filter((row) => row.nptCode === "EQ-RIG" || row.nptCode === "RIG-REP")
        .reduce((sum, row) => sum + row.duration, 0);
      const rig = report.costLines.find((line) => line.costItem === "Rig day rate");
      if (repair < 24 * 3600) {
        expect(Number(rig!.quantity)).toBeCloseTo(1 - repair / 86_400, 4);
      } else {
        expect(rig).toBeUndefined();
      }
    }
    daily.sort((a, b) => a - b);
    const median = daily[Math.floor(daily.length / 2)]!;
    expect(median).toBeGreaterThanOrEqual(40_000);
    expect(median).toBeLessThanOrEqual(120_000);
    const total = Number(reports[reports.length - 1]!.cumulativeCost);
    expect(total).toBeGreaterThan(3_000_000);
    expect(total).toBeLessThan(20_000_000);
  });

  it("carries bulk balances from day to day", () => {
    for (let i = 1; i < reports.length; i++) {
      reports[i]!.bulkMaterials.forEach((row, index) => {
        expect(row.start).toBe(reports[i - 1]!.bulkMaterials[index]!.endBalance);
        expect(row.endBalance).toBeCloseTo(row.start + row.received - row.used - row.returned, 6);
        expect(row.endBalance).toBeGreaterThanOrEqual(0);
      });
    }
  });

  it("tests each casing shoe once it is drilled out", () => {
    const tests = reports.flatMap((report) => report.lotFit);
    expect(tests.length).toBeGreaterThanOrEqual(2);
    for (const test of tests) {
      expect(test.emwResult).toBeGreaterThan(test.mudDensity);
      expect(test.emwResult).toBeGreaterThanOrEqual(1400);
      expect(test.emwResult).toBeLessThanOrEqual(1910);
    }
  });
});

describe("demo DDR generator", () => {
  it("gives the same reports for the same seed", () => {
    const options = WELLS[1]!;
    expect(generateWellReports(options)).toEqual(generateWellReports({ ...options }));
  });

  it("gives a different well for another seed", () => {
    const a = generateWellReports({ ...WELLS[0]!, seed: "a" });
    const b = generateWellReports({ ...WELLS[0]!, seed: "b" });
    expect(a.reports.map((r) => r.mdAtReport)).not.toEqual(b.reports.map((r) => r.mdAtReport));
  });

  it("tiles 06:00–06:00 reporting days too", () => {
    const well = generateWellReports({ ...WELLS[1]!, dayStart: "06:00" });
    for (const report of well.reports) {
      expect(timeLogIssues(report.timeLog, { dayStart: "06:00" })).toEqual([]);
      expect(report.timeLog[0]!.fromTime).toBe("06:00");
    }
  });

  it("makes a year-long benchmark well quickly", () => {
    const started = performance.now();
    const well = generateWellReports({
      spudDate: "2025-01-01",
      days: 365,
      wellType: "geothermal",
      plannedTd: 4500,
      seed: "bench",
    });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(well.reports).toHaveLength(365);
    for (const report of well.reports) expect(timeLogIssues(report.timeLog)).toEqual([]);
    const shares = timeShares(well.reports);
    expect(shares.npt).toBeGreaterThanOrEqual(0.1);
    expect(shares.npt).toBeLessThanOrEqual(0.25);
  });

  it("refuses options it cannot honour", () => {
    const base = WELLS[0]!;
    expect(() => generateWellReports({ ...base, days: 5 })).toThrow(RangeError);
    expect(() => generateWellReports({ ...base, plannedTd: 200 })).toThrow(RangeError);
    expect(() => generateWellReports({ ...base, spudDate: "10/01/2026" })).toThrow(RangeError);
  });
});

describe("seeded random", () => {
  it("repeats for a seed and differs between seeds and forks", () => {
    const draw = (seed: string) => Array.from({ length: 5 }, createRandom(seed).next);
    expect(draw("x")).toEqual(draw("x"));
    expect(draw("x")).not.toEqual(draw("y"));
    const random = createRandom("x");
    expect(random.fork("a").next()).not.toBe(random.fork("b").next());
  });

  it("stays within its ranges", () => {
    const random = createRandom(1);
    for (let i = 0; i < 1000; i++) {
      const n = random.int(3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
      const u = random.uniform(-1, 1);
      expect(u).toBeGreaterThanOrEqual(-1);
      expect(u).toBeLessThan(1);
    }
  });
});
