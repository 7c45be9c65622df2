import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import type { Engine } from "~/db/engine.server";
import { general } from "~/sections";
import { COMPUTATION_FAILED } from "~/sections/compute";

import { useDemoDatabase } from "../support/test-db";

import {
  GENERAL,
  createReport,
  createTestWell,
  openForm,
  postForm,
  saveSection,
  signIn,
} from "./ddr-helpers";

// A fault in a section's computation used to be swallowed: the section was stored without its
// figures and nobody knew. Now the save is refused with a message, logged on the server, and
// nothing is half-saved; a saved report still opens with the figures stored with it.

let engine: Engine;
let wellId: number;
let engineer: string;
const DATE = "2026-04-02";

beforeAll(async () => {
  engine = await useDemoDatabase();
  wellId = await createTestWell(engine.db, "Demo Energy", "Compute-1");
  engineer = await signIn("engineer");
  expect((await createReport(engineer, wellId, DATE)).status).toBe(302);
});
afterAll(async () => {
  await engine.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A bug in the general section's computation, as a TypeError from a missing value would be. */
function breakGeneralComputation() {
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(general, "compute").mockImplementation(() => {
    throw new TypeError("Cannot read properties of undefined (reading 'md')");
  });
  return logged;
}

async function stored() {
  const report = await engine.db
    .selectFrom("reports")
    .select(["id", "md_at_report"])
    .where("well_id", "=", wellId)
    .where("report_date", "=", DATE)
    .executeTakeFirstOrThrow();
  const section = await engine.db
    .selectFrom("report_sections")
    .select(["version", "data"])
    .where("report_id", "=", report.id)
    .where("section_id", "=", "general")
    .executeTakeFirst();
  const saves = await engine.db
    .selectFrom("audit_log")
    .select("id")
    .where("record_type", "=", "report")
    .where("record_id", "=", String(report.id))
    .where("action", "=", "save-section")
    .execute();
  return { report, section, saves: saves.length };
}

describe("a section whose figures cannot be worked out", () => {
  it("is not saved: the form says so, keeps what was typed, and the server logs it", async () => {
    const logged = breakGeneralComputation();
    const response = await saveSection(engineer, wellId, DATE, "general", GENERAL);
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      reply: { error: Record<string, string[]>; initialValue: Record<string, string> };
    };
    expect(body.reply.error[""]).toEqual([COMPUTATION_FAILED]);
    expect(body.reply.initialValue.summary24h).toBe(GENERAL.summary24h);
    expect(logged).toHaveBeenCalledWith(
      'The figures of section "general" could not be worked out:',
      expect.objectContaining({ name: "TypeError" }),
    );
    const after = await stored();
    expect(after.section).toBeUndefined();
    expect(after.saves).toBe(0);
    expect(after.report.md_at_report).toBeNull();
  });

  it("saved before the fault, still opens with its stored figures, and cannot be submitted", async () => {
    const saved = await saveSection(engineer, wellId, DATE, "general", GENERAL);
    expect(saved.status).toBe(302);
    const { section } = await stored();
    const figures = section!.data as Record<string, unknown>;
    expect(figures.dfs).toBe(33);

    const logged = breakGeneralComputation();
    const page = await openForm(engineer, wellId, DATE);
    expect(page.status).toBe(200);
    const data = (await page.json()) as {
      document: { values: Record<string, Record<string, unknown>> };
    };
    expect(data.document.values.general!.dfs).toBe(33);
    expect(logged).toHaveBeenCalled();

    const submit = await postForm(engineer, wellId, DATE, { intent: "submit" });
    expect(submit.status).toBe(400);
    const refused = (await submit.json()) as { problems: { sectionId: string; code: string }[] };
    expect(refused.problems).toContainEqual({ sectionId: "general", code: COMPUTATION_FAILED });
    const report = await engine.db
      .selectFrom("reports")
      .select("status")
      .where("well_id", "=", wellId)
      .executeTakeFirstOrThrow();
    expect(report.status).toBe("draft");
  });
});
