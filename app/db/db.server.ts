import { migrateToLatest, openEngine, type Engine } from "./engine.server";
import type { Db } from "./schema";

declare global {
  // The dev server re-imports the build on every change; keep one engine per process.
  var __drillbookEngine: Promise<Engine> | undefined;
  var __drillbookStartUp: ((engine: Engine) => Promise<void>)[] | undefined;
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
  // Runs before the engine is handed out, so nobody is served a half-seeded database.
  for (const task of globalThis.__drillbookStartUp ?? []) await task(engine);
  return engine;
}

/**
 * Work to do on a freshly opened database before it serves anyone, in the order registered: the
 * server's entry registers the demo seed and the notifications' listener here, so this module
 * needs to know nothing about either. A module re-imported by the dev server replaces its task.
 */
export function whenDatabaseOpens(name: string, task: (engine: Engine) => Promise<void>) {
  const tasks = (globalThis.__drillbookStartUp ??= []);
  const named = Object.assign(task, { taskName: name });
  const at = tasks.findIndex((t) => (t as { taskName?: string }).taskName === name);
  if (at >= 0) tasks[at] = named;
  else tasks.push(named);
}

export function getEngine(): Promise<Engine> {
  globalThis.__drillbookEngine ??= start();
  return globalThis.__drillbookEngine;
}

export async function getDb(): Promise<Db> {
  return (await getEngine()).db;
}

/** Tests and scripts inject their own engine. */
export function setEngine(engine: Promise<Engine> | undefined) {
  globalThis.__drillbookEngine = engine;
}
