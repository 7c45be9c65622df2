import { sql } from "kysely";

import { moneyToNumber } from "~/domain/money/decimal";
import { approvedAfeTotal, computeAfeVsActual } from "~/planner/afe-vs-actual.server";

import { f32, seriesTable } from "./arrow";
import type { SeriesContext } from "./context";

/** AFE against actual per contract bundle (approved AFE versions; every booked cost line). */
export async function costAfeVsActual(ctx: SeriesContext) {
  const figures = await computeAfeVsActual(ctx.db, ctx.orgId, ctx.wellId);
  const names = await bundleNames(ctx);
  const category: string[] = [];
  const kind: string[] = [];
  const amount: number[] = [];
  for (const row of figures?.byCategory ?? []) {
    const name = row.bundleId === null ? "—" : (names.get(row.bundleId) ?? "?");
    category.push(name, name);
    kind.push("AFE", "Actual");
    amount.push(moneyToNumber(row.afe), moneyToNumber(row.actual));
  }
  return seriesTable(
    { category, kind, amount: Float64Array.from(amount) },
    { "unit:amount": "USD" },
  );
}

/** Total of the approved AFE of the well, or null when it has none. */
export async function afeTotal(ctx: SeriesContext): Promise<number | null> {
  const total = moneyToNumber(await approvedAfeTotal(ctx.db, ctx.orgId, ctx.wellId));
  return total > 0 ? total : null;
}

async function bundleNames({ db, orgId }: SeriesContext) {
  const rows = await db
    .selectFrom("contract_bundles")
    .select(["id", "name"])
    .where("org_id", "=", orgId)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Cumulative cost per contract bundle per report day (every bundle on every day, for stacking). */
export async function cumCostPerCategory(ctx: SeriesContext) {
  // Summed per day and bundle id; names and the spud date are looked up apart: joining every
  // cost line to the wells and bundles cost more than the sums.
  const { rows: sums } = await sql<{ cost_date: string; bundle_id: number | null; amount: string }>`
    select c.cost_date, coalesce(c.contract_bundle_id, ci.contract_bundle_id) as bundle_id,
           sum(c.amount) as amount
    from cost_lines c
    left join cost_items ci on ci.id = c.cost_item_id
    where c.org_id = ${ctx.orgId} and c.well_id = ${ctx.wellId}
    group by 1, 2`.execute(ctx.db);
  const names = await bundleNames(ctx);
  const well = await ctx.db
    .selectFrom("wells")
    .select("spud_date")
    .where("id", "=", ctx.wellId)
    .where("org_id", "=", ctx.orgId)
    .executeTakeFirst();
  const firstDate = sums.reduce<string | null>(
    (first, row) => (first === null || row.cost_date < first ? row.cost_date : first),
    null,
  );
  const origin = Date.parse(well?.spud_date ?? firstDate ?? "1970-01-01");
  const rows = sums.map((row) => ({
    day: Math.round((Date.parse(row.cost_date) - origin) / 86_400_000),
    category: row.bundle_id === null ? "—" : (names.get(row.bundle_id) ?? "?"),
    amount: Number(row.amount),
  }));
  const days = [...new Set(rows.map((r) => r.day))].sort((a, b) => a - b);
  const categories = [...new Set(rows.map((r) => r.category))].sort();
  const daily = new Map<string, number>();
  for (const r of rows) {
    const key = `${r.day}|${r.category}`;
    daily.set(key, (daily.get(key) ?? 0) + r.amount);
  }
  const day: number[] = [];
  const category: string[] = [];
  const cumulative: number[] = [];
  for (const name of categories) {
    let running = 0;
    for (const d of days) {
      running += daily.get(`${d}|${name}`) ?? 0;
      day.push(d);
      category.push(name);
      cumulative.push(running);
    }
  }
  return seriesTable(
    { day: f32(day), category, cumulative: Float64Array.from(cumulative) },
    { "unit:cumulative": "USD" },
  );
}
