import { sql } from "kysely";

import { getDb } from "~/db/db.server";

import { accountPage } from "./lists.server";
import type { PageWindow } from "./paging";
import type { AuditFilter } from "./schemas";
import { OutOfScopeError, inScope, type Actor } from "./tenancy.server";

// The Log Activity screen: the audit log of the actor's organisation (every organisation, and
// entries of people not in one yet, for a client administrator).

export interface ActivityRow {
  id: number;
  at: string;
  userName: string | null;
  username: string | null;
  orgName: string | null;
  action: string;
  recordType: string;
  recordId: string | null;
  detail: string | null;
}

async function checkFilterScope(actor: Actor, filter: AuditFilter) {
  const db = await getDb();
  if (filter.org !== undefined && !inScope(actor, filter.org)) {
    throw new OutOfScopeError("organisation", filter.org);
  }
  if (filter.user !== undefined && !actor.administersClients) {
    // Someone who belongs, or acted in the organisation (e.g. a removed user, a client administrator).
    const member = await db
      .selectFrom("audit_log")
      .select("id")
      .where("org_id", "=", actor.orgId)
      .where("user_id", "=", filter.user)
      .limit(1)
      .executeTakeFirst();
    const current = await db
      .selectFrom("memberships")
      .select("user_id")
      .where("user_id", "=", filter.user)
      .where("org_id", "=", actor.orgId)
      .executeTakeFirst();
    if (!member && !current) throw new OutOfScopeError("user", filter.user);
  }
}

export async function listActivity(
  actor: Actor,
  filter: AuditFilter,
  page: number,
): Promise<{ rows: ActivityRow[]; window: PageWindow }> {
  await checkFilterScope(actor, filter);
  const db = await getDb();
  const base = db
    .selectFrom("audit_log as a")
    .leftJoin("users as u", "u.id", "a.user_id")
    .leftJoin("organisations as o", "o.id", "a.org_id")
    .$if(!actor.administersClients, (qb) => qb.where("a.org_id", "=", actor.orgId))
    .$if(filter.org !== undefined, (qb) => qb.where("a.org_id", "=", filter.org!))
    .$if(filter.user !== undefined, (qb) => qb.where("a.user_id", "=", filter.user!))
    .$if(Boolean(filter.action), (qb) => qb.where("a.action", "=", filter.action!))
    .$if(Boolean(filter.recordType), (qb) => qb.where("a.record_type", "=", filter.recordType!))
    .$if(Boolean(filter.from), (qb) =>
      qb.where("a.at", ">=", sql<Date>`${filter.from}::date::timestamp at time zone 'UTC'`),
    )
    .$if(Boolean(filter.to), (qb) =>
      qb.where("a.at", "<", sql<Date>`(${filter.to}::date + 1)::timestamp at time zone 'UTC'`),
    );
  const { window, onePage } = await accountPage(base, page);
  const rows = await onePage
    .select([
      "a.id",
      "a.at",
      "u.full_name",
      "u.username",
      "o.name as org_name",
      "a.action",
      "a.record_type",
      "a.record_id",
      sql<string | null>`a.detail::text`.as("detail"),
    ])
    .orderBy("a.at", "desc")
    .orderBy("a.id", "desc")
    .execute();
  return {
    window,
    rows: rows.map((row) => ({
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      userName: row.full_name,
      username: row.username,
      orgName: row.org_name,
      action: row.action,
      recordType: row.record_type,
      recordId: row.record_id,
      detail: row.detail,
    })),
  };
}

/** What the filters offer: people, actions and record types that occur in the actor's log. */
export async function activityFilterOptions(actor: Actor) {
  const db = await getDb();
  const scoped = db
    .selectFrom("audit_log")
    .$if(!actor.administersClients, (qb) => qb.where("org_id", "=", actor.orgId));
  const [actions, recordTypes, users] = await Promise.all([
    scoped.select("action").distinct().orderBy("action").execute(),
    scoped.select("record_type").distinct().orderBy("record_type").execute(),
    db
      .selectFrom("users as u")
      .select(["u.id", "u.full_name", "u.username"])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("audit_log as a")
            .select("a.id")
            .whereRef("a.user_id", "=", "u.id")
            .$if(!actor.administersClients, (qb) => qb.where("a.org_id", "=", actor.orgId)),
        ),
      )
      .orderBy(sql`lower(u.full_name)`)
      .execute(),
  ]);
  return {
    actions: actions.map((row) => row.action),
    recordTypes: recordTypes.map((row) => row.record_type),
    users: users.map((row) => ({ id: row.id, label: `${row.full_name} (${row.username})` })),
  };
}
