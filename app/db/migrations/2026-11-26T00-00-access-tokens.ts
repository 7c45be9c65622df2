import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.
// Personal access tokens for the JSON API: a user's own, in one organisation, named and expiring.
// Only the SHA-256 of the secret is kept; the prefix lets a user tell their tokens apart.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("access_tokens")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("org_id", "integer", (c) => c.notNull().references("organisations.id"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("prefix", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("last_used_at", "timestamptz")
    .addColumn("revoked_at", "timestamptz")
    .execute();
  await db.schema
    .createIndex("access_tokens_user_idx")
    .on("access_tokens")
    .columns(["user_id", "org_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("access_tokens").execute();
}
