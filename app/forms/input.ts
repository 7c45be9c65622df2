/**
 * The values a request carries (form fields, the address, its query string), parsed once, at the
 * edge, before anything reaches SQL: every id, version, text, date and page of every route and
 * form schema is read by one of these. What PostgreSQL would refuse (an id past `integer`, a NUL
 * in text, a year 0) is refused here with a message, or, where an address is read leniently, is
 * simply absent. Zod messages are translation keys ("key" or "key|{json params}").
 */
import { z } from "zod";

/** Every id and version column is a PostgreSQL `integer`. */
export const MAX_INTEGER = 2_147_483_647;

const REQUIRED = "validation.required";
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

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

// `.optional()` first: a field left out of the form reaches the check below (and its message)
// instead of failing as a missing key.
function idSchema(parse: (value: unknown) => number | null, message: string) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): number => {
      if (isBlank(value)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      const parsed = parse(value);
      if (parsed === null) {
        ctx.addIssue({ code: "custom", message: BAD_RECORD });
        return z.NEVER;
      }
      return parsed;
    });
}

/** A required record id: a hidden field, or a choice in a list (`message` when none is made). */
export function recordId(message = REQUIRED) {
  return idSchema(parseRecordId, message);
}

function optionalIdSchema(parse: (value: unknown) => number | null) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): number | undefined => {
      if (isBlank(value)) return undefined;
      const parsed = parse(value);
      if (parsed === null) {
        ctx.addIssue({ code: "custom", message: BAD_RECORD });
        return z.NEVER;
      }
      return parsed;
    });
}

/** An id that may be left out (an Add form, "none" chosen): undefined then. */
export function optionalRecordId() {
  return optionalIdSchema(parseRecordId);
}

/** Several ids from one field name (check boxes); at least one unless `min` is 0. */
export function recordIds(message: string, min = 1) {
  return z
    .unknown()
    .optional()
    .transform((value): unknown[] => (Array.isArray(value) ? value : isBlank(value) ? [] : [value]))
    .transform((values, ctx): number[] => {
      const ids = values.map(parseRecordId);
      if (ids.some((id) => id === null)) {
        ctx.addIssue({ code: "custom", message: BAD_RECORD });
        return z.NEVER;
      }
      if (ids.length < min) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return ids as number[];
    });
}

/** The version an edit form started from (optimistic concurrency). */
export function recordVersion() {
  return idSchema(parseVersion, BAD_RECORD);
}

/** A version only an edit form carries: undefined in an Add form. */
export function optionalRecordVersion() {
  return optionalIdSchema(parseVersion);
}

// C0 controls and DEL. PostgreSQL refuses NUL outright; the others are invisible, break exports
// and are never typed on purpose. Multi-line text keeps tab, line feed and carriage return.
/* eslint-disable no-control-regex -- finding control characters is the point */
const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_IN_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/* eslint-enable no-control-regex */

export interface TextRules {
  max: number;
  /** A text area: tabs and line breaks are part of the text. */
  multiline?: boolean;
}

/** Whether the text holds a character no field may hold. */
export function hasControlCharacters(text: string, multiline = false): boolean {
  return (multiline ? CONTROL_IN_MULTILINE : CONTROL).test(text);
}

function checkedText({ max, multiline = false }: TextRules, required: string) {
  return z
    .string({ error: required })
    .trim()
    .max(max, { error: tooLong(max) })
    .refine((text) => !hasControlCharacters(text, multiline), { error: CONTROL_CHARACTERS });
}

/** Text that must be given: trimmed, at most `max` characters, no control characters. */
export function requiredText(rules: TextRules, message = REQUIRED) {
  return checkedText(rules, message).refine((text) => text.length > 0, { error: message });
}

/** Text that may be left empty: null then. */
export function optionalText(rules: TextRules) {
  return checkedText(rules, REQUIRED)
    .optional()
    .transform((text) => (text ? text : null));
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
