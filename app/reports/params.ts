/** Query-string values of the report screens, read defensively: bad input is simply absent. */
import { pageHref, pages } from "~/navigation/pages";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A positive integer id, or null. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** A real calendar date "YYYY-MM-DD", or null. */
export function parseIsoDate(value: string | null | undefined): string | null {
  if (!value || !ISO_DATE.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) return null;
  return value;
}

/** Today's date in UTC, "YYYY-MM-DD". */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The address of a well's DDR of one date. */
export function ddrFormPath(wellId: number, reportDate: string): string {
  return pageHref(pages.dailyDrillingReportForm, { well: wellId, date: reportDate });
}
