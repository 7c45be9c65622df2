/**
 * The drilling-activity and subsurface reports on the approval form: the ones waiting for a
 * decision, and one of them under review (the decision forms are the DDR's, passed in).
 */
import { useTranslation } from "react-i18next";

import type { ReportKind } from "~/db/tables/reports";
import { formatDate, formatDateTime } from "~/i18n/i18n";
import { pages } from "~/navigation/pages";
import { reportKind } from "~/sections/report-kinds";
import { useUnits } from "~/units/use-units";

import { ActivitySections, type ActivityDocument } from "./activity-report";
import { ApprovalReview } from "./approval-review";
import { PageLink } from "./page-link";

export interface WaitingActivityRow {
  id: number;
  kind: ReportKind;
  reportNo: number;
  wellName: string;
  reportDate: string;
  submittedBy: string | null;
  submittedAt: string | null;
}

export function WaitingActivities({ activities }: { activities: WaitingActivityRow[] }) {
  const { t } = useTranslation();
  const { language } = useUnits();
  return (
    <section aria-labelledby="waiting-activities">
      <h2 id="waiting-activities">{t("activity.approval.activities")}</h2>
      {activities.length === 0 ? (
        <p>{t("activity.approval.none")}</p>
      ) : (
        <div className="card table-scroll">
          <table className="list-table">
            <thead>
              <tr>
                <th scope="col">{t("ddr.list.no")}</th>
                <th scope="col">{t("activity.approval.kind")}</th>
                <th scope="col">{t("ddr.list.well")}</th>
                <th scope="col">{t("ddr.list.reportNo")}</th>
                <th scope="col">{t("ddr.list.date")}</th>
                <th scope="col">{t("ddr.list.status")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("ddr.approval.review")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {activities.map((report, index) => {
                const title = t(reportKind(report.kind).titleKey);
                return (
                  <tr key={report.id}>
                    <td>{index + 1}</td>
                    <td>{title}</td>
                    <td>{report.wellName}</td>
                    <td>#{report.reportNo}</td>
                    <td>{formatDate(report.reportDate, language)}</td>
                    <td>
                      {report.submittedBy && report.submittedAt
                        ? t("ddr.approval.submittedBy", {
                            name: report.submittedBy,
                            at: formatDateTime(report.submittedAt, language),
                          })
                        : ""}
                    </td>
                    <td>
                      <PageLink
                        page={pages.approvalForm}
                        query={{ report: report.id }}
                        aria-label={`${t("ddr.approval.review")} ${title} ${report.wellName} #${report.reportNo}`}
                      >
                        {t("ddr.approval.review")}
                      </PageLink>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function ActivityReview({
  document,
  children,
}: {
  document: ActivityDocument;
  /** The decision forms. */
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { language } = useUnits();
  const { header, well } = document;
  return (
    <ApprovalReview
      title={t("activity.editor.heading", {
        report: t(reportKind(header.kind).titleKey),
        reportNo: header.reportNo,
        well: well.name,
        date: formatDate(header.reportDate, language),
      })}
      header={header}
    >
      {children}
      <ActivitySections document={document} />
    </ApprovalReview>
  );
}
