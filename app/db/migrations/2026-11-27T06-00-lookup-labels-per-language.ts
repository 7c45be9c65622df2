import { sql, type Kysely } from "kysely";

import { ACTIVITY_REPORT_LISTS } from "./data/lookup-labels-indonesian-activity";
import { DAILY_REPORT_LISTS } from "./data/lookup-labels-indonesian-daily";

// Frozen in time: never import app code here.
// A lookup value gets a label per language: the one it had stays as its English label, and the
// Indonesian one comes from the standard lists as they stood when this ran (only where it differs
// from the English), else it starts as a copy of the English label for an administrator to
// translate.

const INDONESIAN = { ...DAILY_REPORT_LISTS, ...ACTIVITY_REPORT_LISTS };

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("lookup_values")
    .addColumn("label_indonesian", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await sql`update lookup_values set label_indonesian = label`.execute(db);
  const known = Object.entries(INDONESIAN).flatMap(([list, entries]) =>
    entries.map(([code, label]) => ({ list, code, label })),
  );
  await sql`
    update lookup_values lv set label_indonesian = s.label
    from jsonb_to_recordset(${JSON.stringify(known)}::jsonb) as s(list text, code text, label text)
    where lv.list = s.list and lv.code = s.code`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // A value kept in Indonesian only keeps that label as its one label, never an empty one.
  await sql`update lookup_values set label = label_indonesian where trim(label) = ''`.execute(db);
  await db.schema.alterTable("lookup_values").dropColumn("label_indonesian").execute();
}
