/**
 * Server time of the planner's AFE-vs-actual computation for one benchmark well with a full
 * set of daily cost lines, measured in process. Run by tests/bench/afe.mjs; prints one JSON line.
 *
 *   DATA_DIR=… tsx --import ./tests/bench/css-stub.mjs tests/bench/afe-timings.ts <requests>
 */
import { sql } from "kysely";

import { migrateToLatest, openEngine } from "~/db/engine.server";
import { computeAfeVsActual } from "~/planner/afe-vs-actual.server";

import { ensureStatistics } from "./statistics";

const requests = Number(process.argv[2] ?? 40);
const engine = await openEngine({ dataDir: process.env.DATA_DIR });
await migrateToLatest(engine.db);
await ensureStatistics(engine.db);

try {
  // The benchmark well with cost lines on the most days (a released well: its whole program).
  const well = await engine.db
    .selectFrom("cost_lines as c")
    .innerJoin("wells as w", "w.id", "c.well_id")
    .select([
      "w.id",
      "w.org_id",
      "w.name",
      sql<number>`count(distinct c.cost_date)`.as("days"),
      engine.db.fn.countAll<number>().as("lines"),
    ])
    .where("w.name", "like", "BM-%")
    .groupBy(["w.id", "w.org_id", "w.name"])
    .orderBy("days", "desc")
    .orderBy("w.id")
    .limit(1)
    .executeTakeFirst();
  if (!well) throw new Error("no benchmark well with cost lines: run npm run seed -- --wells N");

  for (let i = 0; i < 5; i++) await computeAfeVsActual(engine.db, well.org_id, well.id);
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const result = await computeAfeVsActual(engine.db, well.org_id, well.id);
    times.push(performance.now() - started);
    if (!result) throw new Error(`well ${well.name} not found in its organisation`);
  }
  console.log(
    JSON.stringify({ well: well.name, days: Number(well.days), lines: Number(well.lines), times }),
  );
} finally {
  await engine.close();
}
