import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { getSelectedWell } from "~/assets/selection.server";
import { Privilege } from "~/auth/privileges";
import { notFound, requireUser } from "~/auth/session.server";
import { nptRowCells } from "~/dashboards/npt-rows";
import { nptRows } from "~/dashboards/well-information.server";
import { parseRecordId, queryText } from "~/forms/input";
import { formatDate } from "~/i18n/i18n";
import { PageLink, useCanOpen } from "~/components/page-link";
import { pageMeta } from "~/navigation/page-meta";
import { pages } from "~/navigation/pages";
import { loadLookupOptions } from "~/reports/lookups.server";
import { useUnits } from "~/units/use-units";

export const meta = pageMeta("dashboards.nptBreakdown");

// Drill-down from an NPT bar: the time-log rows behind it, each linking to its report.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { privilege: Privilege.Dashboards });
  const url = new URL(request.url);
  const code = queryText(url.searchParams.get("code"), 40);
  const well = await getSelectedWell(user);
  const asked = url.searchParams.get("well");
  if (!well || !code || (asked && parseRecordId(asked) !== well.id)) throw notFound();
  return json({
    well: { id: well.id, name: well.name },
    code,
    rows: await nptRows(user.orgId, well.id, code),
    phases: (await loadLookupOptions(user.orgId)).phase ?? [],
  });
}

export default function NptRows() {
  const { well, code, rows, phases } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { language } = useUnits();
  const mayOpen = useCanOpen();
  return (
    <div className="dashboard-page">
      <h1>
        {t("dashboards.nptRows", { code })} <span className="subtitle">· {well.name}</span>
      </h1>
      <table className="data-table">
        <thead>
          <tr>
            <th>{t("dashboards.axis.date")}</th>
            <th>{t("dashboards.timeRange")}</th>
            <th>{t("dashboards.axis.hours")}</th>
            <th>{t("dashboards.phase")}</th>
            <th>{t("dashboards.description")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const cells = nptRowCells(row, phases, language);
            return (
              <tr key={`${row.report_date}-${index}`}>
                <td>
                  {mayOpen(pages.reportOfDay) ? (
                    <PageLink
                      page={pages.reportOfDay}
                      query={{ well: well.id, date: row.report_date, section: "timeLog" }}
                    >
                      #{row.report_no} · {formatDate(row.report_date, language)}
                    </PageLink>
                  ) : (
                    `#${row.report_no} · ${formatDate(row.report_date, language)}`
                  )}
                </td>
                <td>
                  {row.from_time}–{row.to_time}
                </td>
                <td>{cells.hours}</td>
                <td>{cells.phase}</td>
                <td>{row.description}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
