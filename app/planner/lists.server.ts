/**
 * What the planner screens list: the catalogue, the activities and the AFE of each well, each
 * filtered and paged in the database (every query scoped by the organisation).
 */
import type { Kysely, SelectQueryBuilder, StringReference } from "kysely";
import { sql } from "kysely";

import { pageOf as pageOfRows, whereAnyContains, type PageRequest } from "~/db/records.server";

import type { AfeStatus } from "~/domain/cost/afe-versions";
import { PHASES } from "~/domain/cost/phases";
import { formatMoney, multiplyMoney, parseMoney, sumMoney } from "~/domain/money/decimal";
import type { Database } from "~/db/schema";

import { activity, afeLine, contractBundle, costItem } from "./records";
import { computeAfeVsActual, computeAfeVsActualForWells } from "./afe-vs-actual.server";
import {
  toFiguresView,
  type ActivityView,
  type AfeLineView,
  type AfeVersionView,
  type CatalogueEntryView,
  type CategoryRowView,
  type CostItemView,
  type FiguresView,
  type NamedOption,
  type PagedRows,
  type PhaseRowView,
  type WellAfeSummaryRow,
  type WellOption,
} from "./view-models";

type Db = Kysely<Database>;

export const PLANNER_PAGE_SIZE = 10;

export type ListQuery = PageRequest & { q?: string };

/** One page of `base`, at the planner's page size. */
const pageOf = <DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  query: ListQuery,
) => pageOfRows(base, query, PLANNER_PAGE_SIZE);

/** The declared search of a record's list, on its query. */
function searched<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  query: ListQuery,
  record: { search: readonly string[] },
) {
  return whereAnyContains(base, query.q, record.search as StringReference<DB, TB>[]);
}

// --- wells ---

export async function wellOptions(db: Db, orgId: number): Promise<WellOption[]> {
  return db
    .selectFrom("wells")
    .select(["id", "name"])
    .where("org_id", "=", orgId)
    .orderBy("name")
    .execute();
}

export async function findWell(db: Db, orgId: number, wellId: number) {
  return db
    .selectFrom("wells as w")
    .innerJoin("pads as p", "p.id", "w.pad_id")
    .innerJoin("fields as f", "f.id", "p.field_id")
    .select(["w.id", "w.name", "f.name as field_name"])
    .where("w.id", "=", wellId)
    .where("w.org_id", "=", orgId)
    .executeTakeFirst();
}

/** AFE against actual for every well of the organisation, a page at a time. */
export async function wellAfeSummaries(
  db: Db,
  orgId: number,
  query: ListQuery,
): Promise<PagedRows<WellAfeSummaryRow>> {
  let base = db
    .selectFrom("wells as w")
    .innerJoin("pads as p", "p.id", "w.pad_id")
    .innerJoin("fields as f", "f.id", "p.field_id")
    .where("w.org_id", "=", orgId);
  base = whereAnyContains(base, query.q, ["w.name", "f.name"]);
  const { onePage, asPage } = await pageOf(base, query);
  const wells = await onePage
    .select([
      "w.id",
      "w.name",
      "f.name as field_name",
      (eb) =>
        eb
          .selectFrom("afes as a")
          .select((e) => e.fn.countAll<number>().as("n"))
          .whereRef("a.well_id", "=", "w.id")
          .where("a.status", "=", "approved")
          .as("versions"),
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom("afes as a")
              .select("a.id")
              .whereRef("a.well_id", "=", "w.id")
              .where("a.status", "=", "draft"),
          )
          .as("draft"),
    ])
    .orderBy("w.name")
    .execute();
  const figures = await computeAfeVsActualForWells(
    db,
    orgId,
    wells.map((well) => well.id),
  );
  const rows = wells.map((well) => ({
    wellId: well.id,
    wellName: well.name,
    fieldName: well.field_name,
    versions: Number(well.versions ?? 0),
    draft: Boolean(well.draft),
    ...toFiguresView(figures.get(well.id)!.total),
  }));
  return asPage(rows);
}

export async function bundleNames(db: Db, orgId: number): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom("contract_bundles")
    .select(["id", "name"])
    .where("org_id", "=", orgId)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

export interface WellAfeDetail {
  total: FiguresView;
  byPhase: PhaseRowView[];
  byCategory: CategoryRowView[];
  plannedSeconds: number;
  elapsedSeconds: number;
}

/** One well's AFE against actual with the contract bundles named, or null outside the org. */
export async function wellAfeDetail(
  db: Db,
  orgId: number,
  wellId: number,
): Promise<WellAfeDetail | null> {
  const result = await computeAfeVsActual(db, orgId, wellId);
  if (!result) return null;
  const names = await bundleNames(db, orgId);
  return {
    total: toFiguresView(result.total),
    byPhase: result.byPhase.map((row) => ({ phase: row.phase, ...toFiguresView(row) })),
    byCategory: result.byCategory
      .map((row) => ({
        bundleId: row.bundleId,
        bundleName: row.bundleId === null ? null : (names.get(row.bundleId) ?? null),
        ...toFiguresView(row),
      }))
      .sort((a, b) =>
        a.bundleName === null
          ? 1
          : b.bundleName === null
            ? -1
            : a.bundleName.localeCompare(b.bundleName),
      ),
    plannedSeconds: result.plannedSeconds,
    elapsedSeconds: result.elapsedSeconds,
  };
}

export async function afeVersions(
  db: Db,
  orgId: number,
  wellId: number,
): Promise<AfeVersionView[]> {
  const rows = await db
    .selectFrom("afes as a")
    .leftJoin("users as c", "c.id", "a.created_by")
    .select([
      "a.id",
      "a.version_no",
      "a.status",
      "a.reference",
      "a.reason",
      "a.created_at",
      "a.approved_by_name",
      "a.approved_at",
      "a.version",
      "a.created_by",
      "c.full_name as created_by_name",
      (eb) =>
        eb
          .selectFrom("afe_lines as l")
          .select((e) => e.fn.coalesce(e.fn.sum<string>("l.amount"), sql<string>`0`).as("s"))
          .whereRef("l.afe_id", "=", "a.id")
          .as("amount"),
      (eb) =>
        eb
          .selectFrom("afe_lines as l")
          .select((e) => e.fn.countAll<number>().as("n"))
          .whereRef("l.afe_id", "=", "a.id")
          .as("lines"),
    ])
    .where("a.org_id", "=", orgId)
    .where("a.well_id", "=", wellId)
    .orderBy("a.version_no")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    versionNo: row.version_no,
    status: row.status,
    reference: row.reference,
    reason: row.reason,
    amount: formatMoney(parseMoney(row.amount ?? "0")),
    lines: Number(row.lines ?? 0),
    createdById: row.created_by,
    createdByName: row.created_by_name,
    createdAt: new Date(row.created_at).toISOString(),
    approvedByName: row.approved_by_name,
    approvedAt: row.approved_at ? new Date(row.approved_at).toISOString() : null,
    version: row.version,
  }));
}

export interface AfeLineQuery extends ListQuery {
  phase?: string;
  bundleId?: number;
  afeId?: number;
}

export async function afeLines(
  db: Db,
  orgId: number,
  wellId: number,
  query: AfeLineQuery,
): Promise<PagedRows<AfeLineView>> {
  let base = db
    .selectFrom("afe_lines as l")
    .innerJoin("afes as a", "a.id", "l.afe_id")
    .leftJoin("contract_bundles as b", "b.id", "l.contract_bundle_id")
    .leftJoin("cost_items as ci", "ci.id", "l.cost_item_id")
    .leftJoin("activities as act", "act.id", "l.activity_id")
    .where("a.org_id", "=", orgId)
    .where("a.well_id", "=", wellId);
  if (query.afeId) base = base.where("a.id", "=", query.afeId);
  if (query.phase) base = base.where("l.phase", "=", query.phase);
  if (query.bundleId) base = base.where("l.contract_bundle_id", "=", query.bundleId);
  base = searched(base, query, afeLine);
  const { onePage, asPage } = await pageOf(base, query);
  const rows = await onePage
    .select([
      "l.id",
      "l.afe_id",
      "a.version_no",
      "a.status",
      "l.code",
      "l.phase",
      "l.contract_bundle_id",
      "b.name as bundle_name",
      "l.cost_item_id",
      "ci.name as cost_item_name",
      "act.name as activity_name",
      "l.description",
      "l.quantity",
      "l.unit",
      "l.unit_price",
      "l.amount",
      "l.version",
    ])
    .orderBy("a.version_no")
    .orderBy("l.line_no")
    .execute();
  return asPage(
    rows.map((row) => ({
      id: row.id,
      afeId: row.afe_id,
      versionNo: row.version_no,
      status: row.status as AfeStatus,
      code: row.code,
      phase: row.phase,
      bundleId: row.contract_bundle_id,
      bundleName: row.bundle_name,
      costItemId: row.cost_item_id,
      costItemName: row.cost_item_name,
      activityName: row.activity_name,
      description: row.description,
      quantity: row.quantity,
      unit: row.unit,
      unitPrice: row.unit_price,
      amount: row.amount,
      version: row.version,
    })),
  );
}

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
    .select([
      "ci.id",
      "ci.name",
      "ci.contract_bundle_id",
      "b.name as bundle_name",
      "ci.general_component_id",
      "g.name as component_name",
      "ci.cost_unit_id",
      "u.name as unit_name",
      "ci.vendor",
      "ci.unit_price",
      "ci.currency",
      "ci.version",
      (eb) =>
        eb
          .selectFrom("activity_costs as ac")
          .select((e) => e.fn.countAll<number>().as("n"))
          .whereRef("ac.cost_item_id", "=", "ci.id")
          .as("activity_count"),
    ])
    .orderBy("b.name")
    .orderBy("ci.name")
    .execute();
  return asPage(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      bundleId: row.contract_bundle_id,
      bundleName: row.bundle_name,
      componentId: row.general_component_id,
      componentName: row.component_name,
      unitId: row.cost_unit_id,
      unitName: row.unit_name,
      vendor: row.vendor,
      unitPrice: row.unit_price,
      currency: row.currency,
      activityCount: Number(row.activity_count ?? 0),
      version: row.version,
    })),
  );
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
      "a.planned_duration_s",
      "a.version",
    ])
    .orderBy(sql`array_position(${sql.raw(phaseArray())}, a.phase)`)
    .orderBy("a.sequence")
    .orderBy("a.id")
    .execute();
  const costs =
    rows.length === 0
      ? []
      : await db
          .selectFrom("activity_costs as ac")
          .innerJoin("cost_items as ci", "ci.id", "ac.cost_item_id")
          .innerJoin("contract_bundles as b", "b.id", "ci.contract_bundle_id")
          .innerJoin("cost_units as u", "u.id", "ci.cost_unit_id")
          .select([
            "ac.id",
            "ac.activity_id",
            "ac.cost_item_id",
            "ci.name as cost_item_name",
            "b.name as bundle_name",
            "u.name as unit_name",
            "ac.quantity",
            "ci.unit_price",
            "ac.remark",
            "ac.version",
          ])
          .where("ac.org_id", "=", orgId)
          .where(
            "ac.activity_id",
            "in",
            rows.map((row) => row.id),
          )
          .orderBy("ac.id")
          .execute();
  return asPage(
    rows.map((row) => {
      const own = costs
        .filter((cost) => cost.activity_id === row.id)
        .map((cost) => {
          const amount = multiplyMoney(parseMoney(cost.unit_price), cost.quantity);
          return {
            id: cost.id,
            costItemId: cost.cost_item_id,
            costItemName: cost.cost_item_name,
            bundleName: cost.bundle_name,
            unitName: cost.unit_name,
            quantity: cost.quantity,
            unitPrice: cost.unit_price,
            amount: formatMoney(amount),
            remark: cost.remark,
            version: cost.version,
          };
        });
      return {
        id: row.id,
        phase: row.phase,
        sequence: row.sequence,
        name: row.name,
        description: row.description,
        plannedDurationS: Number(row.planned_duration_s),
        total: formatMoney(sumMoney(own.map((cost) => parseMoney(cost.amount)))),
        costs: own,
        version: row.version,
      };
    }),
  );
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
        "item_count",
      ),
    ])
    .orderBy("t.name")
    .execute();
  return asPage(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      itemCount: Number(row.item_count),
      version: row.version,
    })),
  );
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
