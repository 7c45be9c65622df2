import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { loader as detailLoader } from "~/routes/_app.account.detail.$id";
import { loader as clientsLoader } from "~/routes/_app.account._index";
import { action as manageAction, loader as manageLoader } from "~/routes/_app.account.create/route";
import { loader as logLoader } from "~/routes/_app.account.log-activity";
import { action as profileAction } from "~/routes/_app.profile";
import { loader as fileLoader } from "~/routes/files.$id";

import { call } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

import {
  auditActions,
  callMultipart,
  ids,
  lastAuditId,
  pngFile,
  post,
  signIn,
} from "./accounts-helpers";

let engine: Engine & { label: string };
let demo: {
  orgId: number;
  adminId: number;
  engineerId: number;
  adminRoleId: number;
  engineerRoleId: number;
  otherOrgId: number;
  otherRoleId: number;
  avatarFileId: string;
};
let otherAdmin: string;

beforeAll(async () => {
  engine = await useDemoDatabase();
  const find = await ids(engine.db);
  const orgId = await find.org("Demo Energy");
  const otherOrgId = await find.org("Other Operator");
  // Demo Energy's admin gives themselves an avatar, so there is a file to aim at.
  const admin = await signIn("admin");
  const form = new FormData();
  form.set("intent", "avatar");
  form.set("avatar", pngFile("me.png"));
  expect((await callMultipart(profileAction, "/profile", { cookie: admin, form })).status).toBe(
    302,
  );
  const adminId = await find.user("admin");
  const { avatar_file_id } = await engine.db
    .selectFrom("users")
    .select("avatar_file_id")
    .where("id", "=", adminId)
    .executeTakeFirstOrThrow();
  demo = {
    orgId,
    adminId,
    engineerId: await find.user("engineer"),
    adminRoleId: await find.role(orgId, "Administrator"),
    engineerRoleId: await find.role(orgId, "Engineer"),
    otherOrgId,
    otherRoleId: await find.role(otherOrgId, "Engineer"),
    avatarFileId: avatar_file_id!,
  };
  otherAdmin = await signIn("other-admin");
});
afterAll(async () => {
  await engine.close();
});

async function demoSnapshot() {
  return {
    org: await engine.db
      .selectFrom("organisations")
      .selectAll()
      .where("id", "=", demo.orgId)
      .execute(),
    users: await engine.db
      .selectFrom("users")
      .select(["id", "username", "full_name", "is_active", "removed_at", "version"])
      .orderBy("id")
      .execute(),
    roles: await engine.db.selectFrom("roles").selectAll().orderBy("id").execute(),
    memberships: await engine.db.selectFrom("memberships").selectAll().orderBy("user_id").execute(),
  };
}

describe("tenancy: another organisation's administrator", () => {
  it("gets 404 for Demo Energy's organisation, users, roles, log and files by id, each attempt logged", async () => {
    const before = await lastAuditId(engine.db);
    const reads: [string, () => Promise<Response>][] = [
      [
        "organisation detail",
        () =>
          call(detailLoader, `/account/detail/${demo.orgId}`, {
            cookie: otherAdmin,
            params: { id: String(demo.orgId) },
          }),
      ],
      [
        "organisation edit",
        () =>
          call(manageLoader, `/account/create?tab=organisations&edit=${demo.orgId}`, {
            cookie: otherAdmin,
          }),
      ],
      [
        "user edit",
        () =>
          call(manageLoader, `/account/create?tab=users&edit=${demo.engineerId}`, {
            cookie: otherAdmin,
          }),
      ],
      [
        "user removal",
        () =>
          call(manageLoader, `/account/create?tab=users&remove=${demo.engineerId}`, {
            cookie: otherAdmin,
          }),
      ],
      [
        "role edit",
        () =>
          call(manageLoader, `/account/create?tab=roles&edit=${demo.engineerRoleId}`, {
            cookie: otherAdmin,
          }),
      ],
      [
        "role removal",
        () =>
          call(manageLoader, `/account/create?tab=roles&remove=${demo.engineerRoleId}`, {
            cookie: otherAdmin,
          }),
      ],
      [
        "log by user",
        () => call(logLoader, `/account/log-activity?user=${demo.adminId}`, { cookie: otherAdmin }),
      ],
      [
        "log by organisation",
        () => call(logLoader, `/account/log-activity?org=${demo.orgId}`, { cookie: otherAdmin }),
      ],
      [
        "avatar file",
        () =>
          call(fileLoader, `/files/${demo.avatarFileId}`, {
            cookie: otherAdmin,
            params: { id: demo.avatarFileId },
          }),
      ],
    ];
    for (const [what, read] of reads) {
      expect((await read()).status, what).toBe(404);
    }
    const denied = (await auditActions(engine.db, before)).filter((row) => row.action === "denied");
    expect(denied).toHaveLength(reads.length);
    const otherAdminId = (await ids(engine.db)).user;
    for (const row of denied) {
      expect(row.user_id).toBe(await otherAdminId("other-admin"));
      expect(row.org_id).toBe(demo.otherOrgId);
    }
  });

  it("gets 404 for every write aimed at Demo Energy, and nothing changes", async () => {
    const snapshot = await demoSnapshot();
    const before = await lastAuditId(engine.db);
    const writes: [string, Record<string, string | number | boolean | number[]>][] = [
      [
        "update organisation",
        {
          intent: "save-organisation",
          id: demo.orgId,
          version: 1,
          name: "Taken over",
          bgColor: "#000000",
          isActive: true,
        },
      ],
      [
        "deactivate organisation",
        {
          intent: "save-organisation",
          id: demo.orgId,
          version: 1,
          name: "Demo Energy",
          bgColor: "#0b5d3b",
        },
      ],
      [
        "update user",
        {
          intent: "save-user",
          id: demo.engineerId,
          version: 1,
          fullName: "Someone Else",
          username: "engineer",
          orgId: demo.orgId,
          roleId: demo.engineerRoleId,
          isActive: true,
        },
      ],
      [
        "move a user into one's own organisation",
        {
          intent: "save-user",
          id: demo.engineerId,
          version: 1,
          fullName: "Budi Santoso",
          username: "engineer",
          orgId: demo.otherOrgId,
          roleId: demo.otherRoleId,
          isActive: true,
        },
      ],
      [
        "add a user to Demo Energy",
        {
          intent: "save-user",
          fullName: "Planted User",
          username: "planted",
          orgId: demo.orgId,
          roleId: demo.adminRoleId,
          password: "Planted2026",
        },
      ],
      [
        "own user with Demo Energy's role",
        {
          intent: "save-user",
          fullName: "Planted User",
          username: "planted",
          orgId: demo.otherOrgId,
          roleId: demo.adminRoleId,
          password: "Planted2026",
        },
      ],
      ["remove user", { intent: "remove-user", id: demo.engineerId, version: 1 }],
      [
        "update role",
        {
          intent: "save-role",
          id: demo.engineerRoleId,
          orgId: demo.orgId,
          name: "Engineer",
          privileges: [1, 2, 3],
          version: 1,
        },
      ],
      [
        "update role claiming own organisation",
        {
          intent: "save-role",
          id: demo.engineerRoleId,
          orgId: demo.otherOrgId,
          name: "Engineer",
          privileges: [1],
          version: 1,
        },
      ],
      [
        "add role to Demo Energy",
        { intent: "save-role", orgId: demo.orgId, name: "Backdoor", privileges: [2] },
      ],
      ["remove role", { intent: "remove-role", id: demo.engineerRoleId, version: 1 }],
    ];
    for (const [what, entries] of writes) {
      const response = await post(manageAction, "/account/create", otherAdmin, entries);
      expect(response.status, what).toBe(404);
    }
    const denied = (await auditActions(engine.db, before)).filter((row) => row.action === "denied");
    expect(denied).toHaveLength(writes.length);
    expect(await demoSnapshot()).toEqual(snapshot);
  });

  it("sees only their own organisation in the lists", async () => {
    const clients = await call(clientsLoader, "/account", { cookie: otherAdmin });
    const body = (await clients.json()) as { rows: { name: string }[] };
    expect(body.rows.map((row) => row.name)).toEqual(["Other Operator"]);

    const users = await call(manageLoader, "/account/create?tab=users", { cookie: otherAdmin });
    const userBody = (await users.json()) as { users: { rows: { username: string }[] } };
    expect(userBody.users.rows.map((row) => row.username).sort()).toEqual([
      "other-admin",
      "other-engineer",
    ]);

    const log = await call(logLoader, "/account/log-activity", { cookie: otherAdmin });
    const logBody = (await log.json()) as { rows: { orgName: string | null }[] };
    expect(logBody.rows.length).toBeGreaterThan(0);
    expect(new Set(logBody.rows.map((row) => row.orgName))).toEqual(new Set(["Other Operator"]));
  });

  it("a client administrator sees every organisation, and can open Demo Energy's records", async () => {
    const clientAdmin = await signIn("client-admin");
    const clients = await call(clientsLoader, "/account", { cookie: clientAdmin });
    const body = (await clients.json()) as { rows: { name: string; isActive: boolean }[] };
    expect(body.rows.map((row) => row.name)).toEqual([
      "Borealis Geothermal",
      "Demo Energy",
      "Drillbook Support",
      "Other Operator",
    ]);
    expect(body.rows.find((row) => row.name === "Borealis Geothermal")?.isActive).toBe(false);
    const detail = await call(detailLoader, `/account/detail/${demo.orgId}`, {
      cookie: clientAdmin,
      params: { id: String(demo.orgId) },
    });
    expect(detail.status).toBe(200);
    const file = await call(fileLoader, `/files/${demo.avatarFileId}`, {
      cookie: clientAdmin,
      params: { id: demo.avatarFileId },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
  });

  it("anyone signed in may open their own organisation's detail (no privilege), not another's", async () => {
    const engineer = await signIn("engineer");
    const own = await call(detailLoader, `/account/detail/${demo.orgId}`, {
      cookie: engineer,
      params: { id: String(demo.orgId) },
    });
    expect(own.status).toBe(200);
    const body = (await own.json()) as { organisation: { users: unknown[]; wellCount: number } };
    expect(body.organisation.users.length).toBeGreaterThanOrEqual(5);
    const wells = await engine.db
      .selectFrom("wells")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("org_id", "=", demo.orgId)
      .executeTakeFirstOrThrow();
    expect(body.organisation.wellCount).toBe(Number(wells.n));
    const other = await call(detailLoader, `/account/detail/${demo.otherOrgId}`, {
      cookie: engineer,
      params: { id: String(demo.otherOrgId) },
    });
    expect(other.status).toBe(404);
    expect(
      (await call(detailLoader, "/account/detail/abc", { cookie: engineer, params: { id: "abc" } }))
        .status,
    ).toBe(404);
  });
});
