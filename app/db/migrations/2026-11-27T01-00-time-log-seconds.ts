import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.
// The time log's day totals are stored in seconds, like every duration, but their keys said
// hours ("totalHours", "productiveHours", "nptHours"). The keys now say what they hold. The
// migrator runs this in one transaction: a report is rewritten whole or not at all.

const RENAMES: readonly (readonly [string, string])[] = [
  ["totalHours", "totalSeconds"],
  ["productiveHours", "productiveSeconds"],
  ["nptHours", "nptSeconds"],
];

async function renameKeys(db: Kysely<any>, from: string, to: string): Promise<void> {
  await sql`
    update report_sections
    set data = (data - ${from}::text) || jsonb_build_object(${to}::text, data -> ${from}::text)
    where section_id = 'timeLog' and data ? ${from}::text
  `.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const [from, to] of RENAMES) await renameKeys(db, from, to);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [from, to] of RENAMES) await renameKeys(db, to, from);
}
