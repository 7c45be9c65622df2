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
