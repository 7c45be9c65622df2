import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  type Location,
} from "@remix-run/react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";

import { getSelectedWell } from "~/assets/selection.server";
import { notFound, requireUser, setToast } from "~/auth/session.server";
import { CarryOverList } from "~/components/carry-over-list";
import { translateError } from "~/components/field-errors";
import { LeaveGuard } from "~/components/leave-guard";
import { SectionForm } from "~/components/section-form";
import { SectionReview } from "~/components/section-review";
import { isEditable } from "~/domain/reports/lifecycle";
import { unitSystemFromStandard } from "~/domain/units/systems";
import { formatDate, formatDateTime, languageOf } from "~/i18n/i18n";
import { translator } from "~/i18n/resources.server";
import { pageMeta } from "~/navigation/page-meta";
import { pages } from "~/navigation/pages";
import {
  createDdr,
  findDdr,
  getWellSummary,
  listOrgWells,
  loadDdr,
  recentDdrs,
  saveDdrSection,
  sectionValidationInput,
  submitDdr,
  suggestedDdrDate,
} from "~/reports/ddr.server";
import { ddrFormPath, parseId, parseIsoDate, todayIso } from "~/reports/params";
import { DDR_SECTIONS, ddrSection } from "~/sections";
import { toFormValue } from "~/sections/form-values";
import { sectionSchema } from "~/sections/schema";
import { SpreadsheetUpload } from "~/components/ddr-spreadsheet-upload";
import type { UploadOutcome } from "~/reports/spreadsheet-limits";
import { ddrUploadResponse } from "~/reports/spreadsheet-upload.server";
import type { SubmitProblem } from "~/sections/submit-check";
import type { AnySection, StoredSectionValue } from "~/sections/vocabulary";
import ddrStyles from "~/styles/ddr.css";
import { useUnits } from "~/units/use-units";

export const meta = pageMeta(pages.dailyDrillingReportForm.titleKey);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: ddrStyles }];

const SECTIONS = DDR_SECTIONS as readonly AnySection[];
const privilege = pages.dailyDrillingReportForm.privilege;

/** The well asked for, else the user's selected well. */
async function wellOf(request: Request, user: Awaited<ReturnType<typeof requireUser>>) {
  const url = new URL(request.url);
  return parseId(url.searchParams.get("well")) ?? (await getSelectedWell(user))?.id ?? null;
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
    });
  }
  const document = (await loadDdr(user.orgId, header.id, { header, well }))!;
  return json({ mode: "edit" as const, well, recent, document });
}

type ActionData =
  | { kind: "create"; error: string }
  | { kind: "save"; sectionId: string; reply: SubmissionResult<string[]> }
  | { kind: "submit"; problems: SubmitProblem[]; error: string | null }
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
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "create") {
    const date = parseIsoDate(String(formData.get("reportDate") ?? ""));
    if (!date) return json<ActionData>({ kind: "create", error: "ddr.editor.dateRequired" }, 400);
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
  const header = date ? await findDdr(user.orgId, wellId, date) : null;
  if (!date || !header) throw notFound();

  if (intent === "submit") {
    const result = await submitDdr(user, header.id);
    if (!result.ok) {
      if (result.reason === "notFound") throw notFound();
      return json<ActionData>(
        {
          kind: "submit",
          problems: result.reason === "problems" ? result.problems : [],
          error:
            result.reason === "notEditable" ? "ddr.editor.notEditable" : "ddr.editor.cannotSubmit",
        },
        400,
      );
    }
    const cookie = await setToast(request, {
      kind: "success",
      title: "common.success",
      message: "ddr.editor.submitted",
    });
    return redirect(ddrFormPath(wellId, date), { headers: { "Set-Cookie": cookie } });
  }

  const section = ddrSection(String(formData.get("sectionId") ?? ""));
  if (intent !== "save" || !section) throw notFound();
  const input = (await sectionValidationInput(user.orgId, header.id))!;
  const system = unitSystemFromStandard(user.unitStandard);
  const submission = parseWithZod(formData, {
    schema: sectionSchema(section, {
      system,
      language: languageOf(user),
      context: input.context,
      lookups: input.lookups,
    }),
    disableAutoCoercion: true,
  });
  if (submission.status !== "success") {
    // Adding or removing a row without JavaScript comes back here too, with no status.
    return json<ActionData>(
      { kind: "save", sectionId: section.id, reply: submission.reply() },
      submission.status === "error" ? 400 : 200,
    );
  }
  const version = Number(formData.get("version"));
  const saved = await saveDdrSection(
    user,
    header.id,
    section,
    submission.value as StoredSectionValue,
    Number.isInteger(version) && version >= 0 ? version : -1,
  );
  if (!saved.ok) {
    if (saved.reason === "notFound") throw notFound();
    return json<ActionData>(
      {
        kind: "save",
        sectionId: section.id,
        reply: submission.reply({
          formErrors: [
            saved.reason === "conflict" ? "ddr.editor.conflict" : "ddr.editor.notEditable",
          ],
        }),
      },
      409,
    );
  }
  const cookie = await setToast(request, {
    kind: "success",
    title: "common.success",
    message: t("ddr.editor.sectionSaved", { section: t(section.labelKey) }),
  });
  return redirect(`${ddrFormPath(wellId, date)}#section-${section.id}`, {
    headers: { "Set-Cookie": cookie },
  });
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

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

function PickWell({ wells }: { wells: { id: number; name: string }[] }) {
  const { t } = useTranslation();
  return (
    <div className="ddr-page">
      <h1>{t("ddr.nav.form")}</h1>
      {wells.length === 0 ? (
        <p>{t("ddr.editor.noWells")}</p>
      ) : (
        <Form method="get" className="inline-form">
          <div className="field">
            <label htmlFor="ddr-well">{t("ddr.editor.pickWell")}</label>
            <select id="ddr-well" name="well">
              {wells.map((well) => (
                <option key={well.id} value={well.id}>
                  {well.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button primary">
            {t("ddr.editor.open")}
          </button>
        </Form>
      )}
    </div>
  );
}

function RecentReports({
  wellId,
  recent,
  current,
}: {
  wellId: number;
  recent: Extract<LoaderData, { mode: "choose" }>["recent"];
  current?: string;
}) {
  const { t } = useTranslation();
  const { language } = useUnits();
  if (recent.length === 0) return <p className="hint">{t("ddr.editor.noReports")}</p>;
  return (
    <ul className="recent-reports">
      {recent.map((report) => (
        <li key={report.id}>
          <Link
            to={ddrFormPath(wellId, report.reportDate)}
            aria-current={report.reportDate === current ? "page" : undefined}
          >
            #{report.reportNo} · {formatDate(report.reportDate, language)}
          </Link>{" "}
          <span className={`status-badge status-${report.status}`}>
            {t(`ddr.status.${report.status}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function ChooseDate({ data }: { data: Extract<LoaderData, { mode: "choose" }> }) {
  const { t } = useTranslation();
  const actionData = useActionData<ActionData>();
  const error = actionData?.kind === "create" ? actionData.error : null;
  return (
    <div className="ddr-page">
      <h1>
        {t("ddr.nav.form")}: {data.well.name}
      </h1>
      <section className="card" aria-labelledby="new-report">
        <h2 id="new-report">{t("ddr.editor.newReport")}</h2>
        <Form method="post" action={`?well=${data.well.id}`} className="inline-form">
          <input type="hidden" name="intent" value="create" />
          <div className="field">
            <label htmlFor="ddr-date">{t("ddr.editor.reportDate")}</label>
            <input
              id="ddr-date"
              type="date"
              name="reportDate"
              defaultValue={data.date}
              required
              aria-invalid={error ? true : undefined}
            />
            {error ? (
              <p className="field-errors" role="alert">
                {t(error)}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button primary">
            {t("ddr.editor.create")}
          </button>
        </Form>
      </section>
      <section className="card" aria-labelledby="recent-reports">
        <h2 id="recent-reports">{t("ddr.editor.recent")}</h2>
        <RecentReports wellId={data.well.id} recent={data.recent} />
      </section>
    </div>
  );
}

/** Saving a section or jumping to one stays on the same report: nothing to ask. */
function sameReport(current: Location, next: Location): boolean {
  const a = new URLSearchParams(current.search);
  const b = new URLSearchParams(next.search);
  return (
    current.pathname === next.pathname &&
    a.get("well") === b.get("well") &&
    a.get("date") === b.get("date")
  );
}

function Editor({ data }: { data: Extract<LoaderData, { mode: "edit" }> }) {
  const { t } = useTranslation();
  const { system, language } = useUnits();
  const actionData = useActionData<ActionData>();
  const navigation = useNavigation();
  const { document, well } = data;
  const { header } = document;
  const editable = isEditable(header.status);
  const action = ddrFormPath(well.id, header.reportDate);
  const context = document.context;
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const onDirtyChange = useCallback((id: string, isDirty: boolean) => {
    setDirty((current) => (current[id] === isDirty ? current : { ...current, [id]: isDirty }));
  }, []);
  const unsaved = Object.values(dirty).some(Boolean);
  const carried = header.carryOver?.sections ?? {};
  const submitResult = actionData?.kind === "submit" ? actionData : null;
  const sectionTitle = (id: string) => t(SECTIONS.find((s) => s.id === id)?.labelKey ?? id);

  return (
    <div className="ddr-page">
      <LeaveGuard when={unsaved && editable} isSamePage={sameReport} />
      <header className="ddr-header">
        <div>
          <h1>
            {t("ddr.editor.heading", {
              reportNo: header.reportNo,
              well: well.name,
              date: formatDate(header.reportDate, language),
            })}
          </h1>
          <p className="hint">
            {well.fieldName} · {well.padName}
          </p>
        </div>
        <div className="ddr-header-actions">
          <span className={`status-badge status-${header.status}`}>
            {t(`ddr.status.${header.status}`)}
          </span>
          <Link
            className="button"
            to={`/form/consolidated-daily-drilling-report?well=${well.id}&date=${header.reportDate}`}
          >
            {t("ddr.editor.consolidated")}
          </Link>
          <Form method="get" className="inline-form compact" aria-label={t("ddr.editor.otherDate")}>
            <input type="hidden" name="well" value={well.id} />
            <label className="visually-hidden" htmlFor="other-date">
              {t("ddr.editor.reportDate")}
            </label>
            <input id="other-date" type="date" name="date" defaultValue={header.reportDate} />
            <button type="submit" className="button">
              {t("ddr.editor.otherDate")}
            </button>
          </Form>
        </div>
      </header>

      {header.returnComment && (header.status === "returned" || header.status === "draft") ? (
        <div className="notice warning" role="status">
          <p>
            {t("ddr.editor.returnedBy", {
              name: header.returnedBy ?? "",
              at: header.returnedAt ? formatDateTime(header.returnedAt, language) : "",
            })}
          </p>
          <blockquote>{header.returnComment}</blockquote>
        </div>
      ) : null}
      {!editable ? (
        <div className="notice" role="status">
          {t("ddr.editor.readOnly", { status: t(`ddr.status.${header.status}`) })}
        </div>
      ) : null}

      <div className="ddr-overview">
        <nav className="section-index card" aria-label={t("ddr.editor.sections")}>
          <h2>{t("ddr.editor.sections")}</h2>
          <ol>
            {SECTIONS.map((section) => {
              const saved = document.saved[section.id];
              const state = saved ? "saved" : carried[section.id] ? "carried" : "notSaved";
              return (
                <li key={section.id}>
                  <a href={`#section-${section.id}`}>{t(section.labelKey)}</a>{" "}
                  <span className={`section-state state-${state}`}>
                    {t(`ddr.editor.${state}`)}
                    {dirty[section.id] ? " •" : ""}
                  </span>
                  {section.requiredForSubmit && !saved ? (
                    <span className="hint"> ({t("ddr.editor.requiredToSubmit")})</span>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </nav>
        <div className="card">
          <CarryOverList carryOver={header.carryOver} />
          <RecentReports wellId={well.id} recent={data.recent} current={header.reportDate} />
        </div>
      </div>

      {editable ? (
        <SpreadsheetUpload
          action={action}
          templateHref={`/form/daily-drilling-report.xlsx?well=${well.id}&date=${header.reportDate}`}
          result={actionData?.kind === "upload" ? actionData : null}
        />
      ) : null}
      {editable ? (
        <Form method="post" action={action} className="submit-report card" preventScrollReset>
          <input type="hidden" name="intent" value="submit" />
          {submitResult ? (
            <div className="form-error" role="alert">
              <p>{t(submitResult.error ?? "ddr.editor.cannotSubmit")}</p>
              {submitResult.problems.length > 0 ? (
                <ul>
                  {submitResult.problems.map((problem, index) => (
                    <li key={index}>
                      <a href={`#section-${problem.sectionId}`}>
                        {problem.code === "ddr.editor.missingSection"
                          ? t("ddr.editor.missingSection", {
                              section: sectionTitle(problem.sectionId),
                            })
                          : t("ddr.editor.sectionProblem", {
                              section: sectionTitle(problem.sectionId),
                              problem: translateError(
                                t,
                                problem.params
                                  ? `${problem.code}|${JSON.stringify(problem.params)}`
                                  : problem.code,
                              ),
                            })}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          <button
            type="submit"
            className="button primary"
            disabled={
              navigation.state === "submitting" && navigation.formData?.get("intent") === "submit"
            }
          >
            {t("ddr.editor.submit")}
          </button>
        </Form>
      ) : null}

      {SECTIONS.map((section) => {
        const saved = document.saved[section.id];
        const start = (saved?.value ?? carried[section.id] ?? null) as StoredSectionValue | null;
        const lastResult =
          actionData?.kind === "save" && actionData.sectionId === section.id
            ? actionData.reply
            : null;
        return (
          <section
            key={section.id}
            id={`section-${section.id}`}
            className="report-section card"
            aria-labelledby={`section-${section.id}-title`}
          >
            <h2 id={`section-${section.id}-title`}>{t(section.labelKey)}</h2>
            {saved ? (
              <p className="hint">
                {t("ddr.editor.version", {
                  version: saved.version,
                  name: saved.savedBy ?? "",
                  at: formatDateTime(saved.savedAt, language),
                })}
              </p>
            ) : null}
            {editable ? (
              <SectionForm
                key={`${section.id}-${saved?.version ?? 0}`}
                section={section}
                defaultValue={toFormValue(section, start, system, language)}
                lastResult={lastResult}
                context={context}
                lookups={document.lookups}
                version={saved?.version ?? 0}
                action={action}
                onDirtyChange={onDirtyChange}
                saved={saved ? document.values[section.id] : undefined}
              />
            ) : document.values[section.id] ? (
              <SectionReview
                section={section}
                value={document.values[section.id]!}
                lookups={document.lookups}
              />
            ) : (
              <p className="hint">{t("ddr.consolidated.notReported")}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
