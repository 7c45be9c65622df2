import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import {
  CUBIC_METRES_PER_SECOND_PER_GPM,
  METRES_PER_FOOT,
  PASCALS_PER_BAR,
} from "~/domain/units/units";
import { translator } from "~/i18n/resources.server";

import { useDemoDatabase } from "../support/test-db";
import { zipOf } from "../support/zip";

import { createReport, signIn } from "./ddr-helpers";
import {
  block,
  downloadTemplate,
  fill,
  problems,
  reportOnNewWell,
  savedSection,
  setUserSettings,
  upload,
} from "./spreadsheet-helpers";

// Numbers typed into a template follow the uploader's language, true number cells keep their
// value, and the Info sheet decides the file's unit system and which report it belongs to.

const en = translator("en");
const id = translator("id");
let engine: Engine & { label: string };

/** The General sheet's required fields, by English label; numbers as a person types them. */
const general = (md: ExcelJS.CellValue): Record<string, ExcelJS.CellValue> => ({
  [en("ddr.general.rigName")]: "Rig T-1",
  [en("ddr.general.wellbore")]: "Original hole",
  [en("ddr.general.mdAtReport")]: md,
  [en("ddr.general.holeSize")]: 12.25,
  [en("ddr.general.currentStatus")]: "Drilling",
  [en("ddr.general.summary24h")]: "Drilled ahead.",
  [en("ddr.general.forecast24h")]: "Drill ahead.",
  [en("ddr.general.supervisor")]: "A. Supervisor",
});

beforeAll(async () => {
  engine = await useDemoDatabase();
});
afterAll(async () => {
  await engine.close();
});

describe("numbers in a template", () => {
  it("reads text the English way for an English user: 1,000 is a thousand, 8,123.45 as written", async () => {
    await setUserSettings(engine.db, "engineer", { unitStandard: 1, language: "en" });
    const { wellId, reportId, cookie } = await reportOnNewWell(engine.db, "NUM-EN", "2026-03-02");
    const workbook = await downloadTemplate(cookie, wellId, "2026-03-02");
    fill(workbook.getWorksheet(en("ddr.general.title"))!, en("ddr.general.title"), [
      { ...general("8,123.45"), [en("ddr.general.lastCasingShoeMd")]: "1,000" },
    ]);
    const result = await upload(cookie, wellId, "2026-03-02", workbook);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const saved = (await savedSection(engine.db, reportId, "general"))!.value;
    expect(saved.mdAtReport).toBeCloseTo(8123.45 * METRES_PER_FOOT, 9);
    expect(saved.lastCasingShoeMd).toBeCloseTo(1000 * METRES_PER_FOOT, 9);
  });

  it("refuses a decimal comma in English with how English writes numbers, naming the cell", async () => {
    const { wellId, reportId, cookie } = await reportOnNewWell(engine.db, "NUM-BAD", "2026-03-02");
    const workbook = await downloadTemplate(cookie, wellId, "2026-03-02");
    const sheet = workbook.getWorksheet(en("ddr.general.title"))!;
    const { headerRow } = fill(sheet, en("ddr.general.title"), [general("1,00")]);
    const result = await upload(cookie, wellId, "2026-03-02", workbook);
    expect(result.status).toBe(400);
    expect(problems(result.body)).toEqual([
      {
        sheet: sheet.name,
        row: headerRow + 1,
        column: expect.stringContaining(en("ddr.general.mdAtReport")),
        message: en("validation.numberNotation"),
      },
    ]);
    expect(await savedSection(engine.db, reportId, "general")).toBeNull();
  });

  it("reads text the Indonesian way for an Indonesian user, and keeps true numbers as they are", async () => {
    await setUserSettings(engine.db, "engineer", { unitStandard: 1, language: "id" });
    const { wellId, reportId, cookie } = await reportOnNewWell(engine.db, "NUM-ID", "2026-03-02");
    try {
      const workbook = await downloadTemplate(cookie, wellId, "2026-03-02");
      // The template is in Indonesian now; its headers are found by their Indonesian labels.
      const sheet = workbook.getWorksheet(id("ddr.general.title"))!;
      const found = block(sheet, id("ddr.general.title"));
      const set = (key: string, value: ExcelJS.CellValue) => {
        found.cell(id(`ddr.general.${key}`)).value = value;
      };
      set("rigName", "Rig T-1");
      set("wellbore", "Original hole");
      set("mdAtReport", "1.234,5"); // text: a thousand two hundred and thirty-four and a half
      set("holeSize", 8.5); // a number cell: 8.5 whatever the language
      set("lastCasingShoeMd", "1.000"); // text: a thousand
      set("lastCasingSize", "9,625");
      set("currentStatus", "Mengebor");
      set("summary24h", "Mengebor.");
      set("forecast24h", "Mengebor.");
      set("supervisor", "A. Supervisor");
      const result = await upload(cookie, wellId, "2026-03-02", workbook);
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      const saved = (await savedSection(engine.db, reportId, "general"))!.value;
      expect(saved.mdAtReport).toBeCloseTo(1234.5 * METRES_PER_FOOT, 9);
      expect(saved.holeSize).toBeCloseTo(8.5 * 0.0254, 9);
      expect(saved.lastCasingShoeMd).toBeCloseTo(1000 * METRES_PER_FOOT, 9);
      expect(saved.lastCasingSize).toBeCloseTo(9.625 * 0.0254, 9);
    } finally {
      await setUserSettings(engine.db, "engineer", { unitStandard: 1, language: "en" });
    }
  });
});

describe("the Info sheet", () => {
  it("names the unit system rather than its code", async () => {
    await setUserSettings(engine.db, "driller", { unitStandard: 2, language: "en" });
    const { wellId } = await reportOnNewWell(engine.db, "INFO-NAME", "2026-03-02");
    const workbook = await downloadTemplate(await signIn("driller"), wellId, "2026-03-02");
    const info = workbook.getWorksheet("Info")!;
    expect(info.getCell("A4").value).toBe(en("ddr.spreadsheet.unitSystem"));
    expect(info.getCell("B4").value).toBe(en("ddr.spreadsheet.unitSystems.apimix"));
    expect(String(info.getCell("B4").value)).not.toMatch(/^apimix/);
    // What the template was made from stays out of sight and out of reach.
    expect(info.getColumn(8).hidden).toBe(true);
    const protection = (info as unknown as { sheetProtection?: { sheet?: boolean } })
      .sheetProtection;
    expect(protection?.sheet).toBe(true);
  });

  it("converts from the file's unit system: a metric file uploaded by an imperial user stays metric", async () => {
    await setUserSettings(engine.db, "driller", { unitStandard: 2, language: "en" });
    const { wellId, reportId, cookie } = await reportOnNewWell(engine.db, "XL-M1", "2026-03-02");
    // The metric colleague downloads and fills the template...
    const workbook = await downloadTemplate(await signIn("driller"), wellId, "2026-03-02");
    fill(workbook.getWorksheet(en("ddr.general.title"))!, en("ddr.general.title"), [general(2447)]);
    const parameters = workbook.getWorksheet(en("ddr.drillingParameters.title"))!;
    const { headerRow, column } = fill(parameters, en("ddr.drillingParameters.intervals"), [
      {
        [en("ddr.drillingParameters.mdFrom")]: 2400,
        [en("ddr.drillingParameters.mdTo")]: 2447,
        [en("ddr.drillingParameters.flowRate")]: 3219,
        [en("ddr.drillingParameters.spp")]: 220.7,
      },
    ]);
    expect(
      String(parameters.getCell(headerRow, column(en("ddr.drillingParameters.mdTo"))).value),
    ).toContain("(m)");
    // ...and the imperial engineer uploads it.
    const result = await upload(cookie, wellId, "2026-03-02", workbook);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const saved = (await savedSection(engine.db, reportId, "general"))!.value;
    expect(saved.mdAtReport).toBeCloseTo(2447, 9);
    const interval = await engine.db
      .selectFrom("drilling_parameters")
      .select(["md_to", "flow_rate", "spp"])
      .where("report_id", "=", reportId)
      .executeTakeFirstOrThrow();
    expect(interval.md_to).toBeCloseTo(2447, 9);
    expect(interval.flow_rate).toBeCloseTo(3219 / 60_000, 12);
    expect(interval.flow_rate).not.toBeCloseTo(3219 * CUBIC_METRES_PER_SECOND_PER_GPM, 6);
    expect(interval.spp).toBeCloseTo(220.7 * PASCALS_PER_BAR, 3);
  });

  it("refuses a header whose unit is not the file's unit system's", async () => {
    const { wellId, reportId, cookie } = await reportOnNewWell(engine.db, "UNIT-HDR", "2026-03-02");
    const workbook = await downloadTemplate(cookie, wellId, "2026-03-02");
    const sheet = workbook.getWorksheet(en("ddr.general.title"))!;
    const { headerRow, column } = fill(sheet, en("ddr.general.title"), [general(2447)]);
    // A column pasted from a metric colleague's file, header and all.
    const md = sheet.getCell(headerRow, column(en("ddr.general.mdAtReport")));
    md.value = `${en("ddr.general.mdAtReport")} (m) *`;
    const result = await upload(cookie, wellId, "2026-03-02", workbook);
    expect(result.status).toBe(400);
    expect(problems(result.body)).toContainEqual({
      sheet: sheet.name,
      row: headerRow,
      column: expect.stringContaining(en("ddr.general.mdAtReport")),
      message: en("ddr.spreadsheet.wrongUnit", { unit: "m", expected: "ft" }),
    });
    expect(await savedSection(engine.db, reportId, "general")).toBeNull();
  });

  it("refuses another well's or another day's file, naming both", async () => {
    const a2 = await reportOnNewWell(engine.db, "XL-A2", "2026-03-02");
    const b1 = await reportOnNewWell(engine.db, "XL-B1", "2026-03-02");
    const workbook = await downloadTemplate(a2.cookie, a2.wellId, "2026-03-02");
    fill(workbook.getWorksheet(en("ddr.general.title"))!, en("ddr.general.title"), [general(1500)]);
    const otherWell = await upload(b1.cookie, b1.wellId, "2026-03-02", workbook);
    expect(otherWell.status).toBe(400);
    expect(problems(otherWell.body)).toEqual([
      {
        sheet: "",
        row: null,
        column: null,
        message: en("ddr.spreadsheet.otherReport", {
          fileWell: "XL-A2",
          fileDate: "03/02/2026",
          well: "XL-B1",
          date: "03/02/2026",
        }),
      },
    ]);
    expect(await savedSection(engine.db, b1.reportId, "general")).toBeNull();

    expect((await createReport(a2.cookie, a2.wellId, "2026-03-03")).status).toBe(302);
    const otherDay = await upload(a2.cookie, a2.wellId, "2026-03-03", workbook);
    expect(otherDay.status).toBe(400);
    expect(problems(otherDay.body)[0]!.message).toBe(
      en("ddr.spreadsheet.otherReport", {
        fileWell: "XL-A2",
        fileDate: "03/02/2026",
        well: "XL-A2",
        date: "03/03/2026",
      }),
    );
  });

  it("refuses a file that is not a template, and one made before templates carried versions", async () => {
    const { wellId, cookie } = await reportOnNewWell(engine.db, "OLD-T", "2026-03-02");
    const plain = new ExcelJS.Workbook();
    plain.addWorksheet("Sheet1").getCell("A1").value = "MD";
    const notTemplate = await upload(cookie, wellId, "2026-03-02", plain);
    expect(problems(notTemplate.body)[0]!.message).toBe(en("ddr.spreadsheet.notTemplate"));

    // An earlier template: its Info sheet had the well, date and units, and no identity block.
    const old = await downloadTemplate(cookie, wellId, "2026-03-02");
    const info = old.getWorksheet("Info")!;
    info.getCell(1, 9).value = 1;
    fill(old.getWorksheet(en("ddr.general.title"))!, en("ddr.general.title"), [general(1500)]);
    const refused = await upload(cookie, wellId, "2026-03-02", old);
    expect(refused.status).toBe(400);
    expect(problems(refused.body)[0]!.message).toBe(en("ddr.spreadsheet.oldTemplate"));
  });

  it("says a zip that is not a workbook is not an Excel workbook", async () => {
    const { wellId, cookie } = await reportOnNewWell(engine.db, "ZIP", "2026-03-02");
    const bytes = zipOf("readme.txt", "not a spreadsheet");
    const result = await upload(cookie, wellId, "2026-03-02", bytes, "archive.xlsx");
    expect(result.status).toBe(400);
    expect(problems(result.body)).toEqual([
      { sheet: "", row: null, column: null, message: en("ddr.spreadsheet.notXlsx") },
    ]);
  });
});
