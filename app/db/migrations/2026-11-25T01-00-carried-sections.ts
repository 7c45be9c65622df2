import type { Kysely } from "kysely";

// Frozen in time: never import app code here.
// A new report stores what it carries over from the previous one as its own sections, marked as
// carried until a person saves them, so what the form shows is what the report holds.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("report_sections")
    .addColumn("carried_over", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("report_sections").dropColumn("carried_over").execute();
}
