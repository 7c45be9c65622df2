import { sql, type Kysely } from "kysely";

import { createRevisionTriggers, dropRevisionTriggers } from "./shared/revision-triggers";

// Frozen in time: never import app code here.
// Per-well totals of the time log and the cost lines, kept by the database in the same statement
// as every change to those rows (statement-level triggers with transition tables, as the data
// revisions are): a field dashboard sums a few thousand rows of totals instead of every time-log
// row and cost line of the field (docs/decisions/026-field-dashboards-and-roll-ups.md). The sums
// are added and taken away, never recomputed: seconds are whole numbers in a double, money is
// numeric, so both stay exact. Fields and pads now raise the data revision too, since which wells
// make up a field decides what a field dashboard draws.

const TIME_KEY = ["well_id", "phase", "iadc_code", "activity_category", "is_npt", "npt_code"];
const COST_KEY = ["well_id", "phase"];

/** The trigger function keeping `table` as the per-well sums of `source`'s rows. */
async function rollUp(
  db: Kysely<any>,
  options: { table: string; source: string; key: string[]; sum: string; total: string },
) {
  const { table, source, key, sum, total } = options;
  const columns = key.join(", ");
  const grouped = (rows: string) => `
    select min(org_id) as org_id, ${columns}, coalesce(sum(${sum}), 0) as ${total},
           count(*)::int as row_count
    from ${rows} group by ${columns}`;
  // The well by equality (the unique index leads with it), the rest null-safe.
  const matches = key
    .map((column, i) =>
      i === 0 ? `t.${column} = d.${column}` : `t.${column} is not distinct from d.${column}`,
    )
    .join(" and ");
  await sql
    .raw(
      `create function ${table}_refresh() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          update ${table} t set ${total} = t.${total} - d.${total}, row_count = t.row_count - d.row_count
          from (${grouped("old_rows")}) d where ${matches};
          delete from ${table} t where t.row_count <= 0 and t.well_id in (select well_id from old_rows);
        end if;
        if tg_op in ('UPDATE', 'INSERT') then
          insert into ${table} as t (org_id, ${columns}, ${total}, row_count)
          ${grouped("new_rows")}
          on conflict (${columns}) do update
          set ${total} = t.${total} + excluded.${total}, row_count = t.row_count + excluded.row_count;
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  for (const [event, tables] of [
    ["insert", "new table as new_rows"],
    ["update", "old table as old_rows new table as new_rows"],
    ["delete", "old table as old_rows"],
  ] as const) {
    await sql
      .raw(
        `create trigger ${source}_${event}_${table} after ${event} on ${source}
         referencing ${tables} for each statement execute function ${table}_refresh()`,
      )
      .execute(db);
  }
  await sql
    .raw(`insert into ${table} (org_id, ${columns}, ${total}, row_count) ${grouped(source)}`)
    .execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table well_time_totals (
      org_id integer not null references organisations (id) on delete cascade,
      well_id integer not null references wells (id) on delete cascade,
      phase text not null,
      iadc_code text not null,
      activity_category text not null,
      is_npt boolean not null,
      npt_code text,
      seconds double precision not null,
      row_count integer not null,
      unique nulls not distinct (well_id, phase, iadc_code, activity_category, is_npt, npt_code)
    )`.execute(db);
  await sql`
    create table well_cost_totals (
      org_id integer not null references organisations (id) on delete cascade,
      well_id integer not null references wells (id) on delete cascade,
      phase text,
      amount numeric(16, 2) not null,
      row_count integer not null,
      unique nulls not distinct (well_id, phase)
    )`.execute(db);
  await rollUp(db, {
    table: "well_time_totals",
    source: "time_log_rows",
    key: TIME_KEY,
    sum: "duration",
    total: "seconds",
  });
  await rollUp(db, {
    table: "well_cost_totals",
    source: "cost_lines",
    key: COST_KEY,
    sum: "amount",
    total: "amount",
  });
  // The NPT rows of many wells at once (NPT by hole section across a field).
  await sql`create index time_log_rows_npt_idx on time_log_rows (well_id, report_date) where is_npt`.execute(
    db,
  );
  await createRevisionTriggers(db, ["fields", "pads"]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropRevisionTriggers(db, ["fields", "pads"]);
  await sql`drop index time_log_rows_npt_idx`.execute(db);
  for (const [table, source] of [
    ["well_time_totals", "time_log_rows"],
    ["well_cost_totals", "cost_lines"],
  ] as const) {
    for (const event of ["insert", "update", "delete"]) {
      await sql.raw(`drop trigger ${source}_${event}_${table} on ${source}`).execute(db);
    }
    await sql.raw(`drop function ${table}_refresh()`).execute(db);
    await sql.raw(`drop table ${table}`).execute(db);
  }
}
