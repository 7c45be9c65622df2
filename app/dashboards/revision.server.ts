import { sql } from "kysely";

import { getDb } from "~/db/db.server";

/**
 * The organisation's data revision: raised by the database on every change to what dashboards
 * are drawn from (migrations 06 and 2026-11-27), so anything built from that data can be kept
 * under it. The database keeps it per well, so saves of different wells never wait on one row;
 * their sum grows with every committed change anywhere in the organisation.
 */
export async function dataRevision(orgId: number): Promise<string> {
  const db = await getDb();
  const row = await db
    .selectFrom("data_revisions")
    .select(sql<string>`coalesce(sum(revision), 0)`.as("revision"))
    .where("org_id", "=", orgId)
    .executeTakeFirst();
  return String(row?.revision ?? 0);
}
