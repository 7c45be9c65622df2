import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { DDR_SECTIONS } from "~/sections";
import { listsNamedBy } from "~/sections/section-lists";

import { loader as formLoader } from "~/routes/_app.form.daily-drilling-report";
import { loader as listsLoader } from "~/routes/form.daily-drilling-report.lists";

import { call } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

const request = (cookie: string, path: string, headers: Record<string, string> = {}) =>
  call(listsLoader, path, { cookie, headers });

import { formPath, openForm, signIn } from "./ddr-helpers";

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
    completeLists: string[];
    listsVersion: string;
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

  it("carries of the lists only the labels its reviews show, and whole the lists of open editors", async () => {
    const { document } = await page(["approved"]);
    const named = listsNamedBy(DDR_SECTIONS);
    expect(Object.keys(document.lookups).every((name) => named.has(name as never))).toBe(true);
    // The time log's activity codes are shown by their labels; codes nobody used are not sent.
    const iadc = document.lookups.iadcCode ?? [];
    expect(iadc.length).toBeGreaterThan(0);
    expect(iadc.length).toBeLessThan(23);
    expect(document.completeLists).toEqual([]);
    // A kick report's list is not the daily report's.
    expect(named.has("kickCause" as never)).toBe(false);
    expect(document.lookups.kickCause).toBeUndefined();
  });

  it("sends whole the lists of the sections the address opens", async () => {
    const report = await demoReport(["draft", "returned"]);
    const date = String(report.reportDate).slice(0, 10);
    const response = await call(formLoader, `${formPath(report.wellId, date)}&edit=timeLog`, {
      cookie: admin,
    });
    const { document } = (await response.json()) as PageData;
    expect(document.completeLists).toContain("iadcCode");
    expect(document.lookups.iadcCode?.find((option) => option.code === "2")?.label).toBe(
      "2 Drill actual",
    );
    expect(document.lookups.iadcCode).toHaveLength(23);
  });

  it("answers one section's lists at an address the browser may keep while they are unchanged", async () => {
    const { document } = await page(["draft", "returned"]);
    const href = `/form/daily-drilling-report/lists?section=timeLog&v=${document.listsVersion}`;
    const first = await request(admin, href);
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toContain("max-age");
    const { lists } = (await first.json()) as { lists: Record<string, unknown[]> };
    expect(lists.iadcCode).toHaveLength(23);
    expect(lists.kickCause).toBeUndefined();
    const again = await request(admin, href, { "If-None-Match": first.headers.get("ETag")! });
    expect(again.status).toBe(304);
    // An address of an older version is answered with today's lists, not kept.
    const stale = await request(admin, "/form/daily-drilling-report/lists?section=timeLog&v=old");
    expect(stale.headers.get("Cache-Control")).toContain("no-cache");
    expect((await request(admin, "/form/daily-drilling-report/lists?section=nope")).status).toBe(
      404,
    );
  });
});
