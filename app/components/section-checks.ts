/**
 * What a section form checks in the browser as the user types: the section's zod schema (the one
 * the server saves with) and the figures worked out from what is typed. zod is most of the weight
 * of these, so the form loads this module once the user starts on a section (see
 * use-section-checks.ts), not with the page.
 */
import { parseWithZod } from "@conform-to/zod/v4";

import { previewSection } from "~/sections/preview";
import { sectionSchema, type SchemaOptions } from "~/sections/schema";
import type { AnySection } from "~/sections/vocabulary";

export { previewSection };

export function checkSection(
  formData: FormData,
  section: AnySection,
  options: Omit<SchemaOptions, "lookups">,
) {
  return parseWithZod(formData, {
    schema: sectionSchema(section, options),
    disableAutoCoercion: true,
  });
}
