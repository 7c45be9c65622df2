import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { nextDay } from "~/domain/reports/report-days";
import { todayIso } from "~/reports/params";

import { useDemoDatabase } from "../support/test-db";

import { createReport, createTestWell, openForm, postForm, signIn } from "./ddr-helpers";

// "New report" offers the earliest day without a report up to today, and a day still to come is
// created only once the engineer confirms it.

let engine: Engine & { label: string };
let engineer: string;
const today = todayIso();
const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000)
  .toISOString()
  .slice(0, 10);
const tomorrow = nextDay(today);

beforeAll(async () => {
  engine = await useDemoDatabase();
  engineer = await signIn("engineer");
});
afterAll(async () => {
  await engine.close();
});

async function offered(wellId: number): Promise<string | null> {
  const data = (await (await openForm(engineer, wellId)).json()) as { mode: string; date: unknown };
  expect(data.mode).toBe("choose");
  return data.date as string | null;
}

async function reportCount(wellId: number): Promise<number> {
  const row = await engine.db
    .selectFrom("reports")
    .select(engine.db.fn.countAll<number>().as("n"))
    .where("well_id", "=", wellId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("the date a new report is offered for", () => {
  it("is the earliest day without a report, not the day after the last one", async () => {
    const wellId = await createTestWell(engine.db, "Demo Energy", "Dates-1", "2026-03-01");
    for (const date of ["2026-03-01", "2026-03-02", "2026-03-04"]) {
      expect((await createReport(engineer, wellId, date)).status).toBe(302);
    }
    expect(await offered(wellId)).toBe("2026-03-03");
  });

  it("is not tomorrow when today's report exists: nothing is offered", async () => {
    const wellId = await createTestWell(engine.db, "Demo Energy", "Dates-2", yesterday);
    for (const date of [yesterday, today]) {
      expect((await createReport(engineer, wellId, date)).status).toBe(302);
    }
    expect(await offered(wellId)).toBeNull();
  });

  it("stops at the rig release of a finished well", async () => {
    const wellId = await createTestWell(engine.db, "Demo Energy", "Dates-3", "2026-03-01");
    await engine.db
      .updateTable("wells")
      .set({ release_date: "2026-03-02" })
      .where("id", "=", wellId)
      .execute();
    for (const date of ["2026-03-01", "2026-03-02"]) {
      expect((await createReport(engineer, wellId, date)).status).toBe(302);
    }
    expect(await offered(wellId)).toBeNull();
    // The date's hint names these days, not today.
    const page = (await (await openForm(engineer, wellId)).json()) as { days: unknown };
    expect(page.days).toEqual({ firstDay: "2026-03-01", release: "2026-03-02" });
  });

  it("asks before creating a report dated after the rig release", async () => {
    const wellId = await createTestWell(engine.db, "Demo Energy", "Dates-7", "2026-03-01");
    await engine.db
      .updateTable("wells")
      .set({ release_date: "2026-03-05" })
      .where("id", "=", wellId)
      .execute();
    const late = await postForm(engineer, wellId, undefined, {
      intent: "create",
      reportDate: "2026-03-06",
    });
    expect(await late.json()).toEqual({
      kind: "create",
      error: null,
      late: { date: "2026-03-06", release: "2026-03-05" },
    });
    expect(await reportCount(wellId)).toBe(0);
    // The release day itself is one of the well's days.
    expect((await createReport(engineer, wellId, "2026-03-05")).status).toBe(302);
    const confirmed = await postForm(engineer, wellId, undefined, {
      intent: "create",
      reportDate: "2026-03-06",
      confirmFuture: "2026-03-06",
    });
    expect(confirmed.status).toBe(302);
    expect(await reportCount(wellId)).toBe(2);
  });
});

describe("a report for a day still to come", () => {
  let wellId: number;
  beforeAll(async () => {
    wellId = await createTestWell(engine.db, "Demo Energy", "Dates-4", yesterday);
  });

  it("is not created without a word: the engineer is asked first", async () => {
    const response = await postForm(engineer, wellId, undefined, {
      intent: "create",
      reportDate: tomorrow,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      kind: "create",
      error: null,
      future: { date: tomorrow, today },
    });
    expect(await reportCount(wellId)).toBe(0);
  });

  it("is created once confirmed for that very date", async () => {
    const otherDate = await postForm(engineer, wellId, undefined, {
      intent: "create",
      reportDate: nextDay(tomorrow),
      confirmFuture: tomorrow,
    });
    expect(otherDate.status).toBe(200);
    expect(await reportCount(wellId)).toBe(0);

    const confirmed = await postForm(engineer, wellId, undefined, {
      intent: "create",
      reportDate: tomorrow,
      confirmFuture: tomorrow,
    });
    expect(confirmed.status).toBe(302);
    expect(await reportCount(wellId)).toBe(1);
  });

  it("asks before creating a report dated before the well's first day, a mistyped year", async () => {
    const spudded = await createTestWell(engine.db, "Demo Energy", "Dates-6", yesterday);
    const mistyped = await postForm(engineer, spudded, undefined, {
      intent: "create",
      reportDate: "1900-01-01",
    });
    expect(mistyped.status).toBe(200);
    expect(await mistyped.json()).toEqual({
      kind: "create",
      error: null,
      early: { date: "1900-01-01", firstDay: yesterday },
    });
    expect(await reportCount(spudded)).toBe(0);
    const confirmed = await postForm(engineer, spudded, undefined, {
      intent: "create",
      reportDate: "1900-01-01",
      confirmFuture: "1900-01-01",
    });
    expect(confirmed.status).toBe(302);
    expect(await reportCount(spudded)).toBe(1);
  });

  it("takes today from the browser when the rig's calendar is a day ahead of the server's", async () => {
    const ahead = await createTestWell(engine.db, "Demo Energy", "Dates-5", yesterday);
    const response = await postForm(engineer, ahead, undefined, {
      intent: "create",
      reportDate: tomorrow,
      browserToday: tomorrow,
    });
    expect(response.status).toBe(302);
    // A browser whose clock is far off is not believed.
    const far = await postForm(engineer, ahead, undefined, {
      intent: "create",
      reportDate: nextDay(nextDay(tomorrow)),
      browserToday: nextDay(nextDay(tomorrow)),
    });
    expect(far.status).toBe(200);
  });
});
