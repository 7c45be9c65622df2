/**
 * Personal access tokens for the JSON API: made on the profile page (the secret shown once, only
 * its SHA-256 kept), listed, revoked; a request bearing one acts as its user in its organisation
 * with the role's privileges there, exactly as a session would.
 */
import { createHash, randomBytes } from "node:crypto";

import { sql } from "kysely";

import type { CurrentUser } from "~/auth/current-user";
import { currentUserFromRow, type CurrentUserRow } from "~/auth/current-user-row";
import { getDb } from "~/db/db.server";

import {
  MAX_TOKENS_PER_USER,
  SHOWN_PREFIX_LENGTH,
  TOKEN_PREFIX,
  looksLikeToken,
  type AccessTokenListEntry,
} from "./access-token-rules";
import { auditChange } from "./audit.server";

const DAY_MS = 24 * 3600_000;
/** last_used_at is written at most this often per token. */
const TOUCH_AFTER_MS = 60_000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

interface Owner {
  id: number;
  orgId: number;
}

export type CreateTokenResult =
  { ok: true; token: string; entry: AccessTokenListEntry } | { ok: false; error: string };

export async function createAccessToken(
  owner: Owner,
  input: { name: string; lifetime: number },
  now = new Date(),
): Promise<CreateTokenResult> {
  const db = await getDb();
  return db.transaction().execute(async (tx): Promise<CreateTokenResult> => {
    const live = await tx
      .selectFrom("access_tokens")
      .select(sql<number>`count(*)::int`.as("count"))
      .where("user_id", "=", owner.id)
      .where("org_id", "=", owner.orgId)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", now)
      .executeTakeFirstOrThrow();
    if (Number(live.count) >= MAX_TOKENS_PER_USER) {
      return { ok: false, error: "interop.tokens.tooMany" };
    }
    const token = `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
    const expiresAt = new Date(now.getTime() + input.lifetime * DAY_MS);
    const row = await tx
      .insertInto("access_tokens")
      .values({
        org_id: owner.orgId,
        user_id: owner.id,
        name: input.name,
        token_hash: hashToken(token),
        prefix: token.slice(0, SHOWN_PREFIX_LENGTH),
        expires_at: expiresAt,
      })
      .returning(["id", "name", "prefix", "created_at", "expires_at"])
      .executeTakeFirstOrThrow();
    await auditChange(tx, owner, "create", "access-token", row.id, {
      name: row.name,
      prefix: row.prefix,
      expiresAt: expiresAt.toISOString(),
    });
    return {
      ok: true,
      token,
      entry: {
        id: row.id,
        name: row.name,
        prefix: row.prefix,
        createdAt: new Date(row.created_at).toISOString(),
        expiresAt: expiresAt.toISOString(),
        lastUsedAt: null,
        revokedAt: null,
      },
    };
  });
}

/** The user's tokens in this organisation, newest first (revoked ones too, marked). */
export async function listAccessTokens(owner: Owner): Promise<AccessTokenListEntry[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("access_tokens")
    .select(["id", "name", "prefix", "created_at", "expires_at", "last_used_at", "revoked_at"])
    .where("user_id", "=", owner.id)
    .where("org_id", "=", owner.orgId)
    .orderBy("id", "desc")
    .limit(100)
    .execute();
  const iso = (value: Date | string | null) =>
    value === null ? null : new Date(value).toISOString();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: iso(row.created_at)!,
    expiresAt: iso(row.expires_at)!,
    lastUsedAt: iso(row.last_used_at),
    revokedAt: iso(row.revoked_at),
  }));
}

/** Revokes one of the user's own tokens; another's (or an unknown id) is simply not found. */
export async function revokeAccessToken(owner: Owner, tokenId: number): Promise<boolean> {
  const db = await getDb();
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .updateTable("access_tokens")
      .set({ revoked_at: new Date() })
      .where("id", "=", tokenId)
      .where("user_id", "=", owner.id)
      .where("org_id", "=", owner.orgId)
      .where("revoked_at", "is", null)
      .returning(["id", "name", "prefix"])
      .executeTakeFirst();
    if (!row) return false;
    await auditChange(tx, owner, "revoke", "access-token", row.id, {
      name: row.name,
      prefix: row.prefix,
    });
    return true;
  });
}

interface TokenUserRow extends CurrentUserRow {
  token_id: number;
  last_used_at: Date | null;
}

/**
 * The user a token acts as: unrevoked, unexpired, the user active and still a member of the
 * token's organisation, with the role they hold there now. Null for anything else.
 */
export async function userForAccessToken(token: string): Promise<CurrentUser | null> {
  if (!looksLikeToken(token)) return null;
  const db = await getDb();
  const { rows } = await sql<TokenUserRow>`
    select t.id as token_id, t.last_used_at,
           u.id as user_id, u.username, u.full_name, u.email, u.avatar_file_id,
           u.unit_standard, u.language, u.administers_clients,
           o.id as org_id, o.name as org_name, o.logo_file_id, o.bg_color,
           r.name as role_name, r.privileges
    from access_tokens t
    join users u on u.id = t.user_id
    join organisations o on o.id = t.org_id
    join memberships m on m.user_id = t.user_id and m.org_id = t.org_id
    join roles r on r.id = m.role_id
    where t.token_hash = ${hashToken(token)} and t.revoked_at is null and t.expires_at > now()
      and u.is_active and u.removed_at is null and o.is_active`.execute(db);
  const row = rows[0];
  if (!row) return null;
  if (!row.last_used_at || Date.now() - new Date(row.last_used_at).getTime() > TOUCH_AFTER_MS) {
    await db
      .updateTable("access_tokens")
      .set({ last_used_at: new Date() })
      .where("id", "=", row.token_id)
      .execute();
  }
  return currentUserFromRow(row);
}
