/**
 * A drilling-activity or subsurface report read-only and printable, and the list of a kind's
 * reports (the DDR list's filters, paging and export). Derived from the kind's declaration.
 */
import type { LinksFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import type { ComponentProps } from "react";
import { useTranslation } from "~/i18n/use-translation";

import type { ReportKind } from "~/db/tables/reports";
import { formatDate, formatDateTime } from "~/i18n/i18n";
import { kindPages, pageHref } from "~/navigation/pages";
import { activityKindBySlug, reportKind } from "~/sections/report-kinds";
import ddrStyles from "~/styles/ddr.css";
import sectionFeedbackStyles from "~/styles/section-feedback.css";
import type { LookupOptions } from "~/sections/lookup-lists";
import type { SectionContext, StoredSectionValue } from "~/sections/vocabulary";
import { useUnits } from "~/units/use-units";

import { DdrList, type DdrListProps } from "./ddr-list";
import type { InPageMarkup } from "~/document/in-page-markup";
import { PageLink } from "./page-link";
import { SectionReview } from "./section-review";
import { RowsCovered } from "./time-log-cover";
import { WellboreSchematicCard } from "./wellbore-schematic-card";

type ActivityKind = Exclude<ReportKind, "ddr">;

export interface ActivityDocument {
  header: {
    id: number;
    kind: ReportKind;
    wellId: number;
    reportNo: number;
    reportDate: string;
    status: string;
    createdBy: string | null;
    submittedBy: string | null;
    submittedAt: string | null;
    approvedBy: string | null;
    approvedAt: string | null;
  };
  well: { id: number; name: string; fieldName: string; padName: string };
  values: Record<string, StoredSectionValue>;
  lookups: LookupOptions;
  context: SectionContext;
}

/** The sections of one report, read-only; empty sections say so. */
export function ActivitySections({ document }: { document: ActivityDocument }) {
  const { t } = useTranslation();
  const declaration = reportKind(document.header.kind);
  return (
    <>
      {declaration.sections.map((section) => (
        <section
          key={section.id}
          id={`section-${section.id}`}
          className="card report-section"
          aria-labelledby={`report-${section.id}`}
        >
          <h2 id={`report-${section.id}`}>{t(section.labelKey)}</h2>
          {document.values[section.id] ? (
            <SectionReview
              section={section}
              value={document.values[section.id]!}
              lookups={document.lookups}
            />
          ) : (
            <p className="hint">{t("ddr.consolidated.notReported")}</p>
          )}
        </section>
      ))}
    </>
  );
}

export function ActivityReportView({
  document,
  children,
}: {
  document: ActivityDocument;
  /** Drawn between the header and the sections (the casing report's schematic). */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { language } = useUnits();
  const { header, well } = document;
  const declaration = reportKind(header.kind);
  const pages = kindPages(header.kind as ActivityKind);
  return (
    <div className="ddr-page">
      <p className="no-print">
        <PageLink page={pages.view}>{t("ddr.approval.backToList")}</PageLink>
      </p>
      <header className="ddr-header">
        <div>
          <h1>
            {t("activity.editor.heading", {
              report: t(declaration.titleKey),
              reportNo: header.reportNo,
              well: well.name,
              date: formatDate(header.reportDate, language),
            })}
          </h1>
          <p className="hint">
            {well.fieldName} · {well.padName}
          </p>
        </div>
        <div className="ddr-header-actions no-print">
          <span className={`status-badge status-${header.status}`}>
            {t(`ddr.status.${header.status}`)}
          </span>
          <button type="button" className="button" onClick={() => window.print()}>
            {t("ddr.consolidated.print")}
          </button>
          <PageLink className="button" page={pages.form} query={{ well: well.id, id: header.id }}>
            {t("ddr.consolidated.edit")}
          </PageLink>
        </div>
      </header>
      <dl className="review-fields card">
        <dt>{t("ddr.consolidated.status")}</dt>
        <dd>{t(`ddr.status.${header.status}`)}</dd>
        <dt>{t("ddr.consolidated.preparedBy")}</dt>
        <dd>{header.createdBy ?? ""}</dd>
        {header.submittedBy && header.submittedAt ? (
          <>
            <dt>{t("activity.list.submittedBy")}</dt>
            <dd>
              {header.submittedBy} · {formatDateTime(header.submittedAt, language)}
            </dd>
          </>
        ) : null}
        {header.approvedBy && header.approvedAt ? (
          <>
            <dt>{t("ddr.consolidated.approvedBy")}</dt>
            <dd>
              {header.approvedBy} · {formatDateTime(header.approvedAt, language)}
            </dd>
          </>
        ) : null}
      </dl>
      {children}
      <ActivitySections document={document} />
    </div>
  );
}

/** A kind's reports, opening each in its read-only report. */
export function ActivityListPage({
  kind,
  data,
  exportPath,
}: {
  kind: ActivityKind;
  data: Pick<DdrListProps, "query" | "wells" | "page">;
  exportPath: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const pages = kindPages(kind);
  const isDatabase = location.pathname === pages.database.path;
  return (
    <div className="ddr-page">
      <h1>{t(isDatabase ? pages.database.titleKey : pages.view.titleKey)}</h1>
      <DdrList
        {...data}
        columns="activity"
        openHref={(row) => pageHref(pages.view, { id: row.id })}
        exportHref={`${exportPath}${location.search}`}
      />
    </div>
  );
}

export type ActivityViewData =
  | {
      mode: "report";
      kind: ReportKind;
      document: ActivityDocument;
      schematic: InPageMarkup | null;
      covered: ComponentProps<typeof RowsCovered>["rows"];
    }
  | ({ mode: "list"; kind: ReportKind } & Pick<DdrListProps, "query" | "wells" | "page">);

/** The stylesheets of a page showing a kind's list or one report read-only. */
export const activityViewLinks: LinksFunction = () => [
  { rel: "stylesheet", href: ddrStyles },
  { rel: "stylesheet", href: sectionFeedbackStyles },
];

/** The title key of a drilling-activity page named by its `{type}`; `fallback` for an unknown one. */
export function activityTypeTitle(page: "view" | "database", fallback: string) {
  return (params: Record<string, string | undefined>) => {
    const declaration = activityKindBySlug(params.type);
    return declaration ? kindPages(declaration.kind as "casing")[page].titleKey : fallback;
  };
}

/**
 * The report and database pages of a drilling-activity `{type}`, the whole of both routes but
 * their titles: the same list, report and export.
 */
export function ActivityTypeViewPage() {
  const data = useLoaderData<ActivityViewData>();
  return (
    <ActivityViewPage
      data={data}
      exportPath={`/database/drilling-activity/${data.kind}/export.xlsx`}
    />
  );
}

/** The report and database pages of a kind: the list, or one report with `?id=`. */
export function ActivityViewPage({
  data,
  exportPath,
}: {
  data: ActivityViewData;
  exportPath: string;
}) {
  if (data.mode === "report") {
    return (
      <ActivityReportView document={data.document}>
        {data.schematic ? <WellboreSchematicCard schematic={data.schematic} /> : null}
        {data.kind === "subsurface" ? null : (
          <RowsCovered
            rows={data.covered}
            wellId={data.document.header.wellId}
            reportDate={data.document.header.reportDate}
          />
        )}
      </ActivityReportView>
    );
  }
  return <ActivityListPage kind={data.kind as ActivityKind} data={data} exportPath={exportPath} />;
}
