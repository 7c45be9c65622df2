import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { requireUser } from "~/auth/session.server";
import type { Engine } from "~/db/engine.server";
import { workAfterResponses } from "~/identity/after-response.server";
import { loader as signedOutLoader } from "~/routes/_auth";
import { action as confirmAction, loader as confirmLoader } from "~/routes/_auth.confirm-account";
import { action as forgetAction } from "~/routes/_auth.forget-password";
import { action as registerAction } from "~/routes/_auth.register";
import { action as resetAction, loader as resetLoader } from "~/routes/_auth.reset-password";
import { action as manageAction } from "~/routes/_app.account.create/route";
import { loader as awaitingLoader } from "~/routes/awaiting-access";

import { call } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

import { ids, post, signIn, signInStatus } from "./accounts-helpers";

let engine: Engine & { label: string };
beforeAll(async () => {
  engine = await useDemoDatabase();
});
afterAll(async () => {
  await workAfterResponses();
  await engine.close();
});

async function outboxTo(address: string) {
  return engine.db
    .selectFrom("outbox")
    .selectAll()
    .where("to_address", "=", address)
    .orderBy("id", "desc")
    .execute();
}

function linkIn(body: string): string {
  const match = /https?:\/\/\S+/.exec(body);
  if (!match) throw new Error(`no link in: ${body}`);
  return match[0];
}

function pathOf(link: string): string {
  const url = new URL(link);
  return url.pathname + url.search;
}

function protectedCall(path: string, cookie: string | null) {
  return call(async ({ request }) => requireUser(request), path, { cookie });
}

describe("registration", () => {
  const email = "Maya.Putri@Rig.example";
  const address = "maya.putri@rig.example";

  it("answers alike for a new and a registered address; only the mailbox differs", async () => {
    const fresh = await call(registerAction, "/register", {
      form: {
        fullname: "Maya Putri",
        email,
        password: "Mudlogger7",
        confirm_password: "Mudlogger7",
      },
    });
    const known = await call(registerAction, "/register", {
      form: {
        fullname: "Someone",
        email: "admin@demo-energy.example",
        password: "Mudlogger7",
        confirm_password: "Mudlogger7",
      },
    });
    for (const response of [fresh, known]) {
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/register?sent=1");
    }
    const [confirmMail] = await outboxTo(address);
    expect(confirmMail?.subject).toBe("Confirm your Drillbook account");
    expect(confirmMail?.org_id).toBeNull();
    expect(linkIn(confirmMail!.body)).toMatch(/^http:\/\/localhost:3000\/confirm-account\?token=/);
    const [notice] = await outboxTo("admin@demo-energy.example");
    expect(notice?.subject).toBe("Your Drillbook account");
    // No account exists until the link is followed.
    expect(
      await engine.db.selectFrom("users").select("id").where("email", "=", address).execute(),
    ).toEqual([]);
  });

  it("refuses a mismatched confirmation with the spec's message and keeps the name", async () => {
    const response = await call(registerAction, "/register", {
      form: {
        fullname: "Maya Putri",
        email,
        password: "Mudlogger7",
        confirm_password: "Mudlogger8",
      },
    });
    expect(response.status).toBe(400);
    const reply = (await response.json()) as {
      error: Record<string, string[]>;
      initialValue: Record<string, string>;
    };
    expect(reply.error.confirm_password).toEqual(["validation.confirmed"]);
    expect(reply.initialValue.fullname).toBe("Maya Putri");
    expect(reply.initialValue.password).toBeUndefined();
  });

  it("confirms from the link once, then the user signs in and sees only the awaiting-access page", async () => {
    const [mail] = await outboxTo(address);
    const path = pathOf(linkIn(mail!.body));
    const page = await call(confirmLoader, path);
    expect(((await page.json()) as { state: string }).state).toBe("ready");
    const token = new URL(`http://x${path}`).searchParams.get("token")!;

    const confirmed = await call(confirmAction, "/confirm-account", { form: { token } });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/confirm-account?confirmed=1");
    const again = await call(confirmAction, "/confirm-account", { form: { token } });
    expect(again.status).toBe(400);
    expect(((await (await call(confirmLoader, path)).json()) as { state: string }).state).toBe(
      "invalid",
    );

    const user = await engine.db
      .selectFrom("users")
      .select(["id", "username", "full_name"])
      .where("email", "=", address)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ username: address, full_name: "Maya Putri" });
    const memberships = await engine.db
      .selectFrom("memberships")
      .select("org_id")
      .where("user_id", "=", user.id)
      .execute();
    expect(memberships).toEqual([]);

    const cookie = await signIn(address, "Mudlogger7");
    const home = await protectedCall("/field/well", cookie);
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe("/awaiting-access");
    const waiting = await call(awaitingLoader, "/awaiting-access", { cookie });
    expect(waiting.status).toBe(200);
    expect(await waiting.json()).toEqual({ fullName: "Maya Putri" });
    // The sign-in pages send them "home" (which is the awaiting page) like any signed-in user.
    expect((await call(signedOutLoader, "/register", { cookie })).status).toBe(302);

    // A client administrator assigns an organisation and a role; the next visit takes them in.
    const find = await ids(engine.db);
    const orgId = await find.org("Demo Energy");
    const clientAdmin = await signIn("client-admin");
    const version = (
      await engine.db
        .selectFrom("users")
        .select("version")
        .where("id", "=", user.id)
        .executeTakeFirstOrThrow()
    ).version;
    const assigned = await post(manageAction, "/account/create", clientAdmin, {
      intent: "save-user",
      id: user.id,
      version,
      fullName: "Maya Putri",
      username: address,
      email: address,
      orgId,
      roleId: await find.role(orgId, "Engineer"),
      isActive: true,
    });
    expect(assigned.status).toBe(302);
    const admitted = await call(awaitingLoader, "/awaiting-access", { cookie });
    expect(admitted.status).toBe(302);
    expect(admitted.headers.get("location")).toBe("/");
    const now = await protectedCall("/field/well", cookie);
    expect(now.status).toBe(200);
    expect(((await now.json()) as { orgName: string }).orgName).toBe("Demo Energy");
  });

  it("an expired confirmation link is refused", async () => {
    await call(registerAction, "/register", {
      form: {
        fullname: "Late Comer",
        email: "late@rig.example",
        password: "Latecomer9",
        confirm_password: "Latecomer9",
      },
    });
    await engine.db
      .updateTable("account_tokens")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("email", "=", "late@rig.example")
      .execute();
    const [mail] = await outboxTo("late@rig.example");
    const token = new URL(linkIn(mail!.body)).searchParams.get("token")!;
    expect((await call(confirmAction, "/confirm-account", { form: { token } })).status).toBe(400);
  });
});

describe("password reset", () => {
  it("answers alike for unknown addresses and mails only real accounts", async () => {
    const unknown = await call(forgetAction, "/forget-password", {
      form: { email: "nobody@nowhere.example" },
    });
    const known = await call(forgetAction, "/forget-password", {
      form: { email: "planner@demo-energy.example" },
    });
    for (const response of [unknown, known]) {
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/forget-password?sent=1");
    }
    // The mail is looked up and written after the answer has left.
    await workAfterResponses();
    expect(await outboxTo("nobody@nowhere.example")).toEqual([]);
    expect(await outboxTo("planner@demo-energy.example")).toHaveLength(1);
  });

  it("sets a new password once; the old one and the other sessions stop working", async () => {
    const otherSession = await signIn("planner");
    const [mail] = await outboxTo("planner@demo-energy.example");
    const path = pathOf(linkIn(mail!.body));
    expect(path).toMatch(/^\/reset-password\?token=/);
    expect(((await (await call(resetLoader, path)).json()) as { state: string }).state).toBe(
      "ready",
    );
    const token = new URL(`http://x${path}`).searchParams.get("token")!;

    const mismatch = await call(resetAction, "/reset-password", {
      form: { token, new_password: "Casing13in", confirm_password: "Casing13im" },
    });
    expect(mismatch.status).toBe(400);
    const mismatchBody = (await mismatch.json()) as { reply: { error: Record<string, string[]> } };
    expect(mismatchBody.reply.error.confirm_password).toEqual(["validation.confirmed"]);

    const reset = await call(resetAction, "/reset-password", {
      form: { token, new_password: "Casing13in", confirm_password: "Casing13in" },
    });
    expect(reset.status).toBe(302);
    expect(reset.headers.get("location")).toBe("/reset-password?done=1");
    expect(await signInStatus("planner", "drillbook")).toBe(401);
    expect(await signInStatus("planner", "Casing13in")).toBe(302);
    expect((await protectedCall("/field/well", otherSession)).status).toBe(302);

    const reused = await call(resetAction, "/reset-password", {
      form: { token, new_password: "Another99x", confirm_password: "Another99x" },
    });
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { invalidLink: boolean }).invalidLink).toBe(true);
    expect(await signInStatus("planner", "Casing13in")).toBe(302);
  });

  it("limits how many mails one address can trigger in an hour", async () => {
    for (let i = 0; i < 8; i++) {
      await call(forgetAction, "/forget-password", {
        form: { email: "manager@demo-energy.example" },
      });
      await workAfterResponses();
    }
    expect(await outboxTo("manager@demo-energy.example")).toHaveLength(5);
  });

  it("writes registrations, confirmations and resets to the activity log", async () => {
    const actions = await engine.db.selectFrom("audit_log").select("action").distinct().execute();
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        "register",
        "register-existing",
        "confirm-account",
        "request-password-reset",
        "reset-password",
      ]),
    );
  });
});
