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
