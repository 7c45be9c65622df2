/**
 * The workstring of each bit run: the bit as pulled (footage, on-bottom hours, ROP, dull grade,
 * cost) and its BHA, read off the same timeline as the time log.
 */
import { totalFlowArea } from "~/domain/drilling/bit-run";
import { formatNozzles } from "~/domain/drilling/nozzles";
import { formatMoney, moneyFromNumber, type Cents } from "~/domain/money/decimal";
import { METRES_PER_INCH } from "~/domain/units/units";

import { DULL_CHARACTERISTICS, DULL_LOCATIONS } from "./catalogue";
import type { Operation, PlannedBitRun } from "./operations";
import type { Random } from "./random";
import { depthWithin, isNewHole } from "./timeline";
import type { Bha, BhaComponent, BitRun } from "./types";
import type { SectionPlan } from "./well-plan";

const SECONDS_PER_MINUTE = 60;
const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

export interface RunFacts {
  plan: PlannedBitRun;
  /** The run's new-hole drilling operations, in time order. */
  drilling: Operation[];
  /** Its trips in and out (productive ones; a failure trip is downtime). */
  trips: Operation[];
  holeSize: number;
  first: number;
  last: number;
  bitCost: Cents;
  serialNo: string;
  bha: Bha;
  dull: BitRun["dull"];
  hasMwd: boolean;
  hasJar: boolean;
}

function initials(make: string): string {
  return make
    .split(/\s+/)
    .map((word) => word[0] ?? "")
    .join("")
    .toUpperCase()
    .slice(0, 2);
}

export function describeRuns(
  random: Random,
  ops: readonly Operation[],
  plannedRuns: readonly PlannedBitRun[],
  sections: readonly SectionPlan[],
): RunFacts[] {
  return plannedRuns.map((plan) => {
    const runRandom = random.fork(`run/${plan.runNo}`);
    let first = Number.POSITIVE_INFINITY;
    let last = 0;
    let onBottom = 0;
    const drilling: Operation[] = [];
    const trips: Operation[] = [];
    for (const operation of ops) {
      if (operation.run !== plan.runNo) continue;
      first = Math.min(first, operation.start);
      last = Math.max(last, operation.end);
      if (operation.group === "trips") trips.push(operation);
      if (isNewHole(operation)) {
        onBottom += operation.end - operation.start;
        drilling.push(operation);
      }
    }
    const section = sections[plan.sectionIndex]!;
    const hasMwd = section.template.role !== "conductor" && section.template.holeInches < 26;
    const bitCost = moneyFromNumber(
      Math.round(runRandom.uniform(plan.model.priceRange[0], plan.model.priceRange[1]) / 100) * 100,
    );
    const hoursOnBottom = (onBottom * plan.onBottomFraction) / 60;
    const wear = Math.min(1, hoursOnBottom / plan.model.lifeHours[1]);
    const kind = plan.model.kind;
    const grade = (bias: number) =>
      Math.max(0, Math.min(8, Math.round(wear * 5 + bias + runRandom.normal(0, 0.7))));
    const characteristic = runRandom.pick(DULL_CHARACTERISTICS[kind]);
    const inner = grade(0);
    const dull = {
      inner,
      outer: grade(0.6),
      characteristic: inner === 0 ? "NO" : characteristic,
      location: runRandom.pick(DULL_LOCATIONS[kind]),
      bearing:
        kind === "pdc"
          ? "X"
          : runRandom.weighted<string>([
              ["E", 0.85],
              ["F", 0.15],
            ]),
      gauge: runRandom.weighted<string>([
        ["I", 0.7],
        ["1", 0.2],
        ["2", 0.08],
        ["4", 0.02],
      ]),
      other: runRandom.pick(DULL_CHARACTERISTICS[kind].filter((code) => code !== characteristic)),
      reasonPulled: plan.reasonPulled,
    };
    return {
      plan,
      drilling,
      trips,
      holeSize: section.holeSize,
      first,
      last,
      bitCost,
      serialNo: `${initials(plan.model.make)}${runRandom.int(100000, 999999)}`,
      bha: bhaFor(runRandom, plan, section, hasMwd),
      dull,
      hasMwd,
      hasJar: true,
    };
  });
}

export function bitRunAt(run: RunFacts, t: number): BitRun {
  const { plan } = run;
  let footage = 0;
  let onBottomMinutes = 0;
  for (const operation of run.drilling) {
    if (operation.start >= t) break;
    const to = Math.min(operation.end, t);
    footage += depthWithin(operation, to) - operation.startMd;
    onBottomMinutes += to - operation.start;
  }
  const pulled = run.last <= t;
  let tripMinutes = 0;
  for (const operation of run.trips) {
    if (operation.start >= t) break;
    tripMinutes += Math.min(operation.end, t) - operation.start;
  }
  const hours = Math.round(onBottomMinutes * SECONDS_PER_MINUTE * plan.onBottomFraction);
  const model = plan.model;
  return {
    runNo: plan.runNo,
    bitNo: String(plan.runNo),
    kind: model.kind,
    size: run.holeSize,
    make: model.make,
    type: model.model,
    serialNo: run.serialNo,
    iadcCode: model.iadcCode,
    nozzles: formatNozzles(model.nozzles),
    tfa: totalFlowArea(model.nozzles),
    depthIn: plan.depthIn,
    depthOut: pulled ? plan.depthOut : null,
    hours,
    tripTime: tripMinutes * SECONDS_PER_MINUTE,
    footage: round1(pulled ? plan.depthOut - plan.depthIn : footage),
    rop: hours > 0 ? (pulled ? plan.depthOut - plan.depthIn : footage) / hours : null,
    dull: pulled ? run.dull : null,
    bitCost: formatMoney(run.bitCost),
    bhaNo: run.bha.bhaNo,
    sectionIndex: plan.sectionIndex,
  };
}

/** Bottom-up BHA for a run; steel masses from OD, ID and length. */
function bhaFor(random: Random, plan: PlannedBitRun, section: SectionPlan, hasMwd: boolean): Bha {
  const hole = section.template.holeInches;
  const collarOd = hole >= 17.5 ? 9.5 : hole >= 12 ? 8 : hole >= 8 ? 6.5 : 4.75;
  const collarId = hole >= 17.5 ? 3 : hole >= 8 ? 2.8125 : 2.25;
  const component = (
    item: string,
    odInches: number,
    idInches: number,
    length: number,
  ): BhaComponent => {
    const od = odInches * METRES_PER_INCH;
    const id = idInches * METRES_PER_INCH;
    const steel = (Math.PI / 4) * (od * od - id * id) * length * 7850;
    return {
      item,
      od,
      id,
      length: round2(length),
      weight: Math.round(steel),
      serialNo: `${item.slice(0, 3).toUpperCase()}-${random.int(1000, 9999)}`,
    };
  };
  const components: BhaComponent[] = [component("BIT", hole, 0, random.uniform(0.35, 0.6))];
  if (plan.usesRss) components.push(component("RSS", collarOd, collarId, random.uniform(4, 5)));
  if (plan.usesMotor)
    components.push(component("MOTOR", collarOd, collarId, random.uniform(8, 9.5)));
  components.push(component("STAB", collarOd, collarId, random.uniform(1.5, 2.2)));
  if (hasMwd) components.push(component("MWD", collarOd, collarId, random.uniform(9, 10.5)));
  const collars = random.int(3, 9);
  for (let i = 0; i < collars; i++) {
    components.push(component("DC", collarOd, collarId, random.uniform(9.1, 9.4)));
  }
  components.push(component("JAR", collarOd - 0.25, collarId, random.uniform(9.3, 9.8)));
  components.push(component("XO", collarOd - 1, collarId, random.uniform(0.9, 1.2)));
  const heavyWeights = random.int(12, 15);
  for (let i = 0; i < heavyWeights; i++) {
    components.push(component("HWDP", 5, 3, random.uniform(9.1, 9.4)));
  }
  return {
    bhaNo: plan.runNo,
    bitNo: String(plan.runNo),
    purpose: plan.purpose,
    components,
    totalLength: round2(components.reduce((sum, c) => sum + c.length, 0)),
    totalWeight: components.reduce((sum, c) => sum + c.weight, 0),
  };
}
