import { Migrator } from "kysely";
import { afterAll, beforeAll } from "vitest";

import type { Engine } from "~/db/engine.server";
import { migrations } from "~/db/migrations";

import { createTestEngine } from "./test-db";

/**
 * A fresh database for one test file, migrated down to `migration` before its tests, so they
 * can store rows as they stood then and run what came after; closed after the file.
 */
export function databaseAt(migration: string): { engine: Engine; migrator: Migrator } {
  const database = {} as { engine: Engine; migrator: Migrator };
  beforeAll(async () => {
    database.engine = await createTestEngine();
    database.migrator = new Migrator({
      db: database.engine.db,
      provider: { getMigrations: async () => migrations },
    });
    const down = await database.migrator.migrateTo(migration);
    if (down.error) throw down.error;
  }, 240_000);
  afterAll(async () => {
    await database.engine.close();
  });
  return database;
}
