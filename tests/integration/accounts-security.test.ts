import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { workAfterResponses } from "~/identity/after-response.server";
import { translator } from "~/i18n/resources.server";
import { action as manageAction } from "~/routes/_app.account.create/route";
import { loader as outboxLoader } from "~/routes/_app.account.outbox";
import { action as profileAction } from "~/routes/_app.profile";
import { action as forgetAction } from "~/routes/_auth.forget-password";
import { action as registerAction } from "~/routes/_auth.register";
import { action as resetAction, loader as resetLoader } from "~/routes/_auth.reset-password";
import { action as passwordAction } from "~/routes/profile.password";

import { call } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

import { changePassword, ids, post, signIn, signInStatus } from "./accounts-helpers";

// The holes an attacker tries first on the account screens: reset links built from a forged
// Host, a password change without the current password, a reset link outliving a change,
// granting privileges one does not hold, and colleagues' reset links in the outbox.

let engine: Engine & { label: string };
let demoOrgId: number;
beforeAll(async () => {
  engine = await useDemoDatabase();
  demoOrgId = await (await ids(engine.db)).org("Demo Energy");
});
afterAll(async () => {
  await workAfterResponses();
  await engine.close();
});
afterEach(() => {
  for (const name of ["APP_URL", "TRUST_PROXY", "PORT"]) delete process.env[name];
});

/** The newest mail to this address once it has been written (mail goes out after the answer). */
async function newestMailTo(address: string, after = 0) {
  let body = "";
  await expect
    .poll(
      async () => {
        const row = await engine.db
          .selectFrom("outbox")
          .select(["id", "body"])
          .where("to_address", "=", address)
          .where("id", ">", after)
          .orderBy("id", "desc")
          .executeTakeFirst();
        body = row?.body ?? "";
        return Boolean(row);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return body;
}

async function lastOutboxId() {
  const row = await engine.db
    .selectFrom("outbox")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

function tokenLink(body: string): URL {
  const match = /https?:\/\/\S+[?&]token=\S+/.exec(body);
  if (!match) throw new Error(`no token link in: ${body}`);
  return new URL(match[0]);
}

/** A POST as curl sends it to the app, with whatever Host and forwarding headers it likes. */
async function forged(
  handler: typeof forgetAction,
  path: string,
  form: Record<string, string>,
  headers: Record<string, string>,
): Promise<Response> {
  const host = headers.host ?? "localhost:3000";
  const request = new Request(`http://${host}${path}`, {
    method: "POST",
    headers: {
      origin: `http://${host}`,
      "content-type": "application/x-www-form-urlencoded",
      ...headers,
    },
    body: new URLSearchParams(form),
  });
  try {
    return (await handler({ request, params: {}, context: {} })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("reset and confirmation links", () => {
  const evil = { host: "evil.example", "x-forwarded-host": "evil.example" };

  it("are built from the address the server was started on, not from a forged Host", async () => {
    process.env.PORT = "3311";
    const before = await lastOutboxId();
    const response = await forged(
      forgetAction,
      "/forget-password",
      { email: "engineer@demo-energy.example" },
      evil,
    );
    expect(response.status).toBe(302);
    const link = tokenLink(await newestMailTo("engineer@demo-energy.example", before));
    expect(link.origin).toBe("http://localhost:3311");
    expect(link.pathname).toBe("/reset-password");

    const registered = await forged(
      registerAction,
      "/register",
      {
        fullname: "Sari Dewi",
        email: "sari@rig.example",
        password: "Mudline42x",
        confirm_password: "Mudline42x",
      },
      evil,
    );
    expect(registered.status).toBe(302);
    const confirm = tokenLink(await newestMailTo("sari@rig.example", before));
    expect(confirm.origin).toBe("http://localhost:3311");
    expect(confirm.pathname).toBe("/confirm-account");
  });

  it("are built from APP_URL when it is set, even behind a trusted proxy with forged headers", async () => {
    process.env.APP_URL = "https://drillbook.example.com/";
    process.env.TRUST_PROXY = "1";
    const before = await lastOutboxId();
    await forged(
      forgetAction,
      "/forget-password",
      { email: "driller@demo-energy.example" },
      { ...evil, "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.5" },
    );
    const link = tokenLink(await newestMailTo("driller@demo-energy.example", before));
    expect(link.origin).toBe("https://drillbook.example.com");
  });
});

describe("the answer to /forget-password", () => {
  it("does not wait for the lookup or the mail, for a known or an unknown address", async () => {
    for (const email of ["nobody@nowhere.example", "planner@demo-energy.example"]) {
      const before = await lastOutboxId();
      let answer: Response | "still waiting" = "still waiting";
      // While the tables the work needs are locked, only an answer that does not wait arrives.
      await engine.db.transaction().execute(async (tx) => {
        // On either engine, nobody else reads or writes these tables until this transaction ends.
        await sql`lock table account_tokens, outbox, users in access exclusive mode`.execute(tx);
        answer = await Promise.race([
          call(forgetAction, "/forget-password", { form: { email } }),
          new Promise<"still waiting">((resolve) =>
            setTimeout(() => resolve("still waiting"), 2000),
          ),
        ]);
      });
      expect(answer).not.toBe("still waiting");
      expect((answer as unknown as Response).status).toBe(302);
      expect((answer as unknown as Response).headers.get("location")).toBe(
        "/forget-password?sent=1",
      );
      if (email.startsWith("planner")) await newestMailTo(email, before);
    }
  });
});

describe("changing the password", () => {
  it("asks for the current password, with a message in English and Indonesian", async () => {
    const cookie = await signIn("engineer");
    const missing = await call(passwordAction, "/profile/password", {
      cookie,
      form: { new_password: "Rotary2026x", confirm_password: "Rotary2026x" },
    });
    expect(missing.status).toBe(400);
    const missingBody = (await missing.json()) as { reply: { error: Record<string, string[]> } };
    expect(missingBody.reply.error.current_password).toEqual(["validation.required"]);

    const wrong = await changePassword(cookie, "not-my-password", "Rotary2026x");
    expect(wrong.status).toBe(400);
    const wrongBody = (await wrong.json()) as { reply: { error: Record<string, string[]> } };
    const [key] = wrongBody.reply.error.current_password!;
    const english = translator("en")(key!);
    const indonesian = translator("id")(key!);
    expect(english).not.toBe(key);
    expect(indonesian).not.toBe(key);
    expect(indonesian).not.toBe(english);

    // The profile's own form asks the same.
    const profile = await call(profileAction, "/profile", {
      cookie,
      form: { intent: "password", new_password: "Rotary2026x", confirm_password: "Rotary2026x" },
    });
    expect(profile.status).toBe(400);
    expect(await signInStatus("engineer", "drillbook")).toBe(302);
    expect(await signInStatus("engineer", "Rotary2026x")).toBe(401);

    const changed = await changePassword(cookie, "drillbook", "Rotary2026x");
    expect(changed.status).toBe(200);
    expect(await signInStatus("engineer", "Rotary2026x")).toBe(302);
  });

  it("ends every reset link asked for before the change", async () => {
    const before = await lastOutboxId();
    await call(forgetAction, "/forget-password", {
      form: { email: "manager@demo-energy.example" },
    });
    const link = tokenLink(await newestMailTo("manager@demo-energy.example", before));
    const path = link.pathname + link.search;
    const token = link.searchParams.get("token")!;

    const cookie = await signIn("manager");
    const changed = await call(profileAction, "/profile", {
      cookie,
      form: {
        intent: "password",
        current_password: "drillbook",
        new_password: "Kelly2026bar",
        confirm_password: "Kelly2026bar",
      },
    });
    expect(changed.status).toBe(302);

    expect(((await (await call(resetLoader, path)).json()) as { state: string }).state).toBe(
      "invalid",
    );
    const reset = await call(resetAction, "/reset-password", {
      form: { token, new_password: "Stolen2026x", confirm_password: "Stolen2026x" },
    });
    expect(reset.status).toBe(400);
    expect(await signInStatus("manager", "Stolen2026x")).toBe(401);
    expect(await signInStatus("manager", "Kelly2026bar")).toBe(302);
  });

  it("ends every reset link sent before the account's mail address was changed", async () => {
    const before = await lastOutboxId();
    await call(forgetAction, "/forget-password", {
      form: { email: "driller@demo-energy.example" },
    });
    const link = tokenLink(await newestMailTo("driller@demo-energy.example", before));
    const token = link.searchParams.get("token")!;
    const admin = await signIn("admin");
    const find = await ids(engine.db);
    const drillerId = await find.user("driller");
    const driller = await engine.db
      .selectFrom("users")
      .select(["full_name", "version"])
      .where("id", "=", drillerId)
      .executeTakeFirstOrThrow();
    const changed = await post(manageAction, "/account/create", admin, {
      intent: "save-user",
      id: drillerId,
      version: driller.version,
      fullName: driller.full_name,
      username: "driller",
      email: "driller.new@demo-energy.example",
      orgId: demoOrgId,
      roleId: (
        await engine.db
          .selectFrom("memberships")
          .select("role_id")
          .where("user_id", "=", drillerId)
          .executeTakeFirstOrThrow()
      ).role_id,
      isActive: true,
    });
    expect(changed.status).toBe(302);
    const reset = await call(resetAction, "/reset-password", {
      form: { token, new_password: "Stolen2026x", confirm_password: "Stolen2026x" },
    });
    expect(reset.status).toBe(400);
    expect(await signInStatus("driller", "Stolen2026x")).toBe(401);
  });
});

describe("granting privileges", () => {
  let clerk: string;
  let clerkRoleId: number;
  let adminRoleId: number;
  let clerkId: number;

  async function roleRow(id: number) {
    return engine.db
      .selectFrom("roles")
      .select(["name", "privileges", "version"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  }

  async function membershipRole(userId: number) {
    const row = await engine.db
      .selectFrom("memberships")
      .select("role_id")
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    return row.role_id;
  }

  function errorsOf(body: unknown) {
    return (body as { reply: { error: Record<string, string[]> } }).reply.error;
  }

  beforeAll(async () => {
    // An account clerk: Manage accounts (2) and nothing else.
    const admin = await signIn("admin");
    expect(
      (
        await post(manageAction, "/account/create", admin, {
          intent: "save-role",
          orgId: demoOrgId,
          name: "Account clerk",
          privileges: [2],
        })
      ).status,
    ).toBe(302);
    const find = await ids(engine.db);
    clerkRoleId = await find.role(demoOrgId, "Account clerk");
    adminRoleId = await find.role(demoOrgId, "Administrator");
    expect(
      (
        await post(manageAction, "/account/create", admin, {
          intent: "save-user",
          fullName: "Dian Clerk",
          username: "clerk",
          email: "clerk@demo-energy.example",
          orgId: demoOrgId,
          roleId: clerkRoleId,
          password: "Clerk2026x",
        })
      ).status,
    ).toBe(302);
    clerkId = await find.user("clerk");
    clerk = await signIn("clerk", "Clerk2026x");
  });

  it("a holder of Manage accounts alone cannot add privileges to their own role", async () => {
    const before = await roleRow(clerkRoleId);
    const response = await post(manageAction, "/account/create", clerk, {
      intent: "save-role",
      id: clerkRoleId,
      version: before.version,
      orgId: demoOrgId,
      name: "Account clerk",
      privileges: [1, 2, 13],
    });
    expect(response.status).toBe(400);
    expect(await roleRow(clerkRoleId)).toEqual(before);
  });

  it("nor give themselves, or anyone, a role with privileges they do not hold", async () => {
    const self = await post(manageAction, "/account/create", clerk, {
      intent: "save-user",
      id: clerkId,
      version: await (await ids(engine.db)).version("users", clerkId),
      fullName: "Dian Clerk",
      username: "clerk",
      email: "clerk@demo-energy.example",
      orgId: demoOrgId,
      roleId: adminRoleId,
      isActive: true,
    });
    expect(self.status).toBe(400);
    expect(errorsOf(await self.json()).roleId).toEqual(["accounts.users.notYoursToGrant"]);
    expect(await membershipRole(clerkId)).toBe(clerkRoleId);

    const newcomer = await post(manageAction, "/account/create", clerk, {
      intent: "save-user",
      fullName: "Bayu Santoso",
      username: "bayu",
      orgId: demoOrgId,
      roleId: adminRoleId,
      password: "Bayu2026xx",
    });
    expect(newcomer.status).toBe(400);
    expect(await engine.db.selectFrom("users").where("username", "=", "bayu").execute()).toEqual(
      [],
    );
    // Signing in again, the clerk still holds Manage accounts only.
    expect(await signInStatus("clerk", "Clerk2026x")).toBe(302);
  });

  it("nor create or widen a role beyond their own privileges", async () => {
    const created = await post(manageAction, "/account/create", clerk, {
      intent: "save-role",
      orgId: demoOrgId,
      name: "Everything",
      privileges: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
    });
    expect(created.status).toBe(400);
    expect(errorsOf(await created.json()).privileges).toEqual(["accounts.roles.notYoursToGrant"]);
    expect(await engine.db.selectFrom("roles").where("name", "=", "Everything").execute()).toEqual(
      [],
    );

    const engineerRole = await (await ids(engine.db)).role(demoOrgId, "Engineer");
    const before = await roleRow(engineerRole);
    const widened = await post(manageAction, "/account/create", clerk, {
      intent: "save-role",
      id: engineerRole,
      version: before.version,
      orgId: demoOrgId,
      name: before.name,
      privileges: [...before.privileges, 1, 13],
    });
    expect(widened.status).toBe(400);
    expect(await roleRow(engineerRole)).toEqual(before);

    // What they hold, they may grant.
    const small = await post(manageAction, "/account/create", clerk, {
      intent: "save-role",
      orgId: demoOrgId,
      name: "Second clerk",
      privileges: [2],
    });
    expect(small.status).toBe(302);
  });

  /** The administrator's user form as the page shows it, saved by `cookie` with `changes`. */
  async function saveAdminForm(cookie: string, changes: Record<string, string | boolean>) {
    const find = await ids(engine.db);
    const adminId = await find.user("admin");
    const response = await post(manageAction, "/account/create", cookie, {
      intent: "save-user",
      id: adminId,
      version: await find.version("users", adminId),
      fullName: "Ayu Pratiwi",
      username: "admin",
      email: "admin@demo-energy.example",
      orgId: demoOrgId,
      roleId: adminRoleId,
      isActive: true,
      ...changes,
    });
    return { adminId, response };
  }

  it("nor take over an account that holds more, e.g. by changing its mail address", async () => {
    const { adminId, response } = await saveAdminForm(clerk, {
      email: "clerk-owns-this@evil.example",
    });
    expect(response.status).toBe(400);
    const admin = await engine.db
      .selectFrom("users")
      .select("email")
      .where("id", "=", adminId)
      .executeTakeFirstOrThrow();
    expect(admin.email).toBe("admin@demo-energy.example");
  });

  it("nor narrow or remove a role that holds more, which would bring its holders within reach", async () => {
    const before = await roleRow(adminRoleId);
    const narrowed = await post(manageAction, "/account/create", clerk, {
      intent: "save-role",
      id: adminRoleId,
      version: before.version,
      orgId: demoOrgId,
      name: "Administrator",
      privileges: [2],
    });
    expect(narrowed.status).toBe(400);
    expect(errorsOf(await narrowed.json())[""]).toEqual(["accounts.roles.holdsMore"]);
    const removed = await post(manageAction, "/account/create", clerk, {
      intent: "remove-role",
      id: adminRoleId,
      version: before.version,
    });
    expect(removed.status).toBe(400);
    expect(await roleRow(adminRoleId)).toEqual(before);
    // So the administrator's account stays out of reach: its mail address cannot be changed.
    const takeover = await saveAdminForm(clerk, { email: "clerk-owns-this@evil.example" });
    expect(takeover.response.status).toBe(400);
  });

  it("an administrator with every privilege still cannot edit the role they hold", async () => {
    const admin = await signIn("admin");
    const before = await roleRow(adminRoleId);
    const response = await post(manageAction, "/account/create", admin, {
      intent: "save-role",
      id: adminRoleId,
      version: before.version,
      orgId: demoOrgId,
      name: "Administrator (renamed)",
      privileges: before.privileges,
    });
    expect(response.status).toBe(400);
    expect(errorsOf(await response.json())[""]).toEqual(["accounts.roles.yourOwnRole"]);
    expect(await roleRow(adminRoleId)).toEqual(before);
  });

  it("the client administrator's mark stays out of reach of everyone else", async () => {
    const { adminId, response } = await saveAdminForm(await signIn("admin"), {
      administersClients: true,
    });
    expect(response.status).toBe(302);
    const row = await engine.db
      .selectFrom("users")
      .select("administers_clients")
      .where("id", "=", adminId)
      .executeTakeFirstOrThrow();
    expect(row.administers_clients).toBe(false);
  });
});

describe("the outbox", () => {
  it("shows an organisation's administrator no token links; the client administrator sees them", async () => {
    const before = await lastOutboxId();
    await call(forgetAction, "/forget-password", {
      form: { email: "planner@demo-energy.example" },
    });
    const stored = await newestMailTo("planner@demo-energy.example", before);
    expect(stored).toMatch(/reset-password\?token=/);

    const read = async (cookie: string) => {
      const response = await call(outboxLoader, "/account/outbox", { cookie });
      expect(response.status).toBe(200);
      return JSON.stringify(await response.json());
    };
    const adminView = await read(await signIn("admin"));
    expect(adminView).toContain("planner@demo-energy.example");
    expect(adminView).not.toMatch(/token=/);
    const clientAdminView = await read(await signIn("client-admin"));
    expect(clientAdminView).toMatch(/reset-password\?token=/);
  });
});
