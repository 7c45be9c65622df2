import { sql } from "kysely";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";

import { getDb } from "~/db/db.server";
import { recordAudit } from "~/identity/audit.server";

import { decoyHash, verifyPassword } from "./password.server";
import { signInSucceeded } from "./sign-in-limits.server";

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

/** A successful sign-in: its attempt stops counting, and the activity log has it. */
export async function recordLogin(
  user: AuthenticatedUser,
  username: string,
  request: Request,
): Promise<void> {
  await signInSucceeded(username, request);
  const db = await getDb();
  await recordAudit(db, {
    orgId: user.orgId,
    userId: user.id,
    action: "login",
    recordType: "session",
    recordId: user.id,
  });
}
