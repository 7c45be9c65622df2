/**
 * A section's values as an API client sends them (JSON numbers, strings, booleans, rows as
 * arrays of objects, in a named unit system) turned into what the form posts, so the section's
 * own schema — the form's — judges them. Names not in the declaration are refused, not ignored.
 */
import { z } from "zod";

import { UNIT_SYSTEMS } from "~/domain/units/systems";
import type { SectionFormValue } from "~/sections/form-values";
import { inputFields, type AnySection, type FieldDeclaration } from "~/sections/vocabulary";
import { writeUserNumber } from "~/units/parse-number";

/** The body of a section save. */
export const saveSectionBody = z
  .object({
    version: z
      .number()
      .int()
      .min(0)
      .describe("The section version your values start from (0 when never saved)."),
    unitSystem: z
      .enum(UNIT_SYSTEMS)
      .describe("The unit system the quantities are given in (api, apimix, gde)."),
    values: z
      .record(z.string(), z.unknown())
      .describe("The section's fields by name; tables as arrays of row objects."),
  })
  .strict();

const cell = (declaration: FieldDeclaration, value: unknown): string | undefined => {
  if (value === null || value === undefined) return undefined;
  if (declaration.kind === "boolean") return value === true ? "on" : undefined;
  if (typeof value === "number") {
    return Number.isFinite(value) ? writeUserNumber(value, "en") : "not a number";
  }
  if (typeof value === "string") return value;
  // Anything else cannot be a field's value; the schema says so with the field's own message.
  return JSON.stringify(value);
};

export function formValueFromJson(
  section: AnySection,
  values: Record<string, unknown>,
): { formValue: SectionFormValue; unknown: string[] } {
  const unknown: string[] = [];
  const formValue: SectionFormValue = {};
  const fields = new Map(inputFields(section.fields).map((f) => [f.name, f]));
  const tables = new Map(section.tables.map((table) => [table.name, table]));
  for (const [name, value] of Object.entries(values)) {
    const declaration = fields.get(name);
    if (declaration) {
      formValue[name] = cell(declaration, value);
      continue;
    }
    const table = tables.get(name);
    if (!table) {
      // A computed field sent back from a read is accepted and ignored, as a computed column is.
      if (!section.fields.some((f) => f.name === name && f.computed)) {
        unknown.push(`/values/${name}`);
      }
      continue;
    }
    const columns = new Map(inputFields(table.columns).map((c) => [c.name, c]));
    const rows = Array.isArray(value) ? value : [];
    if (!Array.isArray(value) && value !== null && value !== undefined)
      unknown.push(`/values/${name}`);
    formValue[name] = rows.map((row: unknown, index) => {
      const out: Record<string, string | undefined> = {};
      if (row === null || typeof row !== "object" || Array.isArray(row)) {
        unknown.push(`/values/${name}/${index}`);
        return out;
      }
      for (const [column, cellValue] of Object.entries(row as Record<string, unknown>)) {
        const declaration = columns.get(column);
        // Computed columns sent back from a read are accepted and ignored: the server works them out.
        if (!declaration) {
          if (!table.columns.some((c) => c.name === column && c.computed)) {
            unknown.push(`/values/${name}/${index}/${column}`);
          }
          continue;
        }
        out[column] = cell(declaration, cellValue);
      }
      return out;
    });
  }
  return { formValue, unknown };
}

/** A JSON Schema-able description of a section's values, from its declaration (for OpenAPI). */
export function sectionValuesSchema(section: AnySection) {
  const fieldSchema = (f: FieldDeclaration) => {
    switch (f.kind) {
      case "quantity":
        return z.number().nullable().describe(`${f.quantity}, in the body's unit system`);
      case "integer":
        return z.number().int().nullable();
      case "boolean":
        return z.boolean();
      case "money":
        return z.union([z.string(), z.number()]).nullable().describe("USD, exact decimal");
      case "date":
        return z.string().nullable().describe("YYYY-MM-DD");
      case "time":
        return z.string().nullable().describe("HH:MM");
      case "lookup":
        return z.string().nullable().describe(`a code of the ${f.list} list`);
      case "reference":
        return z.number().int().nullable().describe(`id of a ${f.to}`);
      case "text":
      case "longText":
      case "costPerLength":
        return z.string().nullable();
      default: {
        const exhaustive: never = f;
        return exhaustive;
      }
    }
  };
  const shape: Record<string, z.ZodType> = {};
  for (const f of inputFields(section.fields)) shape[f.name] = fieldSchema(f).optional();
  for (const table of section.tables) {
    const row: Record<string, z.ZodType> = {};
    for (const c of inputFields(table.columns)) row[c.name] = fieldSchema(c).optional();
    shape[table.name] = z.array(z.object(row)).max(table.maxRows).optional();
  }
  return z.object(shape);
}
