/**
 * npm run seed -- [--wells N] [--days D]
 *
 * Writes demo data on request: the demo organisations, users and assets when missing, reports
 * for the demo wells that have none, then N extra benchmark wells with D daily reports each.
 * Works on DATABASE_URL when set, otherwise on the embedded database in DATA_DIR (./data), which
 * must not be open in a running app: the seed then refuses and names that app's process.
 */
import { parseArgs } from "node:util";

import { sql } from "kysely";

import { seedAssetsDemo } from "~/demo/assets.server";
import { seedPlannerDemo } from "~/demo/planner.server";

import { seedBenchmarkWells, seedDemoReports } from "./wells.server";
import { DataDirLocked } from "~/db/data-dir-lock.server";
import { DataDirUnreadable, migrateToLatest, openEngine } from "~/db/engine.server";
import { DEMO_ORGANISATIONS, DEMO_PASSWORD } from "./organisations";
import { seedDemoData } from "./organisations.server";

const USAGE = "usage: npm run seed -- [--wells N] [--days D]   (D from 20 to 730, default 120)";

function count(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} must be a whole number: ${text}\n${USAGE}`);
    process.exit(2);
  }
  return value;
}

const { values } = parseArgs({
  options: {
    wells: { type: "string" },
    days: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const wells = count(values.wells, 0, "wells");
const days = count(values.days, 120, "days");
if (wells > 0 && (days < 20 || days > 730)) {
  console.error(`--days must be from 20 to 730: ${days}\n${USAGE}`);
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const engine = await openEngine({ databaseUrl, dataDir: process.env.DATA_DIR }).catch(
  (error: unknown) => {
    // Held by a running app (seed with the app stopped), or a folder PGlite cannot start on.
    if (error instanceof DataDirLocked || error instanceof DataDirUnreadable) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  },
);
const where = databaseUrl
  ? "the PostgreSQL server in DATABASE_URL"
  : `${process.env.DATA_DIR ?? "./data"}`;
const started = performance.now();
try {
  await migrateToLatest(engine.db);
  const created = await seedDemoData(engine.db);
  if (created) {
    console.log(`Demo organisations and users created (password: ${DEMO_PASSWORD}).`);
  }
  // A database made before assets, AFEs or reports existed gets them now; present data is kept.
  await seedAssetsDemo(engine.db);
  await seedPlannerDemo(engine.db);
  const demo = await seedDemoReports(engine.db, {
    organisations: DEMO_ORGANISATIONS.map((organisation) => organisation.name),
  });
  if (demo.reports > 0) console.log(`Demo wells: ${demo.reports} reports on ${demo.wells} wells.`);

  if (wells > 0) {
    const bench = await seedBenchmarkWells(engine.db, {
      organisation: DEMO_ORGANISATIONS[0]!.name,
      wells,
      days,
      beforeReports: () => seedPlannerDemo(engine.db),
      onWell: (name, ms) =>
        console.log(`  ${name}: ${days} reports in ${(ms / 1000).toFixed(1)} s`),
    });
    console.log(`Benchmark wells: ${bench.wells} × ${days} days, ${bench.rows} rows.`);
  }
  // Fresh statistics for the planner (the embedded engine has no autovacuum to gather them).
  await sql`analyze`.execute(engine.db);
  console.log(`Seeded ${where} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await engine.close();
}
