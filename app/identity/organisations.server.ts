import { sql } from "kysely";

import { ALL_PRIVILEGES } from "~/auth/privileges";
import { getDb } from "~/db/db.server";
import type { Db, Tx } from "~/db/schema";

import { auditChange } from "./audit.server";
import { fileUrl, storeFile, type StoredImage } from "./files.server";
import { accountPage, peopleCount } from "./lists.server";
import type { PageWindow } from "./paging";
import { CONFLICT, done, refused, type WriteResult } from "./results";
import type { OrganisationInput } from "./schemas";
import { OutOfScopeError, containsPattern, inScope, type Actor } from "./tenancy.server";
import { identityWrite, isStale, takenName } from "./writes.server";

// Client organisations (spec: "Client Details" and the organisation part of "Manage Account").

export interface OrganisationRow {
  id: number;
  name: string;
  isActive: boolean;
  bgColor: string;
  logoUrl: string | null;
  userCount: number;
}

export interface OrganisationList {
  rows: OrganisationRow[];
  window: PageWindow;
}

export async function listOrganisations(
  actor: Actor,
  query: { q?: string; page: number },
): Promise<OrganisationList> {
  const db = await getDb();
  const base = db
    .selectFrom("organisations as o")
    .$if(!actor.administersClients, (qb) => qb.where("o.id", "=", actor.orgId))
    .$if(Boolean(query.q), (qb) => qb.where("o.name", "ilike", containsPattern(query.q ?? "")));
  const { window, onePage } = await accountPage(base, query.page);
  const rows = await onePage
    .select([
      "o.id",
      "o.name",
      "o.is_active",
      "o.bg_color",
      "o.logo_file_id",
      peopleCount("org_id", "o.id").as("user_count"),
    ])
    .orderBy(sql`lower(o.name)`)
    .orderBy("o.id")
    .execute();
  return {
    window,
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      isActive: row.is_active,
      bgColor: row.bg_color,
      logoUrl: fileUrl(row.logo_file_id),
      userCount: Number(row.user_count ?? 0),
    })),
  };
}

/** Every organisation the actor may pick in a form (the own one only for an organisation's admin). */
export async function organisationChoices(actor: Actor) {
  const db = await getDb();
  return db
    .selectFrom("organisations")
    .select(["id", "name", "is_active as isActive"])
    .$if(!actor.administersClients, (qb) => qb.where("id", "=", actor.orgId))
    .orderBy(sql`lower(name)`)
    .execute();
}

export interface OrganisationDetail extends OrganisationRow {
  version: number;
  createdAt: string;
  wellCount: number;
  users: {
    id: number;
    username: string;
    fullName: string;
    email: string | null;
    roleName: string;
    isActive: boolean;
  }[];
}

async function countWells(db: Db, orgId: number): Promise<number> {
  const { count } = await db
    .selectFrom("wells")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("org_id", "=", orgId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function getOrganisation(actor: Actor, id: number): Promise<OrganisationDetail> {
  if (!inScope(actor, id)) throw new OutOfScopeError("organisation", id);
  const db = await getDb();
  const org = await db
    .selectFrom("organisations")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!org) throw new OutOfScopeError("organisation", id);
  const users = await db
    .selectFrom("memberships as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .innerJoin("roles as r", "r.id", "m.role_id")
    .select(["u.id", "u.username", "u.full_name", "u.email", "u.is_active", "r.name as role_name"])
    .where("m.org_id", "=", id)
    .where("u.removed_at", "is", null)
    .orderBy(sql`lower(u.full_name)`)
    .execute();
  return {
    id: org.id,
    name: org.name,
    isActive: org.is_active,
    bgColor: org.bg_color,
    logoUrl: fileUrl(org.logo_file_id),
    version: org.version,
    createdAt: new Date(org.created_at).toISOString(),
    userCount: users.length,
    wellCount: await countWells(db, org.id),
    users: users.map((user) => ({
      id: user.id,
      username: user.username,
      fullName: user.full_name,
      email: user.email,
      roleName: user.role_name,
      isActive: user.is_active,
    })),
  };
}

const NAME_TAKEN = "accounts.organisations.nameTaken";

/** Only client administrators take in new client organisations. */
export async function createOrganisation(
  actor: Actor,
  input: OrganisationInput,
  logo: StoredImage | null,
): Promise<WriteResult<number>> {
  if (!actor.administersClients) throw new OutOfScopeError("organisation", null);
  return identityWrite(takenName(NAME_TAKEN), async (tx) => {
    const org = await tx
      .insertInto("organisations")
      .values({ name: input.name, bg_color: input.bgColor, logo_file_id: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (logo) {
      const fileId = await storeFile(tx, org.id, logo);
      await tx
        .updateTable("organisations")
        .set({ logo_file_id: fileId })
        .where("id", "=", org.id)
        .execute();
    }
    // A new organisation starts with one role that can do everything; its admin refines it.
    const role = await tx
      .insertInto("roles")
      .values({ org_id: org.id, name: "Administrator", privileges: [...ALL_PRIVILEGES] })
      .returning("id")
      .executeTakeFirstOrThrow();
    await auditChange(tx, { id: actor.id, orgId: org.id }, "create", "organisation", org.id, {
      name: input.name,
      bgColor: input.bgColor,
      logo: Boolean(logo),
    });
    await auditChange(tx, { id: actor.id, orgId: org.id }, "create", "role", role.id, {
      name: "Administrator",
      privileges: [...ALL_PRIVILEGES],
    });
    return done(org.id);
  });
}

async function lockedOrganisation(tx: Tx, actor: Actor, id: number) {
  if (!inScope(actor, id)) throw new OutOfScopeError("organisation", id);
  const org = await tx
    .selectFrom("organisations")
    .selectAll()
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  if (!org) throw new OutOfScopeError("organisation", id);
  return org;
}

/** Name, colour, logo and the active flag; deactivating signs the organisation's users out. */
export async function updateOrganisation(
  actor: Actor,
  input: OrganisationInput & { id: number },
  logo: StoredImage | null,
): Promise<WriteResult> {
  return identityWrite(takenName(NAME_TAKEN), async (tx) => {
    const org = await lockedOrganisation(tx, actor, input.id);
    if (isStale(input.version, org.version)) return refused(CONFLICT);
    if (!input.isActive && org.id === actor.orgId) {
      return refused("accounts.organisations.cannotDeactivateOwn", "isActive");
    }
    let logoFileId = org.logo_file_id;
    if (logo) logoFileId = await storeFile(tx, org.id, logo);
    await tx
      .updateTable("organisations")
      .set({
        name: input.name,
        bg_color: input.bgColor,
        is_active: input.isActive,
        logo_file_id: logoFileId,
        version: org.version + 1,
      })
      .where("id", "=", org.id)
      .execute();
    if (logo && org.logo_file_id) {
      await tx.deleteFrom("files").where("id", "=", org.logo_file_id).execute();
    }
    const changes: Record<string, unknown> = {};
    if (org.name !== input.name) changes.name = input.name;
    if (org.bg_color !== input.bgColor) changes.bgColor = input.bgColor;
    if (logo) changes.logo = true;
    if (Object.keys(changes).length > 0) {
      await auditChange(
        tx,
        { id: actor.id, orgId: org.id },
        "update",
        "organisation",
        org.id,
        changes,
      );
    }
    if (org.is_active !== input.isActive) {
      if (!input.isActive) await tx.deleteFrom("sessions").where("org_id", "=", org.id).execute();
      await auditChange(
        tx,
        { id: actor.id, orgId: org.id },
        input.isActive ? "activate" : "deactivate",
        "organisation",
        org.id,
      );
    }
    return done();
  });
}
