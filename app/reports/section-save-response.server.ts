/**
 * The answer to a section form posted to any report kind: read it with the section's schema
 * (inside the save's transaction, against the report's figures as they are stored with it),
 * store it at the version the user saw, and either redirect back to the section (open) with a toast, or
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
import { previewSection, type SectionPreview } from "~/sections/preview";
import { sectionSchema } from "~/sections/schema";
import { listsNamedBy, pickLists } from "~/sections/section-lists";
import type { AnySection, StoredSectionValue } from "~/sections/vocabulary";

import type { ValidationInput } from "./report-load.server";
import type { CheckedSaveResult, SaveCheck } from "./report-save.server";
import { sectionOpenAt } from "./section-edit-links";

export interface SectionSaveReply {
  kind: "save";
  sectionId: string;
  reply: SubmissionResult<string[]>;
  /**
   * The lists the section's editor picks from: the answered section opens with what was typed,
   * and a page drawn without scripts may not carry them (decision 080).
   */
  lists?: LookupOptions;
  /**
   * The figures worked out from what was typed: a form without the browser's checks (no
   * JavaScript) shows them beside the refused values, as it showed the saved ones before.
   */
  figures?: SectionPreview;
}

function readSection(
  formData: FormData,
  section: AnySection,
  user: { language: string | null; unitStandard: number },
  input: Pick<ValidationInput, "context" | "lookups">,
) {
  return parseWithZod(formData, {
    schema: sectionSchema(section, {
      system: unitSystemFromStandard(user.unitStandard),
      language: languageOf(user),
      context: input.context,
      lookups: input.lookups,
    }),
    disableAutoCoercion: true,
  });
}

export async function sectionSaveResponse({
  request,
  user,
  formData,
  section,
  save,
  back,
  t,
}: {
  request: Request;
  user: { language: string | null; unitStandard: number };
  formData: FormData;
  section: AnySection;
  /** Saves the report's section with this check run inside the save's transaction. */
  save: (check: SaveCheck) => Promise<CheckedSaveResult>;
  /** The report's page; the redirect lands on the section. */
  back: string;
  t: (key: string, params?: Record<string, unknown>) => string;
}) {
  let submission: ReturnType<typeof readSection> | undefined;
  let lists: LookupOptions | undefined;
  let judgedAgainst: ValidationInput["context"] | undefined;
  const saved = await save((input) => {
    lists = pickLists(input.lookups, listsNamedBy([section]));
    judgedAgainst = input.context;
    const parsed = readSection(formData, section, user, input);
    submission = parsed;
    if (parsed.status !== "success") return null;
    const expectedVersion = parseVersion(formData.get("version")) ?? -1; // none (tampered): a conflict
    return [{ section, value: parsed.value as StoredSectionValue, expectedVersion }];
  });
  // No submission: the report was not found before anything was read.
  if (!submission || (!saved.ok && saved.reason === "notFound")) throw notFound();
  // Worked out only for an answer that shows the form again, never for a save that redirects.
  const figures =
    !saved.ok && judgedAgainst
      ? previewSection(section, submission.payload, {
          system: unitSystemFromStandard(user.unitStandard),
          language: languageOf(user),
          context: judgedAgainst,
        })
      : undefined;
  if (!saved.ok && saved.reason === "invalid") {
    // Adding or removing a row without JavaScript comes back here too, with no status.
    return json<SectionSaveReply>(
      { kind: "save", sectionId: section.id, reply: submission.reply(), lists, figures },
      submission.status === "error" ? 400 : 200,
    );
  }
  if (!saved.ok) {
    const message = saved.reason === "conflict" ? "ddr.editor.conflict" : "ddr.editor.notEditable";
    return json<SectionSaveReply>(
      {
        kind: "save",
        sectionId: section.id,
        reply: submission.reply({ formErrors: [message] }),
        lists,
        figures,
      },
      409,
    );
  }
  const cookie = await setToast(request, {
    kind: "success",
    title: "common.success",
    message: t("ddr.editor.sectionSaved", { section: t(section.labelKey) }),
  });
  // The user is working in the section: it comes back open, showing the version just saved.
  return redirect(sectionOpenAt(back, section.id), { headers: { "Set-Cookie": cookie } });
}
