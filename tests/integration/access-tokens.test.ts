import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { hashToken, userForAccessToken } from "~/identity/access-tokens.server";
import { action as profileAction, loader as profileLoader } from "~/routes/_app.profile";

import { signIn } from "./ddr-helpers";
import { call } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

let engine: Engine & { label: string };
let engineer: string;

beforeAll(async () => {
  engine = await useDemoDatabase();
  engineer = await signIn("engineer");
});

afterAll(async () => {
  await engine.close();
});

async function createToken(cookie: string, name: string, lifetime = "30") {
  const response = await call(profileAction, "/profile", {
    cookie,
    form: { intent: "createToken", name, lifetime },
  });
  return {
    status: response.status,
    body: (await response.json()) as { created: { token: string; name: string } | null },
  };
}

describe("personal access tokens on the profile", () => {
  it("shows a new token once, keeps only its hash, lists it and logs it", async () => {
    const { status, body } = await createToken(engineer, "CI export");
    expect(status).toBe(200);
    const token = body.created!.token;
    expect(token).toMatch(/^dbk_[\w-]{43}$/);
    const row = await engine.db
      .selectFrom("access_tokens")
      .selectAll()
      .where("name", "=", "CI export")
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token.slice(12));

    const page = (await (await call(profileLoader, "/profile", { cookie: engineer })).json()) as {
      tokens: { name: string; prefix: string }[];
    };
    expect(page.tokens.map((t) => t.name)).toContain("CI export");
    expect(JSON.stringify(page)).not.toContain(token);

    const user = await userForAccessToken(token);
    expect(user?.username).toBe("engineer");
    expect(user?.privileges).toContain(10);
    const logged = await engine.db
      .selectFrom("audit_log")
      .select(["action", "record_type"])
      .where("record_type", "=", "access-token")
      .execute();
    expect(logged).toEqual([{ action: "create", record_type: "access-token" }]);
  });

  it("refuses a token without a name or with a lifetime not offered", async () => {
    expect((await createToken(engineer, "")).status).toBe(400);
    expect((await createToken(engineer, "x", "1000")).status).toBe(400);
  });

  it("stops a revoked or expired token at once", async () => {
    const { body } = await createToken(engineer, "short-lived");
    const token = body.created!.token;
    const row = await engine.db
      .selectFrom("access_tokens")
      .select("id")
      .where("token_hash", "=", hashToken(token))
      .executeTakeFirstOrThrow();
    const other = await signIn("other-engineer");
    const foreign = await call(profileAction, "/profile", {
      cookie: other,
      form: { intent: "revokeToken", tokenId: String(row.id) },
    });
    expect(foreign.status).toBe(302);
    expect(await userForAccessToken(token)).not.toBeNull();

    await call(profileAction, "/profile", {
      cookie: engineer,
      form: { intent: "revokeToken", tokenId: String(row.id) },
    });
    expect(await userForAccessToken(token)).toBeNull();
    const revoked = await engine.db
      .selectFrom("audit_log")
      .select("action")
      .where("record_type", "=", "access-token")
      .where("action", "=", "revoke")
      .execute();
    expect(revoked).toHaveLength(1);

    const second = (await createToken(engineer, "expiring")).body.created!.token;
    await engine.db
      .updateTable("access_tokens")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("token_hash", "=", hashToken(second))
      .execute();
    expect(await userForAccessToken(second)).toBeNull();
    expect(await userForAccessToken("dbk_not-a-token")).toBeNull();
  });
});
