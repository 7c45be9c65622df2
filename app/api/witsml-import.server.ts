/**
 * WITSML daily reports into a well's DDRs through the API, as the import page does it: a preview
 * (nothing saved) that gives a revision, then the import of the same files with that revision in
 * `If-Match`; a day saved by someone else in between answers 409 and saves nothing. One document
 * travels as the XML body; several (a 1.4.1.1 opsReport and the tubulars of its bits, or several
 * days) as multipart/form-data parts named `witsml`.
 */
import type { CurrentUser } from "~/auth/current-user";
import { translateError } from "~/i18n/error-text";
import { translator } from "~/i18n/resources.server";
import {
  importDdrs,
  previewDdrImport,
  type DdrImportResult,
  type WitsmlDocuments,
} from "~/interop/ddr-import.server";
import { MAX_WITSML_BYTES } from "~/interop/trajectory-import.server";
import { dayProblemPlace } from "~/interop/trajectory-preview";
import { MAX_WITSML_DOCUMENTS, type WitsmlDocument } from "~/interop/witsml/daily-report-documents";
import { problemText, type WitsmlProblem } from "~/interop/witsml/problems";

import { formatQuantity } from "~/units/format";
import { problem } from "./problem";
import { apiJson, bodyUpTo, requireMediaType } from "./request.server";

export const WITSML_BODY_TYPES = ["application/xml", "text/xml", "multipart/form-data"];
const t = translator("en");
// The API speaks SI: its depths are in metres, as every value it reads and gives.
const inMetres = (metres: number) => formatQuantity("length", metres, "gde", "en");

/**
 * The WITSML documents of a request, each named by its part's file name (or its place among the
 * parts) so a problem of several says which; or a problem saying why they cannot be read.
 */
export async function readWitsmlBodies(request: Request): Promise<WitsmlDocument[]> {
  const type = requireMediaType(request, WITSML_BODY_TYPES);
  const multipart = type === "multipart/form-data";
  const limit = multipart ? MAX_WITSML_BYTES * MAX_WITSML_DOCUMENTS : MAX_WITSML_BYTES;
  const tooLarge = () =>
    problem("payload-too-large", `At most ${MAX_WITSML_BYTES} bytes a document.`);
  const body = await bodyUpTo(request, limit);
  let texts: WitsmlDocument[];
  if (multipart) {
    let form: FormData;
    try {
      // The counted body, parsed with the boundary its Content-Type names.
      const contentType = request.headers.get("Content-Type") ?? "";
      form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
    } catch {
      throw problem("bad-request", "The multipart body could not be read.");
    }
    texts = await Promise.all(
      form
        .getAll("witsml")
        .map(async (part, index) =>
          typeof part === "string"
            ? { name: `part ${index + 1}`, text: part }
            : { name: part.name || `part ${index + 1}`, text: await part.text() },
        ),
    );
    if (texts.length > MAX_WITSML_DOCUMENTS) {
      throw problem("bad-request", `At most ${MAX_WITSML_DOCUMENTS} documents at once.`);
    }
  } else texts = [{ name: "body", text: new TextDecoder().decode(body) }];
  if (texts.some(({ text }) => Buffer.byteLength(text) > MAX_WITSML_BYTES)) throw tooLarge();
  texts = texts.filter(({ text }) => text.trim() !== "");
  if (texts.length === 0) {
    throw problem("bad-request", "The body holds no document (multipart: parts named witsml).");
  }
  return texts;
}

const said = (item: WitsmlProblem) => ({
  ...(item.file ? { file: item.file } : {}),
  element: item.element,
  line: item.line,
  code: item.code,
  detail: problemText(t, item, inMetres),
});

/** A preview as the API shows it: each day's problems and the file's warnings in words. */
function previewBody(preview: DdrImportResult & { ok: true }) {
  return {
    version: preview.version,
    revision: preview.revision,
    days: preview.days.map((day) => ({
      ...day,
      problems: day.problems.map((p) => {
        const place = dayProblemPlace(t, p);
        return { ...p, message: `${place ? `${place}: ` : ""}${translateError(t, p.message)}` };
      }),
    })),
    warnings: preview.warnings.map(said),
  };
}

function refusal(preview: Exclude<DdrImportResult, { ok: true }>): Response {
  if (preview.reason === "notFound") return problem("forbidden-or-missing", "No such well.");
  return problem("validation", "The file is not a WITSML daily report we can read.", {
    extensions: { errors: preview.errors.map((e) => ({ pointer: "", ...said(e) })) },
  });
}

export async function previewAnswer(user: CurrentUser, wellId: number, texts: WitsmlDocuments) {
  const preview = await previewDdrImport(user, wellId, texts);
  return preview.ok ? apiJson(previewBody(preview)) : refusal(preview);
}

/** The revision of `If-Match`, quoted or not; null when there is none. */
export function revisionOf(request: Request): string | null {
  const header = request.headers.get("If-Match")?.trim();
  if (!header) return null;
  return header.replace(/^W\//, "").replace(/^"(.*)"$/, "$1");
}

export async function importAnswer(
  user: CurrentUser,
  wellId: number,
  texts: WitsmlDocuments,
  revision: string,
): Promise<Response> {
  const saved = await importDdrs(user, wellId, texts, revision);
  if (saved.ok)
    return apiJson({ imported: saved.days, firstDate: saved.firstDate }, { status: 201 });
  switch (saved.reason) {
    case "problems":
      return problem("validation", "A day of the file does not validate; nothing was imported.", {
        extensions: saved.preview.ok ? previewBody(saved.preview) : {},
      });
    case "conflict":
      return problem(
        "conflict",
        saved.reportDate
          ? `The report of ${saved.reportDate} changed after the preview; nothing was imported.`
          : "The revision is not one a preview of this file gave; nothing was imported.",
        { extensions: saved.preview.ok ? { preview: previewBody(saved.preview) } : {} },
      );
    default:
      return refusal(saved);
  }
}
