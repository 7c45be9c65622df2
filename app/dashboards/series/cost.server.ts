import { sql } from "kysely";

import { moneyToNumber } from "~/domain/money/decimal";
import { approvedAfeTotal, computeAfeVsActual } from "~/planner/afe-vs-actual.server";

import { f32, seriesTable } from "./arrow";
import type { SeriesContext } from "./context";
import { reportDay, spudOrigin } from "./days.server";

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
  // Summed per day and bundle in the database, then handed back as one row per bundle with its
  // dates and sums as arrays: ten rows cross from the database, not thousands.
  const [origin, { rows: bundles }] = await Promise.all([
    spudOrigin(ctx),
    sql<{
      bundle_id: number | null;
      name: string | null;
      dates: string[];
      amounts: number[];
    }>`
      with daily as (
        select c.cost_date, coalesce(c.contract_bundle_id, ci.contract_bundle_id) as bundle_id,
               sum(c.amount) as amount
        from cost_lines c
        left join cost_items ci on ci.id = c.cost_item_id
        where c.org_id = ${ctx.orgId} and c.well_id = ${ctx.wellId}
        group by 1, 2
      )
      select d.bundle_id, b.name,
             json_agg(d.cost_date::text order by d.cost_date) as dates,
             json_agg(d.amount::float8 order by d.cost_date) as amounts
      from daily d
      left join contract_bundles b on b.id = d.bundle_id and b.org_id = ${ctx.orgId}
      group by d.bundle_id, b.name`.execute(ctx.db),
  ]);
  // Days from spud, as the reports count them; a well with neither a spud date nor a report
  // counts from its first cost day.
  const first = bundles.flatMap((bundle) => bundle.dates).sort()[0];
  const dayOf = (date: string) => reportDay(origin ?? first ?? date, date);
  const daily = new Map<string, Map<number, number>>();
  for (const bundle of bundles) {
    const category = bundle.bundle_id === null ? "—" : (bundle.name ?? "?");
    const sums = daily.get(category) ?? new Map<number, number>();
    bundle.dates.forEach((date, i) => {
      const d = dayOf(date);
      sums.set(d, (sums.get(d) ?? 0) + bundle.amounts[i]!);
    });
    daily.set(category, sums);
  }
  const days = [...new Set(bundles.flatMap((bundle) => bundle.dates.map(dayOf)))].sort(
    (a, b) => a - b,
  );
  const categories = [...daily.keys()].sort();
  const day: number[] = [];
  const category: string[] = [];
  const cumulative: number[] = [];
  for (const name of categories) {
    const sums = daily.get(name)!;
    let running = 0;
    for (const d of days) {
      running += sums.get(d) ?? 0;
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
