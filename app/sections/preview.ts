/**
 * The computed values of a section form as the user types, worked out with the section's schema.
 * Apart from form-values.ts, so the page that shows a form does not carry the schema (and zod)
 * before the user starts typing.
 */
import type { Language, UnitSystem } from "~/domain/units/systems";

import { computeSavedSection } from "./compute";
import { compactSection, readLeniently, sectionSchema, type CompactSection } from "./schema";
import type { AnySection, SectionContext } from "./vocabulary";

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
  const valid = sectionSchema(section, options).safeParse(formValue ?? {}).success;
  // Figures of the rows as the form shows them (a saved time log is stored in time order).
  const lenient = compactSection(section, readLeniently(section, formValue, options));
  // A computation that fails (logged, and refused on saving) shows no figures while typing.
  const value = computeSavedSection(section, lenient.value, options.context);
  return { value, positions: lenient.positions, valid };
}
