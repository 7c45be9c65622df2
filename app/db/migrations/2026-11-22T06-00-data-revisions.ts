import { sql, type Kysely } from "kysely";

import { createRevisionTriggers, dropRevisionTriggers } from "./shared/revision-triggers";

// Frozen in time: never import app code here.
// A revision number per organisation, raised by the database itself whenever a statement changes
// anything a dashboard is drawn from. Charts drawn on the server are kept per revision, so a
// saved report shows on the next page load and an unchanged well is not drawn again.
// Statement-level triggers: a 10,000-row insert raises the revision once, not 10,000 times.

const WATCHED = [
  "wells",
  "contract_bundles",
  "cost_items",
  "activities",
  "activity_costs",
  "afes",
  "afe_lines",
  "lookup_values",
  "reports",
  "report_sections",
  "time_log_rows",
  "survey_stations",
  "bit_runs",
  "mud_checks",
  "drilling_parameters",
  "personnel_rows",
  "cost_lines",
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("data_revisions")
    .addColumn("org_id", "integer", (c) =>
      c.primaryKey().references("organisations.id").onDelete("cascade"),
    )
    .addColumn("revision", "bigint", (c) => c.notNull())
    .execute();
  await sql`
    create function raise_data_revision() returns trigger language plpgsql as $$
    begin
      insert into data_revisions as d (org_id, revision)
      select distinct org_id, 1 from changed_rows
      on conflict (org_id) do update set revision = d.revision + 1;
      return null;
    end $$`.execute(db);
  await createRevisionTriggers(db, WATCHED);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropRevisionTriggers(db, WATCHED);
  await sql`drop function raise_data_revision()`.execute(db);
  await db.schema.dropTable("data_revisions").execute();
}
