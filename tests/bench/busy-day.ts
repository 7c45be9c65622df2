/**
 * The busy day of the benchmark well, and its DDR loader's server time in process: the report
 * of a BM- well with the most time-log rows, and an editable report of the same well whose save
 * changes the well's data (the pages bench saves it before a cold dashboard load). Run by
 * tests/bench/pages.mjs with tsx before its servers start (one process per data folder); prints
 * one JSON line.
 *
 *   DATA_DIR=… tsx --import ./tests/bench/css-stub.mjs tests/bench/busy-day.ts <loads>
 */
import { setEngine } from "~/db/db.server";
import { migrateToLatest, openEngine } from "~/db/engine.server";
import { action as loginAction } from "~/routes/_auth.login";
import { loader as ddrLoader } from "~/routes/_app.form.daily-drilling-report";

import { call, cookieFrom } from "../support/requests";
import { ensureStatistics } from "./statistics";

const loads = Number(process.argv[2] ?? 20);
const engine = await openEngine({ dataDir: process.env.DATA_DIR });
await migrateToLatest(engine.db);
await ensureStatistics(engine.db);
setEngine(Promise.resolve(engine));

try {
  const busiest = await engine.db
    .selectFrom("time_log_rows as t")
    .innerJoin("reports as r", "r.id", "t.report_id")
    .innerJoin("wells as w", "w.id", "r.well_id")
    .select(["r.id", "r.well_id", "r.report_date", engine.db.fn.countAll<number>().as("rows")])
    .where("w.name", "like", "BM-%")
    .groupBy(["r.id", "r.well_id", "r.report_date"])
    .orderBy("rows", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
  const editable = await engine.db
    .selectFrom("reports")
    .select(["well_id", "report_date"])
    .where("well_id", "=", busiest.well_id)
    .where("status", "in", ["draft", "returned"])
    .orderBy("report_date", "desc")
    .limit(1)
    .executeTakeFirst();
  const login = await call(loginAction, "/login", {
    form: { username: "admin", password: "drillbook", redirectTo: "/" },
  });
  const cookie = cookieFrom(login);
  if (!cookie) throw new Error("admin could not sign in");
  const address = `/form/daily-drilling-report?well=${busiest.well_id}&date=${busiest.report_date}`;
  const times: number[] = [];
  for (let i = 0; i < loads + 5; i++) {
    const started = performance.now();
    const response = await call(ddrLoader, address, { cookie });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`the DDR loader answered ${response.status}`);
    if (i >= 5) times.push(performance.now() - started);
  }
  console.log(
    JSON.stringify({
      wellId: busiest.well_id,
      date: busiest.report_date,
      timeLogRows: Number(busiest.rows),
      editable: editable ? { wellId: editable.well_id, date: editable.report_date } : null,
      loaderMs: times,
    }),
  );
} finally {
  await engine.close();
}
