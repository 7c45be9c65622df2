import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { notFound, requireUser, setToast } from "~/auth/session.server";
import { TrajectoryImport, type TrajectoryImportOutcome } from "~/components/trajectory-import";
import { parseIsoDate, parseRecordId, parseVersion } from "~/forms/input";
import { readUploadedForm } from "~/forms/memory-uploads.server";
import { readForm } from "~/forms/refusals.server";
import { languageOf } from "~/i18n/i18n";
import { translator } from "~/i18n/resources.server";
import {
  importTrajectory,
  previewForPage,
  MAX_WITSML_BYTES,
  previewTrajectoryImport,
  type TrajectoryImportResult,
} from "~/interop/trajectory-import.server";
import { pages } from "~/navigation/pages";
import { findDdr, isEditable } from "~/reports/ddr.server";
import { ddrFormPath } from "~/reports/params";
import { sectionOpenAt } from "~/reports/section-edit-links";
import ddrStyles from "~/styles/ddr.css";
import { screenRoute } from "~/navigation/screen-route";

export const { handle, clientLoader, meta, links } = screenRoute("interop.trajectory.title", {
  strings: ["ddr", "interop"],
  styles: [ddrStyles],
});

const privilege = pages.dailyDrillingReportForm.privilege;
const MAX_MB = MAX_WITSML_BYTES / 1024 / 1024;

async function reportOf(request: Request, orgId: number) {
  const url = new URL(request.url);
  const wellId = parseRecordId(url.searchParams.get("well"));
  const date = parseIsoDate(url.searchParams.get("date"));
  const header = wellId && date ? await findDdr(orgId, wellId, date) : null;
  if (!header) throw notFound();
  return header;
}

// Surveys of one DDR from a WITSML trajectory (privilege 10): upload, preview, confirm.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { privilege });
  const header = await reportOf(request, user.orgId);
  return json({
    wellId: header.wellId,
    wellName: header.wellName,
    reportDate: header.reportDate,
    reportNo: header.reportNo,
    editable: isEditable(header.status),
    maxMb: MAX_MB,
  });
}

const outcome = (value: TrajectoryImportOutcome, status = 200) =>
  json<TrajectoryImportOutcome>(value, status);

function refusal(result: Exclude<TrajectoryImportResult, { ok: true }>) {
  switch (result.reason) {
    case "notFound":
      throw notFound();
    case "notEditable":
      return outcome(
        { kind: "refused", error: "interop.trajectory.notEditable", problems: [] },
        409,
      );
    case "unreadable":
      return outcome(
        { kind: "refused", error: "interop.trajectory.refused", problems: result.errors },
        400,
      );
    case "refused":
      return outcome(
        {
          kind: "refused",
          error: "interop.trajectory.refused",
          sectionProblems: result.problems,
          problems: [],
        },
        400,
      );
    default: {
      const exhaustive: never = result;
      return exhaustive;
    }
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, { privilege });
  const header = await reportOf(request, user.orgId);

  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    const formData = await readUploadedForm(request, { maxPartBytes: MAX_WITSML_BYTES });
    if (formData === "tooLarge") {
      const tooLarge = `interop.trajectory.tooLarge|${JSON.stringify({ size: MAX_MB })}`;
      return outcome({ kind: "refused", error: tooLarge, problems: [] }, 413);
    }
    const file = formData.get("witsml");
    if (!(file instanceof Blob) || file.size === 0) {
      return outcome({ kind: "refused", error: "interop.trajectory.noFile", problems: [] }, 400);
    }
    const text = await file.text();
    const result = await previewTrajectoryImport(user, header.id, text);
    if (!result.ok) return refusal(result);
    return outcome({ kind: "preview", preview: previewForPage(result.preview), text });
  }

  const formData = await readForm(request);
  const text = formData.get("witsml");
  if (formData.get("intent") !== "confirm" || typeof text !== "string" || text === "") {
    return outcome({ kind: "refused", error: "interop.trajectory.noFile", problems: [] }, 400);
  }
  const version = parseVersion(formData.get("version")) ?? -1;
  const saved = await importTrajectory(user, header.id, text, version);
  if (!saved.ok) {
    if (saved.reason === "conflict") {
      return outcome({ kind: "refused", error: "interop.trajectory.conflict", problems: [] }, 409);
    }
    return refusal(saved);
  }
  const t = translator(languageOf(user));
  const cookie = await setToast(request, {
    kind: "success",
    title: "common.success",
    message: t("interop.trajectory.saved", { count: saved.stations }),
  });
  // Back at the surveys, open, showing the stations just saved.
  return redirect(sectionOpenAt(ddrFormPath(header.wellId, header.reportDate), "surveys"), {
    headers: { "Set-Cookie": cookie },
  });
}

export default function ImportTrajectoryPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() ?? null;
  return <TrajectoryImport report={data} result={result} />;
}
