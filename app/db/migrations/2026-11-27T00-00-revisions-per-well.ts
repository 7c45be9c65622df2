import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.
// The data revision (migration 06) was one row per organisation, raised by every change: every
// save of the organisation waited on that row until the saving transaction ended. It is kept per
// well now (well 0: records of the whole organisation), so saves of different wells never wait on
// each other. The organisation's revision is the sum of its rows, which still grows with every
// committed change, so whatever was kept under it stays right.

const BY = {
  well_id: [
    "reports",
    "time_log_rows",
    "survey_stations",
    "bit_runs",
    "mud_checks",
    "drilling_parameters",
    "personnel_rows",
    "cost_lines",
    "afes",
  ],
  id: ["wells"],
  report_id: ["report_sections"],
  afe_id: ["afe_lines"],
  organisation: [
    "contract_bundles",
    "cost_items",
    "activities",
    "activity_costs",
    "lookup_values",
    "fields",
    "pads",
  ],
} as const;

const EVENTS = [
  ["insert", "new"],
  ["update", "new"],
  ["delete", "old"],
] as const;

async function createTriggers(db: Kysely<any>, perWell: boolean) {
  for (const [by, tables] of Object.entries(BY)) {
    for (const table of tables) {
      for (const [event, rows] of EVENTS) {
        const name = sql.raw(`${table}_${event}_revision`);
        const argument = perWell ? sql.raw(`'${by}'`) : sql.raw("");
        await sql`drop trigger if exists ${name} on ${sql.table(table)}`.execute(db);
        await sql`
          create trigger ${name} after ${sql.raw(event)}
          on ${sql.table(table)} referencing ${sql.raw(rows)} table as changed_rows
          for each statement execute function raise_data_revision(${argument})`.execute(db);
      }
    }
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table data_revisions add column well_id integer not null default 0`.execute(db);
  await sql`alter table data_revisions drop constraint data_revisions_pkey`.execute(db);
  await sql`alter table data_revisions add primary key (org_id, well_id)`.execute(db);
  // Rows are raised in key order, so two statements touching several wells cannot deadlock.
  await sql`
    create or replace function raise_data_revision() returns trigger language plpgsql as $$
    begin
      if tg_argv[0] = 'well_id' then
        insert into data_revisions as d (org_id, well_id, revision)
        select distinct org_id, well_id, 1 from changed_rows order by 1, 2
        on conflict (org_id, well_id) do update set revision = d.revision + 1;
      elsif tg_argv[0] = 'id' then
        insert into data_revisions as d (org_id, well_id, revision)
        select distinct org_id, id, 1 from changed_rows order by 1, 2
        on conflict (org_id, well_id) do update set revision = d.revision + 1;
      elsif tg_argv[0] = 'report_id' then
        insert into data_revisions as d (org_id, well_id, revision)
        select distinct c.org_id, coalesce(r.well_id, 0), 1
        from changed_rows c left join reports r on r.id = c.report_id order by 1, 2
        on conflict (org_id, well_id) do update set revision = d.revision + 1;
      elsif tg_argv[0] = 'afe_id' then
        insert into data_revisions as d (org_id, well_id, revision)
        select distinct c.org_id, coalesce(a.well_id, 0), 1
        from changed_rows c left join afes a on a.id = c.afe_id order by 1, 2
        on conflict (org_id, well_id) do update set revision = d.revision + 1;
      else
        insert into data_revisions as d (org_id, well_id, revision)
        select distinct org_id, 0, 1 from changed_rows order by 1
        on conflict (org_id, well_id) do update set revision = d.revision + 1;
      end if;
      return null;
    end $$`.execute(db);
  await createTriggers(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await createTriggers(db, false);
  await sql`
    create or replace function raise_data_revision() returns trigger language plpgsql as $$
    begin
      insert into data_revisions as d (org_id, well_id, revision)
      select distinct org_id, 0, 1 from changed_rows
      on conflict (org_id, well_id) do update set revision = d.revision + 1;
      return null;
    end $$`.execute(db);
  // Back to one row per organisation, keeping its sum.
  await sql`
    create temporary table revision_sums as
    select org_id, sum(revision) as revision from data_revisions group by org_id`.execute(db);
  await sql`delete from data_revisions`.execute(db);
  await sql`alter table data_revisions drop constraint data_revisions_pkey`.execute(db);
  await sql`alter table data_revisions drop column well_id`.execute(db);
  await sql`alter table data_revisions add primary key (org_id)`.execute(db);
  await sql`insert into data_revisions select org_id, revision from revision_sums`.execute(db);
  await sql`drop table revision_sums`.execute(db);
  await sql`
    create or replace function raise_data_revision() returns trigger language plpgsql as $$
    begin
      insert into data_revisions as d (org_id, revision)
      select distinct org_id, 1 from changed_rows
      on conflict (org_id) do update set revision = d.revision + 1;
      return null;
    end $$`.execute(db);
}
