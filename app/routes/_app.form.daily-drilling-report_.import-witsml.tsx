import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { notFound, requireUser, setToast } from "~/auth/session.server";
import { DdrWitsmlImport, type DdrWitsmlOutcome } from "~/components/ddr-witsml-import";
import { parseRecordId } from "~/forms/input";
import { readUploadedForm } from "~/forms/memory-uploads.server";
import { readForm } from "~/forms/refusals.server";
import { languageOf } from "~/i18n/i18n";
import { translator } from "~/i18n/resources.server";
import { importDdrs, previewDdrImport, type DdrImportResult } from "~/interop/ddr-import.server";
import { MAX_WITSML_BYTES } from "~/interop/trajectory-import.server";
import { MAX_WITSML_DOCUMENTS, type WitsmlDocument } from "~/interop/witsml/daily-report-documents";
import { pages } from "~/navigation/pages";
import { getWellSummary } from "~/reports/ddr.server";
import { ddrFormPath } from "~/reports/params";
import ddrStyles from "~/styles/ddr.css";
import { screenRoute } from "~/navigation/screen-route";

export const { handle, clientLoader, meta, links } = screenRoute("interop.ddr.title", {
  strings: ["ddr", "interop"],
  styles: [ddrStyles],
});

const privilege = pages.dailyDrillingReportForm.privilege;
const MAX_MB = MAX_WITSML_BYTES / 1024 / 1024;

async function wellOf(request: Request, orgId: number) {
  const wellId = parseRecordId(new URL(request.url).searchParams.get("well"));
  const well = wellId ? await getWellSummary(orgId, wellId) : null;
  if (!well) throw notFound();
  return well;
}

// A well's DDRs from WITSML daily reports (privilege 10): upload, preview day by day, confirm.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { privilege });
  const well = await wellOf(request, user.orgId);
  return json({ well: { id: well.id, name: well.name, maxMb: MAX_MB } });
}

const outcome = (value: DdrWitsmlOutcome, status = 200) => json<DdrWitsmlOutcome>(value, status);
const refused = (error: string, status: number) =>
  outcome({ kind: "refused", error, problems: [] }, status);

const tooManyFiles = () =>
  refused(`interop.ddr.tooManyFiles|${JSON.stringify({ count: MAX_WITSML_DOCUMENTS })}`, 400);

async function uploadedTexts(request: Request): Promise<WitsmlDocument[] | Response> {
  const formData = await readUploadedForm(request, {
    maxPartBytes: MAX_WITSML_BYTES,
    // The files, and a few fields beside them.
    maxParts: MAX_WITSML_DOCUMENTS + 4,
  });
  if (formData === "tooManyParts") return tooManyFiles();
  if (formData === "tooLarge") {
    return refused(`interop.trajectory.tooLarge|${JSON.stringify({ size: MAX_MB })}`, 413);
  }
  const files = formData
    .getAll("witsml")
    .filter((file): file is File => typeof file !== "string" && file.size > 0);
  if (files.length === 0) return refused("interop.trajectory.noFile", 400);
  if (files.length > MAX_WITSML_DOCUMENTS) return tooManyFiles();
  return Promise.all(files.map(async (file) => ({ name: file.name, text: await file.text() })));
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, { privilege });
  const well = await wellOf(request, user.orgId);
  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    const texts = await uploadedTexts(request);
    if (texts instanceof Response) return texts;
    const preview = await previewDdrImport(user, well.id, texts, { writtenIn: languageOf(user) });
    if (!preview.ok) {
      if (preview.reason === "notFound") throw notFound();
      return outcome(
        { kind: "refused", error: "interop.ddr.refused", problems: preview.errors },
        400,
      );
    }
    return outcome(previewOutcome(preview, texts));
  }
  const formData = await readForm(request);
  // The confirmation sends back each document with the name it was uploaded under.
  const names = formData.getAll("witsmlName");
  const texts = formData
    .getAll("witsml")
    .map((text, index) => ({ name: String(names[index] ?? `${index + 1}`), text }))
    .filter((doc): doc is WitsmlDocument => typeof doc.text === "string" && doc.text !== "");
  const revision = formData.get("revision");
  if (
    formData.get("intent") !== "confirm" ||
    texts.length === 0 ||
    texts.length > MAX_WITSML_DOCUMENTS
  ) {
    return refused("interop.trajectory.noFile", 400);
  }
  const saved = await importDdrs(
    user,
    well.id,
    texts,
    typeof revision === "string" ? revision : "",
    { writtenIn: languageOf(user) },
  );
  if (!saved.ok) {
    switch (saved.reason) {
      case "notFound":
        throw notFound();
      case "unreadable":
        return outcome(
          { kind: "refused", error: "interop.ddr.refused", problems: saved.errors },
          400,
        );
      case "problems":
        return outcome(
          {
            kind: "refused",
            error: "interop.ddr.refused",
            problems: [],
            ...(saved.preview.ok
              ? { days: saved.preview.days, version: saved.preview.version }
              : {}),
          },
          400,
        );
      case "conflict": {
        // What is stored now, previewed again: the user sees it and may confirm that instead.
        const error = saved.reportDate
          ? `interop.ddr.conflict|${JSON.stringify({ date: saved.reportDate })}`
          : "interop.ddr.conflictUnknown";
        if (!saved.preview.ok) return refused(error, 409);
        return outcome({ ...previewOutcome(saved.preview, texts), notice: error }, 409);
      }
      default: {
        const exhaustive: never = saved;
        return exhaustive;
      }
    }
  }
  const t = translator(languageOf(user));
  const cookie = await setToast(request, {
    kind: "success",
    title: "common.success",
    message: t("interop.ddr.saved", { count: saved.days }),
  });
  return redirect(ddrFormPath(well.id, saved.firstDate), { headers: { "Set-Cookie": cookie } });
}

function previewOutcome(
  preview: DdrImportResult & { ok: true },
  documents: WitsmlDocument[],
): DdrWitsmlOutcome & { kind: "preview" } {
  const { version, days, warnings, revision } = preview;
  return { kind: "preview", version, days, warnings, revision, documents };
}

export default function ImportDailyReportsPage() {
  const { well } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() ?? null;
  return <DdrWitsmlImport well={well} result={result} />;
}
