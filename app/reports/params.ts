/** Dates and addresses of the report screens (their ids and dates are read by ~/forms/input). */
import { pageHref, pages } from "~/navigation/pages";

/** Today's date in UTC, "YYYY-MM-DD". */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The address of a well's DDR of one date. */
export function ddrFormPath(wellId: number, reportDate: string): string {
  return pageHref(pages.dailyDrillingReportForm, { well: wellId, date: reportDate });
}
