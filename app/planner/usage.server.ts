import type { Usage } from "~/domain/cost/usage";
import type { Db } from "~/db/schema";

import { versionMark } from "./version-name";

/**
 * What the cost lines of the daily drilling reports book against a bundle or a cost item: one
 * label per report, counting its lines, so the message counts every line however many there are.
 */
async function costLineUsages(
  db: Db,
  orgId: number,
  column: "contract_bundle_id" | "cost_item_id",
  id: number,
): Promise<Usage[]> {
  const rows = await db
    .selectFrom("cost_lines as cl")
    .innerJoin("reports as r", "r.id", "cl.report_id")
    .innerJoin("wells as w", "w.id", "cl.well_id")
    .select(["w.name as well_name", "r.report_no", "r.report_date"])
    .select((eb) => eb.fn.countAll<string>().as("lines"))
    .where("cl.org_id", "=", orgId)
    .where(`cl.${column}`, "=", id)
    .groupBy(["r.id", "w.name", "r.report_no", "r.report_date"])
    .orderBy("r.report_date", "desc")
    .orderBy("r.id")
    .execute();
  return rows.map((row) => ({
    kind: "costLine",
    label: `${row.well_name} DDR #${row.report_no}`,
    // The day travels as a value: the message shows it in the reader's date format.
    date: String(row.report_date).slice(0, 10),
    count: Number(row.lines),
  }));
}

async function afeLineUsages(
  db: Db,
  orgId: number,
  column: "contract_bundle_id" | "cost_item_id" | "activity_id",
  id: number,
): Promise<Usage[]> {
  const rows = await db
    .selectFrom("afe_lines as l")
    .innerJoin("afes as a", "a.id", "l.afe_id")
    .innerJoin("wells as w", "w.id", "a.well_id")
    .select(["w.name as well_name", "a.version_no", "l.code"])
    .where("l.org_id", "=", orgId)
    .where(`l.${column}`, "=", id)
    .orderBy("w.name")
    .orderBy("a.version_no")
    .orderBy("l.line_no")
    .execute();
  return rows.map((row) => ({
    kind: "afeLine",
    label: `${row.well_name} ${versionMark(row.version_no)} ${row.code}`,
  }));
}

async function costItemUsages(
  db: Db,
  orgId: number,
  column: "contract_bundle_id" | "general_component_id" | "cost_unit_id",
  id: number,
): Promise<Usage[]> {
  const rows = await db
    .selectFrom("cost_items")
    .select("name")
    .where("org_id", "=", orgId)
    .where(column, "=", id)
    .orderBy("name")
    .execute();
  return rows.map((row) => ({ kind: "costItem", label: row.name }));
}

export async function contractBundleUsages(db: Db, orgId: number, id: number) {
  return [
    ...(await costItemUsages(db, orgId, "contract_bundle_id", id)),
    ...(await afeLineUsages(db, orgId, "contract_bundle_id", id)),
    ...(await costLineUsages(db, orgId, "contract_bundle_id", id)),
  ];
}

export async function generalComponentUsages(db: Db, orgId: number, id: number) {
  return costItemUsages(db, orgId, "general_component_id", id);
}

export async function costUnitUsages(db: Db, orgId: number, id: number) {
  return costItemUsages(db, orgId, "cost_unit_id", id);
}

export async function costItemUsagesOf(db: Db, orgId: number, id: number): Promise<Usage[]> {
  const activityCosts = await db
    .selectFrom("activity_costs as ac")
    .innerJoin("activities as a", "a.id", "ac.activity_id")
    .select("a.name")
    .where("ac.org_id", "=", orgId)
    .where("ac.cost_item_id", "=", id)
    .orderBy("a.name")
    .execute();
  return [
    ...activityCosts.map((row): Usage => ({ kind: "activityCost", label: row.name })),
    ...(await afeLineUsages(db, orgId, "cost_item_id", id)),
    ...(await costLineUsages(db, orgId, "cost_item_id", id)),
  ];
}

export async function activityUsages(db: Db, orgId: number, id: number) {
  return afeLineUsages(db, orgId, "activity_id", id);
}
