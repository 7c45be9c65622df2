/**
 * A section's values as an API client sends them (JSON numbers, strings, booleans, rows as
 * arrays of objects, in a named unit system) turned into what the form posts, so the section's
 * own schema — the form's — judges them. Names not in the declaration are refused, not ignored;
 * so is a number sent as text ("2,450" is 2450 or 2.45 depending on who wrote it).
 */
import { z } from "zod";

import { UNIT_SYSTEMS, type UnitSystem } from "~/domain/units/systems";
import { fromSI } from "~/domain/units/units";
import type { SectionFormValue } from "~/sections/form-values";
import { inputFields, type AnySection, type FieldDeclaration } from "~/sections/vocabulary";
import { writeUserNumber } from "~/units/parse-number";

const API_UNIT_SYSTEMS = [...UNIT_SYSTEMS, "stored"] as const;

/** What a body naming a unit system the API does not know is told. */
export const WRONG_UNIT_SYSTEM = `unitSystem must be one of ${API_UNIT_SYSTEMS.map((s) => `"${s}"`).join(", ")} ("stored": the units a read gives).`;

/** The body of a section save. */
export const saveSectionBody = z
  .object({
    version: z
      .number()
      .int()
      .min(0)
      .describe("The section version your values start from (0 when never saved)."),
    unitSystem: z
      .enum(API_UNIT_SYSTEMS, {
        // A missing one keeps the usual "required" wording; a wrong one names what is taken.
        error: (issue) => (issue.input === undefined ? undefined : WRONG_UNIT_SYSTEM),
      })
      .describe(
        "The unit system the quantities are given in (api, apimix, gde), or stored: the units a read gives (m, s, Pa, m³, kg, degrees), so a read's values go back as they came.",
      ),
    values: z
      .record(z.string(), z.unknown())
      .describe("The section's fields by name; tables as arrays of row objects."),
  })
  .strict();

export type ApiUnitSystem = SaveSectionBody["unitSystem"];
type SaveSectionBody = z.infer<typeof saveSectionBody>;

/**
 * The form's unit system a body is judged in: its own, or for stored units the metric one, into
 * which stored values convert exactly (as a WITSML import's do).
 */
export const judgedIn = (system: ApiUnitSystem): UnitSystem =>
  system === "stored" ? "apimix" : system;

const NUMERIC_KINDS = new Set<FieldDeclaration["kind"]>(["quantity", "integer", "reference"]);

/** A value of the wrong JSON type for its field, by its pointer. */
export interface MistypedValue {
  pointer: string;
  detail: string;
}

function cell(
  declaration: FieldDeclaration,
  value: unknown,
  system: ApiUnitSystem,
  mistyped: () => void,
): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (declaration.kind === "boolean") {
    if (typeof value !== "boolean") mistyped();
    return value === true ? "on" : undefined;
  }
  if (NUMERIC_KINDS.has(declaration.kind) && typeof value !== "number") {
    if (typeof value === "string") {
      mistyped();
      return undefined;
    }
  }
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return "not a number";
    const shown =
      system === "stored" && declaration.kind === "quantity"
        ? fromSI(declaration.quantity, value, judgedIn(system))
        : value;
    return writeUserNumber(shown, "en");
  }
  if (typeof value === "string") return value;
  // Anything else cannot be a field's value; the schema says so with the field's own message.
  return JSON.stringify(value);
}

const typeDetail = (declaration: FieldDeclaration) =>
  declaration.kind === "boolean"
    ? "Send true or false."
    : "Send a JSON number (2450.5), not text: numbers in text are read differently by different people.";

export function formValueFromJson(
  section: AnySection,
  values: Record<string, unknown>,
  system: ApiUnitSystem = "apimix",
): { formValue: SectionFormValue; unknown: string[]; mistyped: MistypedValue[] } {
  const unknown: string[] = [];
  const mistyped: MistypedValue[] = [];
  const typed = (declaration: FieldDeclaration, value: unknown, pointer: string) =>
    cell(declaration, value, system, () =>
      mistyped.push({ pointer, detail: typeDetail(declaration) }),
    );
  const formValue: SectionFormValue = {};
  const fields = new Map(inputFields(section.fields).map((f) => [f.name, f]));
  const tables = new Map(section.tables.map((table) => [table.name, table]));
  for (const [name, value] of Object.entries(values)) {
    const declaration = fields.get(name);
    if (declaration) {
      formValue[name] = typed(declaration, value, `/values/${name}`);
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
        out[column] = typed(declaration, cellValue, `/values/${name}/${index}/${column}`);
      }
      return out;
    });
  }
  return { formValue, unknown, mistyped };
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
  // Every name a read gives is described: the computed ones are taken back and ignored, and any
  // other name is refused, as the server does.
  const shapeOf = (fields: readonly FieldDeclaration[]) => {
    const shape: Record<string, z.ZodType> = {};
    for (const f of fields) {
      shape[f.name] = f.computed
        ? fieldSchema(f)
            .optional()
            .meta({ readOnly: true, description: "Worked out by the server; ignored when sent." })
        : fieldSchema(f).optional();
    }
    return shape;
  };
  const shape = shapeOf(section.fields);
  for (const table of section.tables) {
    shape[table.name] = z
      .array(z.object(shapeOf(table.columns)).strict())
      .max(table.maxRows)
      .optional();
  }
  return z.object(shape).strict();
}
