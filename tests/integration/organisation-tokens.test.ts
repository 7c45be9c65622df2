import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { userForAccessToken } from "~/identity/access-tokens.server";
import {
  action as tokensAction,
  loader as tokensLoader,
} from "~/routes/_app.account.access-tokens";
import { loader as logLoader } from "~/routes/_app.account.log-activity";
import { action as profileAction } from "~/routes/_app.profile";

import { signIn } from "./ddr-helpers";
import { call } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

// An administrator sees every member's API tokens of their own organisation, with the holder,
// and revokes one: the token stops at once and Log Activity says who revoked whose token.
// Another organisation's tokens are neither listed nor revocable, and a member without the
// account privilege gets no page at all.

let engine: Engine & { label: string };
let admin: string;

beforeAll(async () => {
  engine = await useDemoDatabase();
  admin = await signIn("admin");
});

afterAll(async () => {
  await engine.close();
});

async function createToken(cookie: string, name: string) {
  const response = await call(profileAction, "/profile", {
    cookie,
    form: { intent: "createToken", name, lifetime: "30" },
  });
  const body = (await response.json()) as { created: { token: string } };
  const token = body.created.token;
  const row = await engine.db
    .selectFrom("access_tokens")
    .select("id")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return { token, id: row.id };
}

interface Listed {
  tokens: { id: number; name: string; revokedAt: string | null; holder: { username: string } }[];
}

async function listed(cookie: string): Promise<Listed> {
  const response = await call(tokensLoader, "/account/access-tokens", { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as Listed;
}

const revoke = (cookie: string, tokenId: number | string) =>
  call(tokensAction, "/account/access-tokens", {
    cookie,
    form: { intent: "revokeToken", tokenId: String(tokenId) },
  });

async function revokeEntries() {
  return engine.db
    .selectFrom("audit_log as a")
    .innerJoin("users as u", "u.id", "a.user_id")
    .select(["u.username", "a.record_id", "a.detail"])
    .where("a.record_type", "=", "access-token")
    .where("a.action", "=", "revoke")
    .execute();
}

describe("an administrator's list of the organisation's access tokens", () => {
  it("lists every member's tokens with their holder, and none of another organisation", async () => {
    await createToken(await signIn("engineer"), "Engineer's nightly export");
    await createToken(await signIn("planner"), "Planner's AFE sync");
    await createToken(await signIn("other-engineer"), "Other operator's script");

    const page = await listed(admin);
    const byName = new Map(page.tokens.map((token) => [token.name, token.holder.username]));
    expect(byName.get("Engineer's nightly export")).toBe("engineer");
    expect(byName.get("Planner's AFE sync")).toBe("planner");
    expect(byName.has("Other operator's script")).toBe(false);
    // The secret is never in the page, only its first characters.
    expect(JSON.stringify(page)).not.toMatch(/dbk_[\w-]{43}/);

    const other = await listed(await signIn("other-admin"));
    expect(other.tokens.map((token) => token.name)).toEqual(["Other operator's script"]);
  });

  it("revokes a member's token at once and logs who revoked whose", async () => {
    const { token, id } = await createToken(await signIn("engineer"), "Leaked on a wiki");
    expect(await userForAccessToken(token)).not.toBeNull();

    const response = await revoke(admin, id);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/account/access-tokens");
    expect(await userForAccessToken(token)).toBeNull();
    const entry = (await listed(admin)).tokens.find((listedToken) => listedToken.id === id)!;
    expect(entry.revokedAt).not.toBeNull();

    const entries = (await revokeEntries()).filter((row) => row.record_id === String(id));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.username).toBe("admin");
    const detail = entries[0]!.detail;
    expect(typeof detail === "string" ? JSON.parse(detail) : detail).toMatchObject({
      name: "Leaked on a wiki",
      holder: "engineer",
    });

    // Log Activity shows it, in words, to the administrator.
    const log = await call(logLoader, "/account/log-activity?recordType=access-token", {
      cookie: admin,
    });
    const { rows } = (await log.json()) as {
      rows: {
        action: string;
        recordType: string;
        recordId: string;
        username: string;
        detail: unknown;
      }[];
    };
    const shown = rows.find((row) => row.action === "revoke" && row.recordId === String(id))!;
    expect(shown).toMatchObject({ recordType: "access-token", username: "admin" });
    const shownDetail =
      typeof shown.detail === "string" ? (JSON.parse(shown.detail) as unknown) : shown.detail;
    expect(shownDetail).toMatchObject({ name: "Leaked on a wiki", holder: "engineer" });

    // A second revoke finds nothing to revoke and logs nothing.
    await revoke(admin, id);
    expect((await revokeEntries()).filter((row) => row.record_id === String(id))).toHaveLength(1);
  });

  it("cannot revoke another organisation's token, and a member without the privilege gets 404", async () => {
    const { token, id } = await createToken(await signIn("other-admin"), "Other operator's CI");
    const before = (await revokeEntries()).length;
    const foreign = await revoke(admin, id);
    expect(foreign.status).toBe(302);
    expect(await userForAccessToken(token)).not.toBeNull();
    expect((await revokeEntries()).length).toBe(before);

    const engineer = await signIn("engineer");
    const { id: own } = await createToken(engineer, "Engineer's second");
    const page = await call(tokensLoader, "/account/access-tokens", { cookie: engineer });
    expect(page.status).toBe(404);
    expect((await revoke(engineer, own)).status).toBe(404);
    expect((await listed(admin)).tokens.find((t) => t.id === own)?.revokedAt).toBeNull();
    expect((await revoke(admin, "not-a-number")).status).toBe(302);
  });
});
