import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.
// Notifications of the approval loop, each user's choice of how to be told, the per-well list of
// addresses the approved morning report is mailed to, mail waiting to be sent by one app process,
// and files attached to mail kept in the outbox.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("notifications")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("org_id", "integer", (c) =>
      c.notNull().references("organisations.id").onDelete("cascade"),
    )
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("report_id", "integer", (c) => c.references("reports.id").onDelete("cascade"))
    .addColumn("actor_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("detail", "jsonb", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("read_at", "timestamptz")
    .execute();
  await db.schema
    .createIndex("notifications_user_idx")
    .on("notifications")
    .columns(["user_id", "org_id", "id"])
    .execute();

  await db.schema
    .createTable("notification_preferences")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("org_id", "integer", (c) =>
      c.notNull().references("organisations.id").onDelete("cascade"),
    )
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("in_app", "boolean", (c) => c.notNull())
    .addColumn("by_mail", "boolean", (c) => c.notNull())
    .addPrimaryKeyConstraint("notification_preferences_pk", ["user_id", "org_id", "kind"])
    .execute();

  await db.schema
    .createTable("distribution_addresses")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("org_id", "integer", (c) =>
      c.notNull().references("organisations.id").onDelete("cascade"),
    )
    .addColumn("well_id", "integer", (c) => c.notNull().references("wells.id").onDelete("cascade"))
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index distribution_addresses_well_address_idx
    on distribution_addresses (well_id, lower(address))`.execute(db);

  await db.schema
    .createTable("mail_jobs")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("org_id", "integer", (c) =>
      c.notNull().references("organisations.id").onDelete("cascade"),
    )
    .addColumn("payload", "jsonb", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("claimed_at", "timestamptz")
    .execute();

  await db.schema
    .createTable("outbox_attachments")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("outbox_id", "bigint", (c) =>
      c.notNull().references("outbox.id").onDelete("cascade"),
    )
    .addColumn("filename", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("bytes", "bytea", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("outbox_attachments_outbox_idx")
    .on("outbox_attachments")
    .column("outbox_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("outbox_attachments").execute();
  await db.schema.dropTable("mail_jobs").execute();
  await db.schema.dropTable("distribution_addresses").execute();
  await db.schema.dropTable("notification_preferences").execute();
  await db.schema.dropTable("notifications").execute();
}
