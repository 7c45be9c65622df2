import type { Kysely, Transaction } from "kysely";

import type { Database } from "~/db/schema";

export interface AuditEntry {
  orgId: number | null;
  userId: number | null;
  /** What was done, e.g. "create", "update", "remove", "login", "denied". */
  action: string;
  /** What kind of record, e.g. "organisation", "user", "session". */
  recordType: string;
  recordId?: string | number | null;
  detail?: Record<string, unknown>;
}

/** Every write records who, when, what and which record; call it inside the write's transaction. */
export async function recordAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditEntry) {
  await db
    .insertInto("audit_log")
    .values({
      org_id: entry.orgId,
      user_id: entry.userId,
      action: entry.action,
      record_type: entry.recordType,
      record_id:
        entry.recordId === undefined || entry.recordId === null ? null : String(entry.recordId),
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .execute();
}
