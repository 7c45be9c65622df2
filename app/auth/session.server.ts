import { randomBytes } from "node:crypto";

import { createCookieSessionStorage, redirect, type SessionStorage } from "@remix-run/node";
import { sql } from "kysely";

import { getDb } from "~/db/db.server";
import { sharedWhileInFlight } from "~/db/shared-lookups.server";

import type { CurrentUser } from "./current-user";
import { currentUserFromRow, type CurrentUserRow } from "./current-user-row";
import { notFound } from "./not-found";
import { assertSameOrigin } from "./origin.server";
import { hasPrivilege, type PrivilegeRequirement } from "./privileges";

const SESSION_HOURS = 12;
/** Extending the expiry on every request would write on every read; once a few minutes is enough. */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

export interface Toast {
  kind: "success" | "error" | "info";
  /** Translation keys or literal text; the client translates what it can. */
  title: string;
  message: string;
  placement?: "top-right" | "top-center";
  /** The record a success is about (one just added): the screen that lists it marks it. */
  recordId?: number;
}

let storage: Promise<SessionStorage> | undefined;

async function sessionSecret(): Promise<string> {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  // Without a configured secret, one is made once and kept in the database, so sessions survive
  // restarts and every server of one database signs alike.
  const db = await getDb();
  const fresh = randomBytes(32).toString("base64url");
  await db
    .insertInto("app_settings")
    .values({ key: "session_secret", value: fresh })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db
    .selectFrom("app_settings")
    .select("value")
    .where("key", "=", "session_secret")
    .executeTakeFirstOrThrow();
  return row.value;
}

export function getSessionStorage(): Promise<SessionStorage> {
  storage ??= sessionSecret().then((secret) =>
    createCookieSessionStorage({
      cookie: {
        name: "__drillbook",
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        secure: process.env.COOKIE_SECURE
          ? process.env.COOKIE_SECURE === "true"
          : process.env.NODE_ENV === "production",
        secrets: [secret],
      },
    }),
  );
  return storage;
}

export async function getCookieSession(request: Request) {
  const sessions = await getSessionStorage();
  return sessions.getSession(request.headers.get("Cookie"));
}

export async function commitCookieSession(session: Awaited<ReturnType<typeof getCookieSession>>) {
  return (await getSessionStorage()).commitSession(session);
}

/** Opens a database session for the user and returns the Set-Cookie header that carries its id. */
export async function startSession(
  request: Request,
  user: { id: number; orgId: number | null },
): Promise<string> {
  const db = await getDb();
  const id = randomBytes(32).toString("base64url");
  const now = new Date();
  await db
    .insertInto("sessions")
    .values({
      id,
      user_id: user.id,
      org_id: user.orgId,
      expires_at: new Date(now.getTime() + SESSION_HOURS * 3600_000),
      last_seen_at: now,
      user_agent: request.headers.get("user-agent")?.slice(0, 300) ?? null,
    })
    .execute();
  const session = await getCookieSession(request);
  session.set("sessionId", id);
  return commitCookieSession(session);
}

export async function endSession(request: Request): Promise<string> {
  const session = await getCookieSession(request);
  const id = session.get("sessionId");
  if (typeof id === "string") {
    const db = await getDb();
    await db.deleteFrom("sessions").where("id", "=", id).execute();
  }
  return (await getSessionStorage()).destroySession(session);
}

export interface SignedIn {
  user: CurrentUser;
  sessionId: string;
}

/** The signed-in user, or null when there is no valid session (expired, revoked, deactivated). */
export async function getSignedIn(request: Request): Promise<SignedIn | null> {
  const session = await getCookieSession(request);
  const sessionId = session.get("sessionId");
  if (typeof sessionId !== "string") return null;
  // A page's loaders share the lookup; a revoked session is refused on the very next request.
  return sessionLookup(sessionId);
}

const sessionLookup = sharedWhileInFlight(lookUpSession);

/** A row of `signed_in_session` (migration 07): the session, its user, organisation and role. */
interface SessionRow extends CurrentUserRow {
  session_id: string;
  last_seen_at: Date;
}

async function lookUpSession(sessionId: string): Promise<SignedIn | null> {
  const db = await getDb();
  // Unexpired, active user in an active organisation, with the role's privileges there; the join
  // is a function in the database (migration 07), planned once per connection.
  const { rows } = await sql<SessionRow>`select * from signed_in_session(${sessionId})`.execute(db);
  const row = rows[0];
  if (!row) return null;

  if (Date.now() - new Date(row.last_seen_at).getTime() > TOUCH_AFTER_MS) {
    const now = new Date();
    await db
      .updateTable("sessions")
      .set({ last_seen_at: now, expires_at: new Date(now.getTime() + SESSION_HOURS * 3600_000) })
      .where("id", "=", sessionId)
      .execute();
  }

  return {
    sessionId: row.session_id,
    user: currentUserFromRow(row),
  };
}

export interface AwaitingAccess {
  sessionId: string;
  userId: number;
  fullName: string;
  email: string | null;
}

/**
 * A session of a self-registered user no organisation has taken in yet. They may sign in, but
 * reach only the awaiting-access page; getSignedIn does not count them as signed in.
 */
export async function getAwaitingAccess(request: Request): Promise<AwaitingAccess | null> {
  const session = await getCookieSession(request);
  const sessionId = session.get("sessionId");
  if (typeof sessionId !== "string") return null;
  const db = await getDb();
  const row = await db
    .selectFrom("sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .select(["s.id", "u.id as user_id", "u.full_name", "u.email"])
    .where("s.id", "=", sessionId)
    .where("s.org_id", "is", null)
    .where("s.expires_at", ">", sql<Date>`now()`)
    .where("u.is_active", "=", true)
    .where("u.removed_at", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  return { sessionId: row.id, userId: row.user_id, fullName: row.full_name, email: row.email };
}

export interface RequireOptions {
  privilege?: PrivilegeRequirement;
}

/**
 * The gate of every protected loader and action: no valid session → sign-in page that returns
 * here afterwards; a missing privilege → the not-found page (the spec does not reveal what
 * exists); a write from another site → refused.
 */
export async function requireSignedIn(
  request: Request,
  options: RequireOptions = {},
): Promise<SignedIn> {
  assertSameOrigin(request);
  const signedIn = await getSignedIn(request);
  if (!signedIn) {
    if (await getAwaitingAccess(request)) throw redirect("/awaiting-access");
    const url = new URL(request.url);
    const back = url.pathname + url.search;
    const sessions = await getSessionStorage();
    const session = await getCookieSession(request);
    throw redirect(`/login?redirectFrom=${encodeURIComponent(back)}`, {
      headers: { "Set-Cookie": await sessions.destroySession(session) },
    });
  }
  if (!hasPrivilege(signedIn.user.privileges, options.privilege)) throw notFound();
  return signedIn;
}

export async function requireUser(
  request: Request,
  options: RequireOptions = {},
): Promise<CurrentUser> {
  return (await requireSignedIn(request, options)).user;
}

// Answered by every guard here; routes keep importing it from the session.
export { notFound };

/** Stands in for this site's origin when reading a redirect target: only its path may count. */
const THIS_SITE = "http://drillbook.invalid";

/**
 * The one check of every redirect target a request carries (sign-in's redirectTo, the settings
 * panel, choosing a well): a path on this site, or `fallback`. Browsers read `\` as `/` and
 * drop tabs and line breaks, so `/\evil.example` and `/<tab>/evil.example` lead to another host;
 * anything holding those, or resolving to another origin, is refused.
 */
export function safeRedirectPath(
  target: FormDataEntryValue | string | null | undefined,
  fallback = "/",
): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  if (/[\\\p{Cc}]/u.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, THIS_SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== THIS_SITE) return fallback;
  const path = url.pathname + url.search + url.hash;
  // `/.//evil.example` reads as the path `//evil.example`, which a browser would take for a host.
  if (path.startsWith("//")) return fallback;
  if (path.startsWith("/login") || path.startsWith("/logout")) return fallback;
  return path;
}

export async function setToast(request: Request, toast: Toast): Promise<string> {
  const session = await getCookieSession(request);
  session.flash("toast", toast);
  return commitCookieSession(session);
}
