/**
 * Believable, internally consistent daily drilling reports for one demo well, from a seed.
 *
 * Pure and deterministic: no clock, no Math.random. The well is planned first (well-plan.ts:
 * sections, trajectory; operations.ts: bit runs, the operations and their time), and each
 * report is read off that one timeline (timeline.ts, workstring.ts, rig-site.ts), so depths,
 * surveys, bit footage and ROP, mud weight, crews and costs all agree with the time log of the
 * same day.
 */
import { formatMoney, parseMoney, sumMoney, type Cents } from "~/domain/money/decimal";

import { ENGINEERS, SUPERVISORS } from "./catalogue";
import { COST_ITEMS } from "./contracts";
import { addDowntime } from "./downtime";
import {
  drawTimeBudget,
  MINUTES_PER_DAY,
  planBitRuns,
  schedule,
  sectionDrillingMinutes,
} from "./operations";
import { buildProgram } from "./program";
import { addCoring } from "./program-coring";
import { createRandom } from "./random";
import {
  costsOfDay,
  drawPrices,
  environmentalOfDay,
  leakOffTest,
  mudCheck,
  personnelOfDay,
  quantityOf,
} from "./rig-site";
import {
  addDays,
  casingTimes,
  clock,
  cumulativeNpt,
  holeSectionsAt,
  isNewHole,
  lastCasingAt,
  piecesOfDay,
  plannedDepthCurve,
  sectionSpans,
  surveyTimes,
  Timeline,
} from "./timeline";
import type {
  DdrGeneratorOptions,
  GeneratedReport,
  GeneratedWell,
  SurveyStationRow,
  TimeLogEntry,
} from "./types";
import { parametersOfDay } from "./drilling-parameters";
import { bulkOfDay, openingBulk, safetyOf, weatherOf } from "./site-day";
import { summaryOf, forecastAfter, dominant } from "./day-summary";
import { planSections, planTrajectory, surveyWell, tvdAt } from "./well-plan";
import { bitRunAt, describeRuns } from "./workstring";

export type * from "./types";
export { addDays } from "./timeline";

const SECONDS_PER_MINUTE = 60;
const round1 = (value: number) => Math.round(value * 10) / 10;

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
  const program = addCoring(
    random.fork("coring"),
    buildProgram({
      random: random.fork("program"),
      wellType,
      sections,
      runs: plannedRuns,
      drillingMinutes,
    }),
    sections,
  );
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
