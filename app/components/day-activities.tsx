/**
 * The drilling-activity and subsurface reports of a DDR's day, on the consolidated report: each
 * links to its printable report, or to its form, for a user who may open one; otherwise it is
 * named without a link.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import type { ReportKind } from "~/db/tables/reports";
import { kindPages, pageHref } from "~/navigation/pages";
import { reportKindName } from "~/sections/report-kind-names";

import { useCanOpen } from "./page-link";

export interface DayActivityEntry {
  id: number;
  kind: ReportKind;
  reportNo: number;
  status: string;
}

/**
 * An activity report by its kind and number: a link to its printable report, or to its form, for
 * a reader who may open one; its name alone otherwise.
 */
export function ActivityReportLink({
  wellId,
  report,
}: {
  wellId: number;
  report: { id: number; kind: ReportKind; reportNo: number };
}) {
  const { t } = useTranslation();
  const mayOpen = useCanOpen();
  const pages = kindPages(report.kind as Exclude<ReportKind, "ddr">);
  const label = `${t(reportKindName(report.kind).titleKey)} #${report.reportNo}`;
  const href = mayOpen(pages.view)
    ? pageHref(pages.view, { id: report.id })
    : mayOpen(pages.form)
      ? pageHref(pages.form, { well: wellId, id: report.id })
      : null;
  return href ? <Link to={href}>{label}</Link> : <>{label}</>;
}

export function DayActivities({
  wellId,
  activities,
}: {
  wellId: number;
  activities: DayActivityEntry[];
}) {
  const { t } = useTranslation();
  return (
    <section className="card day-activities" aria-labelledby="day-activities">
      <h2 id="day-activities">{t("activity.consolidated.title")}</h2>
      {activities.length === 0 ? (
        <p className="hint">{t("activity.consolidated.none")}</p>
      ) : (
        <ul>
          {activities.map((activity) => (
            <li key={activity.id}>
              <ActivityReportLink wellId={wellId} report={activity} />{" "}
              <span className={`status-badge status-${activity.status}`}>
                {t(`ddr.status.${activity.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
