/**
 * What the planner screens list: the catalogue, the activities and the AFE of each well, each
 * filtered and paged in the database (every query scoped by the organisation).
 */
import { sql } from "kysely";

import { whereAnyContains } from "~/db/records.server";
import type { AfeStatus } from "~/domain/cost/afe-versions";
import { formatMoney, parseMoney } from "~/domain/money/decimal";
import type { Db } from "~/db/schema";

import { computeAfeVsActual, computeAfeVsActualForWells } from "./afe-vs-actual.server";
import { pageOf, searched, type ListQuery } from "./list-query.server";
import { afeLine } from "./records";
import {
  toFiguresView,
  type AfeLineView,
  type AfeVersionView,
  type CategoryRowView,
  type FiguresView,
  type PagedRows,
  type PhaseRowView,
  type WellAfeSummaryRow,
  type WellOption,
} from "./view-models";

export { PLANNER_PAGE_SIZE, type ListQuery } from "./list-query.server";
export {
  activities,
  catalogueEntries,
  catalogueOptions,
  costItems,
} from "./catalogue-lists.server";

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
    // Named as the view names them, so a row is the view but for the status's type.
    .select([
      "l.id",
      "l.afe_id as afeId",
      "a.version_no as versionNo",
      "a.status",
      "l.code",
      "l.phase",
      "l.contract_bundle_id as bundleId",
      "b.name as bundleName",
      "l.cost_item_id as costItemId",
      "ci.name as costItemName",
      "act.name as activityName",
      "l.description",
      "l.quantity",
      "l.unit",
      "l.unit_price as unitPrice",
      "l.amount",
      "l.version",
    ])
    .orderBy("a.version_no")
    .orderBy("l.line_no")
    .execute();
  return asPage(rows.map((row) => ({ ...row, status: row.status as AfeStatus })));
}
