/**
 * The drilling parameters of a day, one row per bit run that made hole: WOB, rpm, torque,
 * flow, SPP, ROP and hook load. The ROP is the timeline's (the day's footage over its on-bottom
 * time); weight and torque are what that bit needs to drill the section's rock at that rate, so
 * the mechanical specific energy (Teale) reads as the rock's: tens of thousands of psi.
 */
import { PASCALS_PER_PSI } from "~/domain/units/units";

import { BIT_FRICTION } from "./catalogue";
import type { Random } from "./random";
import { isNewHole, type Piece } from "./timeline";
import type { DrillingParameterRow } from "./types";
import type { SectionPlan } from "./well-plan";
import type { RunFacts } from "./workstring";

const SECONDS_PER_MINUTE = 60;

/**
 * Weight on bit and torque that drill rock of strength `mse` (Pa) at `ropPerHour` (m/h) with a
 * bit of `diameter` (m) turning at `bitRpm`: Teale's MSE = W/A + 120π·N·T/(A·ROP) with the bit
 * torque of Pessier and Fear, T = μ·W·D/3, gives MSE = (W/A)·(1 + 40π·N·μ·D/ROP).
 */
export function bitLoads(input: {
  mse: number;
  friction: number;
  diameter: number;
  bitRpm: number;
  ropPerHour: number;
}): { weightOnBit: number; torque: number } {
  const { mse, friction, diameter, bitRpm, ropPerHour } = input;
  const area = (Math.PI * diameter ** 2) / 4;
  const weightOnBit =
    (mse * area) / (1 + (40 * Math.PI * bitRpm * friction * diameter) / ropPerHour);
  return { weightOnBit, torque: (friction * weightOnBit * diameter) / 3 };
}

export function parametersOfDay(
  dayRandom: Random,
  pieces: readonly Piece[],
  runs: readonly RunFacts[],
  sections: readonly SectionPlan[],
  plannedTd: number,
): DrillingParameterRow[] {
  const byRun = new Map<number, Piece[]>();
  for (const piece of pieces) {
    if (!isNewHole(piece.operation) || piece.operation.run === null) continue;
    const list = byRun.get(piece.operation.run) ?? [];
    list.push(piece);
    byRun.set(piece.operation.run, list);
  }
  const rows: DrillingParameterRow[] = [];
  for (const [runNo, list] of byRun) {
    const run = runs[runNo - 1]!;
    const section = sections[run.plan.sectionIndex]!;
    const random = dayRandom.fork(`parameters/${runNo}`);
    const mdFrom = Math.min(...list.map((piece) => piece.mdFrom));
    const mdTo = Math.max(...list.map((piece) => piece.mdTo));
    const minutes = list.reduce((sum, piece) => sum + piece.to - piece.from, 0);
    const footage = list.reduce((sum, piece) => sum + piece.mdTo - piece.mdFrom, 0);
    if (footage <= 0) continue;
    const template = section.template;
    const depthShare = mdTo / plannedTd;
    const rop = footage / (minutes * SECONDS_PER_MINUTE * run.plan.onBottomFraction);
    const flowLitres = random.uniform(template.flowRange[0], template.flowRange[1]);
    const rpmSurface = Math.round(
      run.plan.usesMotor
        ? random.uniform(60, 90)
        : random.uniform(template.rpmRange[0], template.rpmRange[1]),
    );
    const rpmMotor = run.plan.usesMotor ? Math.round(random.uniform(100, 200)) : null;
    const friction = random.uniform(...BIT_FRICTION[run.plan.model.kind]);
    const loads = bitLoads({
      mse: random.uniform(...template.mseRange) * 1000 * PASCALS_PER_PSI,
      friction,
      diameter: run.holeSize,
      bitRpm: rpmSurface + (rpmMotor ?? 0),
      ropPerHour: rop * 3600,
    });
    // The driller's range around the average weight, never past what the bit takes: softer
    // rock then simply takes less energy.
    const spread = random.uniform(0.08, 0.2);
    const weightOnBit = Math.min(
      loads.weightOnBit,
      (template.maxWeightOnBit * 1000) / (1 + spread),
    );
    const torque = (friction * weightOnBit * run.holeSize) / 3;
    rows.push({
      mdFrom,
      mdTo,
      wobMin: Math.round((weightOnBit * (1 - spread)) / 100) * 100,
      wobMax: Math.round((weightOnBit * (1 + spread)) / 100) * 100,
      rpmSurface,
      rpmMotor,
      torque: Math.round(torque / 10) * 10,
      flowRate: Math.round(flowLitres) / 60_000,
      spp: Math.round((80 + 150 * depthShare + random.uniform(-5, 15)) * 10) * 10_000,
      rop,
      hookLoad: Math.round(Math.min(2500, 450 + 0.45 * mdTo + random.uniform(-20, 20))) * 1000,
      bitRunNo: runNo,
    });
  }
  return rows;
}
