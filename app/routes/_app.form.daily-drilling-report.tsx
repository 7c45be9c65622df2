import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { getSelectedWell } from "~/assets/selection.server";
import { notFound, requireUser, setToast } from "~/auth/session.server";
import { ChooseDate, PickWell } from "~/components/ddr-form/choose-date";
import { Editor } from "~/components/ddr-form/editor";
import { todayFor, unusualReportDay } from "~/domain/reports/report-days";
import { parseIsoDate, parseRecordId } from "~/forms/values";
import { languageOf } from "~/i18n/i18n";
import { translator } from "~/i18n/resources.server";
import { pages } from "~/navigation/pages";
import {
  createDdr,
  findDdr,
  getWellSummary,
  listOrgWells,
  loadDdr,
  recentDdrs,
  saveCheckedDdrSections,
  submitDdr,
  suggestedDdrDate,
  wellDays,
} from "~/reports/ddr.server";
import { ddrFormPath, todayIso } from "~/reports/params";
import { openSectionsIn } from "~/reports/section-edit-links";
import { documentForPage } from "~/reports/report-page.server";
import { timeLogCoverage } from "~/reports/time-log-links.server";
import type { UploadOutcome } from "~/reports/spreadsheet-limits";
import { sectionSaveResponse, type SectionSaveReply } from "~/reports/section-save-response.server";
import { ddrUploadResponse } from "~/reports/spreadsheet-upload.server";
import { submitResponse, type SubmitReply } from "~/reports/submit-response.server";
import { DDR_SECTIONS, ddrSection } from "~/sections";
import ddrStyles from "~/styles/ddr.css";
import sectionFeedbackStyles from "~/styles/section-feedback.css";
import { readForm } from "~/forms/refusals.server";
import { screenRoute } from "~/navigation/screen-route";

export const { handle, clientLoader, meta, links } = screenRoute(
  pages.dailyDrillingReportForm.titleKey,
  { strings: ["ddr"], styles: [ddrStyles, sectionFeedbackStyles] },
);

const privilege = pages.dailyDrillingReportForm.privilege;
const DDR_SECTION_IDS = DDR_SECTIONS.map((section) => section.id);

/** The well asked for, else the user's selected well. */
async function wellOf(request: Request, user: Awaited<ReturnType<typeof requireUser>>) {
  const url = new URL(request.url);
  return parseRecordId(url.searchParams.get("well")) ?? (await getSelectedWell(user))?.id ?? null;
}

// The daily drilling report form (privilege 10): pick a date, create the report with yesterday's
// carry-over, then save it section by section and submit it for approval.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { privilege });
  const wellId = await wellOf(request, user);
  if (!wellId) return json({ mode: "pickWell" as const, wells: await listOrgWells(user.orgId) });
  const well = await getWellSummary(user.orgId, wellId);
  if (!well) throw notFound();
  const url = new URL(request.url);
  const date = parseIsoDate(url.searchParams.get("date"));
  const recent = await recentDdrs(user.orgId, wellId, 14);
  const header = date ? await findDdr(user.orgId, wellId, date) : null;
  if (!date || !header) {
    return json({
      mode: "choose" as const,
      well,
      recent,
      date: date ?? (await suggestedDdrDate(user.orgId, wellId, todayIso())),
      // The days its reports are for, which the date's hint names.
      days: await wellDays(user.orgId, wellId),
    });
  }
  const [document, coverage] = await Promise.all([
    loadDdr(user.orgId, header.id, { header, well }),
    timeLogCoverage(user.orgId, wellId, header.reportDate),
  ]);
  return json({
    mode: "edit" as const,
    well,
    recent,
    // The lists of the editors the address opens; one opened later fetches its own.
    document: documentForPage(document!, DDR_SECTIONS, [
      ...openSectionsIn(url.search, DDR_SECTION_IDS),
    ]),
    coverage,
  });
}

export type DdrFormActionData =
  | { kind: "create"; error: string }
  /** A day still to come: created only once the user confirms it. */
  | { kind: "create"; error: null; future: { date: string; today: string } }
  /** A day before the well's first (a mistyped year, most likely): confirmed first too. */
  | { kind: "create"; error: null; early: { date: string; firstDay: string } }
  /** A day after the rig release: confirmed first too. */
  | { kind: "create"; error: null; late: { date: string; release: string } }
  | SectionSaveReply
  | SubmitReply
  | UploadOutcome;

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, { privilege });
  const wellId = await wellOf(request, user);
  if (!wellId) throw notFound();
  const t = translator(languageOf(user));
  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    const date = parseIsoDate(new URL(request.url).searchParams.get("date"));
    const header = date ? await findDdr(user.orgId, wellId, date) : null;
    if (!header) throw notFound();
    return ddrUploadResponse(request, user, header.id, { language: languageOf(user), t });
  }
  const formData = await readForm(request);
  const intent = formData.get("intent");

  if (intent === "create") {
    const date = parseIsoDate(String(formData.get("reportDate") ?? ""));
    if (!date)
      return json<DdrFormActionData>({ kind: "create", error: "ddr.editor.dateRequired" }, 400);
    const today = todayFor(todayIso(), parseIsoDate(String(formData.get("browserToday") ?? "")));
    const confirmed = formData.get("confirmFuture") === date;
    if (!confirmed && !(await findDdr(user.orgId, wellId, date))) {
      const unusual = unusualReportDay(date, await wellDays(user.orgId, wellId), today);
      if (unusual?.reason === "afterRelease") {
        const late = { date, release: unusual.limit };
        return json<DdrFormActionData>({ kind: "create", error: null, late });
      }
      if (unusual?.reason === "future") {
        return json<DdrFormActionData>({ kind: "create", error: null, future: { date, today } });
      }
      if (unusual?.reason === "early") {
        const early = { date, firstDay: unusual.limit };
        return json<DdrFormActionData>({ kind: "create", error: null, early });
      }
    }
    const created = await createDdr(user, wellId, date);
    if (!created.ok) throw notFound();
    const cookie = await setToast(request, {
      kind: created.created ? "success" : "info",
      title: "common.success",
      message: created.created
        ? t("ddr.editor.created", { reportNo: created.report.reportNo })
        : "ddr.editor.alreadyExists",
    });
    return redirect(ddrFormPath(wellId, date), { headers: { "Set-Cookie": cookie } });
  }

  const date = parseIsoDate(new URL(request.url).searchParams.get("date"));
  if (!date) throw notFound();

  if (intent === "save") {
    const section = ddrSection(String(formData.get("sectionId") ?? ""));
    if (!section) throw notFound();
    // The save reads the report (by well and day) once, in its own transaction.
    return sectionSaveResponse({
      request,
      user,
      formData,
      section,
      save: (check) => saveCheckedDdrSections(user, { wellId, reportDate: date }, check),
      back: ddrFormPath(wellId, date),
      t,
    });
  }

  const header = await findDdr(user.orgId, wellId, date);
  if (!header) throw notFound();
  if (intent === "submit") {
    return submitResponse(request, await submitDdr(user, header.id), ddrFormPath(wellId, date));
  }

  throw notFound();
}

export type DdrFormLoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

export default function DailyDrillingReportForm() {
  const data = useLoaderData<typeof loader>();
  switch (data.mode) {
    case "pickWell":
      return <PickWell wells={data.wells} />;
    case "choose":
      return <ChooseDate data={data} />;
    case "edit":
      return <Editor data={data} />;
    default: {
      const exhaustive: never = data;
      return exhaustive;
    }
  }
}
