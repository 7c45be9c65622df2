/**
 * The zod schema of a section, derived from its declaration: each field typed in the user's units
 * and language becomes its stored value (SI numbers, exact money strings), then the section's
 * rules run across fields and rows and its computed values are filled in. Messages are
 * translation keys ("key" or "key|{json params}") rendered by components/field-errors.tsx.
 */
import { z } from "zod";

import { moneyFromNumber, formatMoney } from "~/domain/money/decimal";
import { parseClockTime } from "~/domain/time-log/tiling";
import type { Language, UnitSystem } from "~/domain/units/systems";
import { unitLabel } from "~/domain/units/units";
import { CONTROL_CHARACTERS, hasControlCharacters, parseRecordId, tooLong } from "~/forms/values";
import { notANumber, parseUserNumber } from "~/units/parse-number";
import { quantityInput, writeLimit } from "~/units/schema";

import { COMPUTATION_FAILED, computeSection, SectionComputationFailed } from "./compute";
import type { LookupOptions } from "./lookup-lists";
import {
  inputFields,
  type AnySection,
  type FieldDeclaration,
  type SectionContext,
  type SectionIssue,
  type StoredRow,
  type StoredSectionValue,
  type TableDeclaration,
} from "./vocabulary";

export interface SchemaOptions {
  system: UnitSystem;
  language: Language;
  /** The language messages write numbers in, when not the one values are read in. */
  messageLanguage?: Language;
  context: SectionContext;
  /** The organisation's lists: when given, a picked code must be one of them (server side). */
  lookups?: LookupOptions;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_TEXT = 4000;

type Issue = (message: string) => void;

const message = (key: string, params?: Record<string, string | number>) =>
  params ? `${key}|${JSON.stringify(params)}` : key;

const isBlank = (raw: unknown) => raw === undefined || raw === null || String(raw).trim() === "";

/** A typed value from a raw form string; reports problems through `issue`. */
function parseField(
  declaration: FieldDeclaration,
  raw: unknown,
  options: Omit<SchemaOptions, "context">,
  issue: Issue,
): string | number | boolean | null {
  const { system, language } = options;
  if (declaration.kind === "boolean") return raw === "on" || raw === "true" || raw === true;
  if (isBlank(raw)) {
    if (declaration.required) issue("validation.required");
    return null;
  }
  const text = String(raw).trim();
  switch (declaration.kind) {
    case "quantity": {
      const result = quantityInput(declaration.quantity, system, language, {
        messageLanguage: options.messageLanguage,
        required: declaration.required,
        min: declaration.min,
        max: declaration.max,
        unit: declaration.suffix,
      }).safeParse(text);
      if (!result.success) {
        for (const problem of result.error.issues) issue(problem.message);
        return null;
      }
      const si = result.data;
      if (si !== null && declaration.below !== undefined && si >= declaration.below) {
        issue(
          message("ddr.validation.below", {
            value: writeLimit(
              declaration.quantity,
              declaration.below,
              system,
              options.messageLanguage ?? language,
              "below",
            ),
            unit: declaration.suffix ?? unitLabel(declaration.quantity, system),
          }),
        );
      }
      return si;
    }
    case "integer": {
      const value = parseUserNumber(text, language);
      if (value === null) {
        issue(notANumber(text, language));
        return null;
      }
      if (!Number.isInteger(value)) {
        issue("ddr.validation.wholeNumber");
        return null;
      }
      if (declaration.min !== undefined && value < declaration.min) {
        issue(message("ddr.validation.atLeast", { value: declaration.min }));
      }
      if (declaration.max !== undefined && value > declaration.max) {
        issue(message("ddr.validation.atMost", { value: declaration.max }));
      }
      return value;
    }
    case "money": {
      const value = parseUserNumber(text, language);
      if (value === null) {
        issue(notANumber(text, language));
        return null;
      }
      // Typed decimals have at most 15 significant digits, so the shortest form is what was typed.
      const amount = formatMoney(moneyFromNumber(value));
      if (declaration.min !== undefined && value < declaration.min) {
        issue(message("ddr.validation.atLeast", { value: declaration.min }));
      }
      if (Math.abs(value) >= 1e12) issue(message("ddr.validation.atMost", { value: 999999999999 }));
      return amount;
    }
    case "text":
    case "longText": {
      const max = declaration.maxLength ?? MAX_TEXT;
      if (text.length > max) issue(tooLong(max));
      if (hasControlCharacters(text, declaration.kind === "longText")) issue(CONTROL_CHARACTERS);
      return text;
    }
    case "date": {
      const time = DATE.test(text) ? Date.parse(`${text}T00:00:00Z`) : Number.NaN;
      // Date.parse accepts 2026-02-30 as 2 March; the round trip catches it.
      if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text) {
        issue("ddr.validation.date");
        return null;
      }
      return text;
    }
    case "time": {
      const minutes = parseClockTime(text);
      if (minutes === null || !/^\d{1,2}:\d{2}$/.test(text)) {
        issue("ddr.validation.time");
        return null;
      }
      return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    }
    case "lookup": {
      const list = options.lookups?.[declaration.list];
      if (hasControlCharacters(text) || (list && !list.some((option) => option.code === text))) {
        issue("ddr.validation.lookup");
      }
      return text;
    }
    case "reference": {
      const id = parseRecordId(text);
      const list = options.lookups?.[declaration.to];
      if (id === null || (list && !list.some((option) => option.code === text))) {
        issue("ddr.validation.lookup");
        return null;
      }
      return id;
    }
    case "costPerLength":
      // Computed only; never typed.
      return null;
    default: {
      const exhaustive: never = declaration;
      return exhaustive;
    }
  }
}

/** A field's value when what is typed is readable, else empty (for values shown while typing). */
export function readFieldLeniently(
  declaration: FieldDeclaration,
  raw: unknown,
  options: Omit<SchemaOptions, "context">,
): string | number | boolean | null {
  let problem = false;
  const value = parseField({ ...declaration, required: false }, raw, options, () => {
    problem = true;
  });
  return problem ? null : value;
}

function fieldSchema(declaration: FieldDeclaration, options: Omit<SchemaOptions, "context">) {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx) =>
      parseField(declaration, raw, options, (text) =>
        ctx.addIssue({ code: "custom", message: text }),
      ),
    );
}

/** A row nobody typed into: the form shows a few of them; they are not data. */
export function isBlankRow(raw: unknown, table: TableDeclaration): boolean {
  if (raw === null || raw === undefined || typeof raw !== "object") return true;
  const record = raw as Record<string, unknown>;
  return inputFields(table.columns).every((column) =>
    column.kind === "boolean"
      ? !(record[column.name] === "on" || record[column.name] === true)
      : isBlank(record[column.name]),
  );
}

function tableSchema(table: TableDeclaration, options: Omit<SchemaOptions, "context">) {
  const row = z.object(
    Object.fromEntries(inputFields(table.columns).map((c) => [c.name, fieldSchema(c, options)])),
  );
  // Too many rows is refused before any row is read, so a runaway paste costs nothing.
  return z.preprocess((rows, ctx) => {
    const list = Array.isArray(rows) ? rows.map((r) => (isBlankRow(r, table) ? null : r)) : [];
    const filled = list.filter((r) => r !== null).length;
    if (filled <= table.maxRows) return list;
    ctx.addIssue({
      code: "custom",
      message: message("ddr.validation.tooManyRows", { max: table.maxRows, count: filled }),
    });
    return [];
  }, z.array(row.nullable()));
}

/** Computed fields start empty; `compute` fills them. */
function withComputedFields(fields: readonly FieldDeclaration[], value: Record<string, unknown>) {
  const complete: StoredRow = {};
  for (const f of fields) {
    const given = value[f.name];
    complete[f.name] = f.computed
      ? f.kind === "boolean"
        ? false
        : null
      : ((given as StoredRow[string]) ?? (f.kind === "boolean" ? false : null));
  }
  return complete;
}

/** Rows without the blanks, and where each kept row stood in the form. */
export interface CompactSection {
  value: StoredSectionValue;
  positions: Record<string, number[]>;
}

export function compactSection(
  section: AnySection,
  parsed: Record<string, unknown>,
): CompactSection {
  const value: StoredSectionValue = withComputedFields(section.fields, parsed);
  const positions: Record<string, number[]> = {};
  for (const table of section.tables) {
    const rows = (parsed[table.name] as (Record<string, unknown> | null)[] | undefined) ?? [];
    positions[table.name] = [];
    const kept: StoredRow[] = [];
    rows.forEach((row, index) => {
      if (row === null) return;
      positions[table.name]!.push(index);
      kept.push(withComputedFields(table.columns, row));
    });
    value[table.name] = kept;
  }
  return { value, positions };
}

/** Where an issue shows in the form, as a conform path. */
export function issuePath(
  issue: SectionIssue,
  positions: Record<string, number[]>,
): (string | number)[] {
  if (!issue.table) return issue.field ? [issue.field] : [];
  if (issue.rowIndex === undefined) return [issue.table];
  const formIndex = positions[issue.table]?.[issue.rowIndex] ?? issue.rowIndex;
  return issue.field ? [issue.table, formIndex, issue.field] : [issue.table, formIndex];
}

export function issueMessage(issue: SectionIssue): string {
  return message(issue.code, issue.params);
}

/** Each field on its own: its value when readable, else empty; blank rows as null. */
export function readLeniently(
  section: AnySection,
  formValue: unknown,
  options: Omit<SchemaOptions, "context">,
): Record<string, unknown> {
  const source = (formValue ?? {}) as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const f of inputFields(section.fields)) {
    result[f.name] = readFieldLeniently(f, source[f.name], options);
  }
  for (const table of section.tables) {
    const rows = Array.isArray(source[table.name]) ? (source[table.name] as unknown[]) : [];
    result[table.name] = rows.map((raw) => {
      if (isBlankRow(raw, table)) return null;
      const record = raw as Record<string, unknown>;
      return Object.fromEntries(
        inputFields(table.columns).map((c) => [
          c.name,
          readFieldLeniently(c, record[c.name], options),
        ]),
      );
    });
  }
  return result;
}

const pathKey = (path: readonly PropertyKey[]) => path.map(String).join(".");

/**
 * The schema of one section: form data in, the value to store out (SI, computed values filled,
 * blank rows dropped, in the order it is stored). Rules across fields and rows run once every
 * field is valid, on the computed value, so they may check computed figures too (a bulk balance
 * below zero); a section's early rules run on a refused value too, beside its field errors.
 */
export function sectionSchema(section: AnySection, options: SchemaOptions) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of inputFields(section.fields)) shape[f.name] = fieldSchema(f, options);
  for (const table of section.tables) shape[table.name] = tableSchema(table, options);
  const whole = z.object(shape).transform((parsed, ctx): StoredSectionValue => {
    const { value, positions } = compactSection(section, parsed);
    let computed: StoredSectionValue;
    try {
      computed = computeSection(section, value, options.context);
    } catch (error) {
      if (!(error instanceof SectionComputationFailed)) throw error;
      ctx.addIssue({ code: "custom", path: [], message: COMPUTATION_FAILED });
      return z.NEVER;
    }
    const issues = [
      ...(section.earlyRules?.(computed as never, options.context) ?? []),
      ...(section.rules?.(computed as never, options.context) ?? []),
    ];
    for (const issue of issues) {
      ctx.addIssue({
        code: "custom",
        path: issuePath(issue, positions),
        message: issueMessage(issue),
      });
    }
    if (issues.length > 0 || !section.stored) return computed;
    return section.stored(computed as never, options.context) as StoredSectionValue;
  });
  if (!section.earlyRules) return whole;
  // A refused value still hears the early rules, except where a field already says what is wrong.
  return z.unknown().transform((raw, ctx): StoredSectionValue => {
    const result = whole.safeParse(raw);
    if (result.success) return result.data;
    const taken = new Set<string>();
    for (const issue of result.error.issues) {
      taken.add(pathKey(issue.path));
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    }
    // A computation that failed is a fault of its own: nothing more is judged.
    if (taken.has("") && result.error.issues.some((i) => i.message === COMPUTATION_FAILED)) {
      return z.NEVER;
    }
    const { value, positions } = compactSection(section, readLeniently(section, raw, options));
    for (const issue of section.earlyRules?.(value as never, options.context) ?? []) {
      const path = issuePath(issue, positions);
      if (taken.has(pathKey(path))) continue;
      ctx.addIssue({ code: "custom", path, message: issueMessage(issue) });
    }
    return z.NEVER;
  });
}
