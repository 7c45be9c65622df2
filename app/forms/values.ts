/**
 * Reading the values a request or a form carries (ids, versions, pages, dates, text) without a
 * schema library: what PostgreSQL would refuse is null here. The zod schemas of forms/input.ts
 * are built on these; a page's browser code that only reads values imports them from here.
 */
/** Every id and version column is a PostgreSQL `integer`. */
export const MAX_INTEGER = 2_147_483_647;

/** An id or version that names nothing: only a stale or tampered form sends one. */
export const BAD_RECORD = "validation.recordId";
export const CONTROL_CHARACTERS = "validation.controlCharacters";
export const tooLong = (max: number) => `validation.tooLong|${JSON.stringify({ max })}`;

const DIGITS = /^\d{1,10}$/;

function wholeNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isInteger(value) ? value : null;
  if (typeof value !== "string" || !DIGITS.test(value)) return null;
  return Number(value);
}

/** A record id ("12", or 12): the number, or null when it cannot name a record. */
export function parseRecordId(value: unknown): number | null {
  const id = wholeNumber(value);
  return id !== null && id >= 1 && id <= MAX_INTEGER ? id : null;
}

/** The version a form started from (0: never saved), or null. */
export function parseVersion(value: unknown): number | null {
  const version = wholeNumber(value);
  return version !== null && version >= 0 && version <= MAX_INTEGER ? version : null;
}

/** A page number from the address; anything else is the first page. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

// C0 controls and DEL. PostgreSQL refuses NUL outright; the others are invisible, break exports
// and are never typed on purpose. Multi-line text keeps tab, line feed and carriage return.
/* eslint-disable no-control-regex -- finding control characters is the point */
const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_IN_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/* eslint-enable no-control-regex */

/** Whether the text holds a character no field may hold. */
export function hasControlCharacters(text: string, multiline = false): boolean {
  return (multiline ? CONTROL_IN_MULTILINE : CONTROL).test(text);
}

/**
 * A text filter from the address (a search box): trimmed, cut to `max`, control characters left
 * out. A filter is read leniently: people edit and share addresses.
 */
export function queryText(value: string | null | undefined, max = 100): string {
  return (value ?? "").replace(new RegExp(CONTROL.source, "g"), "").trim().slice(0, max);
}

const ISO_DATE = /^(\d{4})-\d{2}-\d{2}$/;

/**
 * A real calendar date "YYYY-MM-DD" in years 1000–9999, or null. (JavaScript reads 2026-02-30
 * as 2 March, and PostgreSQL has no year 0: both are refused here.)
 */
export function parseIsoDate(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = ISO_DATE.exec(value);
  if (!match || Number(match[1]) < 1000) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) return null;
  return value;
}
