/** An organisation's settings for the notifications sent on their own, or the defaults. */
import type { Kysely, Transaction } from "kysely";

import type { Database } from "~/db/schema";

import { DEFAULT_SETTINGS, type NotificationSettings } from "./rules";

export async function settingsOf(
  db: Kysely<Database> | Transaction<Database>,
  orgId: number,
): Promise<NotificationSettings> {
  const row = await db
    .selectFrom("notification_settings")
    .select(["reminder_hour", "time_zone", "over_afe_percent"])
    .where("org_id", "=", orgId)
    .executeTakeFirst();
  if (!row) return DEFAULT_SETTINGS;
  return {
    reminderHour: row.reminder_hour,
    timeZone: row.time_zone,
    overAfePercent: Number(row.over_afe_percent),
  };
}
