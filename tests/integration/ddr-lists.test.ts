import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { action as lookupAction, loader as lookupLoader } from "~/routes/_app.account.lookup-lists";
import { loader as databaseLoader } from "~/routes/_app.database.daily-drilling-report";
import { loader as consolidatedLoader } from "~/routes/_app.form.consolidated-daily-drilling-report";
import { loader as reportLoader } from "~/routes/_app.report.daily-drilling-report";
import { loader as listExport } from "~/routes/database.daily-drilling-report[.xlsx]";
import { loader as reportExport } from "~/routes/report.daily-drilling-report[.xlsx]";

import { call } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

import {
  COST,
  TIME_LOG,
  createReport,
  createTestWell,
  fillRequiredSections,
  saveSection,
  signIn,
} from "./ddr-helpers";

let engine: Engine & { label: string };
let wellId: number;
let engineer: string;
const DATES = Array.from({ length: 12 }, (_, i) => `2026-06-${String(i + 1).padStart(2, "0")}`);

beforeAll(async () => {
  engine = await useDemoDatabase();
  wellId = await createTestWell(engine.db, "Demo Energy", "DDR-List-1", "2026-06-01");
  engineer = await signIn("engineer");
  for (const date of DATES) await createReport(engineer, wellId, date);
  await fillRequiredSections(engineer, wellId, DATES[0]!);
  await saveSection(engineer, wellId, DATES[0]!, "cost", COST);
  await saveSection(engineer, wellId, DATES[1]!, "cost", {
    lines: [{ description: "Rig day rate", amount: "30000" }],
  });
});
afterAll(async () => {
  await engine.close();
});

async function workbook(response: Response) {
  expect(response.headers.get("content-type")).toBe(
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  );
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await response.arrayBuffer());
  return book;
}

describe("the report database", () => {
  it("lists a well's reports newest first, ten to a page, numbered as the spec says", async () => {
    const page1 = (await (
      await call(databaseLoader, `/database/daily-drilling-report?well=${wellId}`, {
        cookie: engineer,
      })
    ).json()) as {
      page: {
        rows: { reportNo: number; reportDate: string; cumulativeCost: string }[];
        total: number;
        page: number;
      };
    };
    expect(page1.page.total).toBe(12);
    expect(page1.page.rows).toHaveLength(10);
    expect(page1.page.rows[0]!.reportDate).toBe("2026-06-12");
    // The cumulative cost runs over the well's reports in date order.
    expect(page1.page.rows.at(-1)).toMatchObject({
      reportDate: "2026-06-03",
      cumulativeCost: "64500.50",
    });

    const page2 = (await (
      await call(databaseLoader, `/database/daily-drilling-report?well=${wellId}&page=2`, {
        cookie: engineer,
      })
    ).json()) as {
      page: { rows: { reportDate: string; cumulativeCost: string }[]; page: number };
    };
    expect(page2.page.page).toBe(2);
    expect(page2.page.rows.map((row) => [row.reportDate, row.cumulativeCost])).toEqual([
      ["2026-06-02", "64500.50"],
      ["2026-06-01", "34500.50"],
    ]);
  });

  it("filters by date range and status", async () => {
    const data = (await (
      await call(
        databaseLoader,
        `/database/daily-drilling-report?well=${wellId}&from=2026-06-03&to=2026-06-05&status=draft`,
        { cookie: engineer },
      )
    ).json()) as { page: { rows: { reportDate: string }[]; total: number } };
    expect(data.page.rows.map((row) => row.reportDate)).toEqual([
      "2026-06-05",
      "2026-06-04",
      "2026-06-03",
    ]);
    const none = (await (
      await call(databaseLoader, `/database/daily-drilling-report?well=${wellId}&status=approved`, {
        cookie: engineer,
      })
    ).json()) as { page: { total: number } };
    expect(none.page.total).toBe(0);
  });

  it("exports the filtered list, every row, to a workbook with units in the headers", async () => {
    const response = await call(listExport, `/database/daily-drilling-report.xlsx?well=${wellId}`, {
      cookie: engineer,
    });
    expect(response.status).toBe(200);
    const sheet = (await workbook(response)).worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual(
      expect.arrayContaining([
        "No.",
        "Well",
        "Report",
        "Date",
        "MD (ft)",
        "Daily cost (USD)",
        "Cumulative cost (USD)",
      ]),
    );
    expect(sheet.rowCount).toBe(13);
    // A date cell, formatted as the screen writes dates.
    expect(sheet.getRow(13).getCell(4).value).toEqual(new Date(Date.UTC(2026, 5, 1)));
    expect(sheet.getRow(13).getCell(4).numFmt).toBe("mm/dd/yyyy");
    expect(sheet.getRow(13).getCell(7).value).toBe(34500.5);
  });

  it("needs privilege 5 and shows only the organisation's own reports", async () => {
    const other = await signIn("other-admin");
    const data = (await (
      await call(databaseLoader, `/database/daily-drilling-report?well=${wellId}`, {
        cookie: other,
      })
    ).json()) as {
      page: { total: number };
    };
    expect(data.page.total).toBe(0);
    const row = await engine.db
      .selectFrom("reports")
      .select("id")
      .where("well_id", "=", wellId)
      .executeTakeFirstOrThrow();
    expect(
      (await call(reportLoader, `/report/daily-drilling-report?id=${row.id}`, { cookie: other }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(reportExport, `/report/daily-drilling-report.xlsx?id=${row.id}`, {
          cookie: other,
        })
      ).status,
    ).toBe(404);
  });
});

describe("one report", () => {
  it("opens read-only with every saved section", async () => {
    const row = await engine.db
      .selectFrom("reports")
      .select("id")
      .where("well_id", "=", wellId)
      .where("report_date", "=", DATES[0]!)
      .executeTakeFirstOrThrow();
    const data = (await (
      await call(reportLoader, `/report/daily-drilling-report?id=${row.id}`, { cookie: engineer })
    ).json()) as {
      mode: string;
      document: { values: Record<string, unknown> };
    };
    expect(data.mode).toBe("report");
    expect(Object.keys(data.document.values).sort()).toEqual([
      "cost",
      "general",
      "personnel",
      "timeLog",
    ]);
  });

  it("exports to a workbook with a sheet per saved section", async () => {
    const row = await engine.db
      .selectFrom("reports")
      .select("id")
      .where("well_id", "=", wellId)
      .where("report_date", "=", DATES[0]!)
      .executeTakeFirstOrThrow();
    const response = await call(reportExport, `/report/daily-drilling-report.xlsx?id=${row.id}`, {
      cookie: engineer,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("DDR-DDR-List-1-2026-06-01.xlsx");
    const book = await workbook(response);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      "Daily Drilling Report",
      "General",
      "Personnel",
      "Operations summary (time log)",
      "Cost",
    ]);
    const general = book.getWorksheet("General")!;
    const md = general
      .getRows(1, general.rowCount)!
      .find((r) => r.getCell(1).value === "MD at report time (ft)")!;
    expect(md.getCell(2).value).toBeCloseTo(1500, 6);
    const timeLog = book.getWorksheet("Operations summary (time log)")!;
    const header = timeLog
      .getRows(1, timeLog.rowCount)!
      .find((r) => r.getCell(1).value === "From")!;
    expect(header.values).toEqual(expect.arrayContaining(["Hours (hr)", "MD from (ft)"]));
  });

  it("shows as a consolidated morning report for the well and date", async () => {
    const data = (await (
      await call(
        consolidatedLoader,
        `/form/consolidated-daily-drilling-report?well=${wellId}&date=${DATES[0]}`,
        { cookie: engineer },
      )
    ).json()) as { mode: string; document: { header: { reportNo: number } } };
    expect(data.mode).toBe("report");
    expect(data.document.header.reportNo).toBe(1);
    const missing = (await (
      await call(
        consolidatedLoader,
        `/form/consolidated-daily-drilling-report?well=${wellId}&date=2027-01-01`,
        { cookie: engineer },
      )
    ).json()) as { mode: string };
    expect(missing.mode).toBe("missing");
  });
});

describe("lookup lists", () => {
  const path = "/account/lookup-lists?list=nptCode";

  /** Posts an edit of a list value with the version the form was shown. */
  function updateValue(
    cookie: string,
    value: { id: number; version: number },
    form: Record<string, string>,
  ) {
    return call(lookupAction, path, {
      cookie,
      form: { intent: "update", id: String(value.id), version: String(value.version), ...form },
    });
  }

  it("start from DOMAIN.md's standard values and need privilege 2", async () => {
    const admin = await signIn("admin");
    const data = (await (await call(lookupLoader, path, { cookie: admin })).json()) as {
      values: { code: string; label: string; isActive: boolean }[];
    };
    expect(data.values.map((value) => value.code)).toContain("WOW");
    expect((await call(lookupLoader, path, { cookie: engineer })).status).toBe(404);
  });

  it("let an administrator add a value, refuse a duplicate code, and switch a value off", async () => {
    const admin = await signIn("admin");
    const added = await call(lookupAction, path, {
      cookie: admin,
      form: { intent: "add", code: "BOP", label: "BOP repair", sortOrder: "500" },
    });
    expect(added.status).toBe(302);
    const duplicate = await call(lookupAction, path, {
      cookie: admin,
      form: { intent: "add", code: "BOP", label: "Again", sortOrder: "510" },
    });
    expect(duplicate.status).toBe(409);
    // Said beside the Code field, with what was typed given back for the form.
    expect(await duplicate.json()).toMatchObject({
      target: "new",
      errors: { code: ["ddr.lookups.duplicate"] },
      typed: { code: "BOP", label: "Again", sortOrder: "510" },
    });
    const missing = await call(lookupAction, path, {
      cookie: admin,
      form: { intent: "add", code: "", label: "", sortOrder: "x" },
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: Record<string, string[]> }).errors).toMatchObject({
      code: ["validation.required"],
      label: ["ddr.lookups.labelNeeded"],
      labelIndonesian: ["ddr.lookups.labelNeeded"],
      sortOrder: ["validation.number"],
    });

    const wow = await engine.db
      .selectFrom("lookup_values as v")
      .innerJoin("organisations as o", "o.id", "v.org_id")
      .select(["v.id", "v.version"])
      .where("o.name", "=", "Demo Energy")
      .where("v.list", "=", "nptCode")
      .where("v.code", "=", "WOW")
      .executeTakeFirstOrThrow();
    const off = await updateValue(admin, wow, {
      label: "Waiting on weather",
      sortOrder: "40",
    });
    expect(off.status).toBe(302);
    const stale = await updateValue(admin, wow, {
      label: "Old",
      sortOrder: "40",
      isActive: "on",
    });
    expect(stale.status).toBe(409);

    // A switched-off code is no longer offered, so a time log cannot pick it any more.
    const rows = TIME_LOG.rows.map((row, index) =>
      index === 1 ? { ...row, nptCode: "WOW" } : row,
    );
    const refused = await saveSection(engineer, wellId, DATES[2]!, "timeLog", { rows });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { reply: { error: Record<string, string[]> } };
    expect(body.reply.error["rows[1].nptCode"]).toEqual(["ddr.validation.lookup"]);
  });

  it("save a value's label in each language, checking the version the administrator saw", async () => {
    const admin = await signIn("admin");
    const stuck = await engine.db
      .selectFrom("lookup_values as v")
      .innerJoin("organisations as o", "o.id", "v.org_id")
      .select(["v.id", "v.version", "v.label", "v.label_indonesian"])
      .where("o.name", "=", "Demo Energy")
      .where("v.list", "=", "nptCode")
      .where("v.code", "=", "STUCK")
      .executeTakeFirstOrThrow();
    expect([stuck.label, stuck.label_indonesian]).toEqual(["Stuck pipe", "Pipa terjepit"]);
    const form = {
      intent: "update",
      id: String(stuck.id),
      version: String(stuck.version),
      label: "Stuck pipe / pack-off",
      labelIndonesian: "Pipa terjepit / pack-off",
      sortOrder: "70",
      isActive: "on",
    };
    expect((await call(lookupAction, path, { cookie: admin, form })).status).toBe(302);
    // The same form sent again carries the version it was shown: someone saved since.
    const stale = await call(lookupAction, path, {
      cookie: admin,
      form: { ...form, labelIndonesian: "Terjepit" },
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toBe("ddr.lookups.stale");

    const data = (await (await call(lookupLoader, path, { cookie: admin })).json()) as {
      values: { code: string; label: string; labelIndonesian: string; version: number }[];
    };
    const saved = data.values.find((value) => value.code === "STUCK")!;
    expect(saved).toMatchObject({
      label: "Stuck pipe / pack-off",
      labelIndonesian: "Pipa terjepit / pack-off",
      version: stuck.version + 1,
    });

    // One language is enough; a value added with only its Indonesian label keeps the other empty.
    const added = await call(lookupAction, path, {
      cookie: admin,
      form: { intent: "add", code: "LONGSOR", labelIndonesian: "Tanah longsor", sortOrder: "520" },
    });
    expect(added.status).toBe(302);
    const after = (await (await call(lookupLoader, path, { cookie: admin })).json()) as {
      values: { code: string; label: string; labelIndonesian: string }[];
    };
    expect(after.values.find((value) => value.code === "LONGSOR")).toMatchObject({
      label: "",
      labelIndonesian: "Tanah longsor",
    });
  });

  it("answer a conflict with what was typed, saving nothing over the other person's change", async () => {
    const admin = await signIn("admin");
    const lookup = () =>
      engine.db
        .selectFrom("lookup_values as v")
        .innerJoin("organisations as o", "o.id", "v.org_id")
        .select(["v.id", "v.version", "v.label", "v.label_indonesian", "v.sort_order"])
        .where("o.name", "=", "Demo Energy")
        .where("v.list", "=", "nptCode")
        .where("v.code", "=", "FISH")
        .executeTakeFirstOrThrow();
    const shown = await lookup();
    const first = await updateValue(admin, shown, {
      label: "Fishing job",
      labelIndonesian: "Pekerjaan memancing",
      sortOrder: "90",
      isActive: "on",
    });
    expect(first.status).toBe(302);
    const stored = await lookup();

    // The second editor saw the version before the first save.
    const typed = {
      label: "Fishing (junk basket)",
      labelIndonesian: "Memancing",
      sortOrder: "95",
      isActive: "on",
    };
    const conflict = await updateValue(admin, shown, typed);
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({
      target: String(shown.id),
      typed,
      errors: {},
      message: "ddr.lookups.stale",
    });
    expect(await lookup()).toEqual(stored);

    // Saving again goes against the version now shown, and replaces it.
    const again = await updateValue(admin, stored, typed);
    expect(again.status).toBe(302);
    expect(await lookup()).toMatchObject({
      label: "Fishing (junk basket)",
      label_indonesian: "Memancing",
      sort_order: 95,
      version: stored.version + 1,
    });
  });

  it("keeps each organisation's lists to itself", async () => {
    const other = await signIn("other-admin");
    const data = (await (await call(lookupLoader, path, { cookie: other })).json()) as {
      values: { code: string }[];
    };
    expect(data.values.map((value) => value.code)).not.toContain("BOP");
    const wow = await engine.db
      .selectFrom("lookup_values as v")
      .innerJoin("organisations as o", "o.id", "v.org_id")
      .select(["v.id", "v.version"])
      .where("o.name", "=", "Demo Energy")
      .where("v.code", "=", "WOW")
      .executeTakeFirstOrThrow();
    const response = await updateValue(other, wow, {
      label: "Hacked",
      sortOrder: "1",
      isActive: "on",
    });
    expect(response.status).toBe(404);
  });
});
