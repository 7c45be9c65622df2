import { admitSignInAttempt, signInSucceeded } from "~/auth/sign-in-limits.server";
import { hashPassword, verifyPassword } from "~/auth/password.server";
import { getDb } from "~/db/db.server";

import { auditChange } from "./audit.server";
import { storeFile, type StoredImage } from "./files.server";
import { endAccountLinks } from "./registration.server";
import { CONFLICT, done, refused, type WriteResult } from "./results";
import { isUniqueViolation } from "./tenancy.server";
import { identityWrite, type DuplicateAnswer } from "./writes.server";

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/**
 * The signed-in user's own password change. The current password comes first (an unattended
 * session is not enough), counted like a sign-in so it cannot be guessed here instead; the new
 * one then ends every other session and every reset or confirmation link still out.
 */
export async function changeOwnPassword(
  actor: { id: number; orgId: number; username: string },
  keepSessionId: string,
  change: PasswordChange,
  request: Request,
): Promise<WriteResult> {
  const attempt = await admitSignInAttempt(actor.username, request);
  if (!attempt.allowed) return refused("password.tooManyTries", "current_password");
  if (!(await isCurrentPassword(actor.id, change.currentPassword))) {
    return refused("password.currentWrong", "current_password");
  }
  await signInSucceeded(actor.username, request);
  if (change.newPassword.normalize("NFKC") === change.currentPassword.normalize("NFKC")) {
    return refused("password.sameAsCurrent", "new_password");
  }
  const db = await getDb();
  const passwordHash = await hashPassword(change.newPassword);
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
    await endAccountLinks(tx, actor.id);
    await auditChange(tx, actor, "change-password", "user", actor.id);
  });
  return done();
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
    await auditChange(tx, actor, "update-settings", "user", actor.id, {
      unitStandard: settings.unitStandard,
      language: settings.language,
    });
  });
}

export interface ProfileInput {
  fullName: string;
  email?: string | undefined;
  unitStandard: number;
  language: "en" | "id" | null;
  version: number;
}

const emailTaken: DuplicateAnswer = (error) =>
  isUniqueViolation(error, "users_email_key")
    ? refused("accounts.users.emailTaken", "email")
    : null;

/** The Profile screen's details; a stale form (saved elsewhere meanwhile) is refused, not merged. */
export async function updateProfile(
  actor: { id: number; orgId: number },
  input: ProfileInput,
): Promise<WriteResult> {
  return identityWrite(emailTaken, async (tx) => {
    const before = await tx
      .selectFrom("users")
      .select(["full_name", "email", "unit_standard", "language", "version"])
      .where("id", "=", actor.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (before.version !== input.version) return refused(CONFLICT);
    await tx
      .updateTable("users")
      .set({
        full_name: input.fullName,
        email: input.email ?? null,
        unit_standard: input.unitStandard,
        language: input.language,
        version: before.version + 1,
      })
      .where("id", "=", actor.id)
      .execute();
    await auditChange(tx, actor, "update-profile", "user", actor.id, {
      fullName: input.fullName,
      email: input.email ?? null,
      unitStandard: input.unitStandard,
      language: input.language,
    });
    return done();
  });
}

/** Stores the new avatar and drops the old one; the top bar shows it from the next page load on. */
export async function changeAvatar(
  actor: { id: number; orgId: number },
  image: StoredImage,
): Promise<string> {
  const db = await getDb();
  return db.transaction().execute(async (tx) => {
    const before = await tx
      .selectFrom("users")
      .select("avatar_file_id")
      .where("id", "=", actor.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const fileId = await storeFile(tx, actor.orgId, image);
    await tx
      .updateTable("users")
      .set((eb) => ({ avatar_file_id: fileId, version: eb("version", "+", 1) }))
      .where("id", "=", actor.id)
      .execute();
    if (before.avatar_file_id) {
      await tx.deleteFrom("files").where("id", "=", before.avatar_file_id).execute();
    }
    await auditChange(tx, actor, "change-avatar", "user", actor.id, {
      contentType: image.contentType,
      bytes: image.bytes.length,
    });
    return fileId;
  });
}

/** Whether this is the password the user signs in with now (a new one must differ). */
async function isCurrentPassword(userId: number, password: string): Promise<boolean> {
  const db = await getDb();
  const user = await db
    .selectFrom("users")
    .select("password_hash")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return verifyPassword(password, user.password_hash);
}

/** What the Profile screen shows besides the session's own data. */
export async function profileOf(userId: number) {
  const db = await getDb();
  const user = await db
    .selectFrom("users")
    .select(["username", "full_name", "email", "unit_standard", "language", "version"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return {
    username: user.username,
    fullName: user.full_name,
    email: user.email,
    unitStandard: user.unit_standard === 1 || user.unit_standard === 2 ? user.unit_standard : 3,
    language: user.language === "en" || user.language === "id" ? user.language : "auto",
    version: user.version,
  };
}
