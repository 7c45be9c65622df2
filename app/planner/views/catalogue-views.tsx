/**
 * The planner database's lists: the wells' AFE against actual, cost items, activities and the catalogue entries.
 */
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { fromSI } from "~/domain/units/units";

import { useFigureColumns } from "../figures-table";
import { ListFrame, useRecordColumns } from "../list-frame";
import { activity, contractBundle, costItem, costUnit, generalComponent } from "../records";
import { Money, PhaseName, usePhaseOptions } from "../ui";
import { type ViewData } from "./view-data";

export function WellsView({ data }: { data: ViewData<"wells"> }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { summaries, query } = data;
  const figures = useFigureColumns<(typeof summaries.rows)[number]>();
  const columns = [
    {
      key: "well",
      header: t("planner.columns.well"),
      rowHeader: true,
      cell: (row: (typeof summaries.rows)[number]) => (
        <>
          <Link to={`${location.pathname}?view=afe&well=${row.wellId}`}>{row.wellName}</Link>
          {row.versions === 0 ? (
            <span className="hint"> {t("planner.figures.noAfeShort")}</span>
          ) : null}
        </>
      ),
    },
    {
      key: "field",
      header: t("planner.columns.field"),
      cell: (row: (typeof summaries.rows)[number]) => row.fieldName,
    },
    ...figures,
  ];
  return (
    <section>
      <ListFrame
        caption={t("planner.views.wells")}
        className="planner-table figures"
        hidden={{ view: "wells" }}
        text={{ value: query.q, label: t("planner.filter.wellText") }}
        paged={summaries}
        columns={columns}
        rowKey={(row) => row.wellId}
        filtered={Boolean(query.q)}
      />
    </section>
  );
}

export function ItemsView({ data }: { data: ViewData<"items"> }) {
  const { t } = useTranslation();
  const { items, query } = data;
  const columns = useRecordColumns<(typeof items.rows)[number]>(costItem, {
    name: (item) => item.name,
    bundle: (item) => item.bundleName,
    component: (item) => item.componentName,
    vendor: (item) => item.vendor,
    unit: (item) => item.unitName,
    unitPrice: (item) => (
      <>
        <Money amount={item.unitPrice} /> {item.currency}
      </>
    ),
    usedBy: { cell: (item) => item.activityCount, num: true },
  });
  return (
    <section>
      <ListFrame
        caption={t("planner.views.items")}
        hidden={{ view: "items" }}
        selects={[
          {
            name: "bundle",
            label: t("planner.filter.bundle"),
            value: query.bundleId,
            options: data.bundles.map((b) => ({ value: b.id, label: b.name })),
          },
          {
            name: "component",
            label: t("planner.filter.component"),
            value: query.componentId,
            options: data.components.map((c) => ({ value: c.id, label: c.name })),
          },
        ]}
        text={{ value: query.q }}
        paged={items}
        columns={columns}
        filtered={Boolean(query.q || query.bundleId || query.componentId)}
      />
    </section>
  );
}

export function ActivitiesView({ data }: { data: ViewData<"activities"> }) {
  const { t } = useTranslation();
  const phaseOptions = usePhaseOptions();
  const { activities, query, unitSystem } = data;
  const hours = (seconds: number) =>
    Math.round(fromSI("duration", seconds, unitSystem) * 100) / 100;
  const columns = useRecordColumns<(typeof activities.rows)[number]>(activity, {
    phase: (row) => <PhaseName phase={row.phase} />,
    name: (row) => row.name,
    hours: { cell: (row) => hours(row.plannedDurationS), num: true },
    costs: (row) => (
      <ul className="planner-costs">
        {row.costs.map((cost) => (
          <li key={cost.id}>
            {cost.costItemName}: {Number(cost.quantity)} {cost.unitName} ×{" "}
            <Money amount={cost.unitPrice} /> = <Money amount={cost.amount} />
          </li>
        ))}
      </ul>
    ),
    total: (row) => <Money amount={row.total} />,
  });
  return (
    <section>
      <ListFrame
        caption={t("planner.views.activities")}
        hidden={{ view: "activities" }}
        selects={[
          {
            name: "phase",
            label: t("planner.filter.phase"),
            value: query.phase,
            options: phaseOptions,
          },
        ]}
        text={{ value: query.q }}
        paged={activities}
        columns={columns}
        filtered={Boolean(query.q || query.phase)}
      />
    </section>
  );
}

const ENTRY_RECORDS = { bundles: contractBundle, components: generalComponent, units: costUnit };

export function EntriesView({ data }: { data: ViewData<"bundles" | "components" | "units"> }) {
  const { t } = useTranslation();
  const { entries, query, view } = data;
  const columns = useRecordColumns<(typeof entries.rows)[number]>(ENTRY_RECORDS[view], {
    name: (entry) => entry.name,
    description: (entry) => entry.description,
    items: { cell: (entry) => entry.itemCount, num: true },
  });
  return (
    <section>
      <ListFrame
        caption={t(`planner.views.${view}`)}
        hidden={{ view }}
        text={{ value: query.q }}
        paged={entries}
        columns={columns}
        filtered={Boolean(query.q)}
      />
    </section>
  );
}
