import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";

import { formatDate, formatDateTime } from "~/i18n/i18n";
import { pages } from "~/navigation/pages";
import { useUnits } from "~/units/use-units";

import { PageLink } from "./page-link";
import { ColumnHeads } from "./column-heads";

/**
 * A report under review on the approval form, whatever its kind: the way back to the list, its
 * title and status, who submitted it and when, then the decision and the report (`children`).
 */
export function ApprovalReview({
  title,
  header,
  children,
}: {
  title: string;
  header: {
    wellId: number;
    status: string;
    submittedBy: string | null;
    submittedAt: string | null;
  };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { language } = useUnits();
  return (
    <div className="ddr-page">
      <p className="no-print">
        <PageLink page={pages.approvalForm} query={{ well: header.wellId }}>
          {t("ddr.approval.backToList")}
        </PageLink>
      </p>
      <header className="ddr-header">
        <h1>{title}</h1>
        <span className={`status-badge status-${header.status}`}>
          {t(`ddr.status.${header.status}`)}
        </span>
      </header>
      {header.submittedBy && header.submittedAt ? (
        <p className="hint">
          {t("ddr.approval.submittedBy", {
            name: header.submittedBy,
            at: formatDateTime(header.submittedAt, language),
          })}
        </p>
      ) : null}
      {children}
    </div>
  );
}

export interface WaitingReportRow {
  id: number;
  reportNo: number;
  wellName: string;
  reportDate: string;
  submittedBy: string | null;
  submittedAt: string | null;
  /** Said when the report does not say who submitted it. */
  status?: string;
  /** The report kind's title, in its own column, when the table lists several kinds. */
  kindTitle?: string;
}

/** The reports waiting for a decision, each with the link to review it. */
export function WaitingReportsTable({
  rows,
  withKind = false,
}: {
  rows: readonly WaitingReportRow[];
  withKind?: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useUnits();
  return (
    <table className="list-table">
      <ColumnHeads
        labels={[
          t("ddr.list.no"),
          withKind && t("activity.approval.kind"),
          t("ddr.list.well"),
          t("ddr.list.reportNo"),
          t("ddr.list.date"),
          t("ddr.list.status"),
          <span className="visually-hidden">{t("ddr.approval.review")}</span>,
        ]}
      />
      <tbody>
        {rows.map((report, index) => (
          <tr key={report.id}>
            <td>{index + 1}</td>
            {withKind ? <td>{report.kindTitle}</td> : null}
            <td>{report.wellName}</td>
            <td>#{report.reportNo}</td>
            <td>{formatDate(report.reportDate, language)}</td>
            <td>
              {report.submittedBy && report.submittedAt
                ? t("ddr.approval.submittedBy", {
                    name: report.submittedBy,
                    at: formatDateTime(report.submittedAt, language),
                  })
                : report.status
                  ? t(`ddr.status.${report.status}`)
                  : ""}
            </td>
            <td>
              <PageLink
                page={pages.approvalForm}
                query={{ report: report.id }}
                aria-label={[
                  t("ddr.approval.review"),
                  report.kindTitle,
                  report.wellName,
                  `#${report.reportNo}`,
                ]
                  .filter(Boolean)
                  .join(" ")}
              >
                {t("ddr.approval.review")}
              </PageLink>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
