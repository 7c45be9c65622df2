import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { daysOnLocation } from "~/domain/reports/report-days";
import { METRES_PER_FOOT } from "~/domain/units/units";
import { loader as formLoader } from "~/routes/_app.form.daily-drilling-report";

import { call } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

import {
  COST,
  GENERAL,
  PERSONNEL,
  TIME_LOG,
  createReport,
  createTestWell,
  formPath,
  openForm,
  postForm,
  saveSection,
  signIn,
} from "./ddr-helpers";

let engine: Engine & { label: string };
let wellId: number;
let engineer: string;

beforeAll(async () => {
  engine = await useDemoDatabase();
  wellId = await createTestWell(engine.db, "Demo Energy", "DDR-Test-1");
  engineer = await signIn("engineer");
});
afterAll(async () => {
  await engine.close();
});

async function report(date: string) {
  return engine.db
    .selectFrom("reports")
    .selectAll()
    .where("well_id", "=", wellId)
    .where("report_date", "=", date)
    .executeTakeFirst();
}

async function sectionVersion(reportId: number, sectionId: string) {
  const row = await engine.db
    .selectFrom("report_sections")
    .select("version")
    .where("report_id", "=", reportId)
    .where("section_id", "=", sectionId)
    .executeTakeFirst();
  return row?.version ?? 0;
}

describe("creating a daily drilling report", () => {
  it("suggests today for a well without reports and creates report no. 1", async () => {
    const choose = await openForm(engineer, wellId);
    expect(choose.status).toBe(200);
    const data = (await choose.json()) as { mode: string; date: string };
    expect(data.mode).toBe("choose");
    expect(data.date).toBe(new Date().toISOString().slice(0, 10));

    const created = await createReport(engineer, wellId, "2026-03-10");
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe(
      `/form/daily-drilling-report?well=${wellId}&date=2026-03-10`,
    );
    const row = await report("2026-03-10");
    expect(row).toMatchObject({ report_no: 1, status: "draft", kind: "ddr" });
  });

  it("opens the existing report instead of making a second one for the same date", async () => {
    const again = await createReport(engineer, wellId, "2026-03-10");
    expect(again.status).toBe(302);
    const count = await engine.db
      .selectFrom("reports")
      .select(engine.db.fn.countAll<number>().as("n"))
      .where("well_id", "=", wellId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("refuses a date that is not a date", async () => {
    const response = await createReport(engineer, wellId, "2026-02-30");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ kind: "create", error: "ddr.editor.dateRequired" });
  });

  it("suggests the day after the last report next time", async () => {
    const data = (await (await openForm(engineer, wellId)).json()) as { date: string };
    expect(data.date).toBe("2026-03-11");
  });
});

describe("saving sections", () => {
  const date = "2026-03-10";

  it("stores a section typed in the user's units as SI, with its computed values and an audit entry", async () => {
    const response = await saveSection(engineer, wellId, date, "general", GENERAL);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/[?&]edit=general#section-general$/);
    const row = (await report(date))!;
    const saved = await engine.db
      .selectFrom("report_sections")
      .select(["data", "version"])
      .where("report_id", "=", row.id)
      .where("section_id", "=", "general")
      .executeTakeFirstOrThrow();
    const data = saved.data as Record<string, number>;
    expect(saved.version).toBe(1);
    expect(data.mdAtReport).toBeCloseTo(1500 * METRES_PER_FOOT, 9);
    expect(data.dfs).toBe(10);
    expect(row.md_at_report).toBeCloseTo(1500 * METRES_PER_FOOT, 9);
    const audit = await engine.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("record_type", "=", "report")
      .where("record_id", "=", String(row.id))
      .orderBy("id")
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(["create", "save-section"]);
  });

  it("does not save a section with errors and hands back everything typed", async () => {
    const row = (await report(date))!;
    const response = await saveSection(
      engineer,
      wellId,
      date,
      "general",
      { ...GENERAL, rigName: "", mdAtReport: "deep" },
      1,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      sectionId: string;
      reply: { error: Record<string, string[]>; initialValue: Record<string, string> };
    };
    expect(body.sectionId).toBe("general");
    expect(body.reply.error.rigName).toEqual(["validation.required"]);
    expect(body.reply.error.mdAtReport).toEqual(["validation.number"]);
    expect(body.reply.initialValue.mdAtReport).toBe("deep");
    expect(body.reply.initialValue.summary24h).toBe(GENERAL.summary24h);
    // The day counts come back with it, for a form that cannot work them out (no JavaScript).
    const { figures } = body as unknown as { figures: { value: Record<string, unknown> } };
    const page = (await (await openForm(engineer, wellId, date)).json()) as {
      document: { context: { firstReportDate: string } };
    };
    expect(figures.value.dfs).toBe(10);
    expect(figures.value.dol).toBe(daysOnLocation(page.document.context.firstReportDate, date));
    expect(await sectionVersion(row.id, "general")).toBe(1);
  });

  it("refuses a time log with a gap, naming the row, and keeps the rows", async () => {
    const rows = [
      TIME_LOG.rows[0]!,
      { ...TIME_LOG.rows[1]!, fromTime: "10:30" },
      TIME_LOG.rows[2]!,
    ];
    const response = await saveSection(engineer, wellId, date, "timeLog", { rows });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      reply: { error: Record<string, string[]>; initialValue: { rows: Record<string, string>[] } };
    };
    expect(body.reply.error["rows[1].fromTime"]).toEqual([
      'ddr.issues.timeLog.gap|{"expected":"10:00"}',
    ]);
    expect(body.reply.error.rows).toEqual([
      'ddr.issues.timeLog.totalHours|{"totalHours":23.5,"expectedHours":24}',
    ]);
    expect(body.reply.initialValue.rows[1]!.fromTime).toBe("10:30");
    const typed = await engine.db
      .selectFrom("time_log_rows")
      .select("id")
      .where("well_id", "=", wellId)
      .execute();
    expect(typed).toHaveLength(0);
  });

  it("puts each time-log message on the row it is about", async () => {
    // The last row ends before it starts: that row says so; no other row is told about the
    // day's end.
    const rows = [
      TIME_LOG.rows[0]!,
      TIME_LOG.rows[1]!,
      { ...TIME_LOG.rows[2]!, fromTime: "12:00", toTime: "06:00" },
    ];
    const response = await saveSection(engineer, wellId, date, "timeLog", { rows });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { reply: { error: Record<string, string[]> } };
    expect(body.reply.error).toEqual({
      "rows[2].toTime": ["ddr.issues.timeLog.nonPositive"],
      rows: ['ddr.issues.timeLog.totalHours|{"totalHours":12,"expectedHours":24}'],
    });
  });

  it("stores time-log rows in their typed table with hours in seconds", async () => {
    const response = await saveSection(engineer, wellId, date, "timeLog", TIME_LOG);
    expect(response.status).toBe(302);
    const rows = await engine.db
      .selectFrom("time_log_rows")
      .select(["row_no", "from_time", "to_time", "duration", "is_npt", "npt_code", "md_to"])
      .where("well_id", "=", wellId)
      .orderBy("row_no")
      .execute();
    expect(
      rows.map((r) => [
        r.row_no,
        r.from_time.slice(0, 5),
        r.to_time.slice(0, 5),
        r.duration,
        r.is_npt,
      ]),
    ).toEqual([
      [1, "00:00", "10:00", 36000, false],
      [2, "10:00", "12:00", 7200, true],
      [3, "12:00", "24:00", 43200, false],
    ]);
    expect((await report(date))!.npt_time).toBe(7200);
  });

  it("stores rows typed out of order in time order and shows them so after the save", async () => {
    const [first, second, third] = TIME_LOG.rows;
    const rows = [third!, first!, second!];
    const response = await saveSection(engineer, wellId, date, "timeLog", { rows });
    expect(response.status).toBe(302);
    const stored = await engine.db
      .selectFrom("time_log_rows")
      .select(["row_no", "from_time", "description", "is_npt"])
      .where("well_id", "=", wellId)
      .orderBy("row_no")
      .execute();
    expect(stored.map((r) => [r.row_no, r.from_time.slice(0, 5), r.description, r.is_npt])).toEqual(
      [
        [1, "00:00", "Drill 12¼ in hole", false],
        [2, "10:00", "Repair mud pump", true],
        [3, "12:00", "Drill ahead", false],
      ],
    );
    const page = (await (await openForm(engineer, wellId, date)).json()) as {
      document: { values: { timeLog: { rows: { fromTime: string; description: string }[] } } };
    };
    expect(page.document.values.timeLog.rows.map((row) => row.description)).toEqual([
      "Drill 12¼ in hole",
      "Repair mud pump",
      "Drill ahead",
    ]);
  });

  it("refuses empty fields and an overlap in one save, each message once beside its row", async () => {
    const rows = [
      { ...TIME_LOG.rows[0]!, description: "" },
      { ...TIME_LOG.rows[1]!, fromTime: "09:00" },
      TIME_LOG.rows[2]!,
    ];
    const response = await saveSection(engineer, wellId, date, "timeLog", { rows });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { reply: { error: Record<string, string[]> } };
    expect(body.reply.error).toEqual({
      "rows[0].description": ["validation.required"],
      "rows[1].fromTime": ['ddr.issues.timeLog.overlap|{"expected":"10:00","previous":"00:00–10:00"}'],
      rows: ['ddr.issues.timeLog.totalHours|{"totalHours":25,"expectedHours":24}'],
    });
  });

  it("adds a row without JavaScript: the form comes back with one more row and nothing saved", async () => {
    const response = await postForm(engineer, wellId, date, {
      intent: "save",
      sectionId: "personnel",
      version: "0",
      "rows[0].company": "Rig Co",
      "rows[0].count": "12",
      __intent__: JSON.stringify({ type: "insert", payload: { name: "rows" } }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { reply: { initialValue: { rows: unknown[] } } };
    expect(body.reply.initialValue.rows).toHaveLength(2);
    expect(body.reply.initialValue.rows[0]).toEqual({ company: "Rig Co", count: "12" });
    expect(await sectionVersion((await report(date))!.id, "personnel")).toBe(0);
  });

  it("gives the second of two people saving the same section a conflict and keeps their entries", async () => {
    const manager = await signIn("admin");
    const first = await saveSection(engineer, wellId, date, "personnel", PERSONNEL, 0);
    expect(first.status).toBe(302);
    const second = await saveSection(
      manager,
      wellId,
      date,
      "personnel",
      { rows: [{ company: "Other", roleOrService: "RIG", count: "5" }] },
      0,
    );
    expect(second.status).toBe(409);
    const body = (await second.json()) as {
      reply: { error: Record<string, string[]>; initialValue: { rows: Record<string, string>[] } };
    };
    expect(body.reply.error[""]).toEqual(["ddr.editor.conflict"]);
    expect(body.reply.initialValue.rows[0]!.company).toBe("Other");
    const rows = await engine.db
      .selectFrom("personnel_rows")
      .select(["company", "count"])
      .where("well_id", "=", wellId)
      .orderBy("row_no")
      .execute();
    expect(rows).toEqual([
      { company: "Rig Co", count: 38 },
      { company: "Mud Co", count: 2 },
    ]);
  });

  it("checks picked codes against the organisation's lists", async () => {
    const response = await saveSection(
      engineer,
      wellId,
      date,
      "personnel",
      { rows: [{ company: "X", roleOrService: "ASTRONAUT", count: "1" }] },
      1,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { reply: { error: Record<string, string[]> } };
    expect(body.reply.error["rows[0].roleOrService"]).toEqual(["ddr.validation.lookup"]);
  });

  it("writes cost lines in the agreed shape and keeps the daily cost on the report", async () => {
    const response = await saveSection(engineer, wellId, date, "cost", COST);
    expect(response.status).toBe(302);
    const lines = await engine.db
      .selectFrom("cost_lines")
      .select(["cost_date", "description", "quantity", "unit_price", "amount", "is_carry_over"])
      .where("well_id", "=", wellId)
      .orderBy("id")
      .execute();
    expect(lines).toEqual([
      {
        cost_date: date,
        description: "Rig day rate",
        quantity: "1",
        unit_price: "30000.00",
        amount: "30000.00",
        is_carry_over: true,
      },
      {
        cost_date: date,
        description: "Mud chemicals",
        quantity: null,
        unit_price: null,
        amount: "4500.50",
        is_carry_over: false,
      },
    ]);
    expect((await report(date))!.daily_cost).toBe("34500.50");
  });

  it("answers 404 for a section that does not exist", async () => {
    const response = await saveSection(engineer, wellId, date, "nonsense", {});
    expect(response.status).toBe(404);
  });
});

describe("opening a report", () => {
  it("gives the editor everything saved, with computed values worked out afresh", async () => {
    const response = await openForm(engineer, wellId, "2026-03-10");
    expect(response.status).toBe(200);
    const data = (await response.json()) as {
      mode: string;
      document: {
        header: { reportNo: number; status: string };
        saved: Record<string, { version: number }>;
        values: Record<string, Record<string, unknown>>;
        lookups: Record<string, unknown[]>;
      };
    };
    expect(data.mode).toBe("edit");
    expect(data.document.header).toMatchObject({ reportNo: 1, status: "draft" });
    expect(Object.keys(data.document.saved).sort()).toEqual([
      "cost",
      "general",
      "personnel",
      "timeLog",
    ]);
    expect(data.document.values.personnel!.pobTotal).toBe(40);
    expect(data.document.values.cost!.cumulative).toBe("34500.50");
    // Only the phases the reviews show travel with a page that opens no editor (decision 080).
    const shownPhases = new Set(
      (data.document.values.timeLog!.rows as { phase: string }[]).map((row) => row.phase),
    );
    expect(data.document.lookups.phase!.length).toBe(shownPhases.size);

    // With every editor open, every phase the time log can pick.
    const open = await call(formLoader, `${formPath(wellId, "2026-03-10")}&edit=all`, {
      cookie: engineer,
    });
    const opened = (await open.json()) as typeof data;
    expect(opened.document.lookups.phase!.length).toBeGreaterThan(5);
  });

  it("shows a date without a report as the create screen", async () => {
    const data = (await (await openForm(engineer, wellId, "2026-04-01")).json()) as {
      mode: string;
      date: string;
    };
    expect(data).toMatchObject({ mode: "choose", date: "2026-04-01" });
  });
});

describe("carry-over", () => {
  it("starts the next day from yesterday: depth, personnel, recurring cost and cumulative cost", async () => {
    const created = await createReport(engineer, wellId, "2026-03-11");
    expect(created.status).toBe(302);
    const row = (await report("2026-03-11"))!;
    expect(row.report_no).toBe(2);
    const carried = row.carry_over as {
      fromReportNo: number;
      sections: Record<string, Record<string, unknown>>;
      items: { key: string; params: Record<string, unknown> }[];
    };
    expect(carried.fromReportNo).toBe(1);
    expect(carried.sections.general!.mdAtReport).toBeCloseTo(1500 * METRES_PER_FOOT, 9);
    expect(carried.sections.personnel!.rows).toHaveLength(2);
    expect(carried.sections.cost!.lines).toEqual([
      expect.objectContaining({
        description: "Rig day rate",
        amount: "30000.00",
        isCarryOver: true,
      }),
    ]);
    expect(carried.items.find((item) => item.key === "cost")!.params.cumulative).toEqual({
      money: "34500.50",
    });

    // The carried cost line is the new report's own from the start (version 1, marked as
    // carried) and adds to yesterday's cumulative cost; saved as is, it stays so.
    const stored = await engine.db
      .selectFrom("report_sections")
      .select(["version", "carried_over"])
      .where("report_id", "=", row.id)
      .where("section_id", "=", "cost")
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ version: 1, carried_over: true });
    expect(row.daily_cost).toBe("30000.00");
    const cost = await saveSection(
      engineer,
      wellId,
      "2026-03-11",
      "cost",
      {
        lines: [
          { description: "Rig day rate", quantity: "1", unitPrice: "30000", isCarryOver: "on" },
        ],
      },
      1,
    );
    expect(cost.status).toBe(302);
    const data = (await (await openForm(engineer, wellId, "2026-03-11")).json()) as {
      document: {
        values: Record<string, Record<string, unknown>>;
        context: { previous: { reportNo: number } };
      };
    };
    expect(data.document.values.cost!.cumulative).toBe("64500.50");
    expect(data.document.context.previous.reportNo).toBe(1);
  });

  it("refuses a depth shallower than yesterday's", async () => {
    const response = await saveSection(engineer, wellId, "2026-03-11", "general", {
      ...GENERAL,
      mdAtReport: "1400",
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { reply: { error: Record<string, string[]> } };
    expect(body.reply.error.mdAtReport).toEqual(['ddr.problems.mdBelowPrevious|{"reportNo":1}']);
  });
});

describe("submitting", () => {
  it("refuses while a needed section is missing, listing what to fix", async () => {
    await createReport(engineer, wellId, "2026-03-12");
    // General and Personnel hold what was carried over (version 1) until the engineer saves them.
    await saveSection(
      engineer,
      wellId,
      "2026-03-12",
      "general",
      { ...GENERAL, mdAtReport: "1600" },
      1,
    );
    const response = await postForm(engineer, wellId, "2026-03-12", { intent: "submit" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { problems: { sectionId: string; code: string }[] };
    expect(body.problems).toEqual([
      { sectionId: "personnel", code: "ddr.editor.carriedNotChecked" },
      { sectionId: "timeLog", code: "ddr.editor.missingSection" },
    ]);
    expect((await report("2026-03-12"))!.status).toBe("draft");
  });

  it("submits once every needed section is saved", async () => {
    for (const [id, values, version] of [
      ["personnel", PERSONNEL, 1],
      ["timeLog", TIME_LOG, 0],
    ] as const) {
      expect((await saveSection(engineer, wellId, "2026-03-12", id, values, version)).status).toBe(
        302,
      );
    }
    const response = await postForm(engineer, wellId, "2026-03-12", { intent: "submit" });
    expect(response.status).toBe(302);
    const row = (await report("2026-03-12"))!;
    expect(row.status).toBe("submitted");
    expect(row.submitted_at).not.toBeNull();
  });

  it("leaves a submitted report alone: saving is refused", async () => {
    const response = await saveSection(engineer, wellId, "2026-03-12", "general", GENERAL, 1);
    expect(response.status).toBe(409);
    const body = (await response.json()) as { reply: { error: Record<string, string[]> } };
    expect(body.reply.error[""]).toEqual(["ddr.editor.notEditable"]);
  });
});

describe("tenancy", () => {
  it("shows another organisation's well and report as not found", async () => {
    const other = await signIn("other-admin");
    expect((await openForm(other, wellId, "2026-03-10")).status).toBe(404);
    expect((await saveSection(other, wellId, "2026-03-10", "general", GENERAL, 1)).status).toBe(
      404,
    );
    expect((await createReport(other, wellId, "2026-03-20")).status).toBe(404);
    expect((await postForm(other, wellId, "2026-03-10", { intent: "submit" })).status).toBe(404);
  });

  it("needs privilege 10 to open the form", async () => {
    const planner = await signIn("planner");
    expect((await openForm(planner, wellId, "2026-03-10")).status).toBe(404);
  });
});
