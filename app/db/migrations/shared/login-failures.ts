import { sql, type Kysely } from "kysely";

// Frozen in time: the identity migration creates this table and the sign-in attempts migration
// puts it back when undone, both with exactly these statements.

/** The failed sign-ins of the first design, one row per failure, read by key and time. */
export async function createLoginFailures(db: Kysely<any>) {
  await db.schema
    .createTable("login_failures")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("login_failures_key_at_idx")
    .on("login_failures")
    .columns(["key", "at"])
    .execute();
}
