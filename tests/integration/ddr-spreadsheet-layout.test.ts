import type ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { CUBIC_METRES_PER_SECOND_PER_GPM, METRES_PER_FOOT } from "~/domain/units/units";
import { translator } from "~/i18n/resources.server";
import { environmental } from "~/sections";

import { useDemoDatabase } from "../support/test-db";

import { signIn, TIME_LOG } from "./ddr-helpers";
import {
  block,
  downloadTemplate,
  fill,
  notes,
  problems,
  reportOnNewWell,
  savedSection,
  setUserSettings,
  upload,
  type Workbook,
} from "./spreadsheet-helpers";

// A filled template is read by what it says, not where things stand: columns by header, sheets
// by a stable name, values past blank rows and merges; what cannot be read is refused with its
// address, and everything left out is told.

const en = translator("en");
const DATE = "2026-03-02";
let engine: Engine & { label: string };

beforeAll(async () => {
  engine = await useDemoDatabase();
});
afterAll(async () => {
  await engine.close();
});

const P = (name: string) => en(`ddr.drillingParameters.${name}`);
const E = (name: string) => en(`ddr.environmental.${name}`);

async function newReport(wellName: string) {
  const report = await reportOnNewWell(engine.db, wellName, DATE);
  const workbook = await downloadTemplate(report.cookie, report.wellId, DATE);
  return { ...report, workbook };
}

const parametersSheet = (workbook: Workbook) =>
  workbook.getWorksheet(en("ddr.drillingParameters.title"))!;

async function storedIntervals(reportId: number) {
  return engine.db
    .selectFrom("drilling_parameters")
    .select(["md_from", "md_to", "flow_rate", "spp", "rop"])
    .where("report_id", "=", reportId)
    .orderBy("row_no")
    .execute();
}

async function mudChecks(reportId: number) {
  const rows = await engine.db
    .selectFrom("mud_checks")
    .select("id")
    .where("report_id", "=", reportId)
    .execute();
  return rows.length;
}

describe("columns are read by their headers", () => {
  it("reads the right values past an inserted column, and says the extra column was not read", async () => {
    const { wellId, reportId, cookie, workbook } = await newReport("COL-INS");
    const sheet = parametersSheet(workbook);
    const { headerRow } = block(sheet, P("intervals"));
    // A "WOB avg" column inserted after MD to, with values, shifting every later column.
    sheet.spliceColumns(3, 0, []);
    sheet.getCell(headerRow, 3).value = "WOB avg (klbs)";
    sheet.getCell(headerRow + 1, 3).value = 25;
    fill(sheet, P("intervals"), [
      { [P("mdFrom")]: 1400, [P("mdTo")]: 1500, [P("flowRate")]: 650, [P("rop")]: 32.5 },
    ]);
    const result = await upload(cookie, wellId, DATE, workbook);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(notes(result.body)).toContain(
      en("ddr.spreadsheet.columnIgnored", { sheet: sheet.name, column: "C · WOB avg (klbs)" }),
    );
    const [interval] = await storedIntervals(reportId);
    expect(interval!.flow_rate).toBeCloseTo(650 * CUBIC_METRES_PER_SECOND_PER_GPM, 12);
    expect(interval!.rop).toBeCloseTo((32.5 * METRES_PER_FOOT) / 3600, 12);
  });

  it("stores swapped columns under their own headers", async () => {
    const { wellId, reportId, cookie, workbook } = await newReport("COL-SWAP");
    const sheet = parametersSheet(workbook);
    const { headerRow, column } = block(sheet, P("intervals"));
    const flow = column(P("flowRate"));
    const spp = column(P("spp"));
    const flowHeader = sheet.getCell(headerRow, flow).value;
    sheet.getCell(headerRow, flow).value = sheet.getCell(headerRow, spp).value;
    sheet.getCell(headerRow, spp).value = flowHeader;
    fill(sheet, P("intervals"), [
      { [P("mdFrom")]: 1400, [P("mdTo")]: 1500, [P("flowRate")]: 650, [P("spp")]: 2800 },
    ]);
    // The values went under the swapped headers: flow rate now stands where SPP stood.
    expect(sheet.getCell(headerRow + 1, spp).value).toBe(650);
    const result = await upload(cookie, wellId, DATE, workbook);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const [interval] = await storedIntervals(reportId);
    expect(interval!.flow_rate).toBeCloseTo(650 * CUBIC_METRES_PER_SECOND_PER_GPM, 12);
  });

  it("refuses a file with a template column missing or twice, naming sheet and column", async () => {
    const { wellId, reportId, cookie, workbook } = await newReport("COL-MISS");
    const sheet = parametersSheet(workbook);
    const { headerRow, column } = fill(sheet, P("intervals"), [
      { [P("mdFrom")]: 1400, [P("mdTo")]: 1500, [P("flowRate")]: 650 },
    ]);
    const sppHeader = sheet.getCell(headerRow, column(P("spp")));
    sheet.getCell(headerRow, column(P("rop"))).value = sppHeader.value;
    const torque = sheet.getCell(headerRow, column(P("torque")));
    torque.value = null;
    const result = await upload(cookie, wellId, DATE, workbook);
    expect(result.status).toBe(400);
    expect(problems(result.body)).toEqual(
      expect.arrayContaining([
        {
          sheet: sheet.name,
          row: headerRow,
          column: P("torque"),
          message: en("ddr.spreadsheet.columnMissing", { column: P("torque") }),
        },
        {
          sheet: sheet.name,
          row: headerRow,
          column: P("rop"),
          message: en("ddr.spreadsheet.columnMissing", { column: P("rop") }),
        },
        {
          sheet: sheet.name,
          row: headerRow,
          column: expect.stringMatching(/^[A-Z]+ · SPP \(psi\), [A-Z]+ · SPP \(psi\)$/),
          message: en("ddr.spreadsheet.columnTwice", { column: P("spp") }),
        },
      ]),
    );
    expect(await storedIntervals(reportId)).toEqual([]);
  });
});

describe("sheets are found by a stable name, in either language", () => {
  it("reads a renamed sheet through its defined name", async () => {
    const { wellId, reportId, cookie, workbook } = await newReport("SHEET-REN");
    const mud = workbook.getWorksheet(en("ddr.mud.title"))!;
    fill(mud, en("ddr.mud.checks"), [
      {
        [en("ddr.mud.checkTime")]: "06:00",
        [en("ddr.mud.mudType")]: "WBM",
        [en("ddr.mud.density")]: 10,
      },
    ]);
    // Renamed in Excel: the sheet's defined name follows it.
    mud.name = "Mud 25-Nov";
    workbook.definedNames.remove(`'${en("ddr.mud.title")}'!$A$1`, "DDR_mud");
    workbook.definedNames.add("'Mud 25-Nov'!$A$1", "DDR_mud");
    const result = await upload(cookie, wellId, DATE, workbook);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(notes(result.body).join(" ")).not.toContain("Mud 25-Nov");
    expect(await mudChecks(reportId)).toBe(1);
  });

  it("tells a sheet it cannot place and the section left without a sheet", async () => {
    const { wellId, reportId, cookie, workbook } = await newReport("SHEET-LOST");
    const mud = workbook.getWorksheet(en("ddr.mud.title"))!;
    fill(mud, en("ddr.mud.checks"), [
      {
        [en("ddr.mud.checkTime")]: "06:00",
        [en("ddr.mud.mudType")]: "WBM",
        [en("ddr.mud.density")]: 10,
      },
    ]);
    // Renamed by a program that drops defined names, and a sheet of one's own added.
    mud.name = "Mud 25-Nov";
    workbook.definedNames.remove(`'${en("ddr.mud.title")}'!$A$1`, "DDR_mud");
    workbook.addWorksheet("Notes").getCell("A1").value = "Call the mud engineer";
    fill(workbook.getWorksheet(en("ddr.environmental.title"))!, E("events"), [
      { [E("eventType")]: "Discharge", [E("material")]: "Mud", [E("volume")]: 10 },
    ]);
    const result = await upload(cookie, wellId, DATE, workbook);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(notes(result.body)).toEqual(
      expect.arrayContaining([
        en("ddr.spreadsheet.sheetIgnored", { sheet: "Mud 25-Nov" }),
        en("ddr.spreadsheet.sheetIgnored", { sheet: "Notes" }),
        en("ddr.spreadsheet.sheetMissing", { section: en("ddr.mud.title") }),
      ]),
    );
    expect(await savedSection(engine.db, reportId, "mud")).toBeNull();
    expect((await savedSection(engine.db, reportId, "environmental"))!.value.events).toHaveLength(
      1,
    );
  });

  it("reads every sheet of an English template uploaded by an Indonesian-language user", async () => {
    const { wellId, reportId, workbook } = await newReport("SHEET-LANG");
    fill(workbook.getWorksheet(en("ddr.general.title"))!, en("ddr.general.title"), [
      {
        [en("ddr.general.rigName")]: "Rig T-1",
        [en("ddr.general.wellbore")]: "Original hole",
        [en("ddr.general.mdAtReport")]: 1500,
        [en("ddr.general.holeSize")]: 12.25,
        [en("ddr.general.currentStatus")]: "Drilling",
        [en("ddr.general.summary24h")]: "Drilled ahead.",
        [en("ddr.general.forecast24h")]: "Drill ahead.",
        [en("ddr.general.supervisor")]: "A. Supervisor",
      },
    ]);
    fill(workbook.getWorksheet(en("ddr.mud.title"))!, en("ddr.mud.checks"), [
      {
        [en("ddr.mud.checkTime")]: "06:00",
        [en("ddr.mud.mudType")]: "WBM",
        [en("ddr.mud.density")]: 10,
      },
    ]);
    await setUserSettings(engine.db, "driller", { unitStandard: 3, language: "id" });
    const result = await upload(await signIn("driller"), wellId, DATE, workbook);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const general = (await savedSection(engine.db, reportId, "general"))!.value;
    // The file's unit system (imperial) counts, not the Indonesian user's.
    expect(general.mdAtReport).toBeCloseTo(1500 * METRES_PER_FOOT, 9);
    expect(await mudChecks(reportId)).toBe(1);
  });
});

describe("layout is not data", () => {
  it("finds a record's values past a blank row inserted under its header", async () => {
    const { wellId, reportId, cookie, workbook } = await newReport("NOISE-BLANK");
    const mud = workbook.getWorksheet(en("ddr.mud.title"))!;
    const { headerRow } = fill(mud, en("ddr.mud.title"), [
      { [en("ddr.mud.volumeStart")]: 850, [en("ddr.mud.volumeBuilt")]: 120 },
    ]);
    mud.spliceRows(headerRow + 1, 0, []);
    expect(mud.getRow(headerRow + 1).cellCount).toBe(0);
    const result = await upload(cookie, wellId, DATE, workbook);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const saved = (await savedSection(engine.db, reportId, "mud"))!.value;
    expect(saved.volumeStart).toBeCloseTo(850 * 0.158987294928, 9);
    expect(saved.volumeBuilt).toBeCloseTo(120 * 0.158987294928, 9);
  });

  it("reads a merged range as one cell: what it covers is empty", async () => {
    const { wellId, reportId, cookie, workbook } = await newReport("NOISE-MERGE");
    const sheet = workbook.getWorksheet(en("ddr.environmental.title"))!;
    const { headerRow, column } = fill(sheet, E("events"), [
      {
        [E("eventType")]: "Discharge",
        [E("material")]: "Mud",
        [E("volume")]: 10,
        [E("remarks")]: "To pit 2",
      },
      { [E("eventType")]: "Disposal", [E("material")]: "Cuttings", [E("mass")]: 2 },
    ]);
    const remarks = column(E("remarks"));
    sheet.mergeCells(headerRow + 1, remarks, headerRow + 2, remarks);
    const result = await upload(cookie, wellId, DATE, workbook);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const events = (await savedSection(engine.db, reportId, "environmental"))!.value
      .events as Record<string, unknown>[];
    expect(events.map((event) => event.remarks)).toEqual(["To pit 2", null]);

    // Merged across MD from and MD to: one value, in MD from; MD to is empty (and required).
    const parameters = parametersSheet(workbook);
    const found = fill(parameters, P("intervals"), [{ [P("mdFrom")]: 1400, [P("flowRate")]: 650 }]);
    const from = found.column(P("mdFrom"));
    parameters.mergeCells(found.headerRow + 1, from, found.headerRow + 1, from + 1);
    const refused = await upload(cookie, wellId, DATE, workbook);
    expect(refused.status).toBe(400);
    expect(problems(refused.body)).toContainEqual({
      sheet: parameters.name,
      row: found.headerRow + 1,
      column: expect.stringContaining(P("mdTo")),
      message: en("validation.required"),
    });
  });

  it("refuses formula errors and formulas without a saved result, with their address", async () => {
    const { wellId, reportId, cookie, workbook } = await newReport("NOISE-FORMULA");
    const sheet = workbook.getWorksheet(en("ddr.environmental.title"))!;
    const { headerRow, column } = fill(sheet, E("events"), [
      {
        [E("eventType")]: "Discharge",
        [E("material")]: "Mud",
        [E("volume")]: { formula: "5*2", result: 10 },
      },
      {
        [E("eventType")]: "Spill",
        [E("material")]: "Diesel",
        [E("volume")]: 1,
        [E("spillRecovered")]: { formula: "1/0", result: { error: "#DIV/0!" } },
      },
      {
        [E("eventType")]: "Discharge",
        [E("material")]: "Water",
        [E("volume")]: 3,
        [E("mass")]: { formula: "C7*2" },
      },
    ]);
    const result = await upload(cookie, wellId, DATE, workbook);
    expect(result.status).toBe(400);
    expect(problems(result.body)).toEqual([
      {
        sheet: sheet.name,
        row: headerRow + 2,
        column: expect.stringContaining(E("spillRecovered")),
        message: en("ddr.spreadsheet.formulaError", { error: "#DIV/0!" }),
      },
      {
        sheet: sheet.name,
        row: headerRow + 3,
        column: expect.stringContaining(E("mass")),
        message: en("ddr.spreadsheet.formulaNoResult"),
      },
    ]);
    expect(await savedSection(engine.db, reportId, "environmental")).toBeNull();

    // Fixed: the formula's saved result is the value.
    sheet.getCell(headerRow + 2, column(E("spillRecovered"))).value = 0.5;
    sheet.getCell(headerRow + 3, column(E("mass"))).value = { formula: "1+1", result: 2 };
    const saved = await upload(cookie, wellId, DATE, workbook);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const events = (await savedSection(engine.db, reportId, "environmental"))!.value
      .events as Record<string, number | null>[];
    expect(events[0]!.volume).toBeCloseTo(10 * 0.158987294928, 9);
    expect(events[2]!.mass).toBeCloseTo(2 * 0.45359237, 9);
  });

  it("stores a percentage as the cell shows it", async () => {
    const { wellId, reportId, cookie, workbook } = await newReport("NOISE-PCT");
    const sheet = workbook.getWorksheet(en("ddr.mud.title"))!;
    const found = fill(sheet, en("ddr.mud.checks"), [
      {
        [en("ddr.mud.checkTime")]: "06:00",
        [en("ddr.mud.mudType")]: "WBM",
        [en("ddr.mud.density")]: 10,
        [en("ddr.mud.solidsPct")]: 0.079,
        [en("ddr.mud.sandPct")]: "0.5 %",
      },
    ]);
    found.cell(en("ddr.mud.solidsPct")).numFmt = "0.0%";
    const result = await upload(cookie, wellId, DATE, workbook);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const check = await engine.db
      .selectFrom("mud_checks")
      .select(["solids_pct", "sand_pct"])
      .where("report_id", "=", reportId)
      .executeTakeFirstOrThrow();
    expect(check.solids_pct).toBeCloseTo(7.9, 9);
    expect(check.sand_pct).toBeCloseTo(0.5, 9);
  });

  it("reads dates and times of a workbook in Excel's 1904 date system", async () => {
    const { wellId, reportId, cookie, workbook } = await newReport("NOISE-1904");
    workbook.properties.date1904 = true;
    const timeLog = workbook.getWorksheet(en("ddr.timeLog.title"))!;
    const rows = TIME_LOG.rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([name, value]) => [en(`ddr.timeLog.${name}`), value]),
      ),
    ) as Record<string, ExcelJS.CellValue>[];
    const found = fill(timeLog, en("ddr.timeLog.rows"), rows);
    // Times typed into cells Excel formats as times: fractions of day 0 of the 1904 system.
    const day0 = Date.UTC(1904, 0, 1);
    const to = found.column(en("ddr.timeLog.toTime"));
    timeLog.getCell(found.headerRow + 1, to).value = new Date(day0 + 10 * 3_600_000);
    timeLog.getCell(found.headerRow + 3, to).value = new Date(day0 + 24 * 3_600_000);
    for (const row of [1, 3]) timeLog.getCell(found.headerRow + row, to).numFmt = "[h]:mm";
    const sections = workbook.getWorksheet(en("ddr.holeSections.title"))!;
    const planned = fill(sections, en("ddr.holeSections.sections"), [
      {
        [en("ddr.holeSections.sectionName")]: "12¼ in",
        [en("ddr.holeSections.sectionType")]: "Intermediate",
        [en("ddr.holeSections.holeSize")]: 12.25,
        [en("ddr.holeSections.plannedStart")]: new Date(Date.UTC(2026, 2, 1)),
      },
    ]);
    planned.cell(en("ddr.holeSections.plannedStart")).numFmt = "yyyy-mm-dd";
    const result = await upload(cookie, wellId, DATE, workbook);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const stored = await engine.db
      .selectFrom("time_log_rows")
      .select(["from_time", "to_time"])
      .where("report_id", "=", reportId)
      .orderBy("row_no")
      .execute();
    expect(stored.map((row) => row.to_time.slice(0, 5))).toEqual(["10:00", "12:00", "24:00"]);
    const holeSections = (await savedSection(engine.db, reportId, "holeSections"))!.value
      .sections as Record<string, unknown>[];
    expect(holeSections[0]!.plannedStart).toBe("2026-03-01");
  });
});

describe("sizes keep the server answering", () => {
  it("refuses a table longer than a day holds, with one message and no row read", async () => {
    const { wellId, reportId, cookie, workbook } = await newReport("SIZE-ROWS");
    const sheet = workbook.getWorksheet(en("ddr.environmental.title"))!;
    const max = environmental.tables[0].maxRows;
    const { captionRow } = fill(
      sheet,
      E("events"),
      Array.from({ length: max + 1 }, () => ({
        [E("eventType")]: "Discharge",
        [E("volume")]: "x",
      })),
    );
    const result = await upload(cookie, wellId, DATE, workbook);
    expect(result.status).toBe(400);
    expect(problems(result.body)).toEqual([
      {
        sheet: sheet.name,
        row: captionRow,
        column: null,
        message: en("ddr.validation.tooManyRows", { count: max + 1, max }),
      },
    ]);
    expect(await savedSection(engine.db, reportId, "environmental")).toBeNull();
  });

  it("refuses a file far larger than a day's report before reading it", async () => {
    const { wellId, reportId, cookie, workbook } = await newReport("SIZE-BYTES");
    const sheet = workbook.getWorksheet(en("ddr.environmental.title"))!;
    for (let row = 0; row < 20_000; row++)
      sheet.addRow(["Discharge", "Mud", row, null, null, `pit ${row}`]);
    const result = await upload(cookie, wellId, DATE, workbook);
    expect(result.status).toBe(400);
    const [problem] = problems(result.body);
    expect(problem!.message).toMatch(
      /^The file holds far more than one day's report: its sheets unpack to \d+ MB/,
    );
    expect(await savedSection(engine.db, reportId, "environmental")).toBeNull();
  });

  it("lists the first 50 problems and counts them all", async () => {
    const { wellId, cookie, workbook } = await newReport("SIZE-ERRORS");
    const sheet = workbook.getWorksheet(en("ddr.environmental.title"))!;
    const max = environmental.tables[0].maxRows;
    fill(
      sheet,
      E("events"),
      Array.from({ length: max }, () => ({
        [E("eventType")]: "Discharge",
        [E("material")]: "Mud",
        [E("volume")]: "lots",
        [E("mass")]: "heavy",
      })),
    );
    const result = await upload(cookie, wellId, DATE, workbook);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      saved: false,
      error: `ddr.spreadsheet.refused|${JSON.stringify({ count: max * 2 })}`,
      total: max * 2,
    });
    expect(problems(result.body)).toHaveLength(50);
  });
});
