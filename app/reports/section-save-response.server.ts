/**
 * The answer to a section form posted to any report kind: read it with the section's schema,
 * store it at the version the user saw, and either redirect back to the section with a toast, or
 * answer the form with its problems (or the conflict) next to what was typed.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect } from "@remix-run/node";

import { notFound, setToast } from "~/auth/session.server";
import { unitSystemFromStandard } from "~/domain/units/systems";
import { parseVersion } from "~/forms/input";
import { languageOf } from "~/i18n/i18n";
import type { LookupOptions } from "~/sections/lookup-lists";
import { sectionSchema } from "~/sections/schema";
import type { AnySection, SectionContext, StoredSectionValue } from "~/sections/vocabulary";

import type { SaveResult } from "./report-save.server";

export interface SectionSaveReply {
  kind: "save";
  sectionId: string;
  reply: SubmissionResult<string[]>;
}

export async function sectionSaveResponse({
  request,
  user,
  formData,
  section,
  input,
  save,
  back,
  t,
}: {
  request: Request;
  user: { language: string | null; unitStandard: number };
  formData: FormData;
  section: AnySection;
  input: { context: SectionContext; lookups: LookupOptions };
  save: (value: StoredSectionValue, expectedVersion: number) => Promise<SaveResult>;
  /** The report's page; the redirect lands on the section. */
  back: string;
  t: (key: string, params?: Record<string, unknown>) => string;
}) {
  const submission = parseWithZod(formData, {
    schema: sectionSchema(section, {
      system: unitSystemFromStandard(user.unitStandard),
      language: languageOf(user),
      context: input.context,
      lookups: input.lookups,
    }),
    disableAutoCoercion: true,
  });
  if (submission.status !== "success") {
    // Adding or removing a row without JavaScript comes back here too, with no status.
    return json<SectionSaveReply>(
      { kind: "save", sectionId: section.id, reply: submission.reply() },
      submission.status === "error" ? 400 : 200,
    );
  }
  const saved = await save(
    submission.value as StoredSectionValue,
    parseVersion(formData.get("version")) ?? -1, // none (tampered): a conflict
  );
  if (!saved.ok) {
    if (saved.reason === "notFound") throw notFound();
    const message = saved.reason === "conflict" ? "ddr.editor.conflict" : "ddr.editor.notEditable";
    return json<SectionSaveReply>(
      {
        kind: "save",
        sectionId: section.id,
        reply: submission.reply({ formErrors: [message] }),
      },
      409,
    );
  }
  const cookie = await setToast(request, {
    kind: "success",
    title: "common.success",
    message: t("ddr.editor.sectionSaved", { section: t(section.labelKey) }),
  });
  return redirect(`${back}#section-${section.id}`, { headers: { "Set-Cookie": cookie } });
}
