import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { nextDay } from "~/domain/reports/report-days";
import { METRES_PER_FOOT } from "~/domain/units/units";
import {
  action as approvalAction,
  loader as approvalLoader,
} from "~/routes/_app.form.approval-form";
import { loader as reportLoader } from "~/routes/_app.report.daily-drilling-report";

import { call } from "../support/requests";
import { DEMO_AS_OF, useDemoDatabase } from "../support/test-db";

import {
  GENERAL,
  PERSONNEL,
  TIME_LOG,
  createReport,
  openForm,
  postForm,
  saveSection,
  signIn,
} from "./ddr-helpers";

// What a new report shows as carried over from the day before is what it holds: an engineer who
// fills in only what submitting asks for still submits, and the manager approves, every section
// that was shown filled, and the day after carries it on again.

type Values = Record<string, Record<string, unknown>>;

interface EditorData {
  mode: string;
  document: {
    header: { id: number; version: number; carryOver: { sections: Values } | null };
    saved: Record<string, { version: number; carried: boolean }>;
    values: Values;
  };
}

let engine: Engine & { label: string };
let wellId: number;
let engineer: string;
let manager: string;
let day: string;

async function editor(date: string): Promise<EditorData> {
  const response = await openForm(engineer, wellId, date);
  expect(response.status).toBe(200);
  return (await response.json()) as EditorData;
}

/** Saves a section from the version the form offers, as the browser would. */
async function saveAsShown(date: string, sectionId: string, values: Record<string, unknown>) {
  const version = (await editor(date)).document.saved[sectionId]?.version ?? 0;
  const response = await saveSection(engineer, wellId, date, sectionId, values, version);
  expect(response.status, `saving ${sectionId}`).toBe(302);
}

/** The sections the form shows filled on a new report, before anyone saves anything. */
function shownFilled(data: EditorData): Values {
  const shown: Values = {};
  for (const id of Object.keys(data.document.saved)) shown[id] = data.document.values[id]!;
  for (const [id, value] of Object.entries(data.document.header.carryOver?.sections ?? {}))
    shown[id] ??= value;
  return shown;
}

/** The stored part of a value: computed figures are worked out afresh wherever it is shown. */
function typed(value: Record<string, unknown>, keys: string[]) {
  return Object.fromEntries(keys.map((key) => [key, value[key]]));
}

beforeAll(async () => {
  // KR-A2 mid-hole, its BHA in the hole, as on this day of the demo (whatever day the test runs).
  engine = await useDemoDatabase({ asOf: DEMO_AS_OF });
  const well = await engine.db
    .selectFrom("wells")
    .select("id")
    .where("name", "=", "KR-A2")
    .executeTakeFirstOrThrow();
  wellId = well.id;
  const last = await engine.db
    .selectFrom("reports")
    .select(engine.db.fn.max("report_date").as("date"))
    .where("well_id", "=", wellId)
    .executeTakeFirstOrThrow();
  day = nextDay(String(last.date));
  engineer = await signIn("engineer");
  manager = await signIn("manager");
});
afterAll(async () => {
  await engine.close();
});

describe("a new report holds what it carries over", () => {
  let carried: Values;
  let reportId: number;

  it("stores each carried section on the new report, marked as carried, with its own version", async () => {
    expect((await createReport(engineer, wellId, day)).status).toBe(302);
    const data = await editor(day);
    reportId = data.document.header.id;
    carried = shownFilled(data);
    // The demo well is mid-hole: it carries hole sections, bulk, safety, BHA, surveys, mud, cost.
    for (const id of [
      "general",
      "personnel",
      "holeSections",
      "bulkMaterials",
      "safety",
      "bha",
      "bhaComponents",
      "bitData",
      "surveys",
      "mud",
      "cost",
    ]) {
      expect(carried[id], id).toBeDefined();
      expect(data.document.saved[id], `${id} is stored`).toMatchObject({
        version: 1,
        carried: true,
      });
    }
    expect(data.document.saved.timeLog).toBeUndefined();
  });

  it("submits what was shown when only the sections submitting asks for are filled", async () => {
    // Refused first: General and Personnel were only carried over, and the time log is missing.
    const refused = await postForm(engineer, wellId, day, { intent: "submit" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { problems: unknown[] }).problems).toEqual([
      { sectionId: "general", code: "ddr.editor.carriedNotChecked" },
      { sectionId: "personnel", code: "ddr.editor.carriedNotChecked" },
      { sectionId: "timeLog", code: "ddr.editor.missingSection" },
    ]);

    const carriedMd = carried.general!.mdAtReport as number;
    await saveAsShown(day, "general", {
      ...GENERAL,
      wellbore: String(carried.general!.wellbore),
      mdAtReport: String(Math.ceil(carriedMd / METRES_PER_FOOT) + 120),
    });
    await saveAsShown(day, "personnel", PERSONNEL);
    await saveAsShown(day, "timeLog", TIME_LOG);
    const submitted = await postForm(engineer, wellId, day, { intent: "submit" });
    expect(submitted.status).toBe(302);

    const after = await editor(day);
    expect(after.document.saved.general).toMatchObject({ version: 2, carried: false });
    for (const id of Object.keys(carried)) {
      if (["general", "personnel"].includes(id)) continue;
      expect(after.document.values[id], `${id} in the submitted report`).toBeDefined();
    }
  });

  it("shows the manager every carried section in the review, and approves them", async () => {
    const review = await call(approvalLoader, `/form/approval-form?report=${reportId}`, {
      cookie: manager,
    });
    expect(review.status).toBe(200);
    const { document } = (await review.json()) as EditorData;
    expect(document.values.holeSections!.sections).toEqual(
      (carried.holeSections!.sections as Record<string, unknown>[]).map((row) =>
        expect.objectContaining(typed(row, ["sectionName", "holeSize", "casingSize"])),
      ),
    );
    expect(document.values.safety!.lastBopTestDate).toBe(carried.safety!.lastBopTestDate);
    expect(document.values.mud!.volumeStart).toBe(carried.mud!.volumeStart);
    expect(document.values.bha!.bhaNo).toBe(carried.bha!.bhaNo);
    expect(document.values.surveys!.tieInMd).toBe(carried.surveys!.tieInMd);
    expect(
      (document.values.bulkMaterials!.materials as Record<string, unknown>[]).map((row) =>
        typed(row, ["material", "start"]),
      ),
    ).toEqual(
      (carried.bulkMaterials!.materials as Record<string, unknown>[]).map((row) =>
        typed(row, ["material", "start"]),
      ),
    );

    const approved = await call(approvalAction, "/form/approval-form", {
      cookie: manager,
      form: {
        intent: "approve",
        reportId: String(reportId),
        version: String(document.header.version),
      },
    });
    expect(approved.status).toBe(302);
    const read = await call(reportLoader, `/report/daily-drilling-report?id=${reportId}`, {
      cookie: manager,
    });
    const approvedReport = (await read.json()) as EditorData;
    expect(approvedReport.document.header).toMatchObject({ status: "approved" });
    for (const id of Object.keys(carried)) {
      expect(approvedReport.document.values[id], `${id} in the approved report`).toBeDefined();
    }
  });

  it("carries the same sections on to the next day", async () => {
    const next = nextDay(day);
    // The demo well is reported up to yesterday, so the next day may be tomorrow: confirmed.
    const created = await postForm(engineer, wellId, undefined, {
      intent: "create",
      reportDate: next,
      confirmFuture: next,
    });
    expect(created.status).toBe(302);
    const data = await editor(next);
    const again = shownFilled(data);
    expect(Object.keys(again).sort()).toEqual(Object.keys(carried).sort());
    expect(again.holeSections).toEqual(carried.holeSections);
    expect(again.safety!.lastBopTestDate).toBe(carried.safety!.lastBopTestDate);
    // The mud volume nobody changed ends where it started, and starts there again.
    expect(again.mud!.volumeStart).toBe(carried.mud!.volumeStart);
  });
});
