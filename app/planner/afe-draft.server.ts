/** The AFE version a write changes, which must still be a draft. */
import { isAfeEditable } from "~/domain/cost/afe-versions";

import { abort, type Tx } from "./write.server";

/** The version, which must still be a draft; `version` guards against a stale form. */
export async function draftAfe(tx: Tx, orgId: number, afeId: number, version?: number) {
  const afe = await tx
    .selectFrom("afes")
    .select(["id", "well_id", "version_no", "status", "version", "created_by"])
    .where("id", "=", afeId)
    .where("org_id", "=", orgId)
    .executeTakeFirst();
  if (!afe) abort({ ok: false, reason: "notFound" });
  if (!isAfeEditable(afe.status)) abort({ ok: false, reason: "locked" });
  if (version !== undefined && afe.version !== version) abort({ ok: false, reason: "conflict" });
  return afe;
}

/**
 * The draft version whose lines a write is about to change, bumped so that an approval offered
 * before the change no longer matches: what is approved is what the approver saw. The bump waits
 * for, and then refuses after, an approval committed meanwhile.
 */
export async function changeDraftLines(tx: Tx, orgId: number, afeId: number) {
  const bumped = await tx
    .updateTable("afes")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", afeId)
    .where("org_id", "=", orgId)
    .where("status", "=", "draft")
    .returning("id")
    .executeTakeFirst();
  if (!bumped) await draftAfe(tx, orgId, afeId);
  return draftAfe(tx, orgId, afeId);
}
