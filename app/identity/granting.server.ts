import type { Tx } from "~/db/schema";

import { notYoursToGrant } from "./granting";
import { refused, type WriteResult } from "./results";
import type { Actor } from "./tenancy.server";

/** The role the actor holds in the organisation they are signed in to, read inside the write. */
export async function heldRole(
  tx: Tx,
  actor: Actor,
): Promise<{ roleId: number | null; privileges: number[] }> {
  const row = await tx
    .selectFrom("memberships as m")
    .innerJoin("roles as r", "r.id", "m.role_id")
    .select(["r.id", "r.privileges"])
    .where("m.user_id", "=", actor.id)
    .where("m.org_id", "=", actor.orgId)
    .executeTakeFirst();
  return { roleId: row?.id ?? null, privileges: row?.privileges ?? [] };
}

/**
 * An account the actor may not change: a client administrator's, unless the actor is one, or one
 * whose role holds privileges the actor may not give (changing its mail address would let the
 * actor reset its password and take it over).
 */
export async function beyondReach(
  tx: Tx,
  actor: Actor,
  held: readonly number[],
  user: { administers_clients: boolean; org_id: number | null; role_id: number | null },
): Promise<WriteResult | null> {
  if (user.administers_clients && !actor.administersClients) {
    return refused("accounts.users.clientAdministrator");
  }
  if (user.role_id === null) return null;
  const role = await tx
    .selectFrom("roles")
    .select("privileges")
    .where("id", "=", user.role_id)
    .executeTakeFirstOrThrow();
  if (notYoursToGrant(actor, held, user.org_id, role.privileges).length > 0) {
    return refused("accounts.users.holdsMore");
  }
  return null;
}
