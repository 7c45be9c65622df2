import { createHash, randomBytes } from "node:crypto";

import { sql } from "kysely";

import { hashPassword } from "~/auth/password.server";
import { siteAddress } from "~/auth/proxy.server";
import { getDb } from "~/db/db.server";
import type { Db, Tx } from "~/db/schema";
import type { AccountTokenPurpose } from "~/db/tables/accounts";
import { languageOf } from "~/i18n/i18n";
import { translator } from "~/i18n/resources.server";

import { recordAudit } from "./audit.server";
import { sendMail } from "./mail.server";
import { CONFIRM_LINK_HOURS, RESET_LINK_MINUTES } from "./mailed-links";
import { isUniqueViolation } from "./tenancy.server";

// Self-registration and password reset. Both answer the same whether or not the address has an
// account; what differs is only what the mailbox receives.

/** More requests than this for one address within an hour are answered but not mailed. */
const MAILS_PER_ADDRESS_PER_HOUR = 5;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function newToken(): { token: string; id: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, id: hashToken(token) };
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

async function tooManyMails(email: string): Promise<boolean> {
  const db = await getDb();
  const { count } = await db
    .selectFrom("account_tokens")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where(sql`lower(email)`, "=", email)
    .where("created_at", ">", new Date(Date.now() - 3600_000))
    .executeTakeFirstOrThrow();
  return Number(count) >= MAILS_PER_ADDRESS_PER_HOUR;
}

/** Someone already registering an address that has an account: its owner is told once in a while. */
async function noticeSentRecently(userId: number): Promise<boolean> {
  const db = await getDb();
  const { count } = await db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("action", "=", "register-existing")
    .where("record_id", "=", String(userId))
    .where("at", ">", new Date(Date.now() - 3600_000))
    .executeTakeFirstOrThrow();
  return Number(count) >= MAILS_PER_ADDRESS_PER_HOUR;
}

/** The account that signs in with this address: by e-mail, or by a username equal to it. */
async function accountFor(tx: Db, email: string) {
  return tx
    .selectFrom("users as u")
    .leftJoin("memberships as m", "m.user_id", "u.id")
    .select([
      "u.id",
      "u.full_name",
      "u.email",
      "u.unit_standard",
      "u.language",
      "u.is_active",
      "u.removed_at",
      "m.org_id",
    ])
    .where((eb) =>
      eb.or([eb(sql`lower(u.email)`, "=", email), eb(sql`lower(u.username)`, "=", email)]),
    )
    .orderBy("m.created_at")
    .executeTakeFirst();
}

export interface Registration {
  fullname: string;
  email: string;
  password: string;
}

/**
 * Records the registration and mails a confirmation link. The account itself is created only
 * when the link is followed, with the name and password of that registration, so nobody can
 * pre-empt an address they cannot read.
 */
export async function register(input: Registration): Promise<void> {
  const email = normaliseEmail(input.email);
  const t = translator("en");
  // Hashed before anything else, so both answers take about as long.
  const passwordHash = await hashPassword(input.password);
  if (await tooManyMails(email)) return;
  const db = await getDb();
  const existing = await accountFor(db, email);
  if (existing) {
    if (await noticeSentRecently(existing.id)) return;
    // Tell the owner, not the person who asked.
    const tUser = translator(
      languageOf({ language: existing.language, unitStandard: existing.unit_standard }),
    );
    await recordAudit(db, {
      orgId: existing.org_id,
      userId: null,
      action: "register-existing",
      recordType: "user",
      recordId: existing.id,
    });
    await sendMail({
      to: existing.email ?? email,
      orgId: existing.org_id,
      subject: tUser("accounts.mail.alreadyRegisteredSubject"),
      text: tUser("accounts.mail.alreadyRegisteredText", {
        name: existing.full_name,
        link: `${siteAddress()}/forget-password`,
      }),
    });
    return;
  }
  const { token, id } = newToken();
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto("account_tokens")
      .values({
        id,
        purpose: "confirm-account",
        user_id: null,
        email,
        full_name: input.fullname.trim(),
        password_hash: passwordHash,
        expires_at: new Date(Date.now() + CONFIRM_LINK_HOURS * 3600_000),
      })
      .execute();
    await recordAudit(tx, {
      orgId: null,
      userId: null,
      action: "register",
      recordType: "registration",
      recordId: id.slice(0, 12),
      detail: { email },
    });
  });
  await sendMail({
    to: email,
    orgId: null,
    subject: t("accounts.mail.confirmSubject"),
    text: t("accounts.mail.confirmText", {
      name: input.fullname.trim(),
      link: `${siteAddress()}/confirm-account?token=${token}`,
      hours: CONFIRM_LINK_HOURS,
    }),
  });
}

/** Whether a link still works: known, of this kind, not used, not expired. */
export async function tokenIsUsable(token: string, purpose: AccountTokenPurpose): Promise<boolean> {
  if (!token) return false;
  const db = await getDb();
  const row = await db
    .selectFrom("account_tokens")
    .select("id")
    .where("id", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", sql<Date>`now()`)
    .executeTakeFirst();
  return Boolean(row);
}

export type ConfirmResult =
  { ok: true; username: string } | { ok: false; reason: "invalid" | "alreadyRegistered" };

/** Creates the account of a registration; it has no organisation until an administrator assigns one. */
export async function confirmAccount(token: string): Promise<ConfirmResult> {
  const db = await getDb();
  try {
    return await db.transaction().execute(async (tx): Promise<ConfirmResult> => {
      const registration = await tx
        .updateTable("account_tokens")
        .set({ used_at: new Date() })
        .where("id", "=", hashToken(token))
        .where("purpose", "=", "confirm-account")
        .where("used_at", "is", null)
        .where("expires_at", ">", sql<Date>`now()`)
        .returning(["email", "full_name", "password_hash"])
        .executeTakeFirst();
      if (!registration?.full_name || !registration.password_hash) {
        return { ok: false, reason: "invalid" };
      }
      if (await accountFor(tx, registration.email))
        return { ok: false, reason: "alreadyRegistered" };
      const user = await tx
        .insertInto("users")
        .values({
          username: registration.email,
          full_name: registration.full_name,
          email: registration.email,
          password_hash: registration.password_hash,
          avatar_file_id: null,
          language: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      // The other links of the same address are of no further use.
      await tx
        .updateTable("account_tokens")
        .set({ used_at: new Date() })
        .where(sql`lower(email)`, "=", registration.email)
        .where("purpose", "=", "confirm-account")
        .where("used_at", "is", null)
        .execute();
      await recordAudit(tx, {
        orgId: null,
        userId: user.id,
        action: "confirm-account",
        recordType: "user",
        recordId: user.id,
        detail: { email: registration.email },
      });
      return { ok: true, username: registration.email };
    });
  } catch (error) {
    // Two confirmations of one address at the same moment: the second finds it taken.
    if (isUniqueViolation(error)) return { ok: false, reason: "alreadyRegistered" };
    throw error;
  }
}

/** Mails a single-use link to set a new password, when the address belongs to an active account. */
export async function requestPasswordReset(emailInput: string): Promise<void> {
  const email = normaliseEmail(emailInput);
  if (await tooManyMails(email)) return;
  const db = await getDb();
  const account = await accountFor(db, email);
  if (!account || !account.is_active || account.removed_at || !account.email) return;
  const { token, id } = newToken();
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto("account_tokens")
      .values({
        id,
        purpose: "reset-password",
        user_id: account.id,
        email,
        full_name: null,
        password_hash: null,
        expires_at: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
      })
      .execute();
    await recordAudit(tx, {
      orgId: account.org_id,
      userId: account.id,
      action: "request-password-reset",
      recordType: "user",
      recordId: account.id,
    });
  });
  const t = translator(
    languageOf({ language: account.language, unitStandard: account.unit_standard }),
  );
  await sendMail({
    to: account.email,
    orgId: account.org_id,
    subject: t("accounts.mail.resetSubject"),
    text: t("accounts.mail.resetText", {
      name: account.full_name,
      link: `${siteAddress()}/reset-password?token=${token}`,
      minutes: RESET_LINK_MINUTES,
    }),
  });
}

/** Sets the new password from a reset link, uses the link up and signs the account out everywhere. */
export async function resetPassword(token: string, newPassword: string): Promise<boolean> {
  const db = await getDb();
  const passwordHash = await hashPassword(newPassword);
  return db.transaction().execute(async (tx) => {
    const link = await tx
      .updateTable("account_tokens")
      .set({ used_at: new Date() })
      .where("id", "=", hashToken(token))
      .where("purpose", "=", "reset-password")
      .where("used_at", "is", null)
      .where("expires_at", ">", sql<Date>`now()`)
      .returning("user_id")
      .executeTakeFirst();
    if (!link?.user_id) return false;
    const user = await tx
      .updateTable("users")
      .set((eb) => ({ password_hash: passwordHash, version: eb("version", "+", 1) }))
      .where("id", "=", link.user_id)
      .where("is_active", "=", true)
      .where("removed_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    if (!user) return false;
    await endAccountLinks(tx, user.id);
    await tx.deleteFrom("sessions").where("user_id", "=", user.id).execute();
    const membership = await tx
      .selectFrom("memberships")
      .select("org_id")
      .where("user_id", "=", user.id)
      .orderBy("created_at")
      .executeTakeFirst();
    await recordAudit(tx, {
      orgId: membership?.org_id ?? null,
      userId: user.id,
      action: "reset-password",
      recordType: "user",
      recordId: user.id,
    });
    return true;
  });
}

/**
 * Every reset or confirmation link still out for this user, sent to the account or to its
 * address, stops working: after a password change a stolen mailbox or session gets no way back.
 */
export async function endAccountLinks(tx: Tx, userId: number): Promise<void> {
  const user = await tx
    .selectFrom("users")
    .select("email")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const email = user.email ? normaliseEmail(user.email) : null;
  await tx
    .updateTable("account_tokens")
    .set({ used_at: new Date() })
    .where("used_at", "is", null)
    .where((eb) =>
      eb.or([eb("user_id", "=", userId), ...(email ? [eb(sql`lower(email)`, "=", email)] : [])]),
    )
    .execute();
}
