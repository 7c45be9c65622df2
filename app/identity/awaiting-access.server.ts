import { getDb } from "~/db/db.server";
import type { AwaitingAccess } from "~/auth/session.server";

/**
 * When an administrator has since given the waiting user a membership (in an active
 * organisation), their session joins that organisation; returns whether it did.
 */
export async function bindToMembership(waiting: AwaitingAccess): Promise<boolean> {
  const db = await getDb();
  const membership = await db
    .selectFrom("memberships as m")
    .innerJoin("organisations as o", "o.id", "m.org_id")
    .select("m.org_id")
    .where("m.user_id", "=", waiting.userId)
    .where("o.is_active", "=", true)
    .orderBy("m.created_at")
    .executeTakeFirst();
  if (!membership) return false;
  await db
    .updateTable("sessions")
    .set({ org_id: membership.org_id })
    .where("id", "=", waiting.sessionId)
    .execute();
  return true;
}
