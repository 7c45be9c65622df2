/**
 * Between stored values (SI, exact money) and what a form shows (text in the user's units and
 * notation), both ways, derived from a section's declaration.
 */
import type { Language, UnitSystem } from "~/domain/units/systems";
import { inputValue } from "~/units/format";
import { writeUserDecimal, writeUserNumber } from "~/units/parse-number";

import {
  compactSection,
  computeSavedSection,
  isBlankRow,
  readFieldLeniently,
  sectionSchema,
  type CompactSection,
} from "./schema";
import {
  inputFields,
  type AnySection,
  type FieldDeclaration,
  type SectionContext,
  type StoredRow,
  type StoredSectionValue,
} from "./vocabulary";

export type FormRow = Record<string, string | undefined>;
export type SectionFormValue = Record<string, string | undefined | FormRow[]>;

/** Empty rows a table shows under its data, so a form works without JavaScript. */
export const BLANK_ROWS = 2;

/** One stored value as an input shows it. */
export function formFieldValue(
  declaration: FieldDeclaration,
  value: StoredRow[string] | undefined,
  system: UnitSystem,
  language: Language,
): string | undefined {
  if (value === null || value === undefined) return undefined;
  switch (declaration.kind) {
    case "quantity":
      return typeof value === "number"
        ? inputValue(declaration.quantity, value, system, language)
        : undefined;
    case "boolean":
      return value === true ? "on" : undefined;
    case "money":
      return writeUserDecimal(String(value), language);
    case "integer":
      return typeof value === "number" ? writeUserNumber(value, language, 0) : String(value);
    case "reference":
    case "text":
    case "longText":
    case "date":
    case "time":
    case "lookup":
    case "costPerLength":
      return String(value);
    default: {
      const exhaustive: never = declaration;
      return exhaustive;
    }
  }
}

function formRow(
  fields: readonly FieldDeclaration[],
  row: StoredRow,
  system: UnitSystem,
  language: Language,
): FormRow {
  const result: FormRow = {};
  for (const f of inputFields(fields)) {
    const text = formFieldValue(f, row[f.name], system, language);
    if (text !== undefined) result[f.name] = text;
  }
  return result;
}

/** A stored section as the form's default value, with blank rows under each table. */
export function toFormValue(
  section: AnySection,
  stored: StoredSectionValue | null,
  system: UnitSystem,
  language: Language,
  blankRows = BLANK_ROWS,
): SectionFormValue {
  const value: SectionFormValue = stored
    ? formRow(section.fields, stored as StoredRow, system, language)
    : {};
  for (const table of section.tables) {
    const rows = (stored?.[table.name] as StoredRow[] | undefined) ?? [];
    value[table.name] = [
      ...rows.map((row) => formRow(table.columns, row, system, language)),
      ...Array.from({ length: blankRows }, () => ({})),
    ];
  }
  return value;
}

export interface SectionPreview extends CompactSection {
  /** False when something typed is not valid yet; computed values are then partial. */
  valid: boolean;
}

/**
 * The computed values for what is typed so far, shown as the user types: every readable field
 * counts, unreadable ones count as empty.
 */
export function previewSection(
  section: AnySection,
  formValue: unknown,
  options: { system: UnitSystem; language: Language; context: SectionContext },
): SectionPreview {
  const schema = sectionSchema(section, options);
  const parsed = schema.safeParse(formValue ?? {});
  if (parsed.success) {
    const { positions } = compactSection(section, leniently(section, formValue, options));
    return { value: parsed.data, positions, valid: true };
  }
  const lenient = compactSection(section, leniently(section, formValue, options));
  // A computation that fails (logged, and refused on saving) shows no figures while typing.
  const value = computeSavedSection(section, lenient.value, options.context);
  return { value, positions: lenient.positions, valid: false };
}

/** Each field on its own: its value when readable, else empty. */
function leniently(
  section: AnySection,
  formValue: unknown,
  options: { system: UnitSystem; language: Language },
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
