import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { getSelectedWell } from "~/assets/selection.server";
import { Privilege } from "~/auth/privileges";
import { requireUser } from "~/auth/session.server";
import { TileFrameStatic } from "~/components/dashboard/tile-frame";
import { formatTotalDays } from "~/domain/formatting/total-days";
import { formatUsd, parseMoney, percentVariance } from "~/domain/money/decimal";
import { renderTiles } from "~/dashboards/charts.server";
import { chartFor, defaultTiles } from "~/dashboards/layout";
import { wellInformation } from "~/dashboards/well-information.server";
import { formatDate, formatNumber } from "~/i18n/i18n";
import { isPageLoad } from "~/document/in-page-markup.server";
import { formatQuantity } from "~/units/format";
import { useUnits } from "~/units/use-units";
import { screenRoute } from "~/navigation/screen-route";

export const { handle, clientLoader, meta } = screenRoute("dashboards.wellInformation", {
  strings: ["ddr"],
});

// Well Information (/dashboard): the selected well's header, where it stands, and two charts.
const OVERVIEW = defaultTiles({ defaults: ["depthVsDays", "planView"] });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { privilege: Privilege.Dashboards });
  const selected = await getSelectedWell(user);
  if (!selected) return json({ info: null, charts: {} });
  const [info, charts] = await Promise.all([
    wellInformation(user.orgId, selected.id),
    renderTiles(user, selected.id, OVERVIEW, { withMarkup: !isPageLoad(request) }),
  ]);
  return json({ info, charts });
}

export default function WellInformationPage() {
  const { info, charts } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { system, language } = useUnits();
  if (!info) {
    return (
      <div className="dashboard-page">
        <h1>{t("dashboards.wellInformation")}</h1>
        <p className="notice">
          {t("dashboards.selectWell")} <Link to="/field/well">{t("nav.home")}</Link>
        </p>
      </div>
    );
  }
  const { well } = info;
  const variance = info.afe
    ? percentVariance(parseMoney(info.costToDate), parseMoney(info.afe))
    : null;
  const facts: [string, string][] = [
    [t("dashboards.status"), t(`assets.statuses.${well.status}`)],
    [
      t("dashboards.currentDepth"),
      formatQuantity("length", info.currentMd, system, language) || "—",
    ],
    [t("dashboards.days"), formatTotalDays(well.totalDays)],
    [t("dashboards.costToDate"), formatUsd(parseMoney(info.costToDate))],
    [
      t("dashboards.afe"),
      info.afe
        ? variance === null
          ? formatUsd(parseMoney(info.afe))
          : // Said in words: a bare "(-33.0 %)" leaves the reader to guess what it compares.
            t(
              Math.abs(variance) < 0.05
                ? "dashboards.afeOn"
                : variance < 0
                  ? "dashboards.afeUnder"
                  : "dashboards.afeOver",
              {
                afe: formatUsd(parseMoney(info.afe)),
                percent: formatNumber(Math.abs(variance), language, 1),
              },
            )
        : t("dashboards.noAfe"),
    ],
    [
      t("dashboards.lastReport"),
      info.lastReport
        ? `#${info.lastReport.reportNo} · ${formatDate(info.lastReport.date, language)} · ${t(`ddr.status.${info.lastReport.status}`)}`
        : "—",
    ],
  ];
  return (
    <div className="dashboard-page">
      <h1>
        {t("dashboards.wellInformation")} <span className="subtitle">· {well.name}</span>
      </h1>
      <dl className="fact-grid">
        {facts.map(([term, value]) => (
          <div key={term} className="fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="dashboard-grid two-up">
        {OVERVIEW.map((tile) => (
          <div key={tile.id} className="dashboard-cell" style={{ height: 380 }}>
            <TileFrameStatic tile={tile} chart={chartFor(charts, tile)} />
          </div>
        ))}
      </div>
    </div>
  );
}
