/**
 * AFE against actual cost, read from the database: the approved AFE lines of a well, the cost
 * lines of its daily drilling reports and how many report days it has used. The arithmetic is
 * app/domain/cost/afe.ts. Computed on every read, so a saved DDR shows at once.
 *
 * What the figures mean (docs/decisions/005-planner-afe-actual-committed-forecast.md):
 * - AFE: the lines of the approved versions (original + supplements).
 * - Actual to date: every cost line booked in the well's DDRs, whatever the report's state.
 * - Committed: the part of actual in reports not approved yet (draft, submitted, returned):
 *   booked by the rig but not signed off.
 * - Forecast at completion: actual + the plan still ahead (see afe.ts).
 */
import { sql } from "kysely";

import {
  afeVsActual,
  type AfePlanLine,
  type AfeVsActual,
  type ActualCell,
} from "~/domain/cost/afe";
import { parseMoney } from "~/domain/money/decimal";
import type { Db } from "~/db/schema";

const SECONDS_PER_REPORT_DAY = 86_400;

async function planLines(db: Db, orgId: number, wellIds: readonly number[]) {
  const rows = await db
    .selectFrom("afe_lines as l")
    .innerJoin("afes as a", "a.id", "l.afe_id")
    .select([
      "a.well_id",
      "l.phase",
      "l.contract_bundle_id",
      "l.activity_id",
      "l.activity_sequence",
      (eb) => eb.fn.max("l.planned_duration_s").as("planned_duration_s"),
      (eb) => eb.fn.sum<string>("l.amount").as("amount"),
    ])
    .where("a.org_id", "=", orgId)
    .where("a.well_id", "in", wellIds)
    .where("a.status", "=", "approved")
    .groupBy([
      "a.well_id",
      "l.phase",
      "l.contract_bundle_id",
      "l.activity_id",
      "l.activity_sequence",
    ])
    .execute();
  const byWell = new Map<number, AfePlanLine[]>();
  for (const row of rows) {
    const lines = byWell.get(row.well_id) ?? [];
    lines.push({
      phase: row.phase,
      bundleId: row.contract_bundle_id,
      amount: parseMoney(row.amount),
      activityId: row.activity_id,
      activitySequence: row.activity_sequence,
      plannedDurationS: row.planned_duration_s === null ? null : Number(row.planned_duration_s),
    });
    byWell.set(row.well_id, lines);
  }
  return byWell;
}

async function actualCells(db: Db, orgId: number, wellIds: readonly number[]) {
  // Aggregate the cost lines first and look up report states and item bundles for the few
  // groups only: joining every line to its report costs more than the sums themselves.
  const unapproved = sql`array(select r.id from reports r where r.org_id = ${orgId}
    and r.well_id in (${sql.join(wellIds)}) and r.status <> 'approved')`;
  const rows = await db
    .with("cells", (qb) =>
      qb
        .selectFrom("cost_lines as cl")
        .select([
          "cl.well_id",
          "cl.phase",
          "cl.contract_bundle_id",
          "cl.cost_item_id",
          (eb) => eb.fn.sum<string>("cl.amount").as("actual"),
          sql<string | null>`sum(cl.amount) filter (where cl.report_id = any(${unapproved}))`.as(
            "committed",
          ),
        ])
        .where("cl.org_id", "=", orgId)
        .where("cl.well_id", "in", wellIds)
        .groupBy(["cl.well_id", "cl.phase", "cl.contract_bundle_id", "cl.cost_item_id"]),
    )
    .selectFrom("cells as c")
    .leftJoin("cost_items as ci", (join) =>
      join.onRef("ci.id", "=", "c.cost_item_id").on("c.contract_bundle_id", "is", null),
    )
    .select([
      "c.well_id",
      "c.phase",
      (eb) => eb.fn.coalesce("c.contract_bundle_id", "ci.contract_bundle_id").as("bundle_id"),
      (eb) => eb.fn.sum<string>("c.actual").as("actual"),
      (eb) => eb.fn.sum<string | null>("c.committed").as("committed"),
    ])
    .groupBy(["c.well_id", "c.phase", sql`coalesce(c.contract_bundle_id, ci.contract_bundle_id)`])
    .execute();
  const byWell = new Map<number, ActualCell[]>();
  for (const row of rows) {
    const cells = byWell.get(row.well_id) ?? [];
    cells.push({
      phase: row.phase,
      bundleId: row.bundle_id,
      actual: parseMoney(row.actual),
      committed: row.committed === null ? 0n : parseMoney(row.committed),
    });
    byWell.set(row.well_id, cells);
  }
  return byWell;
}

/** Operations time used so far: one day per daily drilling report. */
async function elapsedSeconds(db: Db, orgId: number, wellIds: readonly number[]) {
  const rows = await db
    .selectFrom("reports")
    .select(["well_id", sql<number>`count(distinct report_date)::int`.as("days")])
    .where("org_id", "=", orgId)
    .where("well_id", "in", wellIds)
    .where("kind", "=", "ddr")
    .groupBy("well_id")
    .execute();
  return new Map(rows.map((row) => [row.well_id, Number(row.days) * SECONDS_PER_REPORT_DAY]));
}

/** AFE against actual for several wells of one organisation at once (three queries). */
export async function computeAfeVsActualForWells(
  db: Db,
  orgId: number,
  wellIds: readonly number[],
): Promise<Map<number, AfeVsActual>> {
  const result = new Map<number, AfeVsActual>();
  if (wellIds.length === 0) return result;
  const [plans, actuals, elapsed] = await Promise.all([
    planLines(db, orgId, wellIds),
    actualCells(db, orgId, wellIds),
    elapsedSeconds(db, orgId, wellIds),
  ]);
  for (const wellId of wellIds) {
    result.set(
      wellId,
      afeVsActual({
        planLines: plans.get(wellId) ?? [],
        actualCells: actuals.get(wellId) ?? [],
        elapsedSeconds: elapsed.get(wellId) ?? 0,
      }),
    );
  }
  return result;
}

/** A well's approved AFE in total, from its AFE lines alone (no cost line is read). */
export async function approvedAfeTotal(db: Db, orgId: number, wellId: number) {
  return (await approvedAfeTotals(db, orgId, [wellId])).get(wellId)!;
}

/** The approved AFE total of each of several wells of one organisation (0 for a well without). */
export async function approvedAfeTotals(
  db: Db,
  orgId: number,
  wellIds: readonly number[],
): Promise<Map<number, bigint>> {
  const plans = wellIds.length > 0 ? await planLines(db, orgId, wellIds) : new Map();
  return new Map(
    wellIds.map((wellId) => [
      wellId,
      afeVsActual({ planLines: plans.get(wellId) ?? [], actualCells: [], elapsedSeconds: 0 }).total
        .afe,
    ]),
  );
}

/** Everything booked on a well so far, in total (the actual of AFE vs actual), in cents. */
export async function bookedCostTotal(db: Db, orgId: number, wellId: number): Promise<bigint> {
  const row = await db
    .selectFrom("cost_lines")
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as("total"))
    .where("org_id", "=", orgId)
    .where("well_id", "=", wellId)
    .executeTakeFirst();
  return parseMoney(row?.total ?? "0");
}

/**
 * AFE, actual to date, committed, variance and forecast at completion of one well, in total,
 * per phase and per contract bundle. Null when the well is not in the organisation.
 * (`npm run bench` times this function.)
 */
export async function computeAfeVsActual(
  db: Db,
  orgId: number,
  wellId: number,
): Promise<AfeVsActual | null> {
  const well = await db
    .selectFrom("wells")
    .select("id")
    .where("id", "=", wellId)
    .where("org_id", "=", orgId)
    .executeTakeFirst();
  if (!well) return null;
  return (await computeAfeVsActualForWells(db, orgId, [wellId])).get(wellId)!;
}
