import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { requireUser } from "~/auth/session.server";
import type { Engine } from "~/db/engine.server";
import { IMAGE_MAX_BYTES } from "~/identity/image-files";
import { action as manageAction, loader as manageLoader } from "~/routes/_app.account.create/route";
import { loader as logLoader } from "~/routes/_app.account.log-activity";
import { action as profileAction, loader as profileLoader } from "~/routes/_app.profile";
import { loader as fileLoader } from "~/routes/files.$id";

import { call } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

import {
  PNG,
  auditActions,
  callMultipart,
  changePassword,
  ids,
  lastAuditId,
  pngFile,
  post,
  signIn,
  signInStatus,
} from "./accounts-helpers";

let engine: Engine & { label: string };
let admin: string;
let clientAdmin: string;
let demoOrgId: number;
let engineerRoleId: number;

beforeAll(async () => {
  engine = await useDemoDatabase();
  const find = await ids(engine.db);
  demoOrgId = await find.org("Demo Energy");
  engineerRoleId = await find.role(demoOrgId, "Engineer");
  admin = await signIn("admin");
  clientAdmin = await signIn("client-admin");
});
afterAll(async () => {
  await engine.close();
});

function protectedCall(path: string, cookie: string | null) {
  return call(async ({ request }) => requireUser(request), path, { cookie });
}

/** Posts the manage-accounts form as Demo Energy's administrator. */
function manage(entries: Parameters<typeof post>[3]) {
  return post(manageAction, "/account/create", admin, entries);
}

/** Saves a Demo Energy user; an engineer unless the fields name another role. */
function saveUser(fields: Parameters<typeof post>[3]) {
  return manage({ intent: "save-user", orgId: demoOrgId, roleId: engineerRoleId, ...fields });
}

async function versionOf(table: "users" | "roles" | "organisations", id: number) {
  return (await ids(engine.db)).version(table, id);
}

async function errorsOf(response: Response) {
  return ((await response.json()) as { reply: { error: Record<string, string[]> } }).reply.error;
}

async function userId(username: string) {
  return (await ids(engine.db)).user(username);
}

describe("manage account: users", () => {
  it("adds a user who can sign in, edits and deactivates them (signed out at once), then removes them", async () => {
    const created = await saveUser({
      fullName: "Tono Wibowo",
      username: "toolpusher",
      email: "toolpusher@demo-energy.example",
      password: "Toolpush3r",
    });
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe("/account/create?tab=users");
    const session = await signIn("toolpusher", "Toolpush3r");
    expect((await protectedCall("/field/well", session)).status).toBe(200);

    const id = await userId("toolpusher");
    const managerRole = await (await ids(engine.db)).role(demoOrgId, "Manager");
    const edited = await saveUser({
      id,
      version: await versionOf("users", id),
      fullName: "Tono Wibowo",
      username: "toolpusher",
      email: "toolpusher@demo-energy.example",
      roleId: managerRole,
      isActive: true,
    });
    expect(edited.status).toBe(302);
    const now = (await (await protectedCall("/field/well", session)).json()) as {
      roleName: string;
    };
    expect(now.roleName).toBe("Manager");

    const deactivated = await saveUser({
      id,
      version: await versionOf("users", id),
      fullName: "Tono Wibowo",
      username: "toolpusher",
      roleId: managerRole,
    });
    expect(deactivated.status).toBe(302);
    expect((await protectedCall("/field/well", session)).status).toBe(302);
    expect(await signInStatus("toolpusher", "Toolpush3r")).toBe(401);

    const removed = await manage({
      intent: "remove-user",
      id,
      version: await versionOf("users", id),
    });
    expect(removed.status).toBe(302);
    expect(await signInStatus("toolpusher", "Toolpush3r")).toBe(401);
    const list = (await (
      await call(manageLoader, "/account/create?tab=users", { cookie: admin })
    ).json()) as {
      users: { rows: { username: string }[] };
    };
    expect(list.users.rows.map((row) => row.username)).not.toContain("toolpusher");
  });

  it("a removed user cannot sign in, even with the right password, and their session ends", async () => {
    const session = await signIn("driller");
    const id = await userId("driller");
    const version = await versionOf("users", id);
    const response = await manage({
      intent: "remove-user",
      id,
      version,
    });
    expect(response.status).toBe(302);
    expect(await signInStatus("driller")).toBe(401);
    expect((await protectedCall("/field/well", session)).status).toBe(302);
    // Removing again: the user is gone for this administrator too.
    expect((await manage({ intent: "remove-user", id, version })).status).toBe(404);
  });

  it("keeps what was typed and says why when a username is taken or a field is wrong", async () => {
    const response = await saveUser({
      fullName: "Copy Cat",
      username: "Engineer",
      email: "not-an-email",
      password: "short",
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      reply: { error: Record<string, string[]>; initialValue: Record<string, string> };
    };
    expect(body.reply.error.email).toEqual(["validation.email"]);
    expect(body.reply.error.password?.[0]).toMatch(/^password\.tooShort/);
    expect(body.reply.initialValue.fullName).toBe("Copy Cat");

    const taken = await saveUser({
      fullName: "Copy Cat",
      username: "Engineer",
      password: "Longenough1",
    });
    expect(taken.status).toBe(400);
    const takenBody = (await taken.json()) as { reply: { error: Record<string, string[]> } };
    expect(takenBody.reply.error.username).toEqual(["accounts.users.usernameTaken"]);
  });

  it("refuses a stale edit instead of overwriting someone else's change", async () => {
    const id = await userId("manager");
    const stale = (await versionOf("users", id)) - 1;
    const response = await saveUser({
      id,
      version: stale,
      fullName: "Claire M.",
      username: "manager",
      roleId: await (await ids(engine.db)).role(demoOrgId, "Manager"),
      isActive: true,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { reply: { error: Record<string, string[]> } };
    expect(body.reply.error[""]).toEqual(["accounts.conflict"]);
  });

  it("an administrator cannot deactivate, remove or demote themselves", async () => {
    const id = await userId("admin");
    const base = {
      intent: "save-user",
      id,
      version: await versionOf("users", id),
      fullName: "Ayu Pratiwi",
      username: "admin",
      email: "admin@demo-energy.example",
      orgId: demoOrgId,
    };
    const adminRole = await (await ids(engine.db)).role(demoOrgId, "Administrator");
    const deactivate = await manage({
      ...base,
      roleId: adminRole,
    });
    expect(deactivate.status).toBe(400);
    expect((await errorsOf(deactivate)).isActive).toEqual(["accounts.users.notYourself"]);
    const demote = await manage({
      ...base,
      roleId: engineerRoleId,
      isActive: true,
    });
    expect(demote.status).toBe(400);
    expect((await errorsOf(demote)).roleId).toEqual(["accounts.users.wouldLockYouOut"]);
    const remove = await manage({
      intent: "remove-user",
      id,
      version: base.version,
    });
    expect(remove.status).toBe(400);
    expect((await errorsOf(remove))[""]).toEqual(["accounts.users.notYourself"]);
    expect(await signInStatus("admin")).toBe(302);
  });
});

describe("manage account: roles", () => {
  it("creates, edits and removes a role with its privilege set", async () => {
    const created = await manage({
      intent: "save-role",
      orgId: demoOrgId,
      name: "Drilling Supervisor",
      privileges: [14, 5, 13, 5],
    });
    expect(created.status).toBe(302);
    const role = await engine.db
      .selectFrom("roles")
      .selectAll()
      .where("name", "=", "Drilling Supervisor")
      .executeTakeFirstOrThrow();
    expect(role.privileges).toEqual([5, 13, 14]);

    const edited = await manage({
      intent: "save-role",
      id: role.id,
      version: role.version,
      orgId: demoOrgId,
      name: "Drilling Supervisor",
      privileges: [5, 6, 13, 14],
    });
    expect(edited.status).toBe(302);

    const badPrivilege = await manage({
      intent: "save-role",
      orgId: demoOrgId,
      name: "Impossible",
      privileges: [15],
    });
    expect(badPrivilege.status).toBe(400);

    const inUse = await manage({
      intent: "remove-role",
      id: engineerRoleId,
      version: await versionOf("roles", engineerRoleId),
    });
    expect(inUse.status).toBe(400);
    expect(
      ((await inUse.json()) as { reply: { error: Record<string, string[]> } }).reply.error[""],
    ).toEqual(["accounts.roles.inUse"]);

    const removed = await manage({
      intent: "remove-role",
      id: role.id,
      version: role.version + 1,
    });
    expect(removed.status).toBe(302);
  });

  it("does not let an administrator take Manage Accounts out of their own role", async () => {
    const adminRole = await (await ids(engine.db)).role(demoOrgId, "Administrator");
    const response = await manage({
      intent: "save-role",
      id: adminRole,
      version: await versionOf("roles", adminRole),
      orgId: demoOrgId,
      name: "Administrator",
      privileges: [1, 3],
    });
    expect(response.status).toBe(400);
    expect((await errorsOf(response))[""]).toEqual(["accounts.roles.yourOwnRole"]);
  });
});

describe("manage account: an edit names the version its form showed", () => {
  it("refuses an edit or removal posted without a version, or with a malformed one, saving nothing", async () => {
    const userIdOf = await userId("engineer");
    const roleBefore = await versionOf("roles", engineerRoleId);
    const userBefore = await versionOf("users", userIdOf);
    const orgBefore = await versionOf("organisations", demoOrgId);
    const edits = [
      { intent: "save-organisation", id: demoOrgId, name: "Renamed Energy", bgColor: "#0b5d3b" },
      {
        intent: "save-user",
        id: userIdOf,
        fullName: "Renamed Engineer",
        username: "engineer",
        orgId: demoOrgId,
        roleId: engineerRoleId,
        isActive: true,
      },
      {
        intent: "save-role",
        id: engineerRoleId,
        orgId: demoOrgId,
        name: "Renamed",
        privileges: [5],
      },
      { intent: "remove-user", id: userIdOf },
      { intent: "remove-role", id: engineerRoleId },
    ];
    for (const edit of edits) {
      for (const version of [undefined, "", "v2", "-1"]) {
        const response = await manage({ ...edit, version });
        expect(response.status, `${edit.intent} version=${version}`).toBe(400);
        expect((await errorsOf(response)).version).toEqual([
          version ? "validation.recordId" : "accounts.versionUnknown",
        ]);
      }
    }
    expect(await versionOf("organisations", demoOrgId)).toBe(orgBefore);
    expect(await versionOf("users", userIdOf)).toBe(userBefore);
    expect(await versionOf("roles", engineerRoleId)).toBe(roleBefore);
    expect(await signInStatus("engineer")).toBe(302);
  });
});

describe("manage account: organisations", () => {
  it("a client administrator creates an organisation with a logo; its users sign in; deactivating signs them out", async () => {
    const form = new FormData();
    form.set("intent", "save-organisation");
    form.set("name", "Sumatra Drilling");
    form.set("bgColor", "#AA3300");
    form.set("logo", pngFile("sumatra.png"));
    const created = await callMultipart(manageAction, "/account/create", {
      cookie: clientAdmin,
      form,
    });
    expect(created.status).toBe(302);
    const org = await engine.db
      .selectFrom("organisations")
      .selectAll()
      .where("name", "=", "Sumatra Drilling")
      .executeTakeFirstOrThrow();
    expect(org.bg_color).toBe("#aa3300");
    expect(org.logo_file_id).not.toBeNull();
    const roleId = await (await ids(engine.db)).role(org.id, "Administrator");

    const user = await post(manageAction, "/account/create", clientAdmin, {
      intent: "save-user",
      fullName: "Wayan Putra",
      username: "sumatra-admin",
      orgId: org.id,
      roleId,
      password: "Sumatra2026",
    });
    expect(user.status).toBe(302);
    const session = await signIn("sumatra-admin", "Sumatra2026");
    const me = (await (await protectedCall("/field/well", session)).json()) as {
      orgName: string;
      orgLogoUrl: string;
    };
    expect(me.orgName).toBe("Sumatra Drilling");
    const logo = await call(fileLoader, me.orgLogoUrl, {
      cookie: session,
      params: { id: me.orgLogoUrl.split("/").pop()! },
    });
    expect(logo.status).toBe(200);
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(PNG);

    // An organisation's admin cannot create organisations.
    const refused = await manage({
      intent: "save-organisation",
      name: "Shadow Org",
      bgColor: "#111111",
    });
    expect(refused.status).toBe(404);

    const deactivate = new FormData();
    deactivate.set("intent", "save-organisation");
    deactivate.set("id", String(org.id));
    deactivate.set("version", String(org.version));
    deactivate.set("name", "Sumatra Drilling");
    deactivate.set("bgColor", "#aa3300");
    const response = await callMultipart(manageAction, "/account/create", {
      cookie: clientAdmin,
      form: deactivate,
    });
    expect(response.status).toBe(302);
    expect((await protectedCall("/field/well", session)).status).toBe(302);
    expect(await signInStatus("sumatra-admin", "Sumatra2026")).toBe(401);
  });

  it("refuses a logo that is not a picture, and a duplicate name, keeping the typed values", async () => {
    const form = new FormData();
    form.set("intent", "save-organisation");
    form.set("name", "Java Rigs");
    form.set("bgColor", "#123456");
    form.set("logo", new File(["just text"], "logo.png", { type: "image/png" }));
    const response = await callMultipart(manageAction, "/account/create", {
      cookie: clientAdmin,
      form,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      reply: { error: Record<string, string[]>; initialValue: Record<string, string> };
    };
    expect(body.reply.error.logo?.[0]).toMatch(/^accounts\.image\.wrongType/);
    expect(body.reply.initialValue.name).toBe("Java Rigs");

    const duplicate = await post(manageAction, "/account/create", clientAdmin, {
      intent: "save-organisation",
      name: "demo energy",
      bgColor: "#123456",
    });
    expect(duplicate.status).toBe(400);
    expect(
      ((await duplicate.json()) as { reply: { error: Record<string, string[]> } }).reply.error.name,
    ).toEqual(["accounts.organisations.nameTaken"]);
  });

  it("the inactive demo organisation's users cannot sign in", async () => {
    expect(await signInStatus("borealis-admin")).toBe(401);
  });

  it("an organisation's administrator cannot deactivate their own organisation", async () => {
    const response = await manage({
      intent: "save-organisation",
      id: demoOrgId,
      version: await versionOf("organisations", demoOrgId),
      name: "Demo Energy",
      bgColor: "#0b5d3b",
    });
    expect(response.status).toBe(400);
  });
});

describe("profile", () => {
  it("takes a PNG avatar, refuses a renamed text file and a file over the limit", async () => {
    const engineer = await signIn("engineer");
    const good = new FormData();
    good.set("intent", "avatar");
    good.set("avatar", pngFile("me.png"));
    const accepted = await callMultipart(profileAction, "/profile", {
      cookie: engineer,
      form: good,
    });
    expect(accepted.status).toBe(302);
    const me = (await (await protectedCall("/field/well", engineer)).json()) as {
      avatarUrl: string;
    };
    expect(me.avatarUrl).toMatch(/^\/files\//);

    const renamed = new FormData();
    renamed.set("intent", "avatar");
    renamed.set("avatar", new File(["hello"], "notes.png", { type: "image/png" }));
    const refused = await callMultipart(profileAction, "/profile", {
      cookie: engineer,
      form: renamed,
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe(
      'accounts.image.wrongType|{"max":"1 MB"}',
    );

    const big = new Uint8Array(IMAGE_MAX_BYTES + 10);
    big.set(PNG);
    const tooBig = new FormData();
    tooBig.set("intent", "avatar");
    tooBig.set("avatar", new File([big], "big.png", { type: "image/png" }));
    const tooLarge = await callMultipart(profileAction, "/profile", {
      cookie: engineer,
      form: tooBig,
    });
    expect(tooLarge.status).toBe(400);
    expect(((await tooLarge.json()) as { error: string }).error).toMatch(
      /^accounts\.image\.tooLarge/,
    );

    // Far over the limit: the request is not even read, and the answer is the same message.
    const huge = new FormData();
    huge.set("intent", "avatar");
    huge.set("avatar", new File([new Uint8Array(9 * IMAGE_MAX_BYTES)], "huge.png"));
    const hugeResponse = await callMultipart(profileAction, "/profile", {
      cookie: engineer,
      form: huge,
    });
    expect(hugeResponse.status).toBe(400);
    expect(((await hugeResponse.json()) as { error: string }).error).toMatch(
      /^accounts\.image\.tooLarge/,
    );

    const none = new FormData();
    none.set("intent", "avatar");
    const missing = await callMultipart(profileAction, "/profile", {
      cookie: engineer,
      form: none,
    });
    expect(((await missing.json()) as { error: string }).error).toBe("validation.required");

    const after = (await (await protectedCall("/field/well", engineer)).json()) as {
      avatarUrl: string;
    };
    expect(after.avatarUrl).toBe(me.avatarUrl);
  });

  it("saves details with the version read, and refuses a stale form", async () => {
    const engineer = await signIn("engineer");
    const profile = (await (
      await call(profileLoader, "/profile", { cookie: engineer })
    ).json()) as {
      profile: { version: number };
    };
    const save = (version: number) =>
      post(profileAction, "/profile", engineer, {
        intent: "details",
        fullName: "Budi Santoso",
        email: "engineer@demo-energy.example",
        unitStandard: 2,
        language: "id",
        version,
      });
    expect((await save(profile.profile.version)).status).toBe(302);
    expect((await save(profile.profile.version)).status).toBe(409);
    const me = (await (await protectedCall("/field/well", engineer)).json()) as {
      unitStandard: number;
      language: string;
    };
    expect(me).toMatchObject({ unitStandard: 2, language: "id" });
  });

  it("refuses the current password as the new one, with a message for the top-centre toast", async () => {
    const planner = await signIn("planner");
    const response = await changePassword(planner, "drillbook", "drillbook");
    expect(response.status).toBe(400);
    // "drillbook" has no digit: the strength rule answers first, next to the field.
    const weak = (await response.json()) as { reply: { error: Record<string, string[]> } };
    expect(weak.reply.error.new_password).toEqual(["password.tooWeak"]);

    const changed = await changePassword(planner, "drillbook", "Derrick2026");
    expect(changed.status).toBe(200);
    const same = await changePassword(planner, "Derrick2026", "Derrick2026");
    expect(same.status).toBe(400);
    expect(((await same.json()) as { message: string }).message).toBe("password.sameAsCurrent");
  });
});

describe("activity log", () => {
  it("every write above is in the log, and the screen filters by action, record and date", async () => {
    const rows = await auditActions(engine.db);
    const seen = new Set(rows.map((row) => `${row.action}:${row.record_type}`));
    for (const expected of [
      "create:user",
      "update:user",
      "assign-role:user",
      "deactivate:user",
      "remove:user",
      "create:role",
      "update:role",
      "remove:role",
      "create:organisation",
      "deactivate:organisation",
      "change-avatar:user",
      "update-profile:user",
      "change-password:user",
    ]) {
      expect(seen, expected).toContain(expected);
    }

    const response = await call(logLoader, "/account/log-activity?action=remove&recordType=user", {
      cookie: admin,
    });
    const body = (await response.json()) as {
      rows: { action: string; recordType: string; userName: string }[];
      window: { total: number };
    };
    expect(body.rows.length).toBeGreaterThan(0);
    expect(body.rows.every((row) => row.action === "remove" && row.recordType === "user")).toBe(
      true,
    );

    const today = new Date().toISOString().slice(0, 10);
    const dated = (await (
      await call(logLoader, `/account/log-activity?from=${today}&to=${today}`, { cookie: admin })
    ).json()) as { window: { total: number } };
    const all = (await (
      await call(logLoader, "/account/log-activity", { cookie: admin })
    ).json()) as {
      window: { total: number };
    };
    expect(dated.window.total).toBe(all.window.total);
    const past = (await (
      await call(logLoader, "/account/log-activity?to=2001-01-01", { cookie: admin })
    ).json()) as { window: { total: number } };
    expect(past.window.total).toBe(0);

    const badDate = await call(logLoader, "/account/log-activity?from=yesterday", {
      cookie: admin,
    });
    expect(badDate.status).toBe(200);
    expect(((await badDate.json()) as { errors: Record<string, string> }).errors.from).toBe(
      "accounts.validation.date",
    );

    // From after To matched nothing and said only "Nothing to show": it is named next to From.
    const reversed = (await (
      await call(logLoader, "/account/log-activity?from=2026-11-28&to=2026-11-01", {
        cookie: admin,
      })
    ).json()) as {
      errors: Record<string, string>;
      typed: { from?: string; to?: string };
      filter: { from?: string; to?: string };
    };
    expect(reversed.errors.from).toBe("accounts.log.rangeReversed");
    expect(reversed.errors.to).toBeUndefined();
    expect(reversed.typed.from).toBe("2026-11-28");
    expect(reversed.filter.to).toBe("2026-11-01");
  });

  it("a page past the end shows the last page; rows are numbered the spec's way on screen", async () => {
    const before = await lastAuditId(engine.db);
    expect(before).toBeGreaterThan(10);
    const response = await call(logLoader, "/account/log-activity?page=999", { cookie: admin });
    const body = (await response.json()) as { window: { page: number; pageCount: number } };
    expect(body.window.page).toBe(body.window.pageCount);
  });
});
