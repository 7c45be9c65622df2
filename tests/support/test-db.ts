import { randomBytes } from "node:crypto";

import pg from "pg";
import { afterAll, beforeAll } from "vitest";

import { setEngine } from "~/db/db.server";
import { migrateToLatest, openEngine, type Engine } from "~/db/engine.server";
import { seedDemoData } from "~/demo/organisations.server";

/**
 * A fresh, migrated database for one test file: embedded PGlite in memory by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again afterwards).
 */
export async function createTestEngine(): Promise<Engine & { label: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const engine = await openEngine({ dataDir: "memory" });
    await migrateToLatest(engine.db);
    return { ...engine, label: "pglite" };
  }
  const name = `drillbook_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const engine = await openEngine({ databaseUrl: url.toString() });
  await migrateToLatest(engine.db);
  return {
    ...engine,
    label: "postgres",
    close: async () => {
      await engine.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * The demo's histories depend on the day they run up to: a bit is in hole on one day and out the
 * next. Tests that check a well's state or its figures seed the demo as of this known day.
 */
export const DEMO_AS_OF = "2026-11-27";

/**
 * Installs a fresh database with the demo organisations and users as the app's database; the
 * wells' histories run up to the day before `asOf` (today unless given).
 */
export async function useDemoDatabase(
  options: { asOf?: string } = {},
): Promise<Engine & { label: string }> {
  const engine = await createTestEngine();
  await seedDemoData(engine.db, options);
  setEngine(Promise.resolve(engine));
  return engine;
}

/** A demo user as the services take their actor: the id and the organisation they belong to. */
export async function demoActor(
  engine: Engine,
  username: string,
): Promise<{ id: number; orgId: number }> {
  const user = await engine.db
    .selectFrom("users as u")
    .innerJoin("memberships as m", "m.user_id", "u.id")
    .select(["u.id", "m.org_id"])
    .where("u.username", "=", username)
    .executeTakeFirstOrThrow();
  return { id: user.id, orgId: user.org_id };
}

/**
 * The demo database of one test file: installed before its tests (then `prepare` runs on it),
 * closed after them.
 */
export function demoDatabaseForFile(prepare?: (engine: Engine) => Promise<unknown>): {
  engine: Engine & { label: string };
} {
  const database = {} as { engine: Engine & { label: string } };
  beforeAll(async () => {
    database.engine = await useDemoDatabase();
    await prepare?.(database.engine);
  });
  afterAll(async () => {
    await database.engine.close();
  });
  return database;
}
