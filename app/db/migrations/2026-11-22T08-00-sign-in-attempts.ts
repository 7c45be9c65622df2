import { sql, type Kysely } from "kysely";

import { createLoginFailures } from "./shared/login-failures";

// Frozen in time: never import app code here.
// Sign-in attempts counted per key (a username, an address) in a fixed window: one row per key,
// raised and read in one statement before a password is checked, so parallel guesses and several
// app processes on one database all count against the same number. Replaces the list of failures,
// which was read first and written after the check.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("login_failures").execute();
  await db.schema
    .createTable("sign_in_attempts")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("attempts", "integer", (c) => c.notNull())
    .addColumn("window_started_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("sign_in_attempts_window_idx")
    .on("sign_in_attempts")
    .column("window_started_at")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sign_in_attempts").execute();
  await createLoginFailures(db);
}
