/**
 * The planner database's lists: the wells' AFE against actual, cost items, activities and the catalogue entries.
 */
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { fromSI } from "~/domain/units/units";

import { FigureCells, FigureHeaders } from "../figures-table";
import {
  EmptyRow,
  FilterForm,
  FilterSelect,
  FilterText,
  Money,
  Pager,
  PhaseName,
  usePhaseOptions,
} from "../ui";
import { type ViewData } from "./view-data";

export function WellsView({ data }: { data: ViewData<"wells"> }) {
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

export function ItemsView({ data }: { data: ViewData<"items"> }) {
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

export function ActivitiesView({ data }: { data: ViewData<"activities"> }) {
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

export function EntriesView({ data }: { data: ViewData<"bundles" | "components" | "units"> }) {
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
