import { getDb } from "~/db/db.server";

/**
 * The organisation's data revision: raised by the database on every change to what dashboards
 * are drawn from (migration 06), so anything built from that data can be kept under it.
 */
export async function dataRevision(orgId: number): Promise<string> {
  const db = await getDb();
  const row = await db
    .selectFrom("data_revisions")
    .select("revision")
    .where("org_id", "=", orgId)
    .executeTakeFirst();
  return String(row?.revision ?? 0);
}
