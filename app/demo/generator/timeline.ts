/**
 * The well's operations on the calendar: where the hole is at any minute, the pieces of work
 * of one reporting day, when each survey station was taken, and how far each hole section has
 * got by a given day (actual and, without the downtime, planned).
 */
import type { SurveyStationPosition } from "~/domain/survey/minimum-curvature";

import { MINUTES_PER_DAY, type Operation } from "./operations";
import type { HoleSectionStatus, LastCasing } from "./types";
import { tvdAt, type SectionPlan } from "./well-plan";

const round1 = (value: number) => Math.round(value * 10) / 10;

/** "YYYY-MM-DD" plus whole days, on the UTC calendar (no time zone can shift it). */
export function addDays(date: string, days: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return new Date(time).toISOString().slice(0, 10);
}

export function clock(minutesFromDayStart: number, dayStart: number): string {
  if (minutesFromDayStart === MINUTES_PER_DAY && dayStart === 0) return "24:00";
  const minutes = (minutesFromDayStart + dayStart) % MINUTES_PER_DAY;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** Where the hole and the bit are at any minute of the well's timeline. */
export class Timeline {
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

export function depthWithin(operation: Operation, t: number): number {
  if (operation.endMd === operation.startMd || t <= operation.start) return operation.startMd;
  if (t >= operation.end) return operation.endMd;
  const fraction = (t - operation.start) / (operation.end - operation.start);
  return round1(operation.startMd + (operation.endMd - operation.startMd) * fraction);
}

export function isNewHole(operation: Operation): boolean {
  return operation.group === "drilling" && operation.endMd > operation.startMd;
}

export interface Piece {
  operation: Operation;
  from: number;
  to: number;
  mdFrom: number;
  mdTo: number;
}

/** The operations of one day, cut at the day's edges. */
export function piecesOfDay(
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

export function surveyTimes(
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

export function cumulativeNpt(ops: readonly Operation[]): number[] {
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

export function plannedDepthCurve(ops: readonly Operation[], timeline: Timeline, days: number) {
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

/** When each string was on bottom, in time order. */
export function casingTimes(ops: readonly Operation[]): { end: number; section: number }[] {
  const times: { end: number; section: number }[] = [];
  for (const operation of ops) {
    if (operation.event?.kind === "casing") {
      times.push({ end: operation.end, section: operation.event.section });
    }
  }
  return times;
}

export function lastCasingAt(
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

export interface SectionSpan {
  start: number;
  end: number;
  plannedStart: number;
  plannedEnd: number;
}

/** First and last minute of each hole section's own operations, actual and planned. */
export function sectionSpans(
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

export function holeSectionsAt(
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
