/**
 * Saving one section through the API: the body's values judged by the section's own schema (the
 * form's) in the unit system the body names, then the report's section save with the version the
 * client read. Problems come back as problem+json with a pointer per field.
 */
import type { CurrentUser } from "~/auth/current-user";
import { translateError } from "~/i18n/error-text";
import { languageOf } from "~/i18n/i18n";
import { translator } from "~/i18n/resources.server";
import { saveCheckedSections } from "~/reports/ddr.server";
import { DDR_KIND, sectionOfKind, type ReportKindDeclaration } from "~/sections/report-kinds";
import { sectionSchema } from "~/sections/schema";
import type { StoredSectionValue } from "~/sections/vocabulary";

import { jsonPointer, problem } from "./problem";
import { apiJson } from "./request.server";
import { fieldProblems } from "./schemas";
import { formValueFromJson, judgedIn, saveSectionBody, WRONG_UNIT_SYSTEM } from "./section-values";

export async function saveSectionFromApi(
  user: CurrentUser,
  reportId: number,
  sectionId: string,
  body: unknown,
  declaration: ReportKindDeclaration = DDR_KIND,
): Promise<Response> {
  const section = sectionOfKind(declaration, sectionId);
  if (!section) return problem("forbidden-or-missing");
  const t = translator(languageOf(user));
  let refusal: Response | null = null;
  let values: StoredSectionValue | null = null;
  // Judged inside the save's transaction, once the report is found, against its context as it is
  // stored with it.
  const saved = await saveCheckedSections(user, declaration, { id: reportId }, (input) => {
    const envelope = saveSectionBody.safeParse(body);
    if (!envelope.success) {
      const errors = fieldProblems(envelope.error);
      const unitSystem = errors.find((error) => error.detail === WRONG_UNIT_SYSTEM);
      refusal = problem(
        "validation",
        unitSystem ? WRONG_UNIT_SYSTEM : "The body needs version, unitSystem and values.",
        { extensions: { errors } },
      );
      return null;
    }
    const { unitSystem } = envelope.data;
    const { formValue, unknown, mistyped } = formValueFromJson(
      section,
      envelope.data.values,
      unitSystem,
    );
    if (unknown.length > 0) {
      refusal = problem("validation", `Section "${section.id}" has no such fields.`, {
        extensions: { errors: unknown.map((pointer) => ({ pointer, detail: "Unknown field." })) },
      });
      return null;
    }
    if (mistyped.length > 0) {
      refusal = problem(
        "validation",
        `Some values of section "${section.id}" are of the wrong type.`,
        {
          extensions: { errors: mistyped },
        },
      );
      return null;
    }
    const parsed = sectionSchema(section, {
      system: judgedIn(unitSystem),
      language: "en",
      context: input.context,
      lookups: input.lookups,
    }).safeParse(formValue);
    if (!parsed.success) {
      refusal = problem("validation", `The values of section "${section.id}" did not validate.`, {
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
      return null;
    }
    values = parsed.data;
    return [{ section, value: parsed.data, expectedVersion: envelope.data.version }];
  });
  if (saved.ok) {
    return apiJson({ id: reportId, section: section.id, version: saved.versions[0]!, values });
  }
  switch (saved.reason) {
    case "notFound":
      return problem("forbidden-or-missing");
    case "invalid":
      return refusal!;
    case "conflict":
      return problem("conflict", "Read the report again and send its current section version.");
    case "notEditable":
      return problem("not-editable", "Only draft and returned reports can be changed.");
  }
}
