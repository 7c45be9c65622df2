import { getDb } from "~/db/db.server";

import { hashPassword } from "~/auth/password.server";
import { recordAudit } from "./audit.server";

/** Sets a new password and signs the user out everywhere except the session that asked. */
export async function changePassword(
  actor: { id: number; orgId: number },
  keepSessionId: string,
  newPassword: string,
): Promise<void> {
  const db = await getDb();
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable("users")
      .set((eb) => ({ password_hash: passwordHash, version: eb("version", "+", 1) }))
      .where("id", "=", actor.id)
      .execute();
    await tx
      .deleteFrom("sessions")
      .where("user_id", "=", actor.id)
      .where("id", "!=", keepSessionId)
      .execute();
    await recordAudit(tx, {
      orgId: actor.orgId,
      userId: actor.id,
      action: "change-password",
      recordType: "user",
      recordId: actor.id,
    });
  });
}

export interface UserSettings {
  unitStandard: number;
  language: "en" | "id" | null;
}

export async function updateSettings(actor: { id: number; orgId: number }, settings: UserSettings) {
  const db = await getDb();
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable("users")
      .set((eb) => ({
        unit_standard: settings.unitStandard,
        language: settings.language,
        version: eb("version", "+", 1),
      }))
      .where("id", "=", actor.id)
      .execute();
    await recordAudit(tx, {
      orgId: actor.orgId,
      userId: actor.id,
      action: "update-settings",
      recordType: "user",
      recordId: actor.id,
      detail: { unitStandard: settings.unitStandard, language: settings.language },
    });
  });
}
