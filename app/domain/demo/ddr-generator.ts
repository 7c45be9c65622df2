/**
 * Believable, internally consistent daily drilling reports for one demo well, from a seed.
 *
 * Pure and deterministic: no clock, no Math.random. The well is planned first (sections,
 * trajectory, bit runs), its operations are laid on the calendar (operations.ts), and each
 * report is read off that one timeline, so depths, surveys, bit footage and ROP, mud weight,
 * crews and costs all agree with the time log of the same day.
 */
import {
  formatMoney,
  moneyFromNumber,
  multiplyMoney,
  parseMoney,
  sumMoney,
  type Cents,
} from "~/domain/money/decimal";
import { totalFlowArea } from "~/domain/drilling/bit-run";
import { formatNozzles } from "~/domain/drilling/nozzles";
import { equivalentMudWeight, STANDARD_GRAVITY } from "~/domain/drilling/hydraulics";
import type { SurveyStationPosition } from "~/domain/survey/minimum-curvature";
import { METRES_PER_INCH } from "~/domain/units/units";

import {
  CASING_PRICE_PER_METRE,
  COMPANIES,
  COST_ITEMS,
  DULL_CHARACTERISTICS,
  DULL_LOCATIONS,
  ENGINEERS,
  SUPERVISORS,
  type CostItemKey,
} from "./catalogue";
import {
  addDowntime,
  buildProgram,
  drawTimeBudget,
  MINUTES_PER_DAY,
  planBitRuns,
  schedule,
  sectionDrillingMinutes,
  type Operation,
  type PlannedBitRun,
} from "./operations";
import { createRandom, type Random } from "./random";
import type {
  Bha,
  BhaComponent,
  BitRun,
  BulkMaterialRow,
  CostLine,
  DdrGeneratorOptions,
  DrillingParameterRow,
  EnvironmentalRow,
  GeneratedReport,
  GeneratedWell,
  HoleSectionStatus,
  LastCasing,
  LotFitTest,
  MudCheck,
  PersonnelRow,
  SafetyReport,
  SurveyStationRow,
  TimeLogEntry,
  Weather,
} from "./types";
import { planSections, planTrajectory, surveyWell, tvdAt, type SectionPlan } from "./well-plan";

export type * from "./types";

const SECONDS_PER_MINUTE = 60;
const BARITE_DENSITY = 4200;
const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** "YYYY-MM-DD" plus whole days, on the UTC calendar (no time zone can shift it). */
export function addDays(date: string, days: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return new Date(time).toISOString().slice(0, 10);
}

function clock(minutesFromDayStart: number, dayStart: number): string {
  if (minutesFromDayStart === MINUTES_PER_DAY && dayStart === 0) return "24:00";
  const minutes = (minutesFromDayStart + dayStart) % MINUTES_PER_DAY;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

function validate(options: DdrGeneratorOptions) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(options.spudDate)) {
    throw new RangeError(`spudDate must be YYYY-MM-DD: ${options.spudDate}`);
  }
  if (!Number.isInteger(options.days) || options.days < 20 || options.days > 730) {
    throw new RangeError(`days must be a whole number from 20 to 730: ${options.days}`);
  }
  if (!(options.plannedTd >= 1000 && options.plannedTd <= 7000)) {
    throw new RangeError(`plannedTd must be 1,000–7,000 m: ${options.plannedTd}`);
  }
}

/** Where the hole and the bit are at any minute of the well's timeline. */
class Timeline {
  constructor(readonly ops: readonly Operation[]) {}

  /** Index of the operation running at minute t (the last one at the very end). */
  indexAt(t: number): number {
    let low = 0;
    let high = this.ops.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.ops[middle]!.start <= t) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** Hole depth at minute t, rounded to 0.1 m the way the time log shows it. */
  depthAt(t: number): number {
    const operation = this.ops[this.indexAt(t)]!;
    return depthWithin(operation, t);
  }
}

function depthWithin(operation: Operation, t: number): number {
  if (operation.endMd === operation.startMd || t <= operation.start) return operation.startMd;
  if (t >= operation.end) return operation.endMd;
  const fraction = (t - operation.start) / (operation.end - operation.start);
  return round1(operation.startMd + (operation.endMd - operation.startMd) * fraction);
}

function isNewHole(operation: Operation): boolean {
  return operation.group === "drilling" && operation.endMd > operation.startMd;
}

interface RunFacts {
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

export function generateWellReports(options: DdrGeneratorOptions): GeneratedWell {
  validate(options);
  const { days, wellType, plannedTd, spudDate } = options;
  const dayStart = options.dayStart === "06:00" ? 360 : 0;
  const random = createRandom(options.seed);

  const sections = planSections(random.fork("sections"), wellType, plannedTd);
  const trajectory = planTrajectory(random.fork("trajectory"), wellType, sections, plannedTd);
  const sensorOffset = round1(random.fork("sensor").uniform(12, 18));
  const survey = surveyWell(random.fork("survey"), trajectory, sections, plannedTd, sensorOffset);
  const budget = drawTimeBudget(random.fork("budget"), days);
  const drillingMinutes = sectionDrillingMinutes(
    sections,
    budget.totalMinutes * budget.shares.drilling,
  );
  const plannedRuns = planBitRuns(random.fork("bits"), sections, trajectory, drillingMinutes);
  const program = buildProgram({
    random: random.fork("program"),
    wellType,
    sections,
    runs: plannedRuns,
    drillingMinutes,
  });
  const ops = schedule(
    addDowntime(random.fork("downtime"), program, budget.totalMinutes * budget.shares.npt),
    budget,
  );
  const timeline = new Timeline(ops);

  const wellRandom = random.fork("well");
  const rigName = `ND-${wellRandom.int(11, 48)}`;
  const supervisorPair = [wellRandom.pick(SUPERVISORS), wellRandom.pick(SUPERVISORS)] as const;
  const engineer = wellRandom.pick(ENGINEERS);
  const maxMudWeight =
    wellType === "oil" ? wellRandom.uniform(1250, 1400) : wellRandom.uniform(1090, 1180);
  const disposalMethod = wellRandom.pick(["HAUL-OFF", "LANDFARM", "THERMAL", "RECYCLE", "CRI"]);
  const rigCrew = wellRandom.int(18, 24);
  const prices = drawPrices(random.fork("prices"));

  // When each survey station was taken: once the bit is `sensorOffset` below it.
  const stationTimes = surveyTimes(ops, survey.stations, sensorOffset);
  const stationRows: SurveyStationRow[] = survey.stations.map((station, index) => ({
    md: station.md,
    inclination: station.inclination,
    azimuth: station.azimuth,
    toolType: survey.toolTypes[index] ?? "MWD",
    tvd: station.tvd,
    ns: station.ns,
    ew: station.ew,
    verticalSection: station.verticalSection,
    dls: station.dls,
  }));

  const runs = describeRuns(random.fork("runs"), ops, plannedRuns, sections);
  const nptBefore = cumulativeNpt(ops);
  const spans = sectionSpans(ops, sections, nptBefore);
  const casings = casingTimes(ops);

  const reports: GeneratedReport[] = [];
  let cumulative: Cents = 0n;
  let previousMd = 0;
  let previousRecurring = new Set<string>();
  let bulk = openingBulk();
  let lastBopTest: string | null = null;
  let surveyed = 0;
  let mudVolume = round1(wellRandom.uniform(180, 260));

  for (let day = 0; day < days; day++) {
    const t0 = day * MINUTES_PER_DAY;
    const t1 = t0 + MINUTES_PER_DAY;
    const reportDate = addDays(spudDate, day);
    const dayRandom = random.fork(`day/${day}`);
    const pieces = piecesOfDay(ops, timeline, t0, t1);

    const timeLog: TimeLogEntry[] = pieces.map(({ operation, from, to, mdFrom, mdTo }) => ({
      fromTime: clock(from - t0, dayStart),
      toTime: clock(to - t0, dayStart),
      duration: (to - from) * SECONDS_PER_MINUTE,
      phase: operation.phase,
      iadcCode: operation.iadcCode,
      subCode: operation.subCode,
      activityCategory: operation.category,
      isNpt: operation.group === "npt",
      nptCode: operation.nptCode,
      mdFrom,
      mdTo,
      description: operation.description,
      group: operation.group,
    }));

    const endOperation = ops[timeline.indexAt(t1 - 1)]!;
    const section = sections[endOperation.sectionIndex]!;
    const mdAtReport = timeline.depthAt(t1);

    const firstStation = surveyed;
    while (surveyed < stationTimes.length && stationTimes[surveyed]! < t1) surveyed++;
    const surveyStations = stationRows.slice(firstStation, surveyed);
    const tvdAtReport = tvdAt(survey.stations.slice(0, surveyed), mdAtReport);

    const dayRuns = runs.filter((run) => run.first < t1 && run.last > t0);
    const bitRuns = dayRuns.map((run) => bitRunAt(run, t1));
    const events = pieces.filter(
      (piece) => piece.operation.event && piece.from === piece.operation.start,
    );

    for (const { operation } of events) {
      if (operation.event?.kind === "bopTest") lastBopTest = reportDate;
    }

    const mudChecks = [360, 1080].map((offset) =>
      mudCheck(dayRandom.fork(`mud/${offset}`), {
        time: clock(offset, dayStart),
        md: timeline.depthAt(t0 + offset),
        section: sections[ops[timeline.indexAt(t0 + offset)]!.sectionIndex]!,
        plannedTd,
        maxMudWeight,
        wellType,
        lossDay: pieces.some((piece) => piece.operation.nptCode === "LOSS"),
      }),
    );

    const drillingParameters = parametersOfDay(dayRandom, pieces, runs, sections, plannedTd);
    const holeVolume = pieces.reduce((sum, piece) => {
      if (!isNewHole(piece.operation)) return sum;
      const size = sections[piece.operation.sectionIndex]!.holeSize;
      return sum + (Math.PI / 4) * size * size * (piece.mdTo - piece.mdFrom);
    }, 0);

    const personnel = personnelOfDay(dayRandom, rigCrew, dayRuns, events);
    const pobTotal = personnel.reduce((sum, row) => sum + row.count, 0);

    const environmental = environmentalOfDay(
      dayRandom,
      holeVolume,
      disposalMethod,
      events,
      sections,
    );
    const cuttingsVolume = environmental
      .filter((row) => row.eventType === "cuttings")
      .reduce((sum, row) => sum + row.volume, 0);

    const dominantPhase = dominant(pieces);
    const costLines = costsOfDay({
      random: dayRandom.fork("costs"),
      prices,
      reportDate,
      pieces,
      dayRuns,
      events,
      sections,
      pobTotal,
      holeVolume,
      cuttingsVolume,
      lossesDownhole: mudChecks.reduce((sum, check) => sum + check.lossesDownhole, 0),
      mudType: section.mudType,
      phase: dominantPhase,
      previousRecurring,
      runs,
    });
    previousRecurring = new Set(costLines.map((line) => line.costItem));
    const mudVolumeStart = mudVolume;
    const mudVolumeBuilt = quantityOf(costLines, COST_ITEMS.mudChemicals.costItem);
    const mudLost = mudChecks.reduce((sum, c) => sum + c.lossesSurface + c.lossesDownhole, 0);
    const dumped = environmental
      .filter((row) => row.eventType === "disposal" && row.material === "MUD")
      .reduce((sum, row) => sum + row.volume, 0);
    mudVolume = round1(Math.max(120, mudVolumeStart + mudVolumeBuilt - mudLost - dumped));
    const dailyCost = sumMoney(costLines.map((line) => parseMoney(line.amount)));
    cumulative += dailyCost;

    const bulkToday = bulkOfDay(bulk, {
      diesel: quantityOf(costLines, COST_ITEMS.diesel.costItem),
      water: quantityOf(costLines, COST_ITEMS.water.costItem),
      cement: quantityOf(costLines, COST_ITEMS.cementMaterials.costItem),
      mudBuilt: quantityOf(costLines, COST_ITEMS.mudChemicals.costItem),
      mudWeight: mudChecks[1]!.density,
      spud: section.mudType === "Spud",
    });
    bulk = bulkToday.map((row) => row.endBalance);

    const lotFit = events
      .filter(({ operation }) => operation.event?.kind === "lot")
      .map(({ operation }) =>
        leakOffTest(dayRandom.fork("lot"), {
          operation,
          reportDate,
          time: clock(operation.start - t0, dayStart),
          shoe: sections[operation.sectionIndex - 1]!.bottomMd,
          stations: survey.stations,
          mudDensity: mudChecks[0]!.density,
        }),
      );

    const nptTime = timeLog.filter((row) => row.isNpt).reduce((sum, row) => sum + row.duration, 0);
    reports.push({
      reportNo: day + 1,
      reportDate,
      dfs: day + 1,
      // The app counts days on location from the well's first report (app/domain/reports).
      dol: day + 1,
      wellbore: "OH",
      rigName,
      mdAtReport,
      tvdAtReport,
      progress: round1(mdAtReport - previousMd),
      holeSize: section.holeSize,
      phase: endOperation.phase,
      lastCasing: lastCasingAt(casings, sections, survey.stations, t1),
      summary24h: summaryOf(pieces),
      forecast24h: forecastAfter(ops, timeline, t1),
      currentStatus: endOperation.status,
      weather: weatherOf(dayRandom.fork("weather"), pieces),
      supervisor: supervisorPair[Math.floor(day / 14) % 2]!,
      engineer,
      timeLog,
      surveyStations,
      bitRuns,
      rigDayRate: formatMoney(prices.rigDayRate),
      bhas: dayRuns.map((run) => run.bha),
      mudChecks,
      mudVolumeStart,
      mudVolumeBuilt,
      drillingParameters,
      personnel,
      pobTotal,
      costLines,
      dailyCost: formatMoney(dailyCost),
      cumulativeCost: formatMoney(cumulative),
      holeSections: holeSectionsAt(spans, sections, timeline, spudDate, t1),
      bulkMaterials: bulkToday,
      lotFit,
      environmental,
      safety: safetyOf(dayRandom.fork("safety"), {
        // Counted per well from its first report, as the safety section does; no LTI in demo data.
        daysWithoutLti: day + 1,
        lastBopTest: lastBopTest ?? addDays(spudDate, -1),
        events,
        dayStart,
        t0,
      }),
      productiveTime: MINUTES_PER_DAY * SECONDS_PER_MINUTE - nptTime,
      nptTime,
    });
    previousMd = mdAtReport;
  }

  const end = days * MINUTES_PER_DAY;
  return {
    wellType,
    plannedTd,
    rigName,
    vsAzimuth: trajectory.azimuth,
    kickOffMd: trajectory.kickOffMd,
    holeSections: holeSectionsAt(spans, sections, timeline, spudDate, end),
    surveyStations: stationRows.slice(0, surveyed),
    bitRuns: runs.map((run) => bitRunAt(run, end)),
    bhas: runs.map((run) => run.bha),
    plannedDepthCurve: plannedDepthCurve(ops, timeline, days),
    reports,
  };
}

interface Piece {
  operation: Operation;
  from: number;
  to: number;
  mdFrom: number;
  mdTo: number;
}

/** The operations of one day, cut at the day's edges. */
function piecesOfDay(
  ops: readonly Operation[],
  timeline: Timeline,
  t0: number,
  t1: number,
): Piece[] {
  const pieces: Piece[] = [];
  for (let index = timeline.indexAt(t0); index < ops.length; index++) {
    const operation = ops[index]!;
    if (operation.start >= t1) break;
    const from = Math.max(operation.start, t0);
    const to = Math.min(operation.end, t1);
    if (to <= from) continue;
    // Back-to-back chunks of the same work read as one row, as a driller would write them.
    const previous = pieces[pieces.length - 1];
    if (previous && previous.to === from && sameWork(previous.operation, operation)) {
      previous.to = to;
      previous.mdTo = depthWithin(operation, to);
      continue;
    }
    pieces.push({
      operation,
      from,
      to,
      mdFrom: depthWithin(operation, from),
      mdTo: depthWithin(operation, to),
    });
  }
  return pieces;
}

function sameWork(a: Operation, b: Operation): boolean {
  return (
    a.description === b.description &&
    a.group === b.group &&
    a.iadcCode === b.iadcCode &&
    a.subCode === b.subCode &&
    a.category === b.category &&
    a.nptCode === b.nptCode &&
    a.phase === b.phase &&
    a.event === null &&
    b.event === null
  );
}

function surveyTimes(
  ops: readonly Operation[],
  stations: readonly SurveyStationPosition[],
  sensorOffset: number,
): number[] {
  const times: number[] = [];
  let index = 0;
  for (const station of stations) {
    const bitDepth = station.md + sensorOffset;
    while (index < ops.length && !(isNewHole(ops[index]!) && ops[index]!.endMd >= bitDepth))
      index++;
    const operation = ops[index];
    if (!operation) {
      times.push(Number.POSITIVE_INFINITY);
      continue;
    }
    const fraction = Math.max(
      0,
      (bitDepth - operation.startMd) / (operation.endMd - operation.startMd),
    );
    times.push(operation.start + (operation.end - operation.start) * Math.min(1, fraction));
  }
  return times;
}

function cumulativeNpt(ops: readonly Operation[]): number[] {
  let total = 0;
  return ops.map((operation) => {
    const before = total;
    if (operation.group === "npt") total += operation.end - operation.start;
    return before;
  });
}

/** Minutes of productive time before minute t: the plan's clock. */
function plannedMinutes(
  ops: readonly Operation[],
  nptBefore: readonly number[],
  t: number,
): number {
  let low = 0;
  let high = ops.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (ops[middle]!.start <= t) low = middle;
    else high = middle - 1;
  }
  const operation = ops[low]!;
  const within = operation.group === "npt" ? 0 : Math.min(t, operation.end) - operation.start;
  return operation.start - nptBefore[low]! + Math.max(0, within);
}

function plannedDepthCurve(ops: readonly Operation[], timeline: Timeline, days: number) {
  const curve: { day: number; md: number }[] = [];
  let planClock = 0;
  let index = 0;
  for (let day = 0; day <= days; day++) {
    const target = day * MINUTES_PER_DAY;
    // Walk productive time until the plan's clock reaches the day.
    while (index < ops.length) {
      const operation = ops[index]!;
      const length = operation.group === "npt" ? 0 : operation.end - operation.start;
      if (planClock + length >= target) break;
      planClock += length;
      index++;
    }
    const operation = ops[index];
    if (!operation) {
      curve.push({ day, md: timeline.depthAt(days * MINUTES_PER_DAY) });
      continue;
    }
    curve.push({ day, md: depthWithin(operation, operation.start + (target - planClock)) });
  }
  return curve;
}

function drawPrices(random: Random): Record<CostItemKey, Cents> {
  const entries = Object.entries(COST_ITEMS).map(([key, item]) => {
    const [low, high] = item.priceRange;
    const step = high >= 1000 ? 50 : high >= 100 ? 5 : 0.5;
    return [key, moneyFromNumber(Math.round(random.uniform(low, high) / step) * step)] as const;
  });
  return Object.fromEntries(entries) as Record<CostItemKey, Cents>;
}

function initials(make: string): string {
  return make
    .split(/\s+/)
    .map((word) => word[0] ?? "")
    .join("")
    .toUpperCase()
    .slice(0, 2);
}

function describeRuns(
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

function bitRunAt(run: RunFacts, t: number): BitRun {
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

interface MudInput {
  time: string;
  md: number;
  section: SectionPlan;
  plannedTd: number;
  maxMudWeight: number;
  wellType: DdrGeneratorOptions["wellType"];
  lossDay: boolean;
}

function mudCheck(random: Random, input: MudInput): MudCheck {
  const { section, md } = input;
  const depthShare = Math.min(1, md / input.plannedTd);
  const density = Math.round(
    1050 + (input.maxMudWeight - 1050) * depthShare ** 0.9 + random.uniform(-2, 2),
  );
  const oilBased = section.mudType === "OBM" || section.mudType === "SBM";
  const spud = section.mudType === "Spud";
  const solidsPct = round1(3 + ((density - 1000) / 400) * 12 + random.uniform(-0.5, 0.5));
  const oilPct = oilBased ? round1(random.uniform(55, 68)) : round1(random.uniform(0, 1.5));
  const sandPct = round2(random.uniform(0.1, spud ? 1.5 : 0.6));
  const lbf100 = 0.47880259;
  const yp = (spud ? random.uniform(15, 30) : random.uniform(10, 24)) * lbf100;
  const gel10s = random.uniform(3, 10) * lbf100;
  const flowlineCelsius =
    30 + 30 * depthShare + (input.wellType === "geothermal" ? 8 : 0) + random.uniform(-2, 2);
  return {
    checkTime: input.time,
    checkMd: md,
    mudType: section.mudType,
    density,
    funnelViscosity: Math.round(spud ? random.uniform(55, 80) : random.uniform(42, 65)),
    pv: round2(oilBased ? random.uniform(20, 34) : random.uniform(10, 24)) / 1000,
    yp: round2(yp),
    gel10s: round2(gel10s),
    gel10m: round2(gel10s * random.uniform(1.6, 2.6)),
    filtrateApi: oilBased ? null : round1(random.uniform(4, spud ? 15 : 8)) * 1e-6,
    filtrateHthp: oilBased ? round1(random.uniform(2.5, 5.5)) * 1e-6 : null,
    cakeThickness: random.int(1, 2) * (METRES_PER_INCH / 32),
    solidsPct,
    oilPct,
    waterPct: round1(100 - solidsPct - oilPct),
    sandPct,
    oilWaterRatio: oilBased ? random.pick(["70/30", "75/25", "80/20"]) : null,
    ph: oilBased ? null : round1(random.uniform(9, 10.5)),
    chlorides: Math.round(
      oilBased
        ? random.uniform(140_000, 220_000)
        : section.mudType === "KCl-polymer"
          ? random.uniform(30_000, 60_000)
          : random.uniform(800, 5_000),
    ),
    calcium: Math.round(random.uniform(80, 600)),
    mbt: round1(spud ? random.uniform(40, 70) : random.uniform(8, 35)),
    ecd: density + Math.round(random.uniform(15, 60)),
    flowlineTemp: round1(Math.min(70, Math.max(30, flowlineCelsius)) + 273.15),
    pitVolume: Math.round(random.uniform(150, 400)),
    lossesSurface: round1(random.uniform(0, 5)),
    lossesDownhole: input.lossDay ? round1(random.uniform(20, 150)) : round1(random.uniform(0, 3)),
  };
}

function parametersOfDay(
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
    const wobLow = random.uniform(
      template.wobRange[0],
      (template.wobRange[0] + template.wobRange[1]) / 2,
    );
    const flowLitres = random.uniform(template.flowRange[0], template.flowRange[1]);
    rows.push({
      mdFrom,
      mdTo,
      wobMin: Math.round(wobLow) * 1000,
      wobMax: Math.round(Math.min(template.wobRange[1], wobLow * random.uniform(1.2, 1.6))) * 1000,
      rpmSurface: Math.round(
        run.plan.usesMotor
          ? random.uniform(60, 90)
          : random.uniform(template.rpmRange[0], template.rpmRange[1]),
      ),
      rpmMotor: run.plan.usesMotor ? Math.round(random.uniform(100, 200)) : null,
      torque: Math.round((5 + 25 * depthShare + random.uniform(0, 5)) * 10) * 100,
      flowRate: Math.round(flowLitres) / 60_000,
      spp: Math.round((80 + 150 * depthShare + random.uniform(-5, 15)) * 10) * 10_000,
      rop: footage / (minutes * SECONDS_PER_MINUTE * run.plan.onBottomFraction),
      hookLoad: Math.round(Math.min(2500, 450 + 0.45 * mdTo + random.uniform(-20, 20))) * 1000,
      bitRunNo: runNo,
    });
  }
  return rows;
}

function personnelOfDay(
  random: Random,
  rigCrew: number,
  dayRuns: readonly RunFacts[],
  events: readonly Piece[],
): PersonnelRow[] {
  const shift = 12 * 3600;
  const has = (kind: string) => events.some((piece) => piece.operation.event?.kind === kind);
  const directional = dayRuns.some((run) => run.plan.usesMotor || run.plan.usesRss);
  const mwd = dayRuns.some((run) => run.hasMwd);
  const row = (company: string, roleOrService: string, count: number): PersonnelRow => ({
    company,
    roleOrService,
    count,
    hours: shift,
  });
  // roleOrService holds the codes of the personnel-role lookup list.
  const rows: PersonnelRow[] = [
    row(COMPANIES.operator, "COMPANY", 2 + random.int(1, 2)),
    row(COMPANIES.rig, "RIG", rigCrew + random.int(-1, 1)),
    row(COMPANIES.mud, "MUD", 2),
    row(COMPANIES.mudLogging, "LOG", 4),
    row(COMPANIES.solidsControl, "OTHER", 2),
    row(COMPANIES.catering, "CATERING", random.int(6, 8)),
    row(COMPANIES.security, "SECURITY", 3),
  ];
  if (directional) rows.push(row(COMPANIES.directional, "DD", 2));
  if (mwd) rows.push(row(COMPANIES.directional, "MWD", 2));
  if (has("casing")) rows.push(row(COMPANIES.casingRunning, "CASING", 5));
  if (has("cement")) rows.push(row(COMPANIES.cementing, "CEMENT", 4));
  if (has("logging")) rows.push(row(COMPANIES.wireline, "OTHER", 5));
  if (has("wellTest")) rows.push(row(COMPANIES.wellTesting, "OTHER", 6));
  // DOMAIN.md §7: POB 25–60; a full camp sends rig crew home first.
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  if (total > 60) rows[1]!.count -= total - 60;
  return rows;
}

function environmentalOfDay(
  random: Random,
  holeVolume: number,
  disposalMethod: string,
  events: readonly Piece[],
  sections: readonly SectionPlan[],
): EnvironmentalRow[] {
  const rows: EnvironmentalRow[] = [];
  const empty = { spillRecovered: null, reportedToAuthority: null };
  if (holeVolume > 0) {
    // Drilled rock bulks up about a fifth once broken; washout adds a little more.
    const volume = round2(holeVolume * random.uniform(1.25, 1.4));
    rows.push({
      eventType: "cuttings",
      material: "CUTTINGS",
      volume,
      mass: Math.round(holeVolume * 2450),
      disposalMethod,
      destination:
        disposalMethod === "RECYCLE" ? "Cuttings pit, recycled" : "Licensed disposal site",
      remarks: null,
      ...empty,
    });
  }
  for (const { operation } of events) {
    if (operation.event?.kind !== "casing") continue;
    const section = sections[operation.sectionIndex]!;
    if (section.mudType !== "Spud") continue;
    rows.push({
      eventType: "disposal",
      material: "MUD",
      volume: Math.round(random.uniform(40, 90)),
      mass: null,
      disposalMethod: "HAUL-OFF",
      destination: "Licensed disposal site",
      remarks: "Spud mud dumped after the section",
      ...empty,
    });
  }
  if (random.chance(0.015)) {
    const volume = round2(random.uniform(0.02, 0.3));
    rows.push({
      eventType: "spill",
      material: "DIESEL",
      volume,
      mass: null,
      disposalMethod: null,
      destination: null,
      remarks: "Hose connection leak at the day tank; contained in bund",
      spillRecovered: round2(volume * random.uniform(0.7, 1)),
      reportedToAuthority: volume > 0.15,
    });
  }
  return rows;
}

interface CostInput {
  random: Random;
  prices: Record<CostItemKey, Cents>;
  reportDate: string;
  pieces: readonly Piece[];
  dayRuns: readonly RunFacts[];
  events: readonly Piece[];
  sections: readonly SectionPlan[];
  pobTotal: number;
  holeVolume: number;
  cuttingsVolume: number;
  lossesDownhole: number;
  mudType: string;
  phase: Operation["phase"];
  previousRecurring: ReadonlySet<string>;
  runs: readonly RunFacts[];
}

function costsOfDay(input: CostInput): CostLine[] {
  const { random, prices, reportDate, phase } = input;
  const lines: CostLine[] = [];
  const add = (
    key: CostItemKey,
    quantity: number,
    options: {
      unitPrice?: Cents;
      vendor?: string;
      phase?: Operation["phase"];
      decimals?: number;
    } = {},
  ) => {
    if (!(quantity > 0)) return;
    const item = COST_ITEMS[key];
    const unitPrice = options.unitPrice ?? prices[key];
    const quantityText = quantity.toFixed(options.decimals ?? 0);
    lines.push({
      costDate: reportDate,
      costItem: item.costItem,
      contractCategory: item.category,
      vendor: options.vendor ?? item.vendor,
      quantity: quantityText,
      unit: item.unit,
      unitPrice: formatMoney(unitPrice),
      amount: formatMoney(multiplyMoney(unitPrice, quantityText)),
      phase: options.phase ?? phase,
      isCarryOver: item.unit === "day" && input.previousRecurring.has(item.costItem),
    });
  };

  // Rig repair time is on zero rate under the usual contract terms.
  const repairMinutes = input.pieces
    .filter(
      (piece) => piece.operation.nptCode === "EQ-RIG" || piece.operation.nptCode === "RIG-REP",
    )
    .reduce((sum, piece) => sum + piece.to - piece.from, 0);
  add("rigDayRate", (MINUTES_PER_DAY - repairMinutes) / MINUTES_PER_DAY, { decimals: 4 });
  add("supervision", 1);
  add("mudLogging", 1);
  add("mudEngineering", 1);
  add("solidsControl", 1);
  if (input.dayRuns.some((run) => run.plan.usesMotor || run.plan.usesRss))
    add("directionalServices", 1);
  if (input.dayRuns.some((run) => run.hasMwd)) add("mwdServices", 1);
  if (input.dayRuns.some((run) => run.hasJar)) add("rentals", 1);
  add("communications", 1);
  add("security", 1);
  add("catering", input.pobTotal);
  add("trucking", input.events.some((piece) => piece.operation.event?.kind === "casing") ? 2 : 1);
  add("water", Math.round(random.uniform(30, 80)));
  add("diesel", round1(random.uniform(8, 14)), { decimals: 1 });

  const mudBuilt = Math.round(
    input.holeVolume * 1.8 + input.lossesDownhole + random.uniform(5, 15),
  );
  add("mudChemicals", mudBuilt);
  if (input.mudType === "OBM" || input.mudType === "SBM") {
    add("baseOil", round1(mudBuilt * random.uniform(0.3, 0.5)), { decimals: 1 });
  }
  add("wasteHandling", round1(input.cuttingsVolume), { decimals: 1 });

  for (const { operation } of input.events) {
    const event = operation.event!;
    const at = { phase: operation.phase };
    if (event.kind === "bitIn") {
      const run = input.runs[event.run - 1]!;
      add("bit", 1, { unitPrice: run.bitCost, vendor: run.plan.model.make, ...at });
    } else if (event.kind === "casing") {
      const section = input.sections[event.section]!;
      const range = CASING_PRICE_PER_METRE[section.template.casingInches] ?? [80, 120];
      const perMetre = moneyFromNumber(Math.round(random.uniform(range[0], range[1])));
      add("casingPipe", round1(section.bottomMd - section.casingTopMd), {
        unitPrice: perMetre,
        decimals: 1,
        ...at,
      });
      add("casingRunning", 1, at);
    } else if (event.kind === "cement") {
      add("cementMaterials", cementTonnes(input.sections[event.section]!), { decimals: 1, ...at });
      add("cementingServices", 1, at);
    } else if (event.kind === "logging") {
      add("wirelineLogging", 1, at);
    }
  }
  if (input.pieces.some((piece) => piece.operation.event?.kind === "wellTest")) {
    add("wellTesting", 1, { phase: "well-test" });
  }
  return lines;
}

/** Class G cement for the annulus plus excess, about 1.3 t per m³ of slurry. */
function cementTonnes(section: SectionPlan): number {
  const annulus =
    (Math.PI / 4) *
    (section.holeSize ** 2 - section.casingSize ** 2) *
    (section.bottomMd - section.casingTopMd);
  const excess =
    section.template.role === "surface" || section.template.role === "conductor" ? 2 : 1.4;
  return round1(annulus * excess * 1.3);
}

function quantityOf(lines: readonly CostLine[], costItem: string): number {
  return lines
    .filter((line) => line.costItem === costItem)
    .reduce((sum, line) => sum + Number(line.quantity), 0);
}

// Codes of the bulk-material lookup list; balances are in the row's unit (t or m³).
const BULK = [
  { material: "BARITE", unit: "t" as const, opening: 60, reorder: 25, lot: 60 },
  { material: "BENTONITE", unit: "t" as const, opening: 20, reorder: 8, lot: 20 },
  { material: "CEMENT-G", unit: "t" as const, opening: 0, reorder: 0, lot: 0 },
  { material: "DIESEL", unit: "m³" as const, opening: 60, reorder: 30, lot: 40 },
  { material: "DRILLWATER", unit: "m³" as const, opening: 200, reorder: 0, lot: 0 },
];

function openingBulk(): number[] {
  return BULK.map((row) => row.opening);
}

interface BulkUse {
  diesel: number;
  water: number;
  /** t */
  cement: number;
  mudBuilt: number;
  mudWeight: number;
  spud: boolean;
}

/** Daily balances: end = start + received − used − returned; start carries over. */
function bulkOfDay(starts: readonly number[], use: BulkUse): BulkMaterialRow[] {
  // Barite to weight up the new mud: m = V·ρb·(ρ − ρw)/(ρb − ρ).
  const barite = round1(
    (use.mudBuilt * BARITE_DENSITY * Math.max(0, use.mudWeight - 1030)) /
      (BARITE_DENSITY - use.mudWeight) /
      1000,
  );
  const used = [barite, use.spud ? 3 : 0.3, use.cement, use.diesel, use.water];
  return BULK.map((row, index) => {
    const start = starts[index] ?? 0;
    const usedToday = used[index] ?? 0;
    let received = 0;
    if (index === 2) received = usedToday > 0 ? round1(usedToday * 1.05) : 0;
    else if (index === 4) received = usedToday;
    else if (start - usedToday < row.reorder) {
      received = Math.ceil((usedToday - start + row.reorder) / row.lot) * row.lot;
    }
    const endBalance = round1(start + received - usedToday);
    return {
      material: row.material,
      unit: row.unit,
      start: round1(start),
      received: round1(received),
      used: round1(usedToday),
      returned: 0,
      endBalance,
    };
  });
}

function leakOffTest(
  random: Random,
  input: {
    operation: Operation;
    reportDate: string;
    time: string;
    shoe: number;
    stations: readonly SurveyStationPosition[];
    mudDensity: number;
  },
): LotFitTest {
  const event = input.operation.event;
  const testType = event?.kind === "lot" ? event.testType : "FIT";
  const shoeTvd = tvdAt(input.stations, input.shoe);
  const emw = Math.max(input.mudDensity + 180, random.uniform(1500, 1900));
  const surfacePressure = (emw - input.mudDensity) * STANDARD_GRAVITY * shoeTvd;
  // About a quarter barrel a minute: pressure climbs linearly, breaks over at leak-off, then
  // bleeds off once the pump stops.
  const rate = 0.04;
  const pumpRows: LotFitTest["pumpRows"] = [];
  const steps = 10;
  for (let minute = 0; minute <= steps; minute++) {
    const linear = (surfacePressure * minute) / (steps - 2);
    const pressure =
      testType === "LOT" && minute > steps - 2
        ? surfacePressure * (1 - 0.03 * (minute - steps + 2))
        : Math.min(linear, surfacePressure);
    pumpRows.push({
      elapsedTime: minute * 60,
      cumVolume: round2(rate * minute),
      pressure: Math.round(pressure),
      isShutIn: false,
    });
  }
  for (let minute = 1; minute <= 5; minute++) {
    pumpRows.push({
      elapsedTime: (steps + minute) * 60,
      cumVolume: round2(rate * steps),
      pressure: Math.round(surfacePressure * (0.9 - 0.04 * minute)),
      isShutIn: true,
    });
  }
  return {
    testType,
    testDate: input.reportDate,
    testTime: input.time,
    shoeMd: input.shoe,
    shoeTvd,
    mudDensity: input.mudDensity,
    surfacePressure: Math.round(surfacePressure),
    emwResult: equivalentMudWeight(input.mudDensity, Math.round(surfacePressure), shoeTvd) ?? emw,
    pumpRows,
  };
}

/** When each string was on bottom, in time order. */
function casingTimes(ops: readonly Operation[]): { end: number; section: number }[] {
  const times: { end: number; section: number }[] = [];
  for (const operation of ops) {
    if (operation.event?.kind === "casing") {
      times.push({ end: operation.end, section: operation.event.section });
    }
  }
  return times;
}

function lastCasingAt(
  casings: readonly { end: number; section: number }[],
  sections: readonly SectionPlan[],
  stations: readonly SurveyStationPosition[],
  t: number,
): LastCasing | null {
  let last: SectionPlan | null = null;
  for (const casing of casings) {
    if (casing.end > t) break;
    last = sections[casing.section]!;
  }
  if (!last) return null;
  return { size: last.casingSize, shoeMd: last.bottomMd, shoeTvd: tvdAt(stations, last.bottomMd) };
}

interface SectionSpan {
  start: number;
  end: number;
  plannedStart: number;
  plannedEnd: number;
}

/** First and last minute of each hole section's own operations, actual and planned. */
function sectionSpans(
  ops: readonly Operation[],
  sections: readonly SectionPlan[],
  nptBefore: readonly number[],
): SectionSpan[] {
  return sections.map((section) => {
    let first = -1;
    let last = -1;
    ops.forEach((operation, index) => {
      if (operation.sectionIndex !== section.index || operation.phase !== section.phase) return;
      if (first === -1) first = index;
      last = index;
    });
    const start = ops[first]!.start;
    const end = ops[last]!.end;
    return {
      start,
      end,
      plannedStart: plannedMinutes(ops, nptBefore, start),
      plannedEnd: plannedMinutes(ops, nptBefore, end),
    };
  });
}

function holeSectionsAt(
  spans: readonly SectionSpan[],
  sections: readonly SectionPlan[],
  timeline: Timeline,
  spudDate: string,
  t: number,
): HoleSectionStatus[] {
  const dateAt = (minute: number) => addDays(spudDate, Math.floor(minute / MINUTES_PER_DAY));
  return sections.map((section) => {
    const span = spans[section.index]!;
    const started = span.start < t;
    const finished = span.end <= t;
    // While a section is open the hole depth lies inside it.
    const deepest = Math.min(section.bottomMd, Math.max(section.topMd, timeline.depthAt(t)));
    return {
      sectionName: section.template.holeLabel,
      sectionType: section.template.role,
      holeSize: section.holeSize,
      casingSize: section.casingSize,
      plannedTopMd: section.index === 0 ? 0 : sections[section.index - 1]!.plannedBottomMd,
      plannedBottomMd: section.plannedBottomMd,
      actualTopMd: started ? section.topMd : null,
      actualBottomMd: started ? deepest : null,
      plannedStart: dateAt(span.plannedStart),
      plannedEnd: dateAt(Math.max(span.plannedStart, span.plannedEnd - 1)),
      actualStart: started ? dateAt(span.start) : null,
      actualEnd: finished ? dateAt(span.end - 1) : null,
    };
  });
}

function summaryOf(pieces: readonly Piece[]): string {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const { operation } of pieces) {
    if (seen.has(operation.description)) continue;
    seen.add(operation.description);
    items.push(operation.description);
  }
  return `${items.slice(0, 8).join(". ")}.`;
}

/** The plan for the next 24 h: what the program holds next (nobody forecasts downtime). */
function forecastAfter(ops: readonly Operation[], timeline: Timeline, t: number): string {
  const current = ops[timeline.indexAt(t - 1)]!;
  const steps: string[] = [];
  for (let index = timeline.indexAt(t); index < ops.length && steps.length < 3; index++) {
    const operation = ops[index]!;
    if (operation.start >= t + MINUTES_PER_DAY) break;
    if (operation.end <= t || operation.group === "npt") continue;
    const step = decapitalise(operation.status);
    if (!steps.includes(step)) steps.push(step);
  }
  if (ops[ops.length - 1]!.end <= t + MINUTES_PER_DAY) steps.push("release rig");
  if (steps.length === 0) return "Continue operations";
  const [first, ...rest] = steps;
  const opening = first === decapitalise(current.status) ? `Continue ${first}` : capitalise(first!);
  return [opening, ...rest].join(", then ");
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Testing BOP" → "testing BOP": only the first letter, acronyms stay. */
function decapitalise(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function dominant(pieces: readonly Piece[]): Operation["phase"] {
  const minutes = new Map<Operation["phase"], number>();
  for (const piece of pieces) {
    minutes.set(
      piece.operation.phase,
      (minutes.get(piece.operation.phase) ?? 0) + piece.to - piece.from,
    );
  }
  let best = pieces[0]!.operation.phase;
  for (const [phase, value] of minutes) if (value > (minutes.get(best) ?? 0)) best = phase;
  return best;
}

function weatherOf(random: Random, pieces: readonly Piece[]): Weather {
  const storm = pieces.some((piece) => piece.operation.nptCode === "WOW");
  return {
    windSpeed: round1(storm ? random.uniform(10, 18) : random.uniform(0.5, 9)),
    windDirection: random.int(0, 359),
    airTemp: round1(273.15 + (storm ? random.uniform(22, 26) : random.uniform(24, 33))),
    weatherRemark: storm
      ? "Heavy rain and lightning"
      : random.weighted<string>([
          ["Fine", 0.4],
          ["Partly cloudy", 0.25],
          ["Overcast", 0.15],
          ["Light rain", 0.12],
          ["Rain showers", 0.08],
        ]),
  };
}

function safetyOf(
  random: Random,
  input: {
    daysWithoutLti: number;
    lastBopTest: string;
    events: readonly Piece[];
    dayStart: number;
    t0: number;
  },
): SafetyReport {
  const quarter = () => clock(random.int(0, 95) * 15, input.dayStart);
  const drills = random.chance(0.3)
    ? [
        {
          type: random.pick(["FIRE", "H2S", "KICK", "TRIP", "EVAC"]),
          time: quarter(),
          responseTime: random.int(40, 180),
        },
      ]
    : [];
  const incidents = random.chance(0.02)
    ? [
        random.chance(0.7)
          ? {
              incidentType: "NEARMISS",
              severity: "LOW",
              incidentTime: quarter(),
              description: "Unsecured tool found on the monkey board during a trip",
              lostTime: 0,
            }
          : {
              incidentType: "FIRSTAID",
              severity: "LOW",
              incidentTime: quarter(),
              description: "Roustabout cut a finger handling a sling; treated by the medic",
              lostTime: 0,
            },
      ]
    : [];
  const heavyWork = input.events.some((piece) => piece.operation.event?.kind === "casing");
  return {
    daysWithoutLti: input.daysWithoutLti,
    lastBopTestDate: input.lastBopTest,
    nextBopTestDue: addDays(input.lastBopTest, 21),
    drills,
    stopCards: random.int(3, 15),
    safetyMeetings: heavyWork ? 3 : 2,
    incidents,
  };
}

/** Share of the well's time spent in each activity group, for checks and dashboards. */
export function timeShares(reports: readonly GeneratedReport[]) {
  const totals = { drilling: 0, trips: 0, casing: 0, other: 0, npt: 0 };
  let all = 0;
  for (const report of reports) {
    for (const row of report.timeLog) {
      totals[row.group] += row.duration;
      all += row.duration;
    }
  }
  return {
    drilling: totals.drilling / all,
    trips: totals.trips / all,
    casing: totals.casing / all,
    other: totals.other / all,
    npt: totals.npt / all,
  };
}
