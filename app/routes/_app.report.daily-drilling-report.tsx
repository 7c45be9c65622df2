import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { notFound, requireUser } from "~/auth/session.server";
import { DdrList } from "~/components/ddr-list";
import { HighlightedSectionNotice, useHighlightedSection } from "~/components/highlighted-section";
import { PageLink } from "~/components/page-link";
import { SectionReview } from "~/components/section-review";
import { CoveredTimeLog } from "~/components/time-log-cover";
import { WellboreSchematicCard } from "~/components/wellbore-schematic-card";
import { parseRecordId } from "~/forms/input";
import { formatDate } from "~/i18n/i18n";
import { pageHref, pages } from "~/navigation/pages";
import { loadDdr } from "~/reports/ddr.server";
import { loadDdrList, parseDdrListQuery } from "~/reports/list.server";
import { timeLogCoverage } from "~/reports/time-log-links.server";
import { wellboreSchematicFor } from "~/reports/wellbore.server";
import { DDR_SECTIONS } from "~/sections";
import type { AnySection } from "~/sections/vocabulary";
import ddrStyles from "~/styles/ddr.css";
import sectionFeedbackStyles from "~/styles/section-feedback.css";
import { useUnits } from "~/units/use-units";
import { screenRoute } from "~/navigation/screen-route";

export const { handle, clientLoader, meta, links } = screenRoute(
  pages.dailyDrillingReportReport.titleKey,
  { strings: ["activity", "ddr"], styles: [ddrStyles, sectionFeedbackStyles] },
);

const SECTIONS = DDR_SECTIONS as readonly AnySection[];

// DDR reports (privilege 5): the list, and one report read-only with its spreadsheet export.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { privilege: pages.dailyDrillingReportReport.privilege });
  const url = new URL(request.url);
  const reportId = parseRecordId(url.searchParams.get("id"));
  if (reportId) {
    const document = await loadDdr(user.orgId, reportId);
    if (!document) throw notFound();
    // The morning report shows where the well stands: its strings, cement, hole and bit.
    const { wellId, reportDate } = document.header;
    const [schematic, coverage] = await Promise.all([
      wellboreSchematicFor(user, wellId, reportDate),
      timeLogCoverage(user.orgId, wellId, reportDate),
    ]);
    return json({ mode: "report" as const, document, schematic, coverage });
  }
  const query = await parseDdrListQuery(user, url);
  return json({ mode: "list" as const, query, ...(await loadDdrList(user, query)) });
}

type ReportData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { mode: "report" }>;

export default function DailyDrillingReportReports() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { language } = useUnits();
  const location = useLocation();
  if (data.mode === "list") {
    return (
      <div className="ddr-page">
        <h1>{t("ddr.nav.report")}</h1>
        <DdrList
          query={data.query}
          wells={data.wells}
          page={data.page}
          openHref={(row) => pageHref(pages.dailyDrillingReportReport, { id: row.id })}
          exportHref={`/database/daily-drilling-report.xlsx${location.search}`}
        />
      </div>
    );
  }
  const { header, well } = data.document;
  return (
    <div className="ddr-page">
      <p>
        <PageLink page={pages.dailyDrillingReportReport}>{t("ddr.approval.backToList")}</PageLink>
      </p>
      <header className="ddr-header">
        <h1>
          {t("ddr.editor.heading", {
            reportNo: header.reportNo,
            well: well.name,
            date: formatDate(header.reportDate, language),
          })}
        </h1>
        <div className="ddr-header-actions">
          <span className={`status-badge status-${header.status}`}>
            {t(`ddr.status.${header.status}`)}
          </span>
          <a
            className="button"
            href={`/report/daily-drilling-report.xlsx?id=${header.id}`}
            download
          >
            {t("ddr.list.exportReport")}
          </a>
          <PageLink
            className="button"
            page={pages.consolidatedDailyDrillingReport}
            query={{ well: well.id, date: header.reportDate }}
          >
            {t("ddr.editor.consolidated")}
          </PageLink>
          <PageLink
            className="button"
            page={pages.dailyDrillingReportForm}
            query={{ well: well.id, date: header.reportDate }}
          >
            {t("ddr.consolidated.edit")}
          </PageLink>
        </div>
      </header>
      <ReportSections document={data.document} />
      <CoveredTimeLog wellId={well.id} entries={data.coverage} />
      {data.schematic ? (
        <WellboreSchematicCard schematic={data.schematic} hintKey="activity.schematic.ddrHint" />
      ) : null}
    </div>
  );
}

/** The read-only sections, the one a chart point came from highlighted. */
function ReportSections({ document }: { document: ReportData["document"] }) {
  const { t } = useTranslation();
  const highlighted = useHighlightedSection();
  const { values, lookups } = document;
  return (
    <>
      <HighlightedSectionNotice sectionId={highlighted} />
      {SECTIONS.filter((section) => values[section.id]).map((section) => (
        <section
          key={section.id}
          id={`section-${section.id}`}
          className={`card report-section${section.id === highlighted ? " highlighted" : ""}`}
          aria-labelledby={`report-${section.id}`}
        >
          <h2 id={`report-${section.id}`}>{t(section.labelKey)}</h2>
          <SectionReview section={section} value={values[section.id]!} lookups={lookups} />
        </section>
      ))}
    </>
  );
}
