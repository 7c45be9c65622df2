import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.
// What an organisation sets for the notifications it is sent on its own (the hour and time zone
// of the daily reminder, how far over the AFE a well's cost goes before planners are told), and
// the claims that make each such notification go out once, however many app processes run.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("notification_settings")
    .addColumn("org_id", "integer", (c) =>
      c.primaryKey().references("organisations.id").onDelete("cascade"),
    )
    .addColumn("reminder_hour", "integer", (c) =>
      c
        .notNull()
        .defaultTo(7)
        .check(sql`reminder_hour between 0 and 23`),
    )
    .addColumn("time_zone", "text", (c) => c.notNull().defaultTo("UTC"))
    .addColumn("over_afe_percent", "numeric(6, 2)", (c) =>
      c
        .notNull()
        .defaultTo(10)
        .check(sql`over_afe_percent >= 0`),
    )
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  // One row per thing told once: the first process (or transaction) to insert it tells.
  await db.schema
    .createTable("notification_claims")
    .addColumn("org_id", "integer", (c) =>
      c.notNull().references("organisations.id").onDelete("cascade"),
    )
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("claimed_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("notification_claims_pk", ["org_id", "subject"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("notification_claims").execute();
  await db.schema.dropTable("notification_settings").execute();
}
