import { it } from "vitest";
import { sql } from "kysely";
import { seedBenchmarkWells } from "~/db/demo-wells.server";
import { computeAfeVsActual } from "~/planner/afe-vs-actual.server";
import { seedPlannerDemo } from "~/planner/seed.server";
import { createTestEngine } from "../support/test-db";
import { seedDemoData } from "~/db/seed.server";
it("bench", async () => {
  const engine = await createTestEngine();
  const db = engine.db;
  // only orgs/users: seedDemoData seeds everything; time it
  await seedDemoData(db);
  await seedPlannerDemo(db);
  await seedBenchmarkWells(db, { organisation: "Demo Energy", wells: 1, days: 120 });
  await seedPlannerDemo(db);
  const well = await db.selectFrom("wells").select(["id", "org_id"]).where("name", "=", "BM-001").executeTakeFirstOrThrow();
  const n = await db.selectFrom("cost_lines").select(db.fn.countAll().as("n")).where("well_id", "=", well.id).executeTakeFirstOrThrow();
  console.log("lines", n);
  if (process.env.ANALYZE) await sql`analyze`.execute(db);
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    await computeAfeVsActual(db, well.org_id, well.id);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log("median", times[15]!.toFixed(1), "min", times[0]!.toFixed(1));
  for (const q of [
    sql`select 1`,
    sql`select cl.phase, coalesce(cl.contract_bundle_id, ci.contract_bundle_id), sum(cl.amount), sum(cl.amount) filter (where r.status <> 'approved') from cost_lines cl join reports r on r.id = cl.report_id left join cost_items ci on ci.id = cl.cost_item_id where cl.org_id = ${well.org_id} and cl.well_id = ${well.id} group by 1,2`,
    sql`with cells as (select cl.phase, cl.contract_bundle_id, cl.cost_item_id, sum(cl.amount) actual, sum(cl.amount) filter (where cl.report_id = any(array(select id from reports where org_id = ${well.org_id} and well_id = ${well.id} and status <> 'approved'))) committed
 from cost_lines cl where cl.org_id = ${well.org_id} and cl.well_id = ${well.id} group by 1,2,3)
select c.phase, coalesce(c.contract_bundle_id, ci.contract_bundle_id) bundle_id, sum(actual), sum(committed) from cells c left join cost_items ci on ci.id = c.cost_item_id and c.contract_bundle_id is null group by 1,2`,
    sql`select count(distinct report_date) from reports where org_id = ${well.org_id} and well_id = ${well.id} and kind = 'ddr'`,
    sql`select l.phase, sum(l.amount) from afe_lines l join afes a on a.id = l.afe_id where a.org_id = ${well.org_id} and a.well_id = ${well.id} and a.status = 'approved' group by 1`,
  ]) {
    const ts: number[] = [];
    for (let i = 0; i < 20; i++) { const t0 = performance.now(); await q.execute(db); ts.push(performance.now() - t0); }
    ts.sort((a, b) => a - b);
    console.log("q", ts[10]!.toFixed(2), "min", ts[0]!.toFixed(2));
  }
  const plan = await sql`explain analyze select cl.phase, coalesce(cl.contract_bundle_id, ci.contract_bundle_id), sum(cl.amount), sum(cl.amount) filter (where r.status <> 'approved') from cost_lines cl join reports r on r.id = cl.report_id left join cost_items ci on ci.id = cl.cost_item_id where cl.org_id = ${well.org_id} and cl.well_id = ${well.id} group by 1,2`.execute(db);
  console.log(plan.rows.map((r: any) => r["QUERY PLAN"]).join("\n"));
  await engine.close();
}, 600_000);
