/**
 * The report form's spreadsheet upload as an HTTP exchange: the multipart body within its size
 * limit, the upload itself, and the answer the page shows (saved with its notes, or refused with
 * the first problems and their count, or a conflict naming the sections).
 */
import { json } from "@remix-run/node";

import { notFound, setToast } from "~/auth/session.server";
import type { Language } from "~/domain/units/systems";

import type { DdrActor } from "./ddr.server";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, type UploadOutcome } from "./spreadsheet-limits";
import { uploadDdrWorkbook } from "./spreadsheet.server";
import { readUploadedForm } from "~/forms/memory-uploads.server";

type Translate = (key: string, params?: Record<string, unknown>) => string;

const refuse = (error: string, status: number) =>
  json<UploadOutcome>({ kind: "upload", saved: false, error, errors: [], total: 0 }, status);

/** Reads the posted file and uploads it to the report; answers what the page shows. */
export async function ddrUploadResponse(
  request: Request,
  actor: DdrActor,
  reportId: number,
  options: { language: Language; t: Translate },
): Promise<Response> {
  const { t } = options;
  const formData = await readUploadedForm(request, { maxPartBytes: MAX_UPLOAD_BYTES });
  if (formData === "tooLarge") {
    return refuse(`ddr.spreadsheet.tooLarge|${JSON.stringify({ size: MAX_UPLOAD_MB })}`, 413);
  }
  const file = formData.get("workbook");
  if (!(file instanceof Blob) || file.size === 0) return refuse("ddr.spreadsheet.noFile", 400);
  const result = await uploadDdrWorkbook(actor, reportId, await file.arrayBuffer(), options);
  if (!result.ok) {
    switch (result.reason) {
      case "notFound":
        throw notFound();
      case "notEditable":
        return refuse("ddr.editor.notEditable", 409);
      case "conflict":
        return refuse(
          `ddr.spreadsheet.conflict|${JSON.stringify({ sections: result.sections.join(", ") })}`,
          409,
        );
      case "invalid":
        return json<UploadOutcome>(
          {
            kind: "upload",
            saved: false,
            error: `ddr.spreadsheet.refused|${JSON.stringify({ count: result.total })}`,
            errors: result.errors,
            total: result.total,
          },
          400,
        );
      default: {
        const exhaustive: never = result;
        return exhaustive;
      }
    }
  }
  const cookie = await setToast(request, {
    kind: "success",
    title: "common.success",
    message: t("ddr.spreadsheet.saved", { count: result.saved }),
  });
  // The page shows the notes next to the upload; the form's loaders run again after an action.
  return json<UploadOutcome>(
    { kind: "upload", saved: true, notes: result.notes },
    { headers: { "Set-Cookie": cookie } },
  );
}
