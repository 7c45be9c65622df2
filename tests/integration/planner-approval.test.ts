import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { action as loginAction } from "~/routes/_auth.login";
import ExcelJS from "exceljs";

import { action as formAction } from "~/routes/_app.form.planner-form";
import { loader as exportLoader } from "~/routes/database.planner[.xlsx]";

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
    expect(detail).toMatchObject({
      builtBy: "Dimas Wijaya",
      approvedBy: admin.fullName,
      version: "Original AFE",
    });
  });
});

describe("approving what the approver saw", () => {
  it("refuses an approval offered before a line was added or removed", async () => {
    // A well of its own, so the line codes the other tests expect are not used up here.
    const otherWell = await wellFor(
      engine.db,
      await orgId(engine.db, "Demo Energy"),
      "Approval Test-2",
    );
    const post = (username: string, form: Record<string, string>) =>
      call(formAction, `/form/planner-form?tab=afe&well=${otherWell}`, {
        form,
        cookie: cookies[username],
      });
    const draftOf = () =>
      engine.db
        .selectFrom("afes")
        .select(["id", "version", "status"])
        .where("well_id", "=", otherWell)
        .orderBy("version_no", "desc")
        .executeTakeFirstOrThrow();
    expect(
      (await post("planner", { intent: "afe.create", formId: "afe", wellId: String(otherWell) }))
        .status,
    ).toBe(302);
    const bundle = await engine.db
      .selectFrom("contract_bundles")
      .select("id")
      .where("org_id", "=", await orgId(engine.db, "Demo Energy"))
      .executeTakeFirstOrThrow();
    const addLine = (afeId: number, amount: string) =>
      post("planner", {
        contractBundleId: String(bundle.id),
        intent: "afeLine.add",
        formId: "l",
        afeId: String(afeId),
        phase: "intermediate-2",
        description: `Line of ${amount}`,
        amount,
      });
    const approve = (draft: { id: number; version: number }) =>
      post("admin", {
        intent: "afe.approve",
        formId: `row:afe.approve-${draft.id}`,
        id: String(draft.id),
        version: String(draft.version),
        confirmed: "yes",
      });
    let draft = await draftOf();
    await addLine(draft.id, "100000");
    // The manager opens the AFE tab: one line, $100,000 ...
    const seen = await draftOf();
    // ... while the planner adds a $500,000 line.
    await addLine(draft.id, "500000");

    const stale = await approve(seen);
    expect(stale.status).toBe(409);
    expect((await draftOf()).status).toBe("draft");

    const line = await engine.db
      .selectFrom("afe_lines")
      .select(["id", "version"])
      .where("afe_id", "=", draft.id)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const beforeRemove = await draftOf();
    expect(
      (
        await post("planner", {
          intent: "afeLine.remove",
          formId: "r",
          id: String(line.id),
          version: String(line.version),
          confirmed: "yes",
        })
      ).status,
    ).toBe(302);
    expect((await approve(beforeRemove)).status).toBe(409);

    draft = await draftOf();
    expect((await approve(draft)).status).toBe(302);
    const total = await engine.db
      .selectFrom("afe_lines")
      .select((eb) => eb.fn.sum<string>("amount").as("amount"))
      .where("afe_id", "=", draft.id)
      .executeTakeFirstOrThrow();
    expect(Number(total.amount)).toBe(100000);
    expect((await draftOf()).status).toBe("approved");
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

describe("one name and one code per line across the well's AFE", () => {
  it("numbers a supplement's lines after the original's, and names versions alike everywhere", async () => {
    expect(
      (await post("planner", { intent: "afe.create", formId: "afe", wellId: String(wellId) }))
        .status,
    ).toBe(302);
    const supplement = await draftOf();
    const bundle = await engine.db
      .selectFrom("contract_bundles")
      .select(["id", "name", "version"])
      .where("org_id", "=", await orgId(engine.db, "Demo Energy"))
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await post("planner", {
      intent: "afeLine.add",
      formId: "l",
      afeId: String(supplement.id),
      phase: "intermediate-2",
      contractBundleId: String(bundle.id),
      description: "Extra completion string",
      amount: "1000000",
    });
    const codes = await engine.db
      .selectFrom("afe_lines as l")
      .innerJoin("afes as a", "a.id", "l.afe_id")
      .select(["a.version_no", "l.code"])
      .where("a.well_id", "=", wellId)
      .orderBy("l.line_no")
      .execute();
    expect(codes.map((line) => line.code)).toEqual(["IN2-001", "IN2-002"]);

    const response = await call(exportLoader, `/database/planner.xlsx?view=afe&well=${wellId}`, {
      cookie: cookies.planner,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets.find((ws) => ws.getCell("B1").value === "Version")!;
    expect([sheet.getCell("B2").value, sheet.getCell("B3").value]).toEqual([
      "Original AFE",
      "Supplement 1",
    ]);

    const refused = await post("planner", {
      intent: "bundle.remove",
      formId: "r",
      id: String(bundle.id),
      version: String(bundle.version),
      confirmed: "yes",
    });
    const body = (await refused.json()) as { result: { error: Record<string, string[]> } };
    expect(body.result.error[""]![0]).toContain("Approval Test-1 Original AFE IN2-001");
    expect(body.result.error[""]![0]).toContain("Approval Test-1 Supplement 1 IN2-002");
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
