import { sql, type Kysely } from "kysely";

import type { Database } from "~/db/schema";

/**
 * Gathers planner statistics when the data folder was seeded without them (npm run seed now
 * runs ANALYZE; older benchmark folders did not), so a reused folder measures the same plans.
 */
export async function ensureStatistics(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ analyzed: boolean }>`
    select reltuples >= 0 as analyzed from pg_class where relname = 'reports'`.execute(db);
  if (!rows[0]?.analyzed) await sql`analyze`.execute(db);
}
