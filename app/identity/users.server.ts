import { sql } from "kysely";

import { hashPassword } from "~/auth/password.server";
import { Privilege } from "~/auth/privileges";
import { getDb } from "~/db/db.server";
import type { Db, Tx } from "~/db/schema";

import { auditChange } from "./audit.server";
import { notYoursToGrant } from "./granting";
import { beyondReach, heldRole } from "./granting.server";
import { accountPage } from "./lists.server";
import type { PageWindow } from "./paging";
import { endAccountLinks } from "./registration.server";
import { CONFLICT, done, refused, type WriteResult } from "./results";
import type { UserInput } from "./schemas";
import {
  OutOfScopeError,
  containsPattern,
  inScope,
  isUniqueViolation,
  type Actor,
} from "./tenancy.server";
import { identityWrite, isStale, type DuplicateAnswer } from "./writes.server";

// The users of client organisations: list, add, edit (role, active flag), remove. Nobody assigns
// a role holding privileges they do not hold, nor changes an account that holds such privileges
// or a client administrator's account without being one (decision 017).

export interface UserRow {
  id: number;
  username: string;
  fullName: string;
  email: string | null;
  isActive: boolean;
  administersClients: boolean;
  orgId: number | null;
  orgName: string | null;
  roleId: number | null;
  roleName: string | null;
  version: number;
}

function usersInScope(db: Db, actor: Actor) {
  return db
    .selectFrom("users as u")
    .leftJoin("memberships as m", "m.user_id", "u.id")
    .leftJoin("organisations as o", "o.id", "m.org_id")
    .leftJoin("roles as r", "r.id", "m.role_id")
    .where("u.removed_at", "is", null)
    .$if(!actor.administersClients, (qb) => qb.where("m.org_id", "=", actor.orgId));
}

const USER_COLUMNS = [
  "u.id",
  "u.username",
  "u.full_name",
  "u.email",
  "u.is_active",
  "u.administers_clients",
  "u.version",
  "m.org_id",
  "o.name as org_name",
  "m.role_id",
  "r.name as role_name",
] as const;

function toUserRow(row: {
  id: number;
  username: string;
  full_name: string;
  email: string | null;
  is_active: boolean;
  administers_clients: boolean;
  version: number;
  org_id: number | null;
  org_name: string | null;
  role_id: number | null;
  role_name: string | null;
}): UserRow {
  return {
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    email: row.email,
    isActive: row.is_active,
    administersClients: row.administers_clients,
    orgId: row.org_id,
    orgName: row.org_name,
    roleId: row.role_id,
    roleName: row.role_name,
    version: row.version,
  };
}

export async function listUsers(
  actor: Actor,
  query: { q?: string; page: number },
): Promise<{ rows: UserRow[]; window: PageWindow }> {
  const db = await getDb();
  const pattern = containsPattern(query.q ?? "");
  const base = usersInScope(db, actor).$if(Boolean(query.q), (qb) =>
    qb.where((eb) =>
      eb.or([
        eb("u.username", "ilike", pattern),
        eb("u.full_name", "ilike", pattern),
        eb("u.email", "ilike", pattern),
        eb("o.name", "ilike", pattern),
      ]),
    ),
  );
  const { window, onePage } = await accountPage(base, query.page);
  const rows = await onePage
    .select([...USER_COLUMNS])
    // People waiting for access first, so a client administrator sees them at once.
    .orderBy(sql`m.org_id is null`, "desc")
    .orderBy(sql`lower(u.full_name)`)
    .orderBy("u.id")
    .execute();
  return { window, rows: rows.map(toUserRow) };
}

export async function getUser(actor: Actor, id: number): Promise<UserRow> {
  const db = await getDb();
  const row = await usersInScope(db, actor)
    .select([...USER_COLUMNS])
    .where("u.id", "=", id)
    .executeTakeFirst();
  if (!row) throw new OutOfScopeError("user", id);
  return toUserRow(row);
}

/** The organisation must be the actor's to manage, and the role must belong to it. */
async function checkAssignment(
  tx: Tx,
  actor: Actor,
  orgId: number,
  roleId: number,
): Promise<{ privileges: number[] } | { error: string; field: string }> {
  if (!inScope(actor, orgId)) throw new OutOfScopeError("organisation", orgId);
  const org = await tx
    .selectFrom("organisations")
    .select("id")
    .where("id", "=", orgId)
    .executeTakeFirst();
  if (!org) throw new OutOfScopeError("organisation", orgId);
  const role = await tx
    .selectFrom("roles")
    .select(["org_id", "privileges"])
    .where("id", "=", roleId)
    .executeTakeFirst();
  if (!role || !inScope(actor, role.org_id)) throw new OutOfScopeError("role", roleId);
  if (role.org_id !== orgId)
    return { error: "accounts.users.roleNotInOrganisation", field: "roleId" };
  return { privileges: role.privileges };
}

const NOT_YOURS = "accounts.users.notYoursToGrant";

const uniqueField: DuplicateAnswer = (error) => {
  if (isUniqueViolation(error, "users_username_key")) {
    return refused("accounts.users.usernameTaken", "username");
  }
  if (isUniqueViolation(error, "users_email_key")) {
    return refused("accounts.users.emailTaken", "email");
  }
  return null;
};

export async function createUser(
  actor: Actor,
  input: UserInput & { password: string },
): Promise<WriteResult<number>> {
  const passwordHash = await hashPassword(input.password);
  return identityWrite(uniqueField, async (tx) => {
    const assignment = await checkAssignment(tx, actor, input.orgId, input.roleId);
    if ("error" in assignment) return refused(assignment.error, assignment.field);
    const held = await heldRole(tx, actor);
    if (notYoursToGrant(actor, held.privileges, input.orgId, assignment.privileges).length > 0) {
      return refused(NOT_YOURS, "roleId");
    }
    const user = await tx
      .insertInto("users")
      .values({
        username: input.username,
        full_name: input.fullName,
        email: input.email ?? null,
        password_hash: passwordHash,
        avatar_file_id: null,
        language: null,
        administers_clients: actor.administersClients && input.administersClients,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await tx
      .insertInto("memberships")
      .values({ user_id: user.id, org_id: input.orgId, role_id: input.roleId })
      .execute();
    await auditChange(tx, { id: actor.id, orgId: input.orgId }, "create", "user", user.id, {
      username: input.username,
      roleId: input.roleId,
    });
    return done(user.id);
  });
}

async function lockedUser(tx: Tx, actor: Actor, id: number) {
  const row = await usersInScope(tx, actor)
    .select([...USER_COLUMNS])
    .where("u.id", "=", id)
    .forUpdate("u")
    .executeTakeFirst();
  if (!row) throw new OutOfScopeError("user", id);
  return row;
}

export async function updateUser(
  actor: Actor,
  input: UserInput & { id: number },
): Promise<WriteResult> {
  return identityWrite(uniqueField, async (tx) => {
    const user = await lockedUser(tx, actor, input.id);
    if (isStale(input.version, user.version)) return refused(CONFLICT);
    const assignment = await checkAssignment(tx, actor, input.orgId, input.roleId);
    if ("error" in assignment) return refused(assignment.error, assignment.field);
    const held = await heldRole(tx, actor);
    const unreachable = await beyondReach(tx, actor, held.privileges, user);
    if (unreachable) return unreachable;
    const reassigned = user.org_id !== input.orgId || user.role_id !== input.roleId;
    if (
      reassigned &&
      notYoursToGrant(actor, held.privileges, input.orgId, assignment.privileges).length > 0
    ) {
      return refused(NOT_YOURS, "roleId");
    }
    const administersClients = actor.administersClients
      ? input.administersClients
      : user.administers_clients;
    if (user.id === actor.id) {
      // Nobody locks themselves out: they keep their organisation, Manage Accounts and access.
      if (!input.isActive) return refused("accounts.users.notYourself", "isActive");
      if (input.orgId !== user.org_id) return refused("accounts.users.notYourself", "orgId");
      if (!assignment.privileges.includes(Privilege.ManageAccounts)) {
        return refused("accounts.users.wouldLockYouOut", "roleId");
      }
      if (user.administers_clients && !administersClients) {
        return refused("accounts.users.notYourself", "administersClients");
      }
    }
    // A reset or confirmation link sent to the old address must not outlive the change.
    if ((user.email ?? "").trim().toLowerCase() !== (input.email ?? "").trim().toLowerCase()) {
      await endAccountLinks(tx, user.id);
    }
    await tx
      .updateTable("users")
      .set({
        full_name: input.fullName,
        username: input.username,
        email: input.email ?? null,
        is_active: input.isActive,
        administers_clients: administersClients,
        version: user.version + 1,
      })
      .where("id", "=", user.id)
      .execute();

    const movedOrganisation = user.org_id !== input.orgId;
    if (movedOrganisation) {
      await tx.deleteFrom("memberships").where("user_id", "=", user.id).execute();
      await tx
        .insertInto("memberships")
        .values({ user_id: user.id, org_id: input.orgId, role_id: input.roleId })
        .execute();
      // Sessions belong to one organisation; a pending user's session is bound on their next visit.
      await tx
        .deleteFrom("sessions")
        .where("user_id", "=", user.id)
        .where("org_id", "is not", null)
        .execute();
    } else if (user.role_id !== input.roleId) {
      await tx
        .updateTable("memberships")
        .set({ role_id: input.roleId })
        .where("user_id", "=", user.id)
        .where("org_id", "=", input.orgId)
        .execute();
    }
    if (!input.isActive) await tx.deleteFrom("sessions").where("user_id", "=", user.id).execute();

    const changes: Record<string, unknown> = {};
    if (user.full_name !== input.fullName) changes.fullName = input.fullName;
    if (user.username !== input.username) changes.username = input.username;
    if ((user.email ?? null) !== (input.email ?? null)) changes.email = input.email ?? null;
    if (user.administers_clients !== administersClients) {
      changes.administersClients = administersClients;
    }
    // Logged in the organisation the user now belongs to.
    const changer = { id: actor.id, orgId: input.orgId };
    if (Object.keys(changes).length > 0) {
      await auditChange(tx, changer, "update", "user", user.id, changes);
    }
    if (movedOrganisation || user.role_id !== input.roleId) {
      await auditChange(tx, changer, "assign-role", "user", user.id, {
        orgId: input.orgId,
        roleId: input.roleId,
        previousOrgId: user.org_id,
      });
    }
    if (user.is_active !== input.isActive) {
      const action = input.isActive ? "activate" : "deactivate";
      await auditChange(tx, changer, action, "user", user.id);
    }
    return done();
  });
}

/**
 * The user row stays, so the activity log still names who did what; the person can no longer
 * sign in, is signed out at once and disappears from the lists.
 */
export async function removeUser(
  actor: Actor,
  input: { id: number; version?: number | undefined },
): Promise<WriteResult> {
  const db = await getDb();
  return db.transaction().execute(async (tx): Promise<WriteResult> => {
    const user = await lockedUser(tx, actor, input.id);
    if (user.id === actor.id) return refused("accounts.users.notYourself");
    if (isStale(input.version, user.version)) return refused(CONFLICT);
    const unreachable = await beyondReach(tx, actor, (await heldRole(tx, actor)).privileges, user);
    if (unreachable) return unreachable;
    await tx
      .updateTable("users")
      .set({ removed_at: new Date(), is_active: false, version: user.version + 1 })
      .where("id", "=", user.id)
      .execute();
    await tx.deleteFrom("sessions").where("user_id", "=", user.id).execute();
    // The membership goes too (the log keeps which organisation it was), freeing the role.
    await tx.deleteFrom("memberships").where("user_id", "=", user.id).execute();
    await tx
      .updateTable("account_tokens")
      .set({ used_at: new Date() })
      .where("user_id", "=", user.id)
      .where("used_at", "is", null)
      .execute();
    await auditChange(tx, { id: actor.id, orgId: user.org_id }, "remove", "user", user.id, {
      username: user.username,
    });
    return done();
  });
}
