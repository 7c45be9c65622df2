/**
 * The computed values of a section form as the user types, worked out with the section's schema.
 * Apart from form-values.ts, so the page that shows a form does not carry the schema (and zod)
 * before the user starts typing.
 */
import type { Language, UnitSystem } from "~/domain/units/systems";

import {
  compactSection,
  computeSavedSection,
  isBlankRow,
  readFieldLeniently,
  sectionSchema,
  type CompactSection,
} from "./schema";
import { inputFields, type AnySection, type SectionContext } from "./vocabulary";

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
