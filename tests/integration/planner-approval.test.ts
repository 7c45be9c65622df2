import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { action as loginAction } from "~/routes/_auth.login";
import { action as formAction } from "~/routes/_app.form.planner-form";

import { call, cookieFrom } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";
import { actorFor, orgId, wellFor } from "./planner-fixtures";

// An AFE version authorises spend: the person who built it cannot also approve it, whatever
// their privileges, and every removal or approval is confirmed before it is carried out.
let engine: Engine;
const cookies: Record<string, string> = {};
let wellId: number;

beforeAll(async () => {
  engine = await useDemoDatabase();
  for (const username of ["planner", "admin"]) {
    const response = await call(loginAction, "/login", {
      form: { username, password: "drillbook", redirectTo: "/" },
    });
    cookies[username] = cookieFrom(response)!;
  }
  wellId = await wellFor(engine.db, await orgId(engine.db, "Demo Energy"), "Approval Test-1");
}, 180_000);
afterAll(async () => {
  await engine.close();
});

const search = () => `?tab=afe&well=${wellId}`;
const post = (username: string, form: Record<string, string>) =>
  call(formAction, `/form/planner-form${search()}`, { form, cookie: cookies[username] });

async function draftOf() {
  return engine.db
    .selectFrom("afes")
    .select(["id", "version", "status", "approved_by_name"])
    .where("well_id", "=", wellId)
    .orderBy("version_no", "desc")
    .executeTakeFirstOrThrow();
}

describe("approving an AFE version", () => {
  it("refuses the builder, lets someone else approve, and logs both names", async () => {
    expect(
      (await post("planner", { intent: "afe.create", formId: "afe", wellId: String(wellId) }))
        .status,
    ).toBe(302);
    let draft = await draftOf();
    const bundle = await engine.db
      .selectFrom("contract_bundles")
      .select("id")
      .where("org_id", "=", await orgId(engine.db, "Demo Energy"))
      .executeTakeFirstOrThrow();
    await post("planner", {
      contractBundleId: String(bundle.id),
      intent: "afeLine.add",
      formId: "l",
      afeId: String(draft.id),
      phase: "intermediate-2",
      description: "Completion string",
      amount: "250000",
    });
    draft = await draftOf();
    const approve = (username: string) =>
      post(username, {
        intent: "afe.approve",
        formId: `row:afe.approve-${draft.id}`,
        id: String(draft.id),
        version: String(draft.version),
        confirmed: "yes",
      });

    const own = await approve("planner");
    expect(own.status).toBe(403);
    const body = (await own.json()) as { result: { error: Record<string, string[]> } };
    const [message] = body.result.error[""] ?? [];
    const [key, params] = message!.split("|");
    expect(key).toBe("planner.errors.ownAfe");
    expect(JSON.parse(params!)).toEqual({ builder: "Dimas Wijaya" });
    expect((await draftOf()).status).toBe("draft");

    expect((await approve("admin")).status).toBe(302);
    const admin = await actorFor(engine.db, "admin");
    const approved = await draftOf();
    expect(approved.status).toBe("approved");
    expect(approved.approved_by_name).toBe(admin.fullName);
    const entry = await engine.db
      .selectFrom("audit_log")
      .select(["user_id", "detail"])
      .where("record_type", "=", "afe")
      .where("record_id", "=", String(draft.id))
      .where("action", "=", "approve")
      .executeTakeFirstOrThrow();
    expect(entry.user_id).toBe(admin.id);
    const detail = (
      typeof entry.detail === "string" ? JSON.parse(entry.detail) : entry.detail
    ) as Record<string, unknown>;
    expect(detail).toMatchObject({ builtBy: "Dimas Wijaya", approvedBy: admin.fullName });
  });
});

describe("confirming what cannot be undone", () => {
  it("answers an unconfirmed removal or approval with the step that confirms it", async () => {
    expect(
      (await post("planner", { intent: "afe.create", formId: "afe", wellId: String(wellId) }))
        .status,
    ).toBe(302);
    const draft = await draftOf();
    for (const intent of ["afe.remove", "afe.approve"]) {
      const fields = {
        intent,
        formId: `row:${intent}-${draft.id}`,
        id: String(draft.id),
        version: String(draft.version),
        label: "Supplement 1",
      };
      const response = await post("admin", fields);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ formId: fields.formId, confirm: { fields } });
      expect((await draftOf()).status).toBe("draft");
    }
    expect(
      (
        await post("planner", {
          intent: "afe.remove",
          formId: "r",
          id: String(draft.id),
          version: String(draft.version),
          confirmed: "yes",
        })
      ).status,
    ).toBe(302);
    expect((await draftOf()).status).toBe("approved");
  });
});

describe("the demo AFEs", () => {
  it("are approved by someone other than the planner who built them", async () => {
    const afes = await engine.db
      .selectFrom("afes")
      .select(["created_by", "approved_by"])
      .where("status", "=", "approved")
      .where("well_id", "!=", wellId)
      .execute();
    expect(afes.length).toBeGreaterThan(0);
    for (const afe of afes) {
      expect(afe.created_by).not.toBeNull();
      expect(afe.approved_by).not.toBe(afe.created_by);
    }
  });
});
