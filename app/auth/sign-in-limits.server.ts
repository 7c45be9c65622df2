import { setTimeout as sleep } from "node:timers/promises";

import { sql } from "kysely";

import { getDb } from "~/db/db.server";
import type { Db } from "~/db/schema";

import { forwardedClientAddress } from "./proxy.server";
import { SIGN_IN_WINDOW_MINUTES, signInVerdict, type SignInVerdict } from "./sign-in-limits";

// The counts live in the database, not in the process: parallel requests and several app
// processes on one PostgreSQL all raise the same row, and each sees the count its own raise made.

const WINDOW = sql.raw(`interval '${SIGN_IN_WINDOW_MINUTES} minutes'`);

function keysOf(username: string, address: string) {
  return {
    username: `user:${username.trim().toLowerCase().slice(0, 300)}`,
    address: `addr:${address}`,
  };
}

/**
 * Where a sign-in comes from: the client address our trusted proxy reports, or one shared key
 * for every request when no proxy is trusted (the app is not told the connection's address).
 */
export function signInAddress(request: Request): string {
  return forwardedClientAddress(request) ?? "direct";
}

/**
 * Counts one attempt for the username and for the address, and judges it: one statement raises
 * both counts (a new window when the last one is over) and returns them.
 */
export async function countSignInAttempt(
  db: Db,
  username: string,
  address: string,
): Promise<SignInVerdict> {
  const keys = keysOf(username, address);
  const current = sql<boolean>`sign_in_attempts.window_started_at > now() - ${WINDOW}`;
  const rows = await db
    .insertInto("sign_in_attempts")
    .values([
      { key: keys.username, attempts: 1 },
      { key: keys.address, attempts: 1 },
    ])
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        attempts: sql`case when ${current} then sign_in_attempts.attempts + 1 else 1 end`,
        window_started_at: sql`case when ${current} then sign_in_attempts.window_started_at else now() end`,
      }),
    )
    .returning(["key", "attempts", "window_started_at"])
    .execute();
  const count = (key: string) => {
    const row = rows.find((candidate) => candidate.key === key)!;
    return { attempts: row.attempts, windowStartedAt: new Date(row.window_started_at) };
  };
  return signInVerdict(count(keys.username), count(keys.address));
}

/**
 * Counts the attempt and, when it may go ahead, waits as long as the address has earned; the
 * caller checks the password only after this.
 */
export async function admitSignInAttempt(username: string, request: Request) {
  const verdict = await countSignInAttempt(await getDb(), username, signInAddress(request));
  if (verdict.allowed && verdict.delayMs > 0) await sleep(verdict.delayMs);
  return verdict;
}

/** The right password: the username starts afresh, and the attempt no longer counts against the address. */
export async function signInSucceeded(username: string, request: Request): Promise<void> {
  const db = await getDb();
  const keys = keysOf(username, signInAddress(request));
  await db.deleteFrom("sign_in_attempts").where("key", "=", keys.username).execute();
  await db
    .updateTable("sign_in_attempts")
    .set({ attempts: sql`greatest(attempts - 1, 0)` })
    .where("key", "=", keys.address)
    .execute();
}

/** Windows that are over are of no further use. */
export async function forgetPastSignInAttempts(): Promise<void> {
  const db = await getDb();
  await db
    .deleteFrom("sign_in_attempts")
    .where("window_started_at", "<", sql<Date>`now() - ${WINDOW}`)
    .execute();
}
