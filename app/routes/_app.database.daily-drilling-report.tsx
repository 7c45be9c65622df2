import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { requireUser } from "~/auth/session.server";
import { DdrList } from "~/components/ddr-list";
import { pageHref, pages } from "~/navigation/pages";
import { loadDdrList, parseDdrListQuery } from "~/reports/list.server";
import ddrStyles from "~/styles/ddr.css";
import { screenRoute } from "~/navigation/screen-route";

export const { handle, clientLoader, meta, links } = screenRoute(
  pages.dailyDrillingReportDatabase.titleKey,
  { strings: ["activity", "ddr"], styles: [ddrStyles] },
);

// The DDR database (privilege 5): every report by well, date range and status.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, {
    privilege: pages.dailyDrillingReportDatabase.privilege,
  });
  const query = await parseDdrListQuery(user, new URL(request.url));
  return json({ query, ...(await loadDdrList(user, query)) });
}

export default function DailyDrillingReportDatabase() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="ddr-page">
      <h1>{t("ddr.nav.database")}</h1>
      <DdrList
        {...data}
        openHref={(row) => pageHref(pages.dailyDrillingReportReport, { id: row.id })}
        exportHref={`/database/daily-drilling-report.xlsx${location.search}`}
      />
    </div>
  );
}
