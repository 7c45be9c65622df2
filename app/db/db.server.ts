import type { Kysely } from "kysely";

import { migrateToLatest, openEngine, type Engine } from "./engine.server";
import type { Database } from "./schema";
import { seedDemoData } from "./seed.server";

declare global {
  // The dev server re-imports the build on every change; keep one engine per process.
  var __drillbookEngine: Promise<Engine> | undefined;
}

async function start(): Promise<Engine> {
  const databaseUrl = process.env.DATABASE_URL;
  const engine = await openEngine({
    databaseUrl,
    dataDir: process.env.DATA_DIR,
    // A second opener of the folder is told where this app answers.
    holder: { url: `http://localhost:${process.env.PORT ?? 3000}` },
  });
  await migrateToLatest(engine.db);
  // The embedded database is for trying the app, so it gets demo data; a server only on request.
  if (engine.kind === "pglite" || process.env.SEED_DEMO === "1") {
    const created = await seedDemoData(engine.db);
    if (created) printDemoUsers(created);
  }
  return engine;
}

function printDemoUsers(users: { username: string; organisation: string }[]) {
  console.log("Demo data created. Sign in with any of these (password: drillbook):");
  for (const user of users) console.log(`  ${user.username.padEnd(12)} ${user.organisation}`);
}

export function getEngine(): Promise<Engine> {
  globalThis.__drillbookEngine ??= start();
  return globalThis.__drillbookEngine;
}

export async function getDb(): Promise<Kysely<Database>> {
  return (await getEngine()).db;
}

/** Tests and scripts inject their own engine. */
export function setEngine(engine: Promise<Engine> | undefined) {
  globalThis.__drillbookEngine = engine;
}
