import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("dashboard_layouts")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("org_id", "integer", (c) =>
      c.notNull().references("organisations.id").onDelete("cascade"),
    )
    .addColumn("dashboard", "text", (c) => c.notNull())
    .addColumn("tiles", "jsonb", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("dashboard_layouts_pkey", ["user_id", "org_id", "dashboard"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("dashboard_layouts").execute();
}
