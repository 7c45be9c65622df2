import type { Db } from "~/db/schema";

import type { AuditAction, AuditRecordType } from "./audit-vocabulary";

export interface AuditEntry {
  orgId: number | null;
  userId: number | null;
  /** What was done, e.g. "create", "update", "remove", "login", "denied". */
  action: AuditAction;
  /** What kind of record, e.g. "organisation", "user", "session". */
  recordType: AuditRecordType;
  recordId?: string | number | null;
  detail?: Record<string, unknown>;
}

/** Who changed a record, and the organisation the record belongs to. */
export interface AuditActor {
  id: number;
  orgId: number | null;
}

/**
 * Records a change `actor` made to a record of their organisation; a client administrator's
 * change to another organisation's record names that organisation as the actor's `orgId`.
 */
export async function auditChange(
  db: Db,
  actor: AuditActor,
  action: AuditAction,
  recordType: AuditRecordType,
  recordId: string | number,
  detail?: Record<string, unknown>,
) {
  await recordAudit(db, {
    orgId: actor.orgId,
    userId: actor.id,
    action,
    recordType,
    recordId,
    ...(detail ? { detail } : {}),
  });
}

/** Every write records who, when, what and which record; call it inside the write's transaction. */
export async function recordAudit(db: Db, entry: AuditEntry | readonly AuditEntry[]) {
  const entries = Array.isArray(entry) ? entry : [entry as AuditEntry];
  if (entries.length === 0) return;
  // Several entries of one write go in as one statement.
  await db
    .insertInto("audit_log")
    .values(
      entries.map((e) => ({
        org_id: e.orgId,
        user_id: e.userId,
        action: e.action,
        record_type: e.recordType,
        record_id: e.recordId === undefined || e.recordId === null ? null : String(e.recordId),
        detail: e.detail ? JSON.stringify(e.detail) : null,
      })),
    )
    .execute();
}
