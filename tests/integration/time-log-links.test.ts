import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { loader as consolidatedLoader } from "~/routes/_app.form.consolidated-daily-drilling-report";
import { loader as activityReportLoader } from "~/routes/_app.report.drilling-activity.$type";

import { signIn } from "./ddr-helpers";
import { call } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

let engine: Engine & { label: string };
// The administrator holds both the consolidated DDR and the activity reports.
let admin: string;

beforeAll(async () => {
  engine = await useDemoDatabase();
  admin = await signIn("admin");
});
afterAll(async () => {
  await engine.close();
});

interface Row {
  rowNo: number;
  iadcCode: string;
  fromTime: string;
  toTime: string;
}

/** A time as the DDR's time log writes it: hours and minutes, "06:00", never "06:00:00". */
const CLOCK = /^\d{2}:\d{2}$/;

describe("time-log rows and the activity reports that cover them", () => {
  it("link a demo day's run-casing rows to its casing report, and the casing report back to them", async () => {
    const casing = await engine.db
      .selectFrom("reports as r")
      .innerJoin("organisations as o", "o.id", "r.org_id")
      .select(["r.id", "r.well_id", "r.report_date", "r.report_no"])
      .where("o.name", "=", "Demo Energy")
      .where("r.kind", "=", "casing")
      .orderBy("r.report_date")
      .limit(1)
      .executeTakeFirstOrThrow();
    const date = String(casing.report_date).slice(0, 10);
    const runs = await engine.db
      .selectFrom("time_log_rows")
      .select(["row_no"])
      .where("well_id", "=", casing.well_id)
      .where("report_date", "=", date)
      .where("iadc_code", "=", "12")
      .orderBy("row_no")
      .execute();
    expect(runs.length).toBeGreaterThan(0);

    const consolidated = (await (
      await call(
        consolidatedLoader,
        `/form/consolidated-daily-drilling-report?well=${casing.well_id}&date=${date}`,
        {
          cookie: admin,
        },
      )
    ).json()) as { coverage: { row: Row; reports: { id: number; kind: string }[] }[] };
    const linked = consolidated.coverage
      .filter((entry) => entry.reports.some((report) => report.id === casing.id))
      .map((entry) => entry.row.rowNo);
    expect(linked).toEqual(runs.map((run) => run.row_no));
    // A row that runs no casing is not linked to the casing report.
    for (const entry of consolidated.coverage) {
      if (entry.row.iadcCode !== "12") {
        expect(entry.reports.map((report) => report.id)).not.toContain(casing.id);
      }
    }

    const report = (await (
      await call(activityReportLoader, `/report/drilling-activity/casing?id=${casing.id}`, {
        cookie: admin,
        params: { type: "casing" },
      })
    ).json()) as { covered: Row[] };
    expect(report.covered.map((row) => row.rowNo)).toEqual(runs.map((run) => run.row_no));
    expect(new Set(report.covered.map((row) => row.iadcCode))).toEqual(new Set(["12"]));
    // Both tables write each row's period as the time log does.
    for (const row of [...report.covered, ...consolidated.coverage.map((entry) => entry.row)]) {
      expect(row.fromTime).toMatch(CLOCK);
      expect(row.toTime).toMatch(CLOCK);
    }
  });
});
