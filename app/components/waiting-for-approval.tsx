/**
 * The home page's first card for an approver: the reports waiting for their decision, across
 * the organisation's wells, oldest first, each a link to its review.
 */
import { useTranslation } from "~/i18n/use-translation";

import { formatDate, formatDateTime } from "~/i18n/i18n";
import { pages } from "~/navigation/pages";
import { useUnits } from "~/units/use-units";

import { PageLink } from "./page-link";

interface WaitingReport {
  id: number;
  wellName: string;
  reportNo: number;
  reportDate: string;
  submittedBy: string | null;
  submittedAt: string | null;
}

export function WaitingForApproval({
  waiting,
}: {
  waiting: { reports: WaitingReport[]; total: number };
}) {
  const { t } = useTranslation();
  const { language } = useUnits();
  return (
    <section className="card waiting-for-approval" aria-labelledby="waiting-title">
      <h2 id="waiting-title">{t("ddr.approval.waitingTitle")}</h2>
      {waiting.total === 0 ? (
        <p>{t("ddr.approval.none")}</p>
      ) : (
        <>
          <p>{t("ddr.approval.waitingCount", { count: waiting.total })}</p>
          <ul>
            {waiting.reports.map((report) => (
              <li key={report.id}>
                <PageLink page={pages.approvalForm} query={{ report: report.id }}>
                  {report.wellName} #{report.reportNo} · {formatDate(report.reportDate, language)}
                </PageLink>
                {report.submittedBy && report.submittedAt ? (
                  <span className="hint">
                    {" "}
                    {t("ddr.approval.submittedBy", {
                      name: report.submittedBy,
                      at: formatDateTime(report.submittedAt, language),
                    })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          {waiting.total > waiting.reports.length ? (
            <PageLink page={pages.approvalForm}>{t("ddr.approval.waitingMore")}</PageLink>
          ) : null}
        </>
      )}
    </section>
  );
}
