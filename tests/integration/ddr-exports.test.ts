import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { translator } from "~/i18n/resources.server";
import { loader as listExport } from "~/routes/database.daily-drilling-report[.xlsx]";
import { loader as reportExport } from "~/routes/report.daily-drilling-report[.xlsx]";

import { call } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

import { GENERAL, saveSection, signIn, TIME_LOG } from "./ddr-helpers";
import { reportOnNewWell, setUserSettings } from "./spreadsheet-helpers";

// The report export reads like the screen: picked values by their labels (codes beside them),
// the planner's records by name, yes and no in words, dates and times as Excel dates and times.

const en = translator("en");
const id = translator("id");
const DATE = "2026-03-02";
let engine: Engine & { label: string };
let report: Awaited<ReturnType<typeof reportOnNewWell>>;
let costItem: { id: number; name: string };
let bundle: { id: number; name: string };

beforeAll(async () => {
  engine = await useDemoDatabase();
  await setUserSettings(engine.db, "engineer", { unitStandard: 1, language: "en" });
  report = await reportOnNewWell(engine.db, "EXPORT-1", DATE);
  const org = await engine.db
    .selectFrom("wells")
    .select("org_id")
    .where("id", "=", report.wellId)
    .executeTakeFirstOrThrow();
  costItem = await engine.db
    .selectFrom("cost_items")
    .select(["id", "name"])
    .where("org_id", "=", org.org_id)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  bundle = await engine.db
    .selectFrom("contract_bundles")
    .select(["id", "name"])
    .where("org_id", "=", org.org_id)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const { cookie, wellId } = report;
  for (const [sectionId, values] of [
    ["general", GENERAL],
    ["timeLog", TIME_LOG],
    [
      "cost",
      {
        lines: [
          {
            costItemId: String(costItem.id),
            contractBundleId: String(bundle.id),
            phase: "intermediate-1",
            description: "Rig day rate",
            quantity: "1",
            unitPrice: "30000",
            isCarryOver: "on",
          },
        ],
      },
    ],
    ["safety", { lastBopTestDate: "2026-02-27", stopCards: "3" }],
  ] as const) {
    const response = await saveSection(cookie, wellId, DATE, sectionId, values);
    expect(response.status, `saving ${sectionId}`).toBe(302);
  }
});
afterAll(async () => {
  await engine.close();
});

async function exported(cookie: string) {
  const response = await call(
    reportExport,
    `/report/daily-drilling-report.xlsx?id=${report.reportId}`,
    {
      cookie,
    },
  );
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook;
}

/** A table's rows as header → cell, below the row whose first cell is `first`. */
function table(sheet: ExcelJS.Worksheet, first: string) {
  let headerRow = 0;
  sheet.eachRow((row, number) => {
    if (!headerRow && row.getCell(1).value === first) headerRow = number;
  });
  expect(headerRow, `table starting “${first}”`).toBeGreaterThan(0);
  const headers = (sheet.getRow(headerRow).values as unknown[]).map((v) => String(v ?? ""));
  return (index: number, header: string) => {
    const column = headers.indexOf(header);
    expect(column, `column “${header}” in ${headers.join(" | ")}`).toBeGreaterThan(0);
    return sheet.getCell(headerRow + 1 + index, column);
  };
}

describe("the report export", () => {
  it("writes picked values by label with their code beside them, and records by name", async () => {
    const workbook = await exported(report.cookie);
    const timeLog = table(
      workbook.getWorksheet(en("ddr.timeLog.title"))!,
      en("ddr.timeLog.fromTime"),
    );
    expect(timeLog(0, en("ddr.timeLog.phase")).value).toBe("Intermediate 1");
    expect(timeLog(0, `${en("ddr.timeLog.phase")} (code)`).value).toBe("intermediate-1");
    expect(timeLog(1, en("ddr.timeLog.activityCategory")).value).toBe("Downtime (NPT)");
    expect(timeLog(1, `${en("ddr.timeLog.activityCategory")} (code)`).value).toBe("downtime");
    expect(timeLog(1, en("ddr.timeLog.isNpt")).value).toBe("Yes");
    expect(timeLog(0, en("ddr.timeLog.isNpt")).value).toBe("No");

    const cost = table(workbook.getWorksheet(en("ddr.cost.title"))!, en("ddr.cost.costDate"));
    expect(cost(0, en("ddr.cost.costItemId")).value).toBe(costItem.name);
    expect(cost(0, en("ddr.cost.contractBundleId")).value).toBe(bundle.name);
  });

  it("writes dates and times as Excel dates and times, formatted as the user reads them", async () => {
    const workbook = await exported(report.cookie);
    const timeLog = table(
      workbook.getWorksheet(en("ddr.timeLog.title"))!,
      en("ddr.timeLog.fromTime"),
    );
    const end = timeLog(2, en("ddr.timeLog.toTime"));
    // 24:00 is one whole day: exceljs reads a time-formatted serial back as a date.
    expect(end.numFmt).toBe("[hh]:mm");
    expect(end.value).toEqual(new Date(Date.UTC(1899, 11, 31)));
    const start = timeLog(1, en("ddr.timeLog.fromTime"));
    expect(start.value).toEqual(new Date(Date.UTC(1899, 11, 30, 10)));

    const cost = table(workbook.getWorksheet(en("ddr.cost.title"))!, en("ddr.cost.costDate"));
    const date = cost(0, en("ddr.cost.costDate"));
    expect(date.value).toEqual(new Date(Date.UTC(2026, 2, 2)));
    expect(date.numFmt).toBe("mm/dd/yyyy");

    const safety = workbook.getWorksheet(en("ddr.safety.title"))!;
    let bop: ExcelJS.Row | undefined;
    safety.eachRow((row) => {
      if (String(row.getCell(1).value).startsWith(en("ddr.safety.lastBopTestDate"))) bop = row;
    });
    expect(bop!.getCell(2).value).toEqual(new Date(Date.UTC(2026, 1, 27)));

    const summary = workbook.worksheets[0]!;
    expect(summary.getCell("B4").value).toEqual(new Date(Date.UTC(2026, 2, 2)));
    expect(summary.getCell("B4").numFmt).toBe("mm/dd/yyyy");
  });

  it("follows an Indonesian user's language: labels, yes and no, day-first dates", async () => {
    await setUserSettings(engine.db, "driller", { unitStandard: 3, language: "id" });
    const workbook = await exported(await signIn("driller"));
    const timeLog = table(
      workbook.getWorksheet(id("ddr.timeLog.title"))!,
      id("ddr.timeLog.fromTime"),
    );
    expect(timeLog(1, id("ddr.timeLog.isNpt")).value).toBe(id("common.yes"));
    expect(timeLog(0, `${id("ddr.timeLog.phase")} (kode)`).value).toBe("intermediate-1");
    // Picked values by the organisation's Indonesian labels; the codes stay as they are.
    expect(timeLog(0, id("ddr.timeLog.phase")).value).toBe("Antara 1");
    expect(timeLog(1, id("ddr.timeLog.iadcCode")).value).toBe("8 Perbaikan rig");
    expect(timeLog(1, id("ddr.timeLog.nptCode")).value).toBe("Kerusakan peralatan rig");
    const cost = table(workbook.getWorksheet(id("ddr.cost.title"))!, id("ddr.cost.costDate"));
    expect(cost(0, id("ddr.cost.costDate")).numFmt).toBe("dd/mm/yyyy");
  });
});

describe("the list export", () => {
  it("writes report dates as Excel dates", async () => {
    const response = await call(
      listExport,
      `/database/daily-drilling-report.xlsx?well=${report.wellId}`,
      {
        cookie: report.cookie,
      },
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell(2, 4).value).toEqual(new Date(Date.UTC(2026, 2, 2)));
    expect(sheet.getCell(2, 4).numFmt).toBe("mm/dd/yyyy");
  });
});
