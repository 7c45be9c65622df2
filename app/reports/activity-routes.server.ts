/**
 * What the drilling-activity and subsurface screens do, for any kind: the form (pick the well,
 * open a new report of a day or one of the well's, save its sections, submit it) and the list
 * and read-only report. Routes pick the kind's declaration and its pages, then call these.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";

import { getSelectedWell } from "~/assets/selection.server";
import { notFound, requireUser, setToast } from "~/auth/session.server";
import { todayFor } from "~/domain/reports/report-days";
import { parseIsoDate, parseRecordId } from "~/forms/input";
import { readForm } from "~/forms/refusals.server";
import { formatDate, languageOf } from "~/i18n/i18n";
import { translator } from "~/i18n/resources.server";
import { pageHref, type KindPages } from "~/navigation/pages";
import {
  activityKindBySlug,
  sectionOfKind,
  type ReportKindDeclaration,
} from "~/sections/report-kinds";

import { createActivityReport, recentActivityReports } from "./activity-create.server";
import { firstWellDay } from "./ddr-create.server";
import {
  getDdr,
  getWellSummary,
  listOrgWells,
  loadReport,
  saveCheckedSections,
  submitReport,
} from "./ddr.server";
import { loadDdrList, parseDdrListQuery } from "./list.server";
import { todayIso } from "./params";
import { documentForPage } from "./report-page.server";
import { sectionSaveResponse, type SectionSaveReply } from "./section-save-response.server";
import { submitResponse, type SubmitReply } from "./submit-response.server";
import { rowsCoveredBy } from "./time-log-links.server";
import { wellboreSchematicFor } from "./wellbore.server";

/** The form's address for one report. */
export function activityReportHref(pages: KindPages, wellId: number, reportId: number): string {
  return pageHref(pages.form, { well: wellId, id: reportId });
}

async function wellOf(request: Request, user: Awaited<ReturnType<typeof requireUser>>) {
  const url = new URL(request.url);
  return parseRecordId(url.searchParams.get("well")) ?? (await getSelectedWell(user))?.id ?? null;
}

export async function activityFormLoader(request: Request, declaration: ReportKindDeclaration) {
  const user = await requireUser(request, { privilege: declaration.formPrivilege });
  const wellId = await wellOf(request, user);
  if (!wellId) {
    return json({
      mode: "pickWell" as const,
      kind: declaration.kind,
      wells: await listOrgWells(user.orgId),
    });
  }
  const well = await getWellSummary(user.orgId, wellId);
  if (!well) throw notFound();
  const recent = await recentActivityReports(user.orgId, wellId, declaration);
  const reportId = parseRecordId(new URL(request.url).searchParams.get("id"));
  if (!reportId) {
    return json({
      mode: "choose" as const,
      kind: declaration.kind,
      well,
      recent,
      today: todayIso(),
    });
  }
  const document = await loadReport(user.orgId, declaration, reportId);
  if (!document || document.header.wellId !== wellId) throw notFound();
  return json({
    mode: "edit" as const,
    kind: declaration.kind,
    well,
    recent,
    document: documentForPage(document, declaration.sections),
  });
}

export type ActivityFormActionData =
  { kind: "create"; error: string; date?: string } | SectionSaveReply | SubmitReply;

export async function activityFormAction(
  request: Request,
  declaration: ReportKindDeclaration,
  pages: KindPages,
) {
  const user = await requireUser(request, { privilege: declaration.formPrivilege });
  const wellId = await wellOf(request, user);
  if (!wellId) throw notFound();
  const t = translator(languageOf(user));
  const formData = await readForm(request);
  const intent = formData.get("intent");

  if (intent === "create") {
    const date = parseIsoDate(String(formData.get("reportDate") ?? ""));
    if (!date) {
      return json<ActivityFormActionData>(
        { kind: "create", error: "ddr.editor.dateRequired" },
        400,
      );
    }
    const today = todayFor(todayIso(), parseIsoDate(String(formData.get("browserToday") ?? "")));
    if (date > today) {
      return json<ActivityFormActionData>(
        { kind: "create", error: "activity.editor.futureDate", date },
        400,
      );
    }
    // A day before the well's first (its spud or first DDR) is most likely a mistyped year.
    const firstDay = await firstWellDay(user.orgId, wellId);
    if (firstDay && date < firstDay) {
      const params = { firstDay: formatDate(firstDay, languageOf(user)) };
      return json<ActivityFormActionData>(
        { kind: "create", error: `activity.editor.beforeFirstDay|${JSON.stringify(params)}`, date },
        400,
      );
    }
    const created = await createActivityReport(user, declaration, wellId, date);
    if (!created.ok) throw notFound();
    const cookie = await setToast(request, {
      kind: "success",
      title: "common.success",
      message: t("activity.editor.created", {
        report: t(declaration.titleKey),
        reportNo: created.reportNo,
      }),
    });
    return redirect(activityReportHref(pages, wellId, created.id), {
      headers: { "Set-Cookie": cookie },
    });
  }

  const reportId = parseRecordId(new URL(request.url).searchParams.get("id"));
  if (!reportId) throw notFound();
  const here = activityReportHref(pages, wellId, reportId);
  if (intent === "save") {
    const section = sectionOfKind(declaration, String(formData.get("sectionId") ?? ""));
    if (!section) throw notFound();
    return sectionSaveResponse({
      request,
      user,
      formData,
      section,
      save: (check) => saveCheckedSections(user, declaration, { id: reportId, wellId }, check),
      back: here,
      t,
    });
  }
  const header = await getDdr(user.orgId, reportId, declaration.kind);
  if (!header || header.wellId !== wellId) throw notFound();

  if (intent === "submit") {
    return submitResponse(request, await submitReport(user, declaration, reportId), here);
  }

  throw notFound();
}

/** The list or one report of the drilling-activity `{type}` in the address; an unknown one is 404. */
export async function activityTypeViewLoader({ request, params }: LoaderFunctionArgs) {
  const declaration = activityKindBySlug(params.type);
  if (!declaration) throw notFound();
  return activityViewLoader(request, declaration);
}

/** The list of a kind's reports (filters, paging), or one of them read-only with `?id=`. */
export async function activityViewLoader(request: Request, declaration: ReportKindDeclaration) {
  const user = await requireUser(request, { privilege: declaration.viewPrivilege });
  const url = new URL(request.url);
  const reportId = parseRecordId(url.searchParams.get("id"));
  if (reportId) {
    const document = await loadReport(user.orgId, declaration, reportId);
    if (!document) throw notFound();
    // Casing and cement reports show where their string and cement sit in the well.
    const { wellId, reportDate, id } = document.header;
    const schematic =
      declaration.kind === "casing" || declaration.kind === "cement"
        ? await wellboreSchematicFor(user, wellId, reportDate, id)
        : null;
    const covered = await rowsCoveredBy(
      user.orgId,
      { id, kind: declaration.kind, wellId, reportDate },
      document.values as Record<string, Record<string, unknown>>,
    );
    return json({ mode: "report" as const, kind: declaration.kind, document, schematic, covered });
  }
  const query = await parseDdrListQuery(user, url);
  return json({
    mode: "list" as const,
    kind: declaration.kind,
    query,
    ...(await loadDdrList(user, query, undefined, declaration.kind)),
  });
}
