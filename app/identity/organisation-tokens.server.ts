/**
 * An administrator's view of the organisation's personal access tokens: every member's, never
 * another organisation's, with who holds each; revoking one is an audit entry naming its holder.
 * The secret itself is never here (only its hash is stored).
 */
import { getDb } from "~/db/db.server";

import type { AccessTokenListEntry } from "./access-token-rules";
import { auditChange } from "./audit.server";

export interface OrganisationTokenEntry extends AccessTokenListEntry {
  holder: { id: number; username: string; fullName: string };
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The organisation's tokens, live ones first, then newest first; at most `limit`. */
export async function listOrganisationTokens(
  orgId: number,
  limit = 500,
): Promise<OrganisationTokenEntry[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("access_tokens as t")
    .innerJoin("users as u", "u.id", "t.user_id")
    .select([
      "t.id",
      "t.name",
      "t.prefix",
      "t.created_at",
      "t.expires_at",
      "t.last_used_at",
      "t.revoked_at",
      "u.id as user_id",
      "u.username",
      "u.full_name",
    ])
    .where("t.org_id", "=", orgId)
    .orderBy("t.id", "desc")
    .limit(limit)
    .execute();
  const now = Date.now();
  const live = (row: (typeof rows)[number]) =>
    row.revoked_at === null && new Date(row.expires_at).getTime() > now;
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      prefix: row.prefix,
      createdAt: iso(row.created_at)!,
      expiresAt: iso(row.expires_at)!,
      lastUsedAt: iso(row.last_used_at),
      revokedAt: iso(row.revoked_at),
      holder: { id: row.user_id, username: row.username, fullName: row.full_name },
      live: live(row),
    }))
    .sort((a, b) => Number(b.live) - Number(a.live))
    .map(({ live: _live, ...entry }) => entry);
}

export type RevokeOrganisationTokenResult =
  { ok: true; name: string; holder: string } | { ok: false };

/**
 * Revokes a member's token. A token of another organisation, an unknown id and one already
 * revoked are all "not found", so the answer tells nothing about other organisations.
 */
export async function revokeOrganisationToken(
  admin: { id: number; orgId: number },
  tokenId: number,
): Promise<RevokeOrganisationTokenResult> {
  const db = await getDb();
  return db.transaction().execute(async (tx): Promise<RevokeOrganisationTokenResult> => {
    const row = await tx
      .updateTable("access_tokens")
      .set({ revoked_at: new Date() })
      .where("id", "=", tokenId)
      .where("org_id", "=", admin.orgId)
      .where("revoked_at", "is", null)
      .returning(["id", "name", "prefix", "user_id"])
      .executeTakeFirst();
    if (!row) return { ok: false };
    const holder = await tx
      .selectFrom("users")
      .select(["id", "username"])
      .where("id", "=", row.user_id)
      .executeTakeFirstOrThrow();
    await auditChange(tx, admin, "revoke", "access-token", row.id, {
      name: row.name,
      prefix: row.prefix,
      holder: holder.username,
      holderId: holder.id,
    });
    return { ok: true, name: row.name, holder: holder.username };
  });
}
