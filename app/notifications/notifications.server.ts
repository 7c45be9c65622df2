/**
 * A user's own notifications and choices, always within the organisation they are signed in
 * to: every query here is scoped by both, so nobody reads or marks another's.
 */
import { getDb } from "~/db/db.server";

import {
  DEFAULT_PREFERENCE,
  NOTIFICATION_KINDS,
  isNotificationKind,
  type NotificationDetail,
  type NotificationKind,
  type NotificationPreference,
  type NotificationView,
} from "./kinds";

export interface Reader {
  id: number;
  orgId: number;
}

/** How many notifications the list shows, newest first. */
export const NOTIFICATIONS_SHOWN = 100;

function toView(row: {
  id: number;
  kind: string;
  detail: unknown;
  created_at: Date;
  read_at: Date | null;
}): NotificationView | null {
  if (!isNotificationKind(row.kind)) return null;
  return {
    ...(row.detail as NotificationDetail),
    id: row.id,
    kind: row.kind,
    createdAt: new Date(row.created_at).toISOString(),
    read: row.read_at !== null,
  };
}

function mine(reader: Reader) {
  return getDb().then((db) =>
    db
      .selectFrom("notifications")
      .where("user_id", "=", reader.id)
      .where("org_id", "=", reader.orgId),
  );
}

export async function listNotifications(reader: Reader): Promise<NotificationView[]> {
  const rows = await (
    await mine(reader)
  )
    .select(["id", "kind", "detail", "created_at", "read_at"])
    .orderBy("id", "desc")
    .limit(NOTIFICATIONS_SHOWN)
    .execute();
  return rows.flatMap((row) => toView(row) ?? []);
}

/** One of the reader's notifications; null when it is not theirs. */
export async function findNotification(
  reader: Reader,
  id: number,
): Promise<NotificationView | null> {
  const row = await (
    await mine(reader)
  )
    .select(["id", "kind", "detail", "created_at", "read_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toView(row) : null;
}

export async function unreadCount(reader: Reader): Promise<number> {
  const row = await (
    await mine(reader)
  )
    .select((eb) => eb.fn.countAll<number>().as("unread"))
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

/** Marks one notification of the reader read, or all of them; "notFound" for anyone else's. */
export async function markRead(reader: Reader, id: number | null): Promise<number | "notFound"> {
  const db = await getDb();
  const result = await db
    .updateTable("notifications")
    .set({ read_at: new Date() })
    .where("user_id", "=", reader.id)
    .where("org_id", "=", reader.orgId)
    .where("read_at", "is", null)
    .$if(id !== null, (qb) => qb.where("id", "=", id!))
    .executeTakeFirst();
  const marked = Number(result.numUpdatedRows);
  if (id !== null && marked === 0) {
    // Already read is fine; someone else's, or another organisation's, is not found.
    const own = await db
      .selectFrom("notifications")
      .select("id")
      .where("id", "=", id)
      .where("user_id", "=", reader.id)
      .where("org_id", "=", reader.orgId)
      .executeTakeFirst();
    if (!own) return "notFound";
  }
  return marked;
}

export type Preferences = Record<NotificationKind, NotificationPreference>;

export async function preferencesOf(reader: Reader): Promise<Preferences> {
  const db = await getDb();
  const rows = await db
    .selectFrom("notification_preferences")
    .select(["kind", "in_app", "by_mail"])
    .where("user_id", "=", reader.id)
    .where("org_id", "=", reader.orgId)
    .execute();
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => {
      const row = rows.find((r) => r.kind === kind);
      return [kind, row ? { inApp: row.in_app, byMail: row.by_mail } : DEFAULT_PREFERENCE];
    }),
  ) as Preferences;
}

export async function savePreferences(reader: Reader, chosen: Preferences): Promise<void> {
  const db = await getDb();
  await db.transaction().execute(async (tx) => {
    for (const kind of NOTIFICATION_KINDS) {
      await tx
        .insertInto("notification_preferences")
        .values({
          user_id: reader.id,
          org_id: reader.orgId,
          kind,
          in_app: chosen[kind].inApp,
          by_mail: chosen[kind].byMail,
        })
        .onConflict((oc) =>
          oc.columns(["user_id", "org_id", "kind"]).doUpdateSet({
            in_app: chosen[kind].inApp,
            by_mail: chosen[kind].byMail,
          }),
        )
        .execute();
    }
  });
}
