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
    const response = await call(approvalLoader, "/form/approval-form", { cookie: manager });
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
