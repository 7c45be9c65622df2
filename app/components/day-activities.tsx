/**
 * The drilling-activity and subsurface reports of a DDR's day, on the consolidated report: each
 * links to its printable report, or to its form, for a user who may open one; otherwise it is
 * named without a link.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { ReportKind } from "~/db/tables/reports";
import { kindPages, pageHref } from "~/navigation/pages";
import { reportKind } from "~/sections/report-kinds";

import { useCanOpen } from "./page-link";

export interface DayActivityEntry {
  id: number;
  kind: ReportKind;
  reportNo: number;
  status: string;
}

export function DayActivities({
  wellId,
  activities,
}: {
  wellId: number;
  activities: DayActivityEntry[];
}) {
  const { t } = useTranslation();
  const mayOpen = useCanOpen();
  return (
    <section className="card day-activities" aria-labelledby="day-activities">
      <h2 id="day-activities">{t("activity.consolidated.title")}</h2>
      {activities.length === 0 ? (
        <p className="hint">{t("activity.consolidated.none")}</p>
      ) : (
        <ul>
          {activities.map((activity) => {
            const pages = kindPages(activity.kind as Exclude<ReportKind, "ddr">);
            const label = `${t(reportKind(activity.kind).titleKey)} #${activity.reportNo}`;
            const href = mayOpen(pages.view)
              ? pageHref(pages.view, { id: activity.id })
              : mayOpen(pages.form)
                ? pageHref(pages.form, { well: wellId, id: activity.id })
                : null;
            return (
              <li key={activity.id}>
                {href ? <Link to={href}>{label}</Link> : label}{" "}
                <span className={`status-badge status-${activity.status}`}>
                  {t(`ddr.status.${activity.status}`)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
