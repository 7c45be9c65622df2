/**
 * The planner's catalogue as its screens list it: cost items, activities with their costs, and
 * the bundles, components and units, each filtered and paged in the database.
 */
import { sql } from "kysely";

import { PHASES } from "~/domain/cost/phases";
import { formatMoney, multiplyMoney, parseMoney, sumMoney } from "~/domain/money/decimal";
import type { Db } from "~/db/schema";

import { pageOf, searched, type ListQuery } from "./list-query.server";
import { activity, contractBundle, costItem } from "./records";
import type {
  ActivityView,
  CatalogueEntryView,
  CostItemView,
  NamedOption,
  PagedRows,
} from "./view-models";

// --- catalogue ---

export interface CostItemQuery extends ListQuery {
  id?: number;
  bundleId?: number;
  componentId?: number;
}

/** The full cost-data list: every cost item with its bundle, component, unit and price. */
export async function costItems(
  db: Db,
  orgId: number,
  query: CostItemQuery,
): Promise<PagedRows<CostItemView>> {
  let base = db
    .selectFrom("cost_items as ci")
    .innerJoin("contract_bundles as b", "b.id", "ci.contract_bundle_id")
    .innerJoin("cost_units as u", "u.id", "ci.cost_unit_id")
    .leftJoin("general_components as g", "g.id", "ci.general_component_id")
    .where("ci.org_id", "=", orgId);
  if (query.id) base = base.where("ci.id", "=", query.id);
  if (query.bundleId) base = base.where("ci.contract_bundle_id", "=", query.bundleId);
  if (query.componentId) base = base.where("ci.general_component_id", "=", query.componentId);
  base = searched(base, query, costItem);
  const { onePage, asPage } = await pageOf(base, query);
  const rows = await onePage
    // Named as the view names them, so a row is the view but for the count's type.
    .select([
      "ci.id",
      "ci.name",
      "ci.contract_bundle_id as bundleId",
      "b.name as bundleName",
      "ci.general_component_id as componentId",
      "g.name as componentName",
      "ci.cost_unit_id as unitId",
      "u.name as unitName",
      "ci.vendor",
      "ci.unit_price as unitPrice",
      "ci.currency",
      "ci.version",
      (eb) =>
        eb
          .selectFrom("activity_costs as ac")
          .select((e) => e.fn.countAll<number>().as("n"))
          .whereRef("ac.cost_item_id", "=", "ci.id")
          .as("activityCount"),
    ])
    .orderBy("b.name")
    .orderBy("ci.name")
    .execute();
  return asPage(rows.map((row) => ({ ...row, activityCount: Number(row.activityCount ?? 0) })));
}

export interface ActivityQuery extends ListQuery {
  id?: number;
  phase?: string;
}

/** Activities in well order with their costs and what each activity costs in total. */
export async function activities(
  db: Db,
  orgId: number,
  query: ActivityQuery,
): Promise<PagedRows<ActivityView>> {
  let base = db.selectFrom("activities as a").where("a.org_id", "=", orgId);
  if (query.id) base = base.where("a.id", "=", query.id);
  if (query.phase) base = base.where("a.phase", "=", query.phase);
  base = searched(base, query, activity);
  const { onePage, asPage } = await pageOf(base, query);
  const rows = await onePage
    .select([
      "a.id",
      "a.phase",
      "a.sequence",
      "a.name",
      "a.description",
      "a.planned_duration_s as plannedDurationS",
      "a.version",
    ])
    .orderBy(sql`array_position(${sql.raw(phaseArray())}, a.phase)`)
    .orderBy("a.sequence")
    .orderBy("a.id")
    .execute();
  const shown = rows.map((row) => row.id);
  const costs =
    shown.length === 0
      ? []
      : await costsOfActivities(db, orgId, shown)
          .innerJoin("contract_bundles as b", "b.id", "ci.contract_bundle_id")
          .select([
            "ac.id",
            "ac.activity_id as activityId",
            "ac.cost_item_id as costItemId",
            "ci.name as costItemName",
            "b.name as bundleName",
            "u.name as unitName",
            "ac.quantity",
            "ci.unit_price as unitPrice",
            "ac.remark",
            "ac.version",
          ])
          .execute();
  return asPage(
    rows.map((row) => {
      const own = costs
        .filter((cost) => cost.activityId === row.id)
        .map(({ activityId: _activity, ...cost }) => ({
          ...cost,
          amount: formatMoney(multiplyMoney(parseMoney(cost.unitPrice), cost.quantity)),
        }));
      return {
        ...row,
        plannedDurationS: Number(row.plannedDurationS),
        total: formatMoney(sumMoney(own.map((cost) => parseMoney(cost.amount)))),
        costs: own,
      };
    }),
  );
}

/**
 * The costs of these activities of the organisation, each with its cost item (`ci`) and unit
 * (`u`), in the order they were added; the caller picks the columns.
 */
export function costsOfActivities(db: Db, orgId: number, activityIds: number[]) {
  return db
    .selectFrom("activity_costs as ac")
    .innerJoin("cost_items as ci", "ci.id", "ac.cost_item_id")
    .innerJoin("cost_units as u", "u.id", "ci.cost_unit_id")
    .where("ac.org_id", "=", orgId)
    .where("ac.activity_id", "in", activityIds)
    .orderBy("ac.id");
}

/** The phase order for SQL sorting, from the one list in app/domain/cost/phases.ts. */
function phaseArray(): string {
  return `array[${PHASES.map((phase) => `'${phase}'`).join(",")}]::text[]`;
}

type EntryTable = "contract_bundles" | "general_components" | "cost_units";
const ITEM_COLUMN = {
  contract_bundles: "contract_bundle_id",
  general_components: "general_component_id",
  cost_units: "cost_unit_id",
} as const;

/** Bundles, components or units with how many cost items use each. */
export async function catalogueEntries(
  db: Db,
  orgId: number,
  table: EntryTable,
  query: ListQuery,
): Promise<PagedRows<CatalogueEntryView>> {
  let base = db
    .selectFrom(`${table} as t` as "contract_bundles as t")
    .where("t.org_id", "=", orgId);
  base = searched(base, query, contractBundle);
  const { onePage, asPage } = await pageOf(base, query);
  const rows = await onePage
    .select([
      "t.id",
      "t.name",
      "t.version",
      table === "contract_bundles"
        ? sql<null>`null`.as("description")
        : sql<string | null>`t.description`.as("description"),
      sql<number>`(select count(*) from cost_items ci where ci.${sql.ref(ITEM_COLUMN[table])} = t.id)::int`.as(
        "itemCount",
      ),
    ])
    .orderBy("t.name")
    .execute();
  return asPage(rows.map((row) => ({ ...row, itemCount: Number(row.itemCount) })));
}

/** The choices of the planner form's selects. */
export async function catalogueOptions(db: Db, orgId: number) {
  const named = (table: EntryTable) =>
    db
      .selectFrom(`${table} as t` as "contract_bundles as t")
      .select(["t.id", "t.name"])
      .where("t.org_id", "=", orgId)
      .orderBy("t.name")
      .execute();
  const [bundles, components, units, items] = await Promise.all([
    named("contract_bundles"),
    named("general_components"),
    named("cost_units"),
    db
      .selectFrom("cost_items as ci")
      .innerJoin("cost_units as u", "u.id", "ci.cost_unit_id")
      .select(["ci.id", "ci.name", "ci.unit_price", "u.name as unit_name"])
      .where("ci.org_id", "=", orgId)
      .orderBy("ci.name")
      .execute(),
  ]);
  return {
    bundles: bundles as NamedOption[],
    components: components as NamedOption[],
    units: units as NamedOption[],
    items: items.map((item) => ({
      id: item.id,
      name: item.name,
      unitPrice: item.unit_price,
      unitName: item.unit_name,
    })),
  };
}
