/**
 * The DDR form with a report open: its sections (each its review, and its SectionForm once
 * opened while the report can be changed), what was carried over, the spreadsheet upload and
 * submitting.
 */
import { Form, useActionData, type Location } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "~/i18n/use-translation";

import { isEditable } from "~/domain/reports/lifecycle";
import { formatDate } from "~/i18n/i18n";
import { pages } from "~/navigation/pages";
import { ddrFormPath } from "~/reports/params";
import type {
  DdrFormActionData,
  DdrFormLoaderData,
} from "~/routes/_app.form.daily-drilling-report";
import { DDR_SECTIONS } from "~/sections";
import type { AnySection, StoredSectionValue } from "~/sections/vocabulary";
import { useUnits } from "~/units/use-units";

import { CarryOverList } from "../carry-over-list";
import { SpreadsheetUpload } from "../ddr-spreadsheet-upload";
import { HighlightedSectionNotice, useHighlightedSection } from "../highlighted-section";
import { LeaveGuard } from "../leave-guard";
import { OpenEverySectionLink, OpenSectionsProvider, useOpenSections } from "../open-sections";
import { PageLink } from "../page-link";
import {
  ReportHeader,
  ReportNotices,
  ReportSectionCard,
  sectionSaveAnswer,
  SectionIndex,
  useDirtySections,
  type SectionState,
} from "../report-sections";
import type { PageLists } from "../section-lists";
import { SubmitReportForm } from "../submit-report-form";
import { coveringRowNote } from "../time-log-cover";
import { WitsmlLinks } from "../witsml-links";

import { RecentReports } from "./choose-date";

const SECTIONS = DDR_SECTIONS as readonly AnySection[];
const SECTION_IDS = SECTIONS.map((section) => section.id);

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
  const { language } = useUnits();
  const actionData = useActionData<DdrFormActionData>();
  const { document, well } = data;
  const { header } = document;
  const editable = isEditable(header.status);
  const action = ddrFormPath(well.id, header.reportDate);
  const context = document.context;
  const { dirty, onDirtyChange, unsaved } = useDirtySections();
  const carried = header.carryOver?.sections ?? {};
  const submitResult = actionData?.kind === "submit" ? actionData : null;
  const highlighted = useHighlightedSection();
  const coveredRow = coveringRowNote(well.id, data.coverage);
  const answered = actionData?.kind === "save" ? actionData.sectionId : null;
  const openSections = useOpenSections(SECTION_IDS, answered);
  // The lists the page has (those of the editors the server drew, the labels the reviews print),
  // with those a refused save answered for its section; an editor opened in place fetches the
  // rest (decision 080).
  const answeredLists = actionData?.kind === "save" ? actionData.lists : undefined;
  const pageLists = useMemo<PageLists>(
    () => ({
      lookups: { ...document.lookups, ...answeredLists },
      complete: [...document.completeLists, ...Object.keys(answeredLists ?? {})],
      href: (sectionId) =>
        `/form/daily-drilling-report/lists?section=${encodeURIComponent(sectionId)}&v=${document.listsVersion}`,
    }),
    [document.lookups, document.completeLists, document.listsVersion, answeredLists],
  );
  const sectionTitle = (id: string) => t(SECTIONS.find((s) => s.id === id)?.labelKey ?? id);
  // Carried values are the report's own; a report created before they were stored shows them
  // from its carry-over until it is submitted, when they are stored as shown.
  const sectionState = (id: string): SectionState => {
    const saved = document.saved[id];
    if (saved) return saved.carried ? "carried" : "saved";
    return carried[id] ? "carried" : "notSaved";
  };

  const page = (
    <div className="ddr-page">
      <LeaveGuard when={unsaved && editable} isSamePage={sameReport} />
      <ReportHeader
        title={t("ddr.editor.heading", {
          reportNo: header.reportNo,
          well: well.name,
          date: formatDate(header.reportDate, language),
        })}
        well={well}
        status={header.status}
      >
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
      </ReportHeader>

      <HighlightedSectionNotice sectionId={highlighted} />
      <ReportNotices header={header} editable={editable} />

      <div className="ddr-overview">
        <SectionIndex
          sections={SECTIONS}
          stateOf={sectionState}
          dirty={dirty}
          highlighted={highlighted}
          carriedFromReportNo={header.carryOver?.fromReportNo}
        />
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
      {editable ? <OpenEverySectionLink /> : null}

      {SECTIONS.map((section) => {
        const saved = document.saved[section.id];
        return (
          <ReportSectionCard
            key={section.id}
            section={section}
            saved={saved}
            // A saved section's form starts from its figures (the stored value with the computed
            // ones added, which the form leaves out), so the page carries the value once.
            start={
              ((saved ? document.values[section.id] : carried[section.id]) as
                StoredSectionValue | undefined) ?? null
            }
            value={document.values[section.id]}
            {...sectionSaveAnswer(actionData, section.id)}
            editable={editable}
            context={context}
            lookups={pageLists}
            action={action}
            onDirtyChange={onDirtyChange}
            dirty={dirty[section.id] ?? false}
            highlighted={section.id === highlighted}
            carriedFromReportNo={header.carryOver?.fromReportNo}
            rowNotes={section.id === "timeLog" ? { rows: coveredRow } : undefined}
          />
        );
      })}
    </div>
  );
  return editable ? <OpenSectionsProvider value={openSections}>{page}</OpenSectionsProvider> : page;
}
