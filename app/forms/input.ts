/**
 * The values a request carries (form fields, the address, its query string), parsed once, at the
 * edge, before anything reaches SQL: every id, version, text, date and page of every route and
 * form schema is read by one of these. What PostgreSQL would refuse (an id past `integer`, a NUL
 * in text, a year 0) is refused here with a message, or, where an address is read leniently, is
 * simply absent. Zod messages are translation keys ("key" or "key|{json params}").
 */
import { z } from "zod";

import {
  BAD_RECORD,
  CONTROL_CHARACTERS,
  hasControlCharacters,
  parseRecordId,
  parseVersion,
  tooLong,
} from "./values";

export {
  BAD_RECORD,
  CONTROL_CHARACTERS,
  hasControlCharacters,
  MAX_INTEGER,
  parseIsoDate,
  parsePage,
  parseRecordId,
  parseVersion,
  queryText,
  tooLong,
} from "./values";

const REQUIRED = "validation.required";

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

export interface TextRules {
  max: number;
  /** A text area: tabs and line breaks are part of the text. */
  multiline?: boolean;
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
