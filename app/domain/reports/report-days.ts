/**
 * Day counts of a daily report (DOMAIN.md §1 DFS, DOL). A report describes its whole day, so the
 * count is taken at the end of the reporting day: the spud day's report says DFS 1, the same
 * convention as the well's total days (from 00:00 of the spud date). DOL counts from the well's
 * first daily report, the day the rig arrived on location.
 */

const MS_PER_DAY = 86_400_000;

function dayNumber(date: string): number {
  return Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / MS_PER_DAY;
}

/** Whole days from `from` to `to` ("YYYY-MM-DD"); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/**
 * The day from spud `date` is, counted at the end of that day: the spud day is day 1, the day
 * before it day 0. The one count behind the report's DFS and every chart's day axis.
 */
export function spudDay(spudDate: string, date: string): number {
  return daysBetween(spudDate, date) + 1;
}

/** Days from spud at the end of `reportDate`; null before spud or without a spud date. */
export function daysFromSpud(spudDate: string | null, reportDate: string): number | null {
  if (!spudDate) return null;
  const day = spudDay(spudDate, reportDate);
  return day < 1 ? null : day;
}

/** Days on location at the end of `reportDate`, counted from the well's first report. */
export function daysOnLocation(firstReportDate: string | null, reportDate: string): number {
  if (!firstReportDate) return 1;
  return Math.max(1, daysBetween(firstReportDate, reportDate) + 1);
}

/** "YYYY-MM-DD" of the day after `date`. */
export function nextDay(date: string): string {
  return new Date((dayNumber(date) + 1) * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * The day a new report is most likely for: the earliest day without a report from the well's
 * first report up to `lastDay` (today, or the rig release when that is earlier); `lastDay` for a
 * well without reports; null when every day up to `lastDay` has its report.
 */
export function earliestMissingDay(reportDates: readonly string[], lastDay: string): string | null {
  if (reportDates.length === 0) return lastDay;
  const reported = new Set(reportDates);
  const first = reportDates.reduce((a, b) => (b < a ? b : a));
  for (let day = first; day <= lastDay; day = nextDay(day)) {
    if (!reported.has(day)) return day;
  }
  return null;
}

/**
 * Today as the person at the keyboard sees it: the date their browser gives, when it is within a
 * day of the server's (UTC) date; otherwise the server's. A rig seven hours east of UTC writes
 * the morning report before UTC's midnight has passed.
 */
export function todayFor(serverToday: string, browserToday: string | null): string {
  if (browserToday && Math.abs(daysBetween(serverToday, browserToday)) <= 1) return browserToday;
  return serverToday;
}

/**
 * The days a well's daily reports are for: from its first day (spud, or the rig's arrival on
 * location when it reported before spud) to its rig release.
 */
export interface WellDays {
  firstDay: string | null;
  release: string | null;
}

/** Why a new report's day is asked about before it is created. */
export type UnusualDay =
  | { reason: "afterRelease"; limit: string }
  | { reason: "future"; limit: string }
  | { reason: "early"; limit: string };

/**
 * A day outside the well's days, or still to come, is most likely a mistyped date: it is created
 * only once confirmed. After the rig release comes first: such a day is never the well's.
 */
export function unusualReportDay(date: string, days: WellDays, today: string): UnusualDay | null {
  if (days.release && date > days.release) return { reason: "afterRelease", limit: days.release };
  if (date > today) return { reason: "future", limit: today };
  if (days.firstDay && date < days.firstDay) return { reason: "early", limit: days.firstDay };
  return null;
}
