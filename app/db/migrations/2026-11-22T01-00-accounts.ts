import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  // The people who administer every client organisation (not only their own).
  await db.schema
    .alterTable("users")
    .addColumn("administers_clients", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  // A removed user keeps their row so the activity log still names them.
  await db.schema.alterTable("users").addColumn("removed_at", "timestamptz").execute();
  await db.schema
    .alterTable("roles")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  // A self-registered user signs in before any organisation has taken them in.
  await db.schema
    .alterTable("sessions")
    .alterColumn("org_id", (c) => c.dropNotNull())
    .execute();

  await db.schema
    .createTable("account_tokens")
    // The SHA-256 of the token: the token itself is only ever in the mail.
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("purpose", "text", (c) =>
      c.notNull().check(sql`purpose in ('confirm-account', 'reset-password')`),
    )
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    // A registration waiting for confirmation: the account is created only from its link.
    .addColumn("full_name", "text")
    .addColumn("password_hash", "text")
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index account_tokens_email_idx on account_tokens (lower(email), created_at)`.execute(
    db,
  );

  await db.schema
    .createTable("outbox")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("org_id", "integer", (c) => c.references("organisations.id").onDelete("cascade"))
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("outbox_org_created_idx")
    .on("outbox")
    .columns(["org_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("audit_log_user_idx")
    .on("audit_log")
    .columns(["user_id", "at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("audit_log_user_idx").execute();
  await db.schema.dropTable("outbox").execute();
  await db.schema.dropTable("account_tokens").execute();
  await db.deleteFrom("sessions").where("org_id", "is", null).execute();
  await db.schema
    .alterTable("sessions")
    .alterColumn("org_id", (c) => c.setNotNull())
    .execute();
  await db.schema.alterTable("roles").dropColumn("version").execute();
  await db.schema.alterTable("users").dropColumn("removed_at").execute();
  await db.schema.alterTable("users").dropColumn("administers_clients").execute();
}
