/**
 * Between stored values (SI, exact money) and what a form shows (text in the user's units and
 * notation), both ways, derived from a section's declaration.
 */
import type { Language, UnitSystem } from "~/domain/units/systems";
import { inputValue } from "~/units/format";
import { writeUserDecimal, writeUserNumber } from "~/units/parse-number";

import {
  inputFields,
  type AnySection,
  type FieldDeclaration,
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
