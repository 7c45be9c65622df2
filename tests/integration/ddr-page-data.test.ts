import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { listsNamedBy } from "~/reports/report-page.server";
import { DDR_SECTIONS } from "~/sections";

import { useDemoDatabase } from "../support/test-db";

import { openForm, signIn } from "./ddr-helpers";

// What the DDR editor's page carries of a report: each saved section's figures once (the review
// shows them and a form starts from them), and no page carries the activity reports' lists.

let engine: Engine & { label: string };
let admin: string;

beforeAll(async () => {
  engine = await useDemoDatabase();
  admin = await signIn("admin");
});
afterAll(async () => {
  await engine.close();
});

interface PageData {
  mode: string;
  document: {
    header: { status: string; carryOver: { sections: Record<string, unknown> } | null };
    saved: Record<string, { version: number; value?: unknown }>;
    values: Record<string, unknown>;
    lookups: Record<string, { code: string; label: string }[]>;
  };
}

async function demoReport(statuses: string[]) {
  return engine.db
    .selectFrom("reports")
    .innerJoin("wells", "wells.id", "reports.well_id")
    .innerJoin("organisations", "organisations.id", "reports.org_id")
    .select(["reports.well_id as wellId", "reports.report_date as reportDate"])
    .where("organisations.name", "=", "Demo Energy")
    .where("reports.kind", "=", "ddr")
    .where("reports.status", "in", statuses as never)
    .orderBy("reports.report_date", "desc")
    .executeTakeFirstOrThrow();
}

async function page(statuses: string[]): Promise<PageData> {
  const report = await demoReport(statuses);
  const response = await openForm(admin, report.wellId, String(report.reportDate).slice(0, 10));
  expect(response.status).toBe(200);
  const data = (await response.json()) as PageData;
  expect(data.mode).toBe("edit");
  return data;
}

describe("the DDR editor's page data", () => {
  it("reviews an approved report from its figures, without what a form would start from", async () => {
    const { document } = await page(["approved"]);
    expect(document.header.status).toBe("approved");
    const savedIds = Object.keys(document.saved);
    expect(savedIds.length).toBeGreaterThan(0);
    for (const id of savedIds) {
      expect(document.saved[id]!.version).toBeGreaterThan(0);
      expect(document.saved[id]!.value).toBeUndefined();
      // The review shows these.
      expect(document.values[id]).toBeDefined();
    }
    for (const id of Object.keys(document.header.carryOver?.sections ?? {})) {
      expect(savedIds).not.toContain(id);
    }
  });

  it("carries a draft's saved values once: its forms start from the figures its review shows", async () => {
    const { document } = await page(["draft", "returned"]);
    const savedIds = Object.keys(document.saved);
    expect(savedIds.length).toBeGreaterThan(0);
    for (const id of savedIds) {
      expect(document.saved[id]!.value).toBeUndefined();
      expect(document.values[id]).toBeDefined();
    }
    // What was carried over and not saved since is what those sections start from.
    for (const id of Object.keys(document.header.carryOver?.sections ?? {})) {
      expect(savedIds).not.toContain(id);
    }
  });

  it("carries the lists the report's sections use, with their labels, and no others", async () => {
    const { document } = await page(["approved"]);
    const named = listsNamedBy(DDR_SECTIONS);
    expect(Object.keys(document.lookups).every((name) => named.has(name))).toBe(true);
    expect(document.lookups.iadcCode?.find((option) => option.code === "2")?.label).toBe(
      "2 Drill actual",
    );
    // A kick report's list is not the daily report's.
    expect(named.has("kickCause")).toBe(false);
    expect(document.lookups.kickCause).toBeUndefined();
  });
});
