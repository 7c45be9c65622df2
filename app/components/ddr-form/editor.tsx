/**
 * The DDR form with a report open: its sections (each a SectionForm while the report can be
 * changed, read-only otherwise), what was carried over, the spreadsheet upload and submitting.
 */
import { Form, useActionData, type Location } from "@remix-run/react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";

import { isEditable } from "~/domain/reports/lifecycle";
import { formatDate, formatDateTime } from "~/i18n/i18n";
import { pages } from "~/navigation/pages";
import { ddrFormPath } from "~/reports/params";
import type {
  DdrFormActionData,
  DdrFormLoaderData,
} from "~/routes/_app.form.daily-drilling-report";
import { DDR_SECTIONS } from "~/sections";
import { toFormValue } from "~/sections/form-values";
import type { AnySection, StoredSectionValue } from "~/sections/vocabulary";
import { useUnits } from "~/units/use-units";

import { CarryOverList } from "../carry-over-list";
import { SpreadsheetUpload } from "../ddr-spreadsheet-upload";
import { HighlightedSectionNotice, useHighlightedSection } from "../highlighted-section";
import { LeaveGuard } from "../leave-guard";
import { PageLink } from "../page-link";
import { SectionForm } from "../section-form";
import { SubmitReportForm } from "../submit-report-form";
import { coveringRowNote } from "../time-log-cover";
import { SectionReview } from "../section-review";
import { WitsmlLinks } from "../witsml-links";

import { RecentReports } from "./choose-date";

const SECTIONS = DDR_SECTIONS as readonly AnySection[];

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

export function Editor({ data }: { data: Extract<DdrFormLoaderData, { mode: "edit" }> }) {
  const { t } = useTranslation();
  const { system, language } = useUnits();
  const actionData = useActionData<DdrFormActionData>();
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
  const highlighted = useHighlightedSection();
  const coveredRow = coveringRowNote(well.id, data.coverage);
  const sectionTitle = (id: string) => t(SECTIONS.find((s) => s.id === id)?.labelKey ?? id);
  // Carried values are the report's own; a report created before they were stored shows them
  // from its carry-over until it is submitted, when they are stored as shown.
  const sectionState = (id: string): "saved" | "carried" | "notSaved" => {
    const saved = document.saved[id];
    if (saved) return saved.carried ? "carried" : "saved";
    return carried[id] ? "carried" : "notSaved";
  };

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
          <PageLink
            className="button"
            page={pages.consolidatedDailyDrillingReport}
            query={{ well: well.id, date: header.reportDate }}
          >
            {t("ddr.editor.consolidated")}
          </PageLink>
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

      <HighlightedSectionNotice sectionId={highlighted} />
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
              const state = sectionState(section.id);
              return (
                <li
                  key={section.id}
                  className={section.id === highlighted ? "highlighted" : undefined}
                  aria-current={section.id === highlighted ? "location" : undefined}
                >
                  <a href={`#section-${section.id}`}>{t(section.labelKey)}</a>{" "}
                  <span className={`section-state state-${state}`}>
                    {t(`ddr.editor.${state}`, { reportNo: header.carryOver?.fromReportNo })}
                    {dirty[section.id] ? " •" : ""}
                  </span>
                  {section.requiredForSubmit && state !== "saved" ? (
                    <span className="hint"> ({t("ddr.editor.requiredToSubmit")})</span>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </nav>
        <div className="card">
          <CarryOverList carryOver={header.carryOver} reportNo={header.reportNo} />
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
      <WitsmlLinks
        wellId={well.id}
        reportId={header.id}
        reportDate={header.reportDate}
        editable={editable}
        approved={header.status === "approved"}
      />
      {editable ? (
        <SubmitReportForm
          action={action}
          result={submitResult}
          sectionTitle={sectionTitle}
          carriedFromReportNo={header.carryOver?.fromReportNo}
        />
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
            className={`report-section card${section.id === highlighted ? " highlighted" : ""}`}
            aria-labelledby={`section-${section.id}-title`}
          >
            <h2 id={`section-${section.id}-title`}>{t(section.labelKey)}</h2>
            {saved ? (
              <p className="hint">
                {t(saved.carried ? "ddr.editor.carriedVersion" : "ddr.editor.version", {
                  version: saved.version,
                  name: saved.savedBy ?? "",
                  at: formatDateTime(saved.savedAt, language),
                  reportNo: header.carryOver?.fromReportNo,
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
                rowNotes={section.id === "timeLog" ? { rows: coveredRow } : undefined}
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
