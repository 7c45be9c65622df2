/**
 * An organisation's settings for the notifications sent on their own, or the defaults; and their
 * save from the settings screen, checked against the version its user saw and logged.
 */

import { getDb } from "~/db/db.server";
import type { Db } from "~/db/schema";
import { auditChange } from "~/identity/audit.server";

import { DEFAULT_SETTINGS, type NotificationSettings } from "./rules";
import type { SettingsInput } from "./settings-form";

export async function settingsOf(db: Db, orgId: number): Promise<NotificationSettings> {
  return (await storedSettings(db, orgId)).settings;
}

/** The settings with the version a save must name: 0 while the organisation keeps the defaults. */
export interface StoredSettings {
  settings: NotificationSettings;
  version: number;
}

export async function storedSettings(db: Db, orgId: number): Promise<StoredSettings> {
  const row = await db
    .selectFrom("notification_settings")
    .select(["reminder_hour", "time_zone", "over_afe_percent", "version"])
    .where("org_id", "=", orgId)
    .executeTakeFirst();
  if (!row) return { settings: DEFAULT_SETTINGS, version: 0 };
  return {
    settings: {
      reminderHour: row.reminder_hour,
      timeZone: row.time_zone,
      overAfePercent: Number(row.over_afe_percent),
    },
    version: row.version,
  };
}

/** The signed-in organisation's settings, for its settings screen. */
export async function organisationSettings(orgId: number): Promise<StoredSettings> {
  return storedSettings(await getDb(), orgId);
}

export interface SettingsKeeper {
  id: number;
  orgId: number;
}

export type SaveSettingsResult = { ok: true; version: number } | { ok: false; reason: "conflict" };

/**
 * Saves the keeper's organisation's settings when they are still at the version the keeper saw
 * (0: the defaults, no row yet); otherwise nothing is written and the answer is a conflict.
 */
export async function saveSettings(
  keeper: SettingsKeeper,
  input: SettingsInput,
): Promise<SaveSettingsResult> {
  const db = await getDb();
  return db.transaction().execute(async (tx): Promise<SaveSettingsResult> => {
    const before = await storedSettings(tx, keeper.orgId);
    const values = {
      reminder_hour: input.reminderHour,
      time_zone: input.timeZone,
      over_afe_percent: input.overAfePercent,
    };
    const saved =
      input.version === 0
        ? await tx
            .insertInto("notification_settings")
            .values({ org_id: keeper.orgId, ...values, version: 1 })
            .onConflict((oc) => oc.column("org_id").doNothing())
            .returning("version")
            .executeTakeFirst()
        : await tx
            .updateTable("notification_settings")
            .set((eb) => ({ ...values, version: eb("version", "+", 1) }))
            .where("org_id", "=", keeper.orgId)
            .where("version", "=", input.version)
            .returning("version")
            .executeTakeFirst();
    if (!saved) return { ok: false, reason: "conflict" };
    await auditChange(tx, keeper, "update", "notification-settings", keeper.orgId, {
      from: before.settings,
      to: {
        reminderHour: input.reminderHour,
        timeZone: input.timeZone,
        overAfePercent: Number(input.overAfePercent),
      },
    });
    return { ok: true, version: saved.version };
  });
}
