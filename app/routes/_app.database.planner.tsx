import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { requireUser } from "~/auth/session.server";
import { getDb } from "~/db/db.server";
import { unitSystemFromStandard } from "~/domain/units/systems";
import { pages } from "~/navigation/pages";
import plannerStyles from "~/planner/planner.css";
import { DATABASE_VIEWS, parsePlannerQuery, parseView, type DatabaseView } from "~/planner/query";
import { loadPlannerDatabase } from "~/planner/screens.server";
import { AfeView } from "~/planner/views/afe-view";
import { ActivitiesView, EntriesView, ItemsView, WellsView } from "~/planner/views/catalogue-views";
import { screenRoute } from "~/navigation/screen-route";

export const { handle, clientLoader, meta, links } = screenRoute(pages.plannerDatabase.titleKey, {
  strings: ["activity", "ddr", "planner"],
  styles: [plannerStyles],
});

// The planner database (privilege 8): AFE against actual per well, and the cost catalogue.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { privilege: pages.plannerDatabase.privilege });
  const url = new URL(request.url);
  const view = parseView(url.searchParams.get("view"), DATABASE_VIEWS);
  const query = parsePlannerQuery(url.searchParams);
  const data = await loadPlannerDatabase(await getDb(), user, view, query);
  return json({ ...data, query, unitSystem: unitSystemFromStandard(user.unitStandard) });
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

export default function PlannerDatabase() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  const exportParams = new URLSearchParams(location.search);
  exportParams.set("view", data.view);
  exportParams.delete("page");
  return (
    <div className="planner">
      <header className="planner-header">
        <h1>{t("planner.database.title")}</h1>
        <a className="button" href={`/database/planner.xlsx?${exportParams.toString()}`} download>
          {t("planner.database.export")}
        </a>
      </header>
      <ViewTabs current={data.view} />
      <View data={data} />
    </div>
  );
}

function ViewTabs({ current }: { current: DatabaseView }) {
  const { t } = useTranslation();
  return (
    <nav className="planner-tabs" aria-label={t("planner.database.viewsLabel")}>
      <ul>
        {DATABASE_VIEWS.map((view) => (
          <li key={view}>
            <Link to={`?view=${view}`} aria-current={view === current ? "page" : undefined}>
              {t(`planner.views.${view}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function View({ data }: { data: Data }) {
  switch (data.view) {
    case "afe":
      return <AfeView data={data} />;
    case "wells":
      return <WellsView data={data} />;
    case "items":
      return <ItemsView data={data} />;
    case "activities":
      return <ActivitiesView data={data} />;
    case "bundles":
    case "components":
    case "units":
      return <EntriesView data={data} />;
    default: {
      const unknown: never = data;
      return unknown;
    }
  }
}
