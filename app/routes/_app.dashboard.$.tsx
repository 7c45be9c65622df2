import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { defer, json, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { getSelectedWell } from "~/assets/selection.server";
import { Privilege } from "~/auth/privileges";
import { notFound, requireUser, setToast } from "~/auth/session.server";
import { DashboardView } from "~/components/dashboard/dashboard-view";
import { WellboreSchematicCard } from "~/components/wellbore-schematic-card";
import { costFiguresBy, findDashboard } from "~/dashboards/catalogue";
import { getDb } from "~/db/db.server";
import { renderTiles, type TileChart } from "~/dashboards/charts.server";
import { fieldSummary } from "~/dashboards/field.server";
import { addTile, readingOrder, removeTile } from "~/dashboards/layout";
import { loadTiles, parseTiles, resetTiles, saveTiles } from "~/dashboards/layouts.server";
import { isTileType } from "~/dashboards/tile-types";
import { badRequest, readForm } from "~/forms/refusals.server";
import { isLanguage, translator } from "~/i18n/i18n";
import { isPageLoad } from "~/document/in-page-markup.server";
import { runsScripts } from "~/document/scripts-cookie";
import { DashboardCostFigures } from "~/planner/cost-figures";
import { wellAfeDetail } from "~/planner/lists.server";
import { todayIso } from "~/reports/params";
import { wellboreSchematicFor } from "~/reports/wellbore.server";
import { clientLoaderWithStrings, type ScreenStrings } from "~/i18n/screen-strings";

export const handle: ScreenStrings = { strings: ["activity", "planner"] };
export const clientLoader = clientLoaderWithStrings(handle);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const root = matches.find((match) => match.id === "root")?.data as
    { language?: unknown } | undefined;
  const t = translator(isLanguage(root?.language) ? root.language : "en");
  return [
    { title: `${t(data?.dashboard.titleKey ?? "notFound.title")} | ${t("app.titleSuffix")}` },
  ];
};

/** The well dashboard that shows the wellbore schematic beside its tiles. */
const SCHEMATIC_DASHBOARD = "drilling-program";

async function dashboardFor(request: Request, slug: string | undefined) {
  const user = await requireUser(request, { privilege: Privilege.Dashboards });
  const dashboard = slug ? findDashboard(slug) : undefined;
  if (!dashboard) throw notFound();
  return { user, dashboard };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, dashboard } = await dashboardFor(request, params["*"]);
  const well = await getSelectedWell(user);
  const figuresBy = costFiguresBy(dashboard);
  const summary = {
    figuresBy,
    slug: dashboard.slug,
    titleKey: dashboard.titleKey,
    available: dashboard.available,
    field: dashboard.scope === "field",
  };
  if (!well) {
    return defer({
      dashboard: summary,
      well: null,
      field: null,
      tiles: [],
      charts: noCharts,
      laterCharts: Promise.resolve(noCharts),
      costs: null,
      schematic: null,
    });
  }
  // A field dashboard covers every well of the selected well's field.
  const [{ tiles }, field, costs, schematic] = await Promise.all([
    loadTiles(user, dashboard),
    summary.field ? fieldSummary(user.orgId, well) : null,
    figuresBy ? wellAfeDetail(await getDb(), user.orgId, well.id) : null,
    // The drilling programme is where a driller looks for the well's strings and shoes.
    dashboard.slug === SCHEMATIC_DASHBOARD ? wellboreSchematicFor(user, well.id, todayIso()) : null,
  ]);
  const shown = { id: well.id, name: well.name };
  const { charts, laterCharts } = await chartsOf(request, user, well.id, tiles);
  return defer({
    dashboard: summary,
    well: shown,
    field,
    tiles,
    charts,
    laterCharts,
    costs,
    schematic,
  });
}

const noCharts: Record<string, TileChart> = {};

/** The charts drawn before the page is sent, and those streamed after it (decision 079). */
async function chartsOf(
  request: Request,
  user: Parameters<typeof renderTiles>[0],
  wellId: number,
  tiles: Parameters<typeof readingOrder>[0],
) {
  if (!isPageLoad(request) || !runsScripts(request)) {
    // Loads after the first page have the charts in their data, and a browser that may not run
    // scripts gets them in place: all drawn before the page is sent, as before.
    const charts = await renderTiles(user, wellId, tiles, { withMarkup: !isPageLoad(request) });
    return { charts, laterCharts: Promise.resolve(noCharts) };
  }
  // A page load shows its first tile's chart with the page; the others stream in after it, each
  // tile's frame holding its place meanwhile.
  const [first, ...others] = readingOrder(tiles);
  const laterCharts = renderTiles(user, wellId, others, { withMarkup: false });
  // Handled by the page once returned; a failure while the first chart is drawn must not be
  // taken for an unhandled one meanwhile.
  laterCharts.catch(() => {});
  const charts = first ? await renderTiles(user, wellId, [first], { withMarkup: false }) : noCharts;
  return { charts, laterCharts };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, dashboard } = await dashboardFor(request, params["*"]);
  const form = await readForm(request);
  const intent = form.get("intent");
  const { tiles } = await loadTiles(user, dashboard);
  let next = tiles;
  if (intent === "reset") {
    await resetTiles(user, dashboard);
    return redirect(request.url);
  } else if (intent === "add") {
    const type = form.get("tileType");
    // The menu offers only this dashboard's tile types: anything else is a tampered request.
    if (!isTileType(type) || !dashboard.available.includes(type)) throw badRequest();
    next = addTile(tiles, type);
  } else if (intent === "remove") {
    next = removeTile(tiles, String(form.get("tileId") ?? ""));
  } else if (intent === "save") {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(String(form.get("tiles") ?? ""));
    } catch {
      parsed = null;
    }
    const checked = parseTiles(parsed, dashboard);
    if (!checked) {
      const cookie = await setToast(request, {
        kind: "error",
        title: "common.error",
        message: "dashboards.layoutError",
      });
      return json({ ok: false }, { status: 400, headers: { "Set-Cookie": cookie } });
    }
    await saveTiles(user, dashboard, checked);
    return json({ ok: true });
  } else {
    throw badRequest();
  }
  await saveTiles(user, dashboard, next);
  return redirect(request.url);
}

export default function Dashboard() {
  const { dashboard, well, field, tiles, charts, laterCharts, costs, schematic } =
    useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="dashboard-page">
      <h1>
        {t(dashboard.titleKey)}
        {field ? (
          <span className="subtitle">
            {" "}
            · {t("fieldDashboards.subtitle", { field: field.name, count: field.wells })}
          </span>
        ) : well ? (
          <span className="subtitle"> · {well.name}</span>
        ) : null}
      </h1>
      {well ? (
        <div className={dashboard.figuresBy ? "dashboard-with-figures" : undefined}>
          <div>
            <DashboardView
              tiles={tiles}
              charts={charts}
              laterCharts={laterCharts}
              available={dashboard.available}
            />
            {schematic ? (
              <WellboreSchematicCard
                schematic={schematic}
                hintKey="activity.schematic.dashboardHint"
                className="dashboard-schematic"
              />
            ) : null}
          </div>
          {dashboard.figuresBy ? (
            <DashboardCostFigures detail={costs} by={dashboard.figuresBy} />
          ) : null}
        </div>
      ) : (
        <p className="notice">
          {t(dashboard.field ? "fieldDashboards.selectWell" : "dashboards.selectWell")}{" "}
          <Link to="/field/well">{t("nav.home")}</Link>
        </p>
      )}
    </div>
  );
}

// Dragging saves quietly; redrawing every chart after each move would be wasted work.
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: {
  formData?: FormData;
  defaultShouldRevalidate: boolean;
}) {
  return formData?.get("intent") === "save" ? false : defaultShouldRevalidate;
}
