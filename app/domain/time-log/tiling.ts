/**
 * The operations time log of one report must tile its reporting period exactly (DOMAIN.md §2
 * "Operations"): first from = period start, each from = previous to, last to = period end,
 * Σ hours = 24, no overlap, no empty rows, whole minutes only. Validators return translation
 * keys, never English.
 *
 * A period may start at any time of day: with "06:00" it runs 06:00 → 06:00 next day, and rows
 * after midnight are written with clock times (e.g. 22:00–02:00, 02:00–06:00).
 */

export interface TimeLogInterval {
  /** "HH:MM" (a PostgreSQL "HH:MM:00" is accepted). */
  fromTime: string;
  /** "HH:MM"; "24:00" marks the end of a midnight-to-midnight day. */
  toTime: string;
}

export interface TimeLogRow extends TimeLogInterval {
  isNpt: boolean;
}

export type TimeLogIssueCode =
  | "timeLog.empty"
  | "timeLog.invalidTime"
  | "timeLog.nonPositive"
  | "timeLog.startMismatch"
  | "timeLog.endMismatch"
  | "timeLog.gap"
  | "timeLog.overlap"
  | "timeLog.totalHours";

export interface TimeLogIssue {
  /** Index in the rows as given; null for an issue of the whole day. */
  rowIndex: number | null;
  field: "fromTime" | "toTime" | null;
  code: TimeLogIssueCode;
  /** Interpolation values for the message, e.g. { expected: "06:00" }. */
  params?: Record<string, string | number>;
}

export interface TilingOptions {
  /** Start (and end) of the reporting period, "HH:MM"; "00:00" unless the operator says 06:00. */
  dayStart?: string;
}

const MINUTES_PER_DAY = 24 * 60;
const CLOCK_TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Minutes after midnight of "HH:MM" (00:00–24:00), or null when it is not a whole-minute time. */
export function parseClockTime(text: string): number | null {
  const match = CLOCK_TIME.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = match[3] === undefined ? 0 : Number(match[3]);
  if (minutes > 59 || seconds !== 0) return null;
  const total = hours * 60 + minutes;
  return total <= MINUTES_PER_DAY ? total : null;
}

function dayStartMinutes(options: TilingOptions | undefined): number {
  const text = options?.dayStart ?? "00:00";
  const minutes = parseClockTime(text);
  if (minutes === null || minutes === MINUTES_PER_DAY) {
    throw new RangeError(`Invalid reporting day start: ${text}`);
  }
  return minutes;
}

/** Minutes after the period start; 24:00 is allowed as an end only. */
function offsetOf(text: string, dayStart: number, as: "from" | "to"): number | null {
  const clock = parseClockTime(text);
  if (clock === null) return null;
  if (clock === MINUTES_PER_DAY && as === "from") return null;
  const offset = (clock - dayStart + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  // An end at the period's start time is the end of the period (06:00 next morning).
  return as === "to" && offset === 0 ? MINUTES_PER_DAY : offset;
}

/** Minutes from the period start to a row's from and to, or null when a time is unreadable. */
function rowSpan(
  row: TimeLogInterval,
  dayStart: number,
): { from: number | null; to: number | null } {
  return {
    from: offsetOf(row.fromTime, dayStart, "from"),
    to: offsetOf(row.toTime, dayStart, "to"),
  };
}

/** Hours of one row (to − from), or null when a time is unreadable or the row is not positive. */
export function rowHours(row: TimeLogInterval, options?: TilingOptions): number | null {
  const { from, to } = rowSpan(row, dayStartMinutes(options));
  if (from === null || to === null || to <= from) return null;
  return (to - from) / 60;
}

function formatClock(minutes: number): string {
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(minutes % 60).padStart(2, "0");
  return `${hh}:${mm}`;
}

/** Everything wrong with a day's time log; an empty list means it tiles the period. */
export function timeLogIssues(
  rows: readonly TimeLogInterval[],
  options?: TilingOptions,
): TimeLogIssue[] {
  const dayStart = dayStartMinutes(options);
  const expected = formatClock(dayStart);
  if (rows.length === 0) return [{ rowIndex: null, field: null, code: "timeLog.empty" }];

  const issues: TimeLogIssue[] = [];
  const spans: { rowIndex: number; from: number; to: number }[] = [];

  rows.forEach((row, rowIndex) => {
    const { from, to } = rowSpan(row, dayStart);
    if (from === null) issues.push({ rowIndex, field: "fromTime", code: "timeLog.invalidTime" });
    if (to === null) issues.push({ rowIndex, field: "toTime", code: "timeLog.invalidTime" });
    if (from === null || to === null) return;
    if (to <= from) {
      issues.push({ rowIndex, field: "toTime", code: "timeLog.nonPositive" });
      return;
    }
    spans.push({ rowIndex, from, to });
  });

  // Checked in time order, so the order rows were typed in does not matter.
  spans.sort((a, b) => a.from - b.from || a.to - b.to);

  const first = spans[0];
  const last = spans[spans.length - 1];
  if (first && first.from !== 0) {
    issues.push({
      rowIndex: first.rowIndex,
      field: "fromTime",
      code: "timeLog.startMismatch",
      params: { expected },
    });
  }
  for (let i = 1; i < spans.length; i++) {
    const previous = spans[i - 1];
    const current = spans[i];
    if (!previous || !current) continue;
    if (current.from > previous.to) {
      issues.push({
        rowIndex: current.rowIndex,
        field: "fromTime",
        code: "timeLog.gap",
        params: { expected: formatClock((previous.to + dayStart) % MINUTES_PER_DAY) },
      });
    } else if (current.from < previous.to) {
      issues.push({
        rowIndex: current.rowIndex,
        field: "fromTime",
        code: "timeLog.overlap",
        // Named by its times: once rows are out of typed order, "the one above" is not it.
        params: {
          expected: formatClock((previous.to + dayStart) % MINUTES_PER_DAY),
          previous: `${formatClock((previous.from + dayStart) % MINUTES_PER_DAY)}–${
            previous.to + dayStart === MINUTES_PER_DAY
              ? "24:00"
              : formatClock((previous.to + dayStart) % MINUTES_PER_DAY)
          }`,
        },
      });
    }
  }
  // The day's last row is the one that starts last, readable or not: when its own end is wrong
  // it already says so, and the message about the day's end belongs on no other row.
  const lastStart = Math.max(-1, ...rows.map((row) => rowSpan(row, dayStart).from ?? -1));
  const lastIsBroken = last !== undefined && lastStart > last.from;
  if (last && !lastIsBroken && last.to !== MINUTES_PER_DAY) {
    issues.push({
      rowIndex: last.rowIndex,
      field: "toTime",
      code: "timeLog.endMismatch",
      params: { expected: dayStart === 0 ? "24:00" : expected },
    });
  }

  // Row issues say where the log is wrong; the day total tells the user how far off it is.
  const totalMinutes = spans.reduce((sum, span) => sum + span.to - span.from, 0);
  if (totalMinutes !== MINUTES_PER_DAY) {
    issues.push({
      rowIndex: null,
      field: null,
      code: "timeLog.totalHours",
      params: { totalHours: totalMinutes / 60, expectedHours: 24 },
    });
  }
  return issues;
}

/**
 * The rows in time order: by start within the reporting period (with a 06:00 start, 22:00 comes
 * before 02:00), rows starting at the same time in the order given, rows whose start cannot be
 * read last. Each row moves whole.
 */
export function inTimeOrder<R extends { fromTime: string | null }>(
  rows: readonly R[],
  options?: TilingOptions,
): R[] {
  const dayStart = dayStartMinutes(options);
  const startOf = (row: R) =>
    (row.fromTime === null ? null : offsetOf(row.fromTime, dayStart, "from")) ??
    Number.POSITIVE_INFINITY;
  // Array.prototype.sort is stable: equal starts keep the order they were typed in.
  return [...rows].sort((a, b) => startOf(a) - startOf(b));
}

export interface HoursSummary {
  totalHours: number;
  productiveHours: number;
  nptHours: number;
}

/** Hours of the day split into productive and NPT; rows with unreadable times count nothing. */
export function summariseHours(rows: readonly TimeLogRow[], options?: TilingOptions): HoursSummary {
  const dayStart = dayStartMinutes(options);
  let totalMinutes = 0;
  let nptMinutes = 0;
  for (const row of rows) {
    const { from, to } = rowSpan(row, dayStart);
    if (from === null || to === null || to <= from) continue;
    totalMinutes += to - from;
    if (row.isNpt) nptMinutes += to - from;
  }
  // Summed in whole minutes so 20-minute rows add up to exactly 24 h.
  return {
    totalHours: totalMinutes / 60,
    productiveHours: (totalMinutes - nptMinutes) / 60,
    nptHours: nptMinutes / 60,
  };
}
