/**
 * Saving one section through the API: the body's values judged by the section's own schema (the
 * form's) in the unit system the body names, then the report's section save with the version the
 * client read. Problems come back as problem+json with a pointer per field.
 */
import type { CurrentUser } from "~/auth/current-user";
import { translateError } from "~/components/field-errors";
import { languageOf } from "~/i18n/i18n";
import { translator } from "~/i18n/resources.server";
import { saveReportSection, sectionValidationInput } from "~/reports/ddr.server";
import { DDR_KIND, sectionOfKind, type ReportKindDeclaration } from "~/sections/report-kinds";
import { sectionSchema } from "~/sections/schema";

import { jsonPointer, problem } from "./problem";
import { apiJson } from "./request.server";
import { fieldProblems } from "./schemas";
import { formValueFromJson, saveSectionBody } from "./section-values";

export async function saveSectionFromApi(
  user: CurrentUser,
  reportId: number,
  sectionId: string,
  body: unknown,
  declaration: ReportKindDeclaration = DDR_KIND,
): Promise<Response> {
  const section = sectionOfKind(declaration, sectionId);
  const input = await sectionValidationInput(user.orgId, reportId, declaration);
  if (!section || !input) return problem("forbidden-or-missing");
  const envelope = saveSectionBody.safeParse(body);
  if (!envelope.success) {
    return problem("validation", "The body needs version, unitSystem and values.", {
      extensions: { errors: fieldProblems(envelope.error) },
    });
  }
  const { formValue, unknown } = formValueFromJson(section, envelope.data.values);
  if (unknown.length > 0) {
    return problem("validation", `Section "${section.id}" has no such fields.`, {
      extensions: { errors: unknown.map((pointer) => ({ pointer, detail: "Unknown field." })) },
    });
  }
  const t = translator(languageOf(user));
  const parsed = sectionSchema(section, {
    system: envelope.data.unitSystem,
    language: "en",
    context: input.context,
    lookups: input.lookups,
  }).safeParse(formValue);
  if (!parsed.success) {
    return problem("validation", `The values of section "${section.id}" did not validate.`, {
      extensions: {
        errors: parsed.error.issues.map((issue) => ({
          pointer: jsonPointer([
            "values",
            ...issue.path.map((p) => (typeof p === "symbol" ? String(p) : p)),
          ]),
          detail: translateError(t, issue.message),
        })),
      },
    });
  }
  const saved = await saveReportSection(
    user,
    declaration,
    reportId,
    section,
    parsed.data,
    envelope.data.version,
  );
  if (!saved.ok) {
    if (saved.reason === "notFound") return problem("forbidden-or-missing");
    return saved.reason === "conflict"
      ? problem("conflict", "Read the report again and send its current section version.")
      : problem("not-editable", "Only draft and returned reports can be changed.");
  }
  return apiJson({
    id: reportId,
    section: section.id,
    version: saved.version,
    values: parsed.data,
  });
}
