import { sql, type Kysely } from "kysely";

import { createLoginFailures } from "./shared/login-failures";

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("app_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("files")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("org_id", "integer")
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("bytes", "bytea", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("organisations")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("logo_file_id", "text", (c) => c.references("files.id").onDelete("set null"))
    .addColumn("bg_color", "text", (c) => c.notNull().defaultTo("#1f4e79"))
    .addColumn("is_active", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`create unique index organisations_name_key on organisations (lower(name))`.execute(db);

  await db.schema
    .createTable("users")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("avatar_file_id", "text", (c) => c.references("files.id").onDelete("set null"))
    .addColumn("unit_standard", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("language", "text")
    .addColumn("is_active", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`create unique index users_username_key on users (lower(username))`.execute(db);
  await sql`create unique index users_email_key on users (lower(email)) where email is not null`.execute(
    db,
  );

  await db.schema
    .createTable("roles")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("org_id", "integer", (c) =>
      c.notNull().references("organisations.id").onDelete("cascade"),
    )
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("privileges", sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      "roles_privileges_range",
      sql`privileges <@ array[1,2,3,4,5,6,7,8,9,10,11,12,13,14]`,
    )
    .addUniqueConstraint("roles_org_name_key", ["org_id", "name"])
    .execute();

  await db.schema
    .createTable("memberships")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("org_id", "integer", (c) =>
      c.notNull().references("organisations.id").onDelete("cascade"),
    )
    .addColumn("role_id", "integer", (c) => c.notNull().references("roles.id"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("memberships_pkey", ["user_id", "org_id"])
    .execute();
  await db.schema.createIndex("memberships_org_idx").on("memberships").column("org_id").execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("org_id", "integer", (c) =>
      c.notNull().references("organisations.id").onDelete("cascade"),
    )
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("last_seen_at", "timestamptz", (c) => c.notNull())
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("org_id", "integer", (c) => c.references("organisations.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("record_type", "text", (c) => c.notNull())
    .addColumn("record_id", "text")
    .addColumn("detail", "jsonb")
    .execute();
  await db.schema
    .createIndex("audit_log_org_at_idx")
    .on("audit_log")
    .columns(["org_id", "at"])
    .execute();

  await createLoginFailures(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "login_failures",
    "audit_log",
    "sessions",
    "memberships",
    "roles",
    "users",
    "organisations",
    "files",
    "app_settings",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
