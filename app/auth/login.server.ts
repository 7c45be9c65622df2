import { sql } from "kysely";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";

import { getDb } from "~/db/db.server";
import { recordAudit } from "~/identity/audit.server";

import { decoyHash, verifyPassword } from "./password.server";

export interface AuthenticatedUser {
  id: number;
  /** null: a self-registered user no organisation has taken in yet (awaiting access). */
  orgId: number | null;
}

export class InvalidCredentials extends Error {
  constructor(readonly username: string) {
    super("wrong username or password");
  }
}

const authenticator = new Authenticator<AuthenticatedUser>();

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const username = String(form.get("username") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const db = await getDb();
    const user = username
      ? await db
          .selectFrom("users as u")
          .leftJoin("memberships as m", "m.user_id", "u.id")
          .leftJoin("organisations as o", "o.id", "m.org_id")
          .select(["u.id", "u.password_hash", "m.org_id"])
          .where(sql`lower(u.username)`, "=", username.toLowerCase())
          .where("u.is_active", "=", true)
          .where("u.removed_at", "is", null)
          // No membership at all: awaiting access. Members of inactive organisations only: refused.
          .where((eb) => eb.or([eb("m.org_id", "is", null), eb("o.is_active", "=", true)]))
          .orderBy("m.created_at")
          .executeTakeFirst()
      : undefined;
    // Compare against a decoy for unknown names so the answer time does not reveal who exists.
    const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
    if (!user || !valid) throw new InvalidCredentials(username);
    return { id: user.id, orgId: user.org_id };
  }),
  "form",
);

export function authenticate(request: Request): Promise<AuthenticatedUser> {
  return authenticator.authenticate("form", request);
}

// Slowing down guessing: after this many failures in the window for one username or one
// address, sign-in answers 429 until the oldest failure leaves the window.
export const LOGIN_WINDOW_MINUTES = 15;
const MAX_FAILURES_PER_USERNAME = 5;
const MAX_FAILURES_PER_ADDRESS = 20;

export function clientAddress(request: Request): string {
  // Behind a proxy the first forwarded address is the client; run directly there is no header.
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "direct";
}

function keysFor(username: string, address: string) {
  return { user: `user:${username.toLowerCase()}`, address: `addr:${address}` };
}

/** When sign-in is blocked for this username or address, the moment it opens again. */
export async function loginBlockedUntil(username: string, address: string): Promise<Date | null> {
  const db = await getDb();
  const keys = keysFor(username, address);
  const since = new Date(Date.now() - LOGIN_WINDOW_MINUTES * 60_000);
  const rows = await db
    .selectFrom("login_failures")
    .select(["key", sql<number>`count(*)`.as("failures"), sql<Date>`min(at)`.as("oldest")])
    .where("key", "in", [keys.user, keys.address])
    .where("at", ">", since)
    .groupBy("key")
    .execute();
  let until: Date | null = null;
  for (const row of rows) {
    const limit = row.key === keys.user ? MAX_FAILURES_PER_USERNAME : MAX_FAILURES_PER_ADDRESS;
    if (Number(row.failures) >= limit) {
      const opens = new Date(new Date(row.oldest).getTime() + LOGIN_WINDOW_MINUTES * 60_000);
      if (!until || opens > until) until = opens;
    }
  }
  return until;
}

export async function recordLoginFailure(username: string, address: string): Promise<void> {
  const db = await getDb();
  const keys = keysFor(username, address);
  await db
    .insertInto("login_failures")
    .values(username ? [{ key: keys.user }, { key: keys.address }] : [{ key: keys.address }])
    .execute();
  // Old failures are of no further use.
  await db
    .deleteFrom("login_failures")
    .where("at", "<", new Date(Date.now() - 24 * 3600_000))
    .execute();
}

export async function recordLogin(user: AuthenticatedUser, username: string): Promise<void> {
  const db = await getDb();
  await db.deleteFrom("login_failures").where("key", "=", keysFor(username, "").user).execute();
  await recordAudit(db, {
    orgId: user.orgId,
    userId: user.id,
    action: "login",
    recordType: "session",
    recordId: user.id,
  });
}
