import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { requireUser } from "~/auth/session.server";
import { getDb } from "~/db/db.server";
import { unitSystemFromStandard } from "~/domain/units/systems";
import { fromSI } from "~/domain/units/units";
import { pageMeta } from "~/navigation/page-meta";
import { pages } from "~/navigation/pages";
import { AfeVersionsTable, versionLabel } from "~/planner/afe-versions-table";
import { CategoryFigures, FigureDefinitions, PhaseFigures } from "~/planner/cost-figures";
import { FigureCells, FigureHeaders } from "~/planner/figures-table";
import plannerStyles from "~/planner/planner.css";
import { DATABASE_VIEWS, parsePlannerQuery, parseView, type DatabaseView } from "~/planner/query";
import { loadPlannerDatabase } from "~/planner/screens.server";
import {
  EmptyRow,
  FilterForm,
  FilterSelect,
  FilterText,
  Money,
  Pager,
  Percent,
  PhaseName,
  Variance,
  usePhaseOptions,
} from "~/planner/ui";

export const meta = pageMeta(pages.plannerDatabase.titleKey);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: plannerStyles }];

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

type ViewData<V extends DatabaseView> = Extract<Data, { view: V }>;

function AfeView({ data }: { data: ViewData<"afe"> }) {
  const { t } = useTranslation();
  const phaseOptions = usePhaseOptions();
  const { query, well, detail, versions, lines } = data;
  const filtered = Boolean(query.q || query.phase || query.bundleId || query.afeId);
  const days = (seconds: number) => (Math.round((seconds / 86_400) * 10) / 10).toFixed(1);
  return (
    <section aria-labelledby="afe-heading">
      <FilterForm hidden={{ view: "afe" }} label={t("planner.filter.label")}>
        <FilterSelect
          name="well"
          label={t("planner.filter.well")}
          value={well?.id ?? null}
          options={data.wells.map((w) => ({ value: w.id, label: w.name }))}
          anyLabel={well ? undefined : t("planner.filter.chooseWell")}
        />
        <FilterSelect
          name="phase"
          label={t("planner.filter.phase")}
          value={query.phase}
          options={phaseOptions}
          anyLabel=""
        />
        <FilterSelect
          name="bundle"
          label={t("planner.filter.bundle")}
          value={query.bundleId}
          options={data.bundles.map((b) => ({ value: b.id, label: b.name }))}
          anyLabel=""
        />
        <FilterSelect
          name="version"
          label={t("planner.filter.version")}
          value={query.afeId}
          options={versions.map((v) => ({ value: v.id, label: versionLabel(t, v.versionNo) }))}
          anyLabel=""
        />
        <FilterText defaultValue={query.q} label={t("planner.filter.lineText")} />
      </FilterForm>

      {!well || !detail ? (
        <p className="hint" id="afe-heading">
          {t("planner.database.noWell")}
        </p>
      ) : (
        <>
          <h2 id="afe-heading">{t("planner.figures.title", { well: well.name })}</h2>
          <p className="hint">
            {t("planner.figures.timeline", {
              planned: days(detail.plannedSeconds),
              // Whole report dates: a count, never "51.0".
              reports: Math.round(detail.elapsedSeconds / 86_400),
            })}
          </p>
          <dl className="planner-summary" aria-label={t("planner.figures.summary")}>
            <SummaryFigure label={t("planner.columns.afe")}>
              <Money amount={detail.total.afe} />
            </SummaryFigure>
            <SummaryFigure label={t("planner.columns.actual")}>
              <Money amount={detail.total.actual} />
            </SummaryFigure>
            <SummaryFigure label={t("planner.columns.committed")}>
              <Money amount={detail.total.committed} />
            </SummaryFigure>
            <SummaryFigure label={t("planner.columns.variance")}>
              <Variance amount={detail.total.variance} />
            </SummaryFigure>
            <SummaryFigure label={t("planner.columns.variancePercent")}>
              <Percent value={detail.total.variancePercent} />
            </SummaryFigure>
            <SummaryFigure label={t("planner.columns.forecast")}>
              <Money amount={detail.total.forecast} />
            </SummaryFigure>
            <SummaryFigure label={t("planner.columns.forecastVariance")}>
              <Variance amount={detail.total.forecastVariance} />
            </SummaryFigure>
          </dl>
          <FigureDefinitions />
          <PhaseFigures detail={detail} />
          <CategoryFigures detail={detail} />

          <AfeVersionsTable versions={versions} showCreatedBy />

          {lines ? (
            <>
              <div className="table-scroll" tabIndex={0}>
                <table className="planner-table">
                  <caption>{t("planner.figures.lines")}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("planner.columns.number")}</th>
                      <th scope="col">{t("planner.columns.version")}</th>
                      <th scope="col">{t("planner.columns.code")}</th>
                      <th scope="col">{t("planner.columns.phase")}</th>
                      <th scope="col">{t("planner.columns.bundle")}</th>
                      <th scope="col">{t("planner.columns.description")}</th>
                      <th scope="col">{t("planner.columns.quantity")}</th>
                      <th scope="col">{t("planner.columns.unitPrice")}</th>
                      <th scope="col">{t("planner.columns.amount")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {lines.rows.length === 0 ? (
                      <EmptyRow columns={9} filtered={filtered} />
                    ) : (
                      lines.rows.map((line, index) => (
                        <tr key={line.id}>
                          <td className="num">{lines.numbers[index]}</td>
                          <td>
                            {versionLabel(t, line.versionNo)}
                            {line.status === "draft" ? ` (${t("planner.status.draft")})` : ""}
                          </td>
                          <td>{line.code}</td>
                          <td>
                            <PhaseName phase={line.phase} />
                          </td>
                          <td>{line.bundleName ?? ""}</td>
                          <td>{line.description}</td>
                          <td className="num">
                            {line.quantity === null
                              ? ""
                              : `${Number(line.quantity)} ${line.unit ?? ""}`}
                          </td>
                          <td className="num">
                            <Money amount={line.unitPrice} />
                          </td>
                          <td className="num">
                            <Money amount={line.amount} />
                          </td>
                        </tr>
                      ))
                    )}
                  </tbody>
                </table>
              </div>
              <Pager paged={lines} label={t("planner.pages.label")} />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

function SummaryFigure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function WellsView({ data }: { data: ViewData<"wells"> }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { summaries, query } = data;
  return (
    <section>
      <FilterForm hidden={{ view: "wells" }} label={t("planner.filter.label")}>
        <FilterText defaultValue={query.q} label={t("planner.filter.wellText")} />
      </FilterForm>
      <div className="table-scroll" tabIndex={0}>
        <table className="planner-table figures">
          <caption>{t("planner.views.wells")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("planner.columns.number")}</th>
              <th scope="col">{t("planner.columns.well")}</th>
              <th scope="col">{t("planner.columns.field")}</th>
              <FigureHeaders />
            </tr>
          </thead>
          <tbody>
            {summaries.rows.length === 0 ? (
              <EmptyRow columns={11} filtered={Boolean(query.q)} />
            ) : (
              summaries.rows.map((row, index) => (
                <tr key={row.wellId}>
                  <td className="num">{summaries.numbers[index]}</td>
                  <th scope="row">
                    <Link to={`${location.pathname}?view=afe&well=${row.wellId}`}>
                      {row.wellName}
                    </Link>
                    {row.versions === 0 ? (
                      <span className="hint"> {t("planner.figures.noAfeShort")}</span>
                    ) : null}
                  </th>
                  <td>{row.fieldName}</td>
                  <FigureCells figures={row} />
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager paged={summaries} label={t("planner.pages.label")} />
    </section>
  );
}

function ItemsView({ data }: { data: ViewData<"items"> }) {
  const { t } = useTranslation();
  const { items, query } = data;
  return (
    <section>
      <FilterForm hidden={{ view: "items" }} label={t("planner.filter.label")}>
        <FilterSelect
          name="bundle"
          label={t("planner.filter.bundle")}
          value={query.bundleId}
          options={data.bundles.map((b) => ({ value: b.id, label: b.name }))}
          anyLabel=""
        />
        <FilterSelect
          name="component"
          label={t("planner.filter.component")}
          value={query.componentId}
          options={data.components.map((c) => ({ value: c.id, label: c.name }))}
          anyLabel=""
        />
        <FilterText defaultValue={query.q} />
      </FilterForm>
      <div className="table-scroll" tabIndex={0}>
        <table className="planner-table">
          <caption>{t("planner.views.items")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("planner.columns.number")}</th>
              <th scope="col">{t("planner.columns.costItem")}</th>
              <th scope="col">{t("planner.columns.bundle")}</th>
              <th scope="col">{t("planner.columns.component")}</th>
              <th scope="col">{t("planner.columns.vendor")}</th>
              <th scope="col">{t("planner.columns.unit")}</th>
              <th scope="col">{t("planner.columns.unitPrice")}</th>
              <th scope="col">{t("planner.columns.usedBy")}</th>
            </tr>
          </thead>
          <tbody>
            {items.rows.length === 0 ? (
              <EmptyRow
                columns={8}
                filtered={Boolean(query.q || query.bundleId || query.componentId)}
              />
            ) : (
              items.rows.map((item, index) => (
                <tr key={item.id}>
                  <td className="num">{items.numbers[index]}</td>
                  <td>{item.name}</td>
                  <td>{item.bundleName}</td>
                  <td>{item.componentName}</td>
                  <td>{item.vendor}</td>
                  <td>{item.unitName}</td>
                  <td className="num">
                    <Money amount={item.unitPrice} /> {item.currency}
                  </td>
                  <td className="num">{item.activityCount}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager paged={items} label={t("planner.pages.label")} />
    </section>
  );
}

function ActivitiesView({ data }: { data: ViewData<"activities"> }) {
  const { t } = useTranslation();
  const phaseOptions = usePhaseOptions();
  const { activities, query, unitSystem } = data;
  const hours = (seconds: number) =>
    Math.round(fromSI("duration", seconds, unitSystem) * 100) / 100;
  return (
    <section>
      <FilterForm hidden={{ view: "activities" }} label={t("planner.filter.label")}>
        <FilterSelect
          name="phase"
          label={t("planner.filter.phase")}
          value={query.phase}
          options={phaseOptions}
          anyLabel=""
        />
        <FilterText defaultValue={query.q} />
      </FilterForm>
      <div className="table-scroll" tabIndex={0}>
        <table className="planner-table">
          <caption>{t("planner.views.activities")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("planner.columns.number")}</th>
              <th scope="col">{t("planner.columns.phase")}</th>
              <th scope="col">{t("planner.columns.activity")}</th>
              <th scope="col">{t("planner.columns.plannedDuration", { unit: "hr" })}</th>
              <th scope="col">{t("planner.columns.costs")}</th>
              <th scope="col">{t("planner.columns.total")}</th>
            </tr>
          </thead>
          <tbody>
            {activities.rows.length === 0 ? (
              <EmptyRow columns={6} filtered={Boolean(query.q || query.phase)} />
            ) : (
              activities.rows.map((activity, index) => (
                <tr key={activity.id}>
                  <td className="num">{activities.numbers[index]}</td>
                  <td>
                    <PhaseName phase={activity.phase} />
                  </td>
                  <td>{activity.name}</td>
                  <td className="num">{hours(activity.plannedDurationS)}</td>
                  <td>
                    <ul className="planner-costs">
                      {activity.costs.map((cost) => (
                        <li key={cost.id}>
                          {cost.costItemName}: {Number(cost.quantity)} {cost.unitName} ×{" "}
                          <Money amount={cost.unitPrice} /> = <Money amount={cost.amount} />
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td className="num">
                    <Money amount={activity.total} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager paged={activities} label={t("planner.pages.label")} />
    </section>
  );
}

function EntriesView({ data }: { data: ViewData<"bundles" | "components" | "units"> }) {
  const { t } = useTranslation();
  const { entries, query, view } = data;
  return (
    <section>
      <FilterForm hidden={{ view }} label={t("planner.filter.label")}>
        <FilterText defaultValue={query.q} />
      </FilterForm>
      <div className="table-scroll" tabIndex={0}>
        <table className="planner-table">
          <caption>{t(`planner.views.${view}`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t("planner.columns.number")}</th>
              <th scope="col">{t("planner.columns.name")}</th>
              {view === "bundles" ? null : <th scope="col">{t("planner.columns.description")}</th>}
              <th scope="col">{t("planner.columns.items")}</th>
            </tr>
          </thead>
          <tbody>
            {entries.rows.length === 0 ? (
              <EmptyRow columns={view === "bundles" ? 3 : 4} filtered={Boolean(query.q)} />
            ) : (
              entries.rows.map((entry, index) => (
                <tr key={entry.id}>
                  <td className="num">{entries.numbers[index]}</td>
                  <td>{entry.name}</td>
                  {view === "bundles" ? null : <td>{entry.description}</td>}
                  <td className="num">{entry.itemCount}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager paged={entries} label={t("planner.pages.label")} />
    </section>
  );
}
