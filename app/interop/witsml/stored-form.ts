/**
 * Stored (SI) section values written as the form's fields in the metric form system at full
 * precision, so an import is judged by the same schema as the form and loses nothing.
 */
import { fromSI } from "~/domain/units/units";
import type { SectionFormValue } from "~/sections/form-values";
import {
  inputFields,
  type AnySection,
  type FieldDeclaration,
  type StoredRow,
  type StoredSectionValue,
} from "~/sections/vocabulary";
import { writeUserNumber } from "~/units/parse-number";

/** The unit system imports are judged in (metres, bar, m³ …): the stored values converted exactly. */
export const IMPORT_SYSTEM = "apimix" as const;

function fieldText(declaration: FieldDeclaration, value: unknown): string | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  if (declaration.kind === "boolean") return value === true ? "on" : undefined;
  if (typeof value === "number") {
    const shown =
      declaration.kind === "quantity" ? fromSI(declaration.quantity, value, IMPORT_SYSTEM) : value;
    return writeUserNumber(shown, "en");
  }
  return String(value);
}

function rowText(fields: readonly FieldDeclaration[], row: StoredRow) {
  const out: Record<string, string | undefined> = {};
  for (const f of inputFields(fields)) {
    const text = fieldText(f, row[f.name]);
    if (text !== undefined) out[f.name] = text;
  }
  return out;
}

export function storedToFormValue(
  section: AnySection,
  stored: StoredSectionValue,
): SectionFormValue {
  const value: SectionFormValue = rowText(section.fields, stored as StoredRow);
  for (const table of section.tables) {
    const rows = stored[table.name];
    value[table.name] = Array.isArray(rows) ? rows.map((row) => rowText(table.columns, row)) : [];
  }
  return value;
}
