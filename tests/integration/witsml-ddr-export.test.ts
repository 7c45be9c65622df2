import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { drillReportFromSections } from "~/interop/witsml/ddr-mapping";
import { readDrillReports } from "~/interop/witsml/drill-report-read";
import { readXmlTree } from "~/interop/witsml/xml-tree";
import { loadDdr } from "~/reports/ddr.server";
import { loader as exportLoader } from "~/routes/report.daily-drilling-report[.xml]";

import { signIn } from "./ddr-helpers";
import { call } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

let engine: Engine & { label: string };

beforeAll(async () => {
  engine = await useDemoDatabase();
});

afterAll(async () => {
  await engine.close();
});

async function reportWith(status: string) {
  return (
    engine.db
      .selectFrom("reports as r")
      .innerJoin("organisations as o", "o.id", "r.org_id")
      .select(["r.id", "r.org_id"])
      .where("o.name", "=", "Demo Energy")
      // Daily reports only: the demo's activity reports share the table.
      .where("r.kind", "=", "ddr")
      .where("r.status", "=", status as "approved")
      .orderBy("r.id", "desc")
      .executeTakeFirstOrThrow()
  );
}

describe("an approved DDR as WITSML", () => {
  it("exports as 2.0 DrillReport and 1.4.1.1 opsReport that read back to every mapped field", async () => {
    const cookie = await signIn("manager");
    const approved = await reportWith("approved");
    const document = (await loadDdr(approved.org_id, approved.id))!;
    const expected = drillReportFromSections(
      {
        wellUid: "",
        wellName: document.well.name,
        wellboreUid: "",
        reportUid: "",
        reportNo: document.header.reportNo,
        reportDate: document.header.reportDate,
        createdAt: "",
      },
      document.values,
    );
    expect(expected.activities.length).toBeGreaterThan(0);
    for (const version of ["2.0", "1.4.1.1"] as const) {
      const response = await call(
        exportLoader,
        `/report/daily-drilling-report.xml?report=${approved.id}&version=${version}`,
        { cookie },
      );
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(readXmlTree(text).ok).toBe(true);
      const read = readDrillReports(text);
      if (!read.ok) throw new Error(JSON.stringify(read.errors));
      expect(read.version).toBe(version);
      const back = read.reports[0]!;
      expect(back.reportDate).toBe(expected.reportDate);
      expect(back.reportNo).toBe(expected.reportNo);
      expect(back.md).toBeCloseTo(expected.md!, 9);
      expect(back.summary24h).toBe(expected.summary24h);
      expect(back.activities).toEqual(expected.activities);
      expect(back.personnel).toEqual(expected.personnel);
      expect(back.fluids.length).toBe(expected.fluids.length);
      back.fluids.forEach((fluid, index) => {
        expect(fluid.density).toBeCloseTo(expected.fluids[index]!.density, 9);
        expect(fluid.mudType).toBe(expected.fluids[index]!.mudType);
      });
      expect(back.stations.map((s) => s.md)).toEqual(expected.stations.map((s) => s.md));
    }
  });

  it("offers no WITSML for a draft, nor another organisation's report", async () => {
    const cookie = await signIn("manager");
    const draft = await reportWith("draft");
    const refused = await call(
      exportLoader,
      `/report/daily-drilling-report.xml?report=${draft.id}`,
      { cookie },
    );
    expect(refused.status).toBe(404);
    const approved = await reportWith("approved");
    const other = await signIn("other-engineer");
    const hidden = await call(
      exportLoader,
      `/report/daily-drilling-report.xml?report=${approved.id}`,
      { cookie: other },
    );
    expect(hidden.status).toBe(404);
  });
});
