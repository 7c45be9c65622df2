import type { CurrentUser } from "~/auth/current-user";
import { notFound } from "~/auth/session.server";
import { getDb } from "~/db/db.server";

import { recordAudit } from "./audit.server";
import type { AuditRecordType } from "./audit-vocabulary";

/** Who is acting, as far as tenancy is concerned. */
export type Actor = Pick<CurrentUser, "id" | "orgId" | "administersClients">;

/**
 * An organisation's administrators see their own organisation; client administrators (users
 * marked administers_clients) see every organisation, and people not in any organisation yet.
 */
export function inScope(actor: Actor, orgId: number | null | undefined): boolean {
  if (actor.administersClients) return true;
  return orgId === actor.orgId;
}

/**
 * Answers a record that is not the actor's to see exactly like a missing one (404), and writes
 * the attempt to the activity log so an administrator can see who probed which id.
 */
export async function refuseOutOfScope(
  actor: Actor,
  request: Request,
  record: { type: AuditRecordType; id: string | number | null | undefined },
): Promise<never> {
  const db = await getDb();
  await recordAudit(db, {
    orgId: actor.orgId,
    userId: actor.id,
    action: "denied",
    recordType: record.type,
    recordId: record.id ?? null,
    detail: { method: request.method, path: new URL(request.url).pathname },
  });
  throw notFound();
}

export { containsPattern, isUniqueViolation } from "~/db/records.server";

/** Thrown by a service when an id names a record outside the actor's organisations. */
export class OutOfScopeError extends Error {
  constructor(
    readonly recordType: AuditRecordType,
    readonly recordId: string | number | null,
  ) {
    super(`${recordType} ${recordId ?? ""} is not in scope`);
  }
}

/** Runs a service call; a record out of scope becomes a logged 404. */
export async function withinScope<T>(
  actor: Actor,
  request: Request,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OutOfScopeError) {
      return refuseOutOfScope(actor, request, { type: error.recordType, id: error.recordId });
    }
    throw error;
  }
}
