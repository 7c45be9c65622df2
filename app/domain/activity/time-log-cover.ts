/**
 * Which rows of a day's time log a drilling-activity report covers. The rule, for a report and a
 * DDR of the same organisation, well and day:
 * - a report that says when it happened (the kick's time, the logging run's start and end, the
 *   well-test periods, the general-work operations, the cement pump schedule) covers the rows
 *   whose period overlaps one of those times (an instant falls in [from, to));
 * - a report that says no time covers the rows whose IADC code is one of its kind's operations
 *   (casing: 12 run casing & cement; cement: 12, 17 plug back, 18 squeeze; coring: 4; logging:
 *   11; fishing: 19; well test: 16 drill stem test, 22 surface testing; kick: 5 condition mud &
 *   circulate). General work has no code of its own: only its times link it.
 * The subsurface report records the rock, not an operation: it covers no row.
 */
import type { ReportKind } from "~/domain/reports/kinds";
import { parseClockTime } from "~/domain/time-log/tiling";

export const COVERING_CODES: Partial<Record<ReportKind, readonly string[]>> = {
  casing: ["12"],
  cement: ["12", "17", "18"],
  coring: ["4"],
  logging: ["11"],
  fishing: ["19"],
  "well-test": ["16", "22"],
  kick: ["5"],
  "general-work": [],
};

/** A stretch of the reporting day in minutes from its start; an instant has from === to. */
export interface Window {
  from: number;
  to: number;
}

export interface CoverableRow {
  fromTime: string;
  toTime: string;
  iadcCode: string | null;
}

type Values = Record<string, Record<string, unknown> | undefined>;

const MINUTES_PER_DAY = 24 * 60;

function minutesFromStart(text: unknown, dayStart: number, end = false): number | null {
  if (typeof text !== "string") return null;
  const minutes = parseClockTime(text);
  if (minutes === null) return null;
  const shifted = (minutes - dayStart + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  // The end of the reporting day reads as its start on the clock.
  return end && shifted === 0 ? MINUTES_PER_DAY : shifted;
}

/**
 * Whether a period of the reporting day given by its clock times ends before it starts: "14:00"
 * to "10:00" on a midnight day; on a 06:00 day "22:00" to "03:00" runs over midnight and is
 * fine. The end of the day may be written as its start ("24:00", or "06:00" on a 06:00 day).
 */
export function endsBeforeStart(from: unknown, to: unknown, dayStart = "00:00"): boolean {
  const start = parseClockTime(dayStart) ?? 0;
  const begin = minutesFromStart(from, start);
  const end = minutesFromStart(to, start, true);
  return begin !== null && end !== null && end < begin;
}

function windowOf(from: unknown, to: unknown, dayStart: number): Window | null {
  const start = minutesFromStart(from, dayStart);
  const end = minutesFromStart(to ?? from, dayStart, to !== undefined && to !== null);
  if (start === null) return null;
  if (end === null || end < start) return { from: start, to: start };
  return { from: start, to: end };
}

const rowsOf = (value: Record<string, unknown> | undefined, table: string) =>
  Array.isArray(value?.[table]) ? (value![table] as Record<string, unknown>[]) : [];

/** The times a report says its operation took, from its saved sections. */
export function reportWindows(kind: ReportKind, values: Values, dayStart = "00:00"): Window[] {
  const start = parseClockTime(dayStart) ?? 0;
  const windows: (Window | null)[] = [];
  switch (kind) {
    case "kick":
      windows.push(windowOf(values.kick?.kickTime, null, start));
      break;
    case "logging":
      windows.push(windowOf(values.loggingRun?.startTime, values.loggingRun?.endTime, start));
      break;
    case "well-test":
      for (const row of rowsOf(values.wellTest, "periods"))
        windows.push(windowOf(row.startTime, row.endTime, start));
      break;
    case "general-work":
      for (const row of rowsOf(values.generalWork, "ops"))
        windows.push(windowOf(row.fromTime, row.toTime, start));
      break;
    case "cement":
      for (const row of rowsOf(values.cementPumping, "pumpSchedule"))
        windows.push(windowOf(row.time, null, start));
      break;
    default:
      break;
  }
  return windows.filter((window): window is Window => window !== null);
}

function overlaps(row: Window, window: Window): boolean {
  if (window.from === window.to) return row.from <= window.from && window.from < row.to;
  return row.from < window.to && window.from < row.to;
}

/** The indexes of the time-log rows a report of `kind` with these saved sections covers. */
export function coveredRows(
  kind: ReportKind,
  values: Values,
  rows: readonly CoverableRow[],
  dayStart = "00:00",
): number[] {
  const codes = COVERING_CODES[kind];
  if (!codes) return [];
  const windows = reportWindows(kind, values, dayStart);
  const start = parseClockTime(dayStart) ?? 0;
  const covered: number[] = [];
  rows.forEach((row, index) => {
    if (windows.length > 0) {
      const period = windowOf(row.fromTime, row.toTime, start);
      if (period && windows.some((window) => overlaps(period, window))) covered.push(index);
    } else if (row.iadcCode !== null && codes.includes(row.iadcCode)) {
      covered.push(index);
    }
  });
  return covered;
}
