/**
 * The drilling-activity and subsurface reports on the approval form: the ones waiting for a
 * decision, and one of them under review (the decision forms are the DDR's, passed in).
 */
import { useTranslation } from "~/i18n/use-translation";

import type { ReportKind } from "~/db/tables/reports";
import { formatDate } from "~/i18n/i18n";
import { reportKind } from "~/sections/report-kinds";
import { useUnits } from "~/units/use-units";

import { ActivitySections, type ActivityDocument } from "./activity-report";
import { ApprovalReview, WaitingReportsTable } from "./approval-review";

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
  return (
    <section aria-labelledby="waiting-activities">
      <h2 id="waiting-activities">{t("activity.approval.activities")}</h2>
      {activities.length === 0 ? (
        <p>{t("activity.approval.none")}</p>
      ) : (
        <div className="card table-scroll">
          <WaitingReportsTable
            rows={activities.map((report) => ({
              ...report,
              kindTitle: t(reportKind(report.kind).titleKey),
            }))}
            withKind
          />
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
