/**
 * Telling people, inside the transaction of whatever caused it: a notification in the app and a
 * queued mail, each as the person chose for the kind, announced to every listening process once
 * the transaction commits. Who is told is decided before, by the rules.
 */

import type { Db } from "~/db/schema";

import { announce, ensureListening } from "./bus.server";
import type { NotificationDetail, NotificationKind, NotificationPreference } from "./kinds";
import type { MailJob } from "./mail-job";
import { sendQueuedMail } from "./mail-jobs.server";
import { preferenceFor } from "./recipients";

type Tx = Db;

export interface OrgMember {
  id: number;
  fullName: string;
  email: string | null;
  privileges: number[];
}

/** Makes sure this process hears what it announces (scripts and tests open the database otherwise). */
export function listenForAnnouncements(): void {
  // This process hears its own announcements too: the mail they carry is sent by whichever
  // listening process claims it first.
  sendQueuedMail();
  // Started when the database opened; here only for engines opened another way (scripts,
  // tests). Never awaited: the step does not wait on, or fail with, the listening connection.
  ensureListening().catch((error: unknown) => console.error("Not listening:", error));
}

/** The organisation's active people and what they may do. */
export async function membersOf(tx: Tx, orgId: number): Promise<OrgMember[]> {
  const rows = await tx
    .selectFrom("memberships as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .innerJoin("roles as r", "r.id", "m.role_id")
    .select(["u.id", "u.full_name", "u.email", "r.privileges"])
    .where("m.org_id", "=", orgId)
    .where("u.is_active", "=", true)
    .where("u.removed_at", "is", null)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    privileges: row.privileges,
  }));
}

/** Inserts the subject's claim; false when it was claimed before (by any process). */
export async function claimOnce(tx: Tx, orgId: number, subject: string): Promise<boolean> {
  const claimed = await tx
    .insertInto("notification_claims")
    .values({ org_id: orgId, subject })
    .onConflict((oc) => oc.columns(["org_id", "subject"]).doNothing())
    .returning("subject")
    .executeTakeFirst();
  return claimed !== undefined;
}

export interface Telling {
  orgId: number;
  kind: NotificationKind;
  userIds: readonly number[];
  detail: NotificationDetail;
  /** The organisation's people, as `membersOf` read them: nobody else is ever told. */
  people: readonly OrgMember[];
  reportId?: number | null;
  actorId?: number | null;
}

/** Tells each of `userIds` who is one of `people`, in the app and by mail as they chose. */
export async function tell(tx: Tx, telling: Telling): Promise<void> {
  const { orgId, kind, detail } = telling;
  const told = telling.userIds.filter((id) => telling.people.some((person) => person.id === id));
  if (told.length === 0) return;
  const chosen = await preferencesOf(tx, orgId, told);
  for (const userId of told) {
    const preference = preferenceFor(chosen, userId, kind);
    if (preference.inApp) {
      const row = await tx
        .insertInto("notifications")
        .values({
          org_id: orgId,
          user_id: userId,
          kind,
          report_id: telling.reportId ?? null,
          actor_id: telling.actorId ?? null,
          detail: JSON.stringify(detail),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await announce(tx, { type: "notification", orgId, userId, id: row.id });
    }
    const email = telling.people.find((person) => person.id === userId)?.email;
    if (preference.byMail && email) {
      await queueMail(tx, orgId, { type: "notification", userId, kind, detail });
    }
  }
}

export async function queueMail(tx: Tx, orgId: number, job: MailJob): Promise<void> {
  const row = await tx
    .insertInto("mail_jobs")
    .values({ org_id: orgId, payload: JSON.stringify(job) })
    .returning("id")
    .executeTakeFirstOrThrow();
  await announce(tx, { type: "mail", jobId: row.id });
}

async function preferencesOf(
  tx: Tx,
  orgId: number,
  userIds: readonly number[],
): Promise<Map<string, NotificationPreference>> {
  const rows = await tx
    .selectFrom("notification_preferences")
    .select(["user_id", "kind", "in_app", "by_mail"])
    .where("org_id", "=", orgId)
    .where("user_id", "in", userIds)
    .execute();
  return new Map(
    rows.map((row) => [`${row.user_id}:${row.kind}`, { inApp: row.in_app, byMail: row.by_mail }]),
  );
}
