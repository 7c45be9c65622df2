import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { loader as homeLoader } from "~/routes/_app.field.$tab";
import {
  action as approvalAction,
  loader as approvalLoader,
} from "~/routes/_app.form.approval-form";

import { call } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

import {
  GENERAL,
  createReport,
  createTestWell,
  fillRequiredSections,
  openForm,
  postForm,
  saveSection,
  signIn,
} from "./ddr-helpers";
import { createActivity } from "./activity-helpers";

let engine: Engine & { label: string };
let wellId: number;
let engineer: string;
let manager: string;
const date = "2026-05-02";

beforeAll(async () => {
  engine = await useDemoDatabase();
  wellId = await createTestWell(engine.db, "Demo Energy", "DDR-Approval-1", "2026-05-01");
  engineer = await signIn("engineer");
  manager = await signIn("manager");
  await createReport(engineer, wellId, date);
  await fillRequiredSections(engineer, wellId, date);
  expect((await postForm(engineer, wellId, date, { intent: "submit" })).status).toBe(302);
});
afterAll(async () => {
  await engine.close();
});

async function report() {
  return engine.db
    .selectFrom("reports")
    .selectAll()
    .where("well_id", "=", wellId)
    .where("report_date", "=", date)
    .where("kind", "=", "ddr")
    .executeTakeFirstOrThrow();
}

function decide(cookie: string, form: Record<string, string>) {
  return call(approvalAction, "/form/approval-form", { cookie, form });
}

async function transitions(reportId: number) {
  const rows = await engine.db
    .selectFrom("audit_log")
    .select(["action", "detail"])
    .where("record_type", "=", "report")
    .where("record_id", "=", String(reportId))
    .where("action", "in", ["submit", "approve", "return", "edit"])
    .orderBy("id")
    .execute();
  return rows.map((row) => {
    const detail = row.detail as { from: string; to: string; comment?: string };
    return [row.action, detail.from, detail.to, detail.comment ?? null];
  });
}

describe("approval", () => {
  it("lists the submitted report for the approver", async () => {
    const response = await call(approvalLoader, `/form/approval-form?well=${wellId}`, {
      cookie: manager,
    });
    expect(response.status).toBe(200);
    const data = (await response.json()) as {
      waiting: { id: number; wellName: string; submittedBy: string }[];
    };
    const row = await report();
    expect(data.waiting).toContainEqual(
      expect.objectContaining({
        id: row.id,
        wellName: "DDR-Approval-1",
        submittedBy: "Budi Santoso",
      }),
    );
  });

  it("lists the selected well's reports only, DDRs and activity reports alike", async () => {
    const otherWell = await createTestWell(
      engine.db,
      "Demo Energy",
      "DDR-Approval-2",
      "2026-05-01",
    );
    await createReport(engineer, otherWell, date);
    const casing = await createActivity(engineer, "casing", wellId, date);
    const otherCasing = await createActivity(engineer, "casing", otherWell, date);
    // Submitted as the approver finds them; how they were submitted is tested elsewhere.
    await engine.db
      .updateTable("reports")
      .set({ status: "submitted" })
      .where("well_id", "=", otherWell)
      .execute();
    await engine.db
      .updateTable("reports")
      .set({ status: "submitted" })
      .where("id", "=", casing)
      .execute();
    const mine = (await report()).id;
    const theirs = (
      await engine.db
        .selectFrom("reports")
        .select("id")
        .where("well_id", "=", otherWell)
        .where("kind", "=", "ddr")
        .executeTakeFirstOrThrow()
    ).id;
    const list = async (query: string) => {
      const response = await call(approvalLoader, `/form/approval-form${query}`, {
        cookie: manager,
      });
      expect(response.status).toBe(200);
      const data = (await response.json()) as {
        well: { id: number; name: string } | null;
        wells: { id: number; name: string }[];
        waiting: { id: number }[];
        activities: { id: number }[];
      };
      return {
        well: data.well?.name ?? null,
        ddrs: data.waiting.map((row) => row.id),
        activities: data.activities.map((row) => row.id),
        wells: data.wells.map((well) => well.name),
      };
    };
    const setSelected = (id: number | null) =>
      engine.db
        .updateTable("users")
        .set({ selected_well_id: id })
        .where("username", "=", "manager")
        .execute();

    await setSelected(wellId);
    const selected = await list("");
    expect(selected.well).toBe("DDR-Approval-1");
    expect(selected.ddrs).toContain(mine);
    expect(selected.ddrs).not.toContain(theirs);
    expect(selected.activities).toEqual([casing]);

    // The approver switches well on the page; the other well's reports, and only those.
    const switched = await list(`?well=${otherWell}`);
    expect(switched.well).toBe("DDR-Approval-2");
    expect(switched.ddrs).toEqual([theirs]);
    expect(switched.activities).toEqual([otherCasing]);

    // No well selected: nothing listed until one is chosen from the organisation's wells.
    await setSelected(null);
    const none = await list("");
    expect(none).toMatchObject({ well: null, ddrs: [], activities: [] });
    expect(none.wells).toEqual(expect.arrayContaining(["DDR-Approval-1", "DDR-Approval-2"]));

    const foreign = await createTestWell(engine.db, "Other Operator", "Not-Theirs", "2026-05-01");
    expect(
      (await call(approvalLoader, `/form/approval-form?well=${foreign}`, { cookie: manager }))
        .status,
    ).toBe(404);

    // Back to drafts, so what waits is only the report the next tests decide.
    await engine.db
      .updateTable("reports")
      .set({ status: "draft" })
      .where("id", "in", [theirs, casing, otherCasing])
      .execute();
  });

  it("is closed to people without privilege 13", async () => {
    const row = await report();
    expect((await call(approvalLoader, "/form/approval-form", { cookie: engineer })).status).toBe(
      404,
    );
    const response = await decide(engineer, {
      intent: "approve",
      reportId: String(row.id),
      version: String(row.version),
    });
    expect(response.status).toBe(404);
    expect((await report()).status).toBe("submitted");
  });

  it("needs a comment to return a report", async () => {
    const row = await report();
    const response = await decide(manager, {
      intent: "return",
      reportId: String(row.id),
      version: String(row.version),
      comment: "  ",
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { reply: { error: Record<string, string[]> } };
    expect(body.reply.error.comment).toEqual(["ddr.lifecycle.commentRequired"]);
    expect((await report()).status).toBe("submitted");
  });

  it("refuses a decision taken on a version that has changed since", async () => {
    const row = await report();
    const response = await decide(manager, {
      intent: "approve",
      reportId: String(row.id),
      version: String(row.version - 1),
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toBe("ddr.approval.stale");
  });

  it("returns the report to its author with the comment", async () => {
    const row = await report();
    const response = await decide(manager, {
      intent: "return",
      reportId: String(row.id),
      version: String(row.version),
      comment: "Time log row 2 needs an NPT code.",
    });
    expect(response.status).toBe(302);
    const returned = await report();
    expect(returned.status).toBe("returned");
    expect(returned.return_comment).toBe("Time log row 2 needs an NPT code.");
    const data = (await (await openForm(engineer, wellId, date)).json()) as {
      document: { header: { status: string; returnComment: string; returnedBy: string } };
    };
    expect(data.document.header).toMatchObject({
      status: "returned",
      returnComment: "Time log row 2 needs an NPT code.",
      returnedBy: "Claire Morgan",
    });
  });

  it("cannot approve a returned report", async () => {
    const row = await report();
    const response = await decide(manager, {
      intent: "approve",
      reportId: String(row.id),
      version: String(row.version),
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toBe("ddr.lifecycle.illegal");
  });

  it("lets the author fix it (back to draft) and submit it again", async () => {
    const saved = await saveSection(
      engineer,
      wellId,
      date,
      "general",
      { ...GENERAL, weatherRemark: "Clear" },
      1,
    );
    expect(saved.status).toBe(302);
    expect((await report()).status).toBe("draft");
    expect((await postForm(engineer, wellId, date, { intent: "submit" })).status).toBe(302);
    expect((await report()).status).toBe("submitted");
  });

  it("shows the approver, on the resubmitted report, the earlier return and what was saved since", async () => {
    const row = await report();
    const response = await call(approvalLoader, `/form/approval-form?report=${row.id}`, {
      cookie: manager,
    });
    const data = (await response.json()) as {
      reReview: {
        returns: { by: string; comment: string }[];
        savedSinceReturn: { sectionId: string; version: number }[];
      } | null;
    };
    expect(data.reReview?.returns).toEqual([
      expect.objectContaining({
        by: "Claire Morgan",
        comment: "Time log row 2 needs an NPT code.",
      }),
    ]);
    expect(data.reReview?.savedSinceReturn).toEqual([
      expect.objectContaining({ sectionId: "general", version: 2 }),
    ]);
  });

  it("lists the reports waiting for the approver on the home page, and only for an approver", async () => {
    const row = await report();
    const home = (await (
      await call(homeLoader, "/field/well", { cookie: manager, params: { tab: "well" } })
    ).json()) as { waiting: { reports: { id: number }[]; total: number } | null };
    expect(home.waiting?.reports.map((waiting) => waiting.id)).toContain(row.id);
    expect(home.waiting!.total).toBeGreaterThanOrEqual(home.waiting!.reports.length);
    const engineers = (await (
      await call(homeLoader, "/field/well", { cookie: engineer, params: { tab: "well" } })
    ).json()) as { waiting: unknown };
    expect(engineers.waiting).toBeNull();
  });

  it("approves it; afterwards nobody can change or submit it", async () => {
    const row = await report();
    const response = await decide(manager, {
      intent: "approve",
      reportId: String(row.id),
      version: String(row.version),
    });
    expect(response.status).toBe(302);
    const approved = await report();
    expect(approved.status).toBe("approved");
    expect(approved.approved_at).not.toBeNull();

    const admin = await signIn("admin");
    for (const cookie of [engineer, admin]) {
      const save = await saveSection(cookie, wellId, date, "general", GENERAL, 2);
      expect(save.status).toBe(409);
      const body = (await save.json()) as { reply: { error: Record<string, string[]> } };
      expect(body.reply.error[""]).toEqual(["ddr.editor.notEditable"]);
      const submit = await postForm(cookie, wellId, date, { intent: "submit" });
      expect(submit.status).toBe(400);
      expect(((await submit.json()) as { error: string }).error).toBe("ddr.editor.notEditable");
    }
    const again = await decide(manager, {
      intent: "return",
      reportId: String(row.id),
      version: String(approved.version),
      comment: "Too late",
    });
    expect(again.status).toBe(409);
    expect((await report()).status).toBe("approved");
  });

  it("records every transition in the activity log", async () => {
    const row = await report();
    expect(await transitions(row.id)).toEqual([
      ["submit", "draft", "submitted", null],
      ["return", "submitted", "returned", "Time log row 2 needs an NPT code."],
      ["edit", "returned", "draft", null],
      ["submit", "draft", "submitted", null],
      ["approve", "submitted", "approved", null],
    ]);
  });

  it("shows another organisation's report as not found", async () => {
    const other = await signIn("other-admin");
    const row = await report();
    expect(
      (await call(approvalLoader, `/form/approval-form?report=${row.id}`, { cookie: other }))
        .status,
    ).toBe(404);
    const response = await decide(other, {
      intent: "return",
      reportId: String(row.id),
      version: String(row.version),
      comment: "x",
    });
    expect(response.status).toBe(404);
  });
});
