/**
 * The AFE of a well: versions (the original and its supplements), each a list of lines per
 * phase and contract bundle, built from planned activities or typed in as free lines. Only
 * drafts change; approval records who approved and locks the version.
 */
import { sql } from "kysely";

import { nextAfeVersion } from "~/domain/cost/afe-versions";
import { translator } from "~/i18n/resources.server";
import { afeVersionApproved } from "~/notifications/afe-notify.server";
import type { Db } from "~/db/schema";
import { auditChange } from "~/identity/audit.server";

import { draftAfe } from "./afe-draft.server";
import type { Actor, WriteResult } from "./results";
import { versionName } from "./version-name";
import { abort, updateCurrent, write, type Tx, type VersionedId } from "./write.server";

// The activity log names a version as the screens do ("Supplement 2"), in its own language.
const loggedName = (versionNo: number) => versionName(translator("en"), versionNo);

async function assertWellInOrg(tx: Tx, orgId: number, wellId: number) {
  const well = await tx
    .selectFrom("wells")
    .select("id")
    .where("id", "=", wellId)
    .where("org_id", "=", orgId)
    .executeTakeFirst();
  if (!well) abort({ ok: false, reason: "notFound" });
}

export async function createAfeVersion(
  db: Db,
  actor: Actor,
  input: { wellId: number; reference: string | null; reason: string | null },
): Promise<WriteResult<{ id: number; versionNo: number }>> {
  return write(db, async (tx) => {
    await assertWellInOrg(tx, actor.orgId, input.wellId);
    const existing = await tx
      .selectFrom("afes")
      .select(["version_no as versionNo", "status"])
      .where("well_id", "=", input.wellId)
      .where("org_id", "=", actor.orgId)
      .execute();
    const next = nextAfeVersion(existing);
    if (!next.ok) abort({ ok: false, reason: next.reason });
    const { id } = await tx
      .insertInto("afes")
      .values({
        org_id: actor.orgId,
        well_id: input.wellId,
        version_no: next.versionNo,
        reference: input.reference,
        reason: input.reason,
        created_by: actor.id,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await auditChange(tx, actor, "create", "afe", id, {
      wellId: input.wellId,
      versionNo: next.versionNo,
      version: loggedName(next.versionNo),
      kind: next.kind,
    });
    return { id, versionNo: next.versionNo };
  });
}

export async function updateAfeVersion(
  db: Db,
  actor: Actor,
  input: VersionedId & { reference: string | null; reason: string | null },
): Promise<WriteResult> {
  return write(db, async (tx) => {
    await draftAfe(tx, actor.orgId, input.id, input.version);
    const columns = { reference: input.reference, reason: input.reason };
    await updateCurrent(tx, "afes", actor.orgId, input, columns);
    await auditChange(tx, actor, "update", "afe", input.id, columns);
    return { id: input.id };
  });
}

export async function removeAfeVersion(
  db: Db,
  actor: Actor,
  input: VersionedId,
): Promise<WriteResult> {
  return write(db, async (tx) => {
    const afe = await draftAfe(tx, actor.orgId, input.id, input.version);
    await tx
      .deleteFrom("afes")
      .where("id", "=", input.id)
      .where("org_id", "=", actor.orgId)
      .execute();
    await auditChange(tx, actor, "remove", "afe", input.id, {
      wellId: afe.well_id,
      versionNo: afe.version_no,
      version: loggedName(afe.version_no),
    });
    return { id: input.id };
  });
}

async function builderOf(tx: Tx, userId: number | null) {
  if (userId === null) return null;
  const user = await tx
    .selectFrom("users")
    .select(["id", "full_name as fullName"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return user ?? null;
}

/**
 * Authorises the version: its lines join the well's budget and it is locked from now on. The
 * person who built the version (started it) cannot approve it, whatever their privileges
 * (decision 040).
 */
export async function approveAfeVersion(
  db: Db,
  actor: Actor,
  input: VersionedId,
): Promise<WriteResult> {
  return write(db, async (tx) => {
    const afe = await draftAfe(tx, actor.orgId, input.id, input.version);
    const total = await tx
      .selectFrom("afe_lines")
      .select([
        (eb) => eb.fn.countAll<number>().as("lines"),
        (eb) => eb.fn.coalesce(eb.fn.sum<string>("amount"), sql<string>`0`).as("amount"),
      ])
      .where("afe_id", "=", input.id)
      .executeTakeFirstOrThrow();
    if (Number(total.lines) === 0) abort({ ok: false, reason: "emptyAfe" });
    const builder = await builderOf(tx, afe.created_by);
    if (afe.created_by === actor.id) {
      abort({ ok: false, reason: "ownAfe", builder: builder?.fullName ?? actor.fullName });
    }
    await updateCurrent(tx, "afes", actor.orgId, input, {
      status: "approved",
      approved_by: actor.id,
      approved_by_name: actor.fullName,
      approved_at: new Date(),
    });
    await auditChange(tx, actor, "approve", "afe", input.id, {
      wellId: afe.well_id,
      versionNo: afe.version_no,
      version: loggedName(afe.version_no),
      amount: total.amount,
      builtById: afe.created_by,
      builtBy: builder?.fullName ?? null,
      approvedBy: actor.fullName,
    });
    await afeVersionApproved(tx, actor, input.id);
    return { id: input.id };
  });
}

// The lines of a draft version live next door; callers find every AFE write here.
export {
  addFreeLine,
  addLinesFromActivities,
  removeAfeLine,
  updateAfeLine,
} from "./afe-lines.server";
