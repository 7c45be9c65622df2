import { sql, type Kysely } from "kysely";

// Frozen in time like the migrations that use it (data revisions, field roll-ups): what it
// emits is part of their history, so it never changes; a new need gets a new helper.

const EVENTS = [
  ["insert", "new"],
  ["update", "new"],
  ["delete", "old"],
] as const;

/**
 * Raises the organisation's data revision after every statement that changes `tables`. A trigger
 * with a transition table fires on one event only, hence three per table.
 */
export async function createRevisionTriggers(db: Kysely<any>, tables: readonly string[]) {
  for (const table of tables) {
    for (const [event, rows] of EVENTS) {
      await sql`
        create trigger ${sql.raw(`${table}_${event}_revision`)} after ${sql.raw(event)}
        on ${sql.table(table)} referencing ${sql.raw(rows)} table as changed_rows
        for each statement execute function raise_data_revision()`.execute(db);
    }
  }
}

export async function dropRevisionTriggers(db: Kysely<any>, tables: readonly string[]) {
  for (const table of tables) {
    for (const [event] of EVENTS) {
      await sql`drop trigger ${sql.raw(`${table}_${event}_revision`)} on ${sql.table(table)}`.execute(
        db,
      );
    }
  }
}
