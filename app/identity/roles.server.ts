import { sql } from "kysely";

import { getDb } from "~/db/db.server";
import type { Tx } from "~/db/schema";

import { auditChange } from "./audit.server";
import { notYoursToGrant } from "./granting";
import { heldRole } from "./granting.server";
import { accountPage, peopleCount } from "./lists.server";
import type { PageWindow } from "./paging";
import { CONFLICT, done, refused, type WriteResult } from "./results";
import type { RoleInput } from "./schemas";
import { OutOfScopeError, containsPattern, inScope, type Actor } from "./tenancy.server";
import { identityWrite, isStale, takenName } from "./writes.server";

// Roles: a named set of privileges 1–14 within one organisation. Nobody puts into a role a
// privilege they do not hold, and nobody changes the role they hold (decision 017).

export interface RoleRow {
  id: number;
  orgId: number;
  orgName: string;
  name: string;
  privileges: number[];
  userCount: number;
  version: number;
}

export async function listRoles(
  actor: Actor,
  query: { q?: string; page: number },
): Promise<{ rows: RoleRow[]; window: PageWindow }> {
  const db = await getDb();
  const pattern = containsPattern(query.q ?? "");
  const base = db
    .selectFrom("roles as r")
    .innerJoin("organisations as o", "o.id", "r.org_id")
    .$if(!actor.administersClients, (qb) => qb.where("r.org_id", "=", actor.orgId))
    .$if(Boolean(query.q), (qb) =>
      qb.where((eb) => eb.or([eb("r.name", "ilike", pattern), eb("o.name", "ilike", pattern)])),
    );
  const { window, onePage } = await accountPage(base, query.page);
  const rows = await onePage
    .select([
      "r.id",
      "r.org_id",
      "o.name as org_name",
      "r.name",
      "r.privileges",
      "r.version",
      peopleCount("role_id", "r.id").as("user_count"),
    ])
    .orderBy(sql`lower(o.name)`)
    .orderBy(sql`lower(r.name)`)
    .execute();
  return {
    window,
    rows: rows.map((row) => ({
      id: row.id,
      orgId: row.org_id,
      orgName: row.org_name,
      name: row.name,
      privileges: [...row.privileges].sort((a, b) => a - b),
      userCount: Number(row.user_count ?? 0),
      version: row.version,
    })),
  };
}

/** Roles the actor may assign, for the user form's role list (grouped by organisation there). */
export async function roleChoices(actor: Actor) {
  const db = await getDb();
  return db
    .selectFrom("roles")
    .select(["id", "org_id as orgId", "name"])
    .$if(!actor.administersClients, (qb) => qb.where("org_id", "=", actor.orgId))
    .orderBy(sql`lower(name)`)
    .execute();
}

export async function getRole(actor: Actor, id: number): Promise<RoleRow> {
  const db = await getDb();
  const row = await db
    .selectFrom("roles as r")
    .innerJoin("organisations as o", "o.id", "r.org_id")
    .select(["r.id", "r.org_id", "o.name as org_name", "r.name", "r.privileges", "r.version"])
    .where("r.id", "=", id)
    .executeTakeFirst();
  if (!row || !inScope(actor, row.org_id)) throw new OutOfScopeError("role", id);
  return {
    id: row.id,
    orgId: row.org_id,
    orgName: row.org_name,
    name: row.name,
    privileges: [...row.privileges].sort((a, b) => a - b),
    userCount: 0,
    version: row.version,
  };
}

const NAME_TAKEN = "accounts.roles.nameTaken";
const NOT_YOURS = "accounts.roles.notYoursToGrant";
const HOLDS_MORE = "accounts.roles.holdsMore";

async function checkOrganisation(tx: Tx, actor: Actor, orgId: number) {
  if (!inScope(actor, orgId)) throw new OutOfScopeError("organisation", orgId);
  const org = await tx
    .selectFrom("organisations")
    .select("id")
    .where("id", "=", orgId)
    .executeTakeFirst();
  if (!org) throw new OutOfScopeError("organisation", orgId);
}

export async function createRole(actor: Actor, input: RoleInput): Promise<WriteResult<number>> {
  return identityWrite(takenName(NAME_TAKEN), async (tx) => {
    await checkOrganisation(tx, actor, input.orgId);
    const held = await heldRole(tx, actor);
    if (notYoursToGrant(actor, held.privileges, input.orgId, input.privileges).length > 0) {
      return refused(NOT_YOURS, "privileges");
    }
    const role = await tx
      .insertInto("roles")
      .values({ org_id: input.orgId, name: input.name, privileges: input.privileges })
      .returning("id")
      .executeTakeFirstOrThrow();
    await auditChange(tx, { id: actor.id, orgId: input.orgId }, "create", "role", role.id, {
      name: input.name,
      privileges: input.privileges,
    });
    return done(role.id);
  });
}

async function lockedRole(tx: Tx, actor: Actor, id: number) {
  const role = await tx
    .selectFrom("roles")
    .selectAll()
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  if (!role || !inScope(actor, role.org_id)) throw new OutOfScopeError("role", id);
  return role;
}

/** A role stays in its organisation; its name and privileges change. */
export async function updateRole(
  actor: Actor,
  input: RoleInput & { id: number },
): Promise<WriteResult> {
  return identityWrite(takenName(NAME_TAKEN), async (tx) => {
    const role = await lockedRole(tx, actor, input.id);
    if (input.orgId !== role.org_id) throw new OutOfScopeError("role", input.id);
    if (isStale(input.version, role.version)) return refused(CONFLICT);
    const held = await heldRole(tx, actor);
    // Widening it would raise the holder themselves; narrowing it could lock them out.
    if (held.roleId === role.id) return refused("accounts.roles.yourOwnRole");
    // Narrowing a role that holds more would lower whoever holds it to the actor's reach.
    if (notYoursToGrant(actor, held.privileges, role.org_id, role.privileges).length > 0) {
      return refused(HOLDS_MORE);
    }
    const added = input.privileges.filter((privilege) => !role.privileges.includes(privilege));
    if (notYoursToGrant(actor, held.privileges, role.org_id, added).length > 0) {
      return refused(NOT_YOURS, "privileges");
    }
    await tx
      .updateTable("roles")
      .set({ name: input.name, privileges: input.privileges, version: role.version + 1 })
      .where("id", "=", role.id)
      .execute();
    await auditChange(tx, { id: actor.id, orgId: role.org_id }, "update", "role", role.id, {
      name: input.name,
      privileges: input.privileges,
      previousPrivileges: [...role.privileges].sort((a, b) => a - b),
    });
    return done();
  });
}

/** Only a role nobody holds can go, so no user is left without privileges by accident. */
export async function removeRole(
  actor: Actor,
  input: { id: number; version?: number | undefined },
): Promise<WriteResult> {
  const db = await getDb();
  return db.transaction().execute(async (tx): Promise<WriteResult> => {
    const role = await lockedRole(tx, actor, input.id);
    if (isStale(input.version, role.version)) return refused(CONFLICT);
    const held = await heldRole(tx, actor);
    if (notYoursToGrant(actor, held.privileges, role.org_id, role.privileges).length > 0) {
      return refused(HOLDS_MORE);
    }
    const holder = await tx
      .selectFrom("memberships")
      .select("user_id")
      .where("role_id", "=", role.id)
      .executeTakeFirst();
    if (holder) return refused("accounts.roles.inUse");
    await tx.deleteFrom("roles").where("id", "=", role.id).execute();
    await auditChange(tx, { id: actor.id, orgId: role.org_id }, "remove", "role", role.id, {
      name: role.name,
    });
    return done();
  });
}
