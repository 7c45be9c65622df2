import { describe, expect, it } from "vitest";

import { METRES_PER_FOOT } from "~/domain/units/units";
import { translator } from "~/i18n/resources.server";

import { demoDatabaseForFile } from "../support/test-db";

import { GENERAL, saveSection, signIn } from "./ddr-helpers";
import {
  block,
  downloadTemplate,
  fill,
  notes,
  problems,
  reportOnNewWell,
  savedSection,
  upload,
} from "./spreadsheet-helpers";

// A template carries the version of every section it was made from: an upload over a section
// someone saved since is a conflict that names it and saves nothing. The same file may be
// corrected and uploaded again; a cleared sheet removes what it held.

const en = translator("en");
const DATE = "2026-03-02";
const database = demoDatabaseForFile();

const mdCell = (workbook: Awaited<ReturnType<typeof downloadTemplate>>) =>
  block(workbook.getWorksheet(en("ddr.general.title"))!, en("ddr.general.title")).cell(
    en("ddr.general.mdAtReport"),
  );

describe("a template downloaded before a colleague saved", () => {
  it("answers a conflict naming the sections, saving nothing", async () => {
    const { wellId, reportId, cookie } = await reportOnNewWell(database.engine.db, "VER-1", DATE);
    expect((await saveSection(cookie, wellId, DATE, "general", GENERAL, 0)).status).toBe(302);
    // The engineer downloads the template in the morning...
    const morning = await downloadTemplate(cookie, wellId, DATE);
    // ...a colleague saves the General section meanwhile...
    const colleague = await signIn("driller");
    const theirs = { ...GENERAL, mdAtReport: "1600" };
    expect((await saveSection(colleague, wellId, DATE, "general", theirs, 1)).status).toBe(302);
    // ...and the engineer uploads the morning's file with a mud check added.
    mdCell(morning).value = 1550;
    fill(morning.getWorksheet(en("ddr.mud.title"))!, en("ddr.mud.checks"), [
      {
        [en("ddr.mud.checkTime")]: "06:00",
        [en("ddr.mud.mudType")]: "WBM",
        [en("ddr.mud.density")]: 10,
      },
    ]);
    const result = await upload(cookie, wellId, DATE, morning);
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({
      saved: false,
      error: `ddr.spreadsheet.conflict|${JSON.stringify({ sections: en("ddr.general.title") })}`,
    });
    const general = (await savedSection(database.engine.db, reportId, "general"))!;
    expect(general.version).toBe(2);
    expect(general.value.mdAtReport).toBeCloseTo(1600 * METRES_PER_FOOT, 9);
    expect(await savedSection(database.engine.db, reportId, "mud")).toBeNull();
  });

  it("keeps a colleague's new section when the file left that sheet as it came, empty", async () => {
    const { wellId, reportId, cookie } = await reportOnNewWell(database.engine.db, "VER-2", DATE);
    const morning = await downloadTemplate(cookie, wellId, DATE);
    const colleague = await signIn("driller");
    expect((await saveSection(colleague, wellId, DATE, "general", GENERAL, 0)).status).toBe(302);
    fill(morning.getWorksheet(en("ddr.mud.title"))!, en("ddr.mud.checks"), [
      {
        [en("ddr.mud.checkTime")]: "06:00",
        [en("ddr.mud.mudType")]: "WBM",
        [en("ddr.mud.density")]: 10,
      },
    ]);
    const result = await upload(cookie, wellId, DATE, morning);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(notes(result.body).join(" ")).toContain(en("ddr.general.title"));
    expect((await savedSection(database.engine.db, reportId, "general"))!.version).toBe(1);
    expect((await savedSection(database.engine.db, reportId, "mud"))!.version).toBe(1);
  });
});

describe("the same file uploaded again", () => {
  it("goes on from its own upload, and conflicts once someone else saved in between", async () => {
    const { wellId, reportId, cookie } = await reportOnNewWell(database.engine.db, "VER-3", DATE);
    const workbook = await downloadTemplate(cookie, wellId, DATE);
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
    expect((await upload(cookie, wellId, DATE, workbook)).status).toBe(200);
    mdCell(workbook).value = 1520;
    const again = await upload(cookie, wellId, DATE, workbook);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    let general = (await savedSection(database.engine.db, reportId, "general"))!;
    expect(general.version).toBe(2);
    expect(general.value.mdAtReport).toBeCloseTo(1520 * METRES_PER_FOOT, 9);

    const colleague = await signIn("driller");
    const theirs = { ...GENERAL, mdAtReport: "1600" };
    expect((await saveSection(colleague, wellId, DATE, "general", theirs, 2)).status).toBe(302);
    mdCell(workbook).value = 1530;
    const third = await upload(cookie, wellId, DATE, workbook);
    expect(third.status).toBe(409);
    general = (await savedSection(database.engine.db, reportId, "general"))!;
    expect(general.value.mdAtReport).toBeCloseTo(1600 * METRES_PER_FOOT, 9);
  });
});

describe("a table-only sheet whose rows were all cleared", () => {
  it("deletes the saved rows and says so", async () => {
    const { wellId, reportId, cookie } = await reportOnNewWell(database.engine.db, "VER-4", DATE);
    const events = {
      events: [
        { eventType: "discharge", material: "MUD", volume: "10" },
        { eventType: "disposal", material: "CUTTINGS", mass: "2" },
      ],
    };
    expect((await saveSection(cookie, wellId, DATE, "environmental", events, 0)).status).toBe(302);
    const workbook = await downloadTemplate(cookie, wellId, DATE);
    const sheet = workbook.getWorksheet(en("ddr.environmental.title"))!;
    const found = block(sheet, en("ddr.environmental.events"));
    expect(found.cell(en("ddr.environmental.volume")).value).toBe(10);
    for (let index = 0; index < 2; index++) {
      sheet.getRow(found.headerRow + 1 + index).eachCell((cell) => {
        cell.value = null;
      });
    }
    const result = await upload(cookie, wellId, DATE, workbook);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(notes(result.body)).toContain(en("ddr.spreadsheet.sheetCleared", { sheet: sheet.name }));
    const saved = (await savedSection(database.engine.db, reportId, "environmental"))!;
    expect(saved.value.events).toEqual([]);
    expect(saved.version).toBe(2);
  });

  it("refuses a cleared record with required fields, like the form would", async () => {
    const { wellId, reportId, cookie } = await reportOnNewWell(database.engine.db, "VER-5", DATE);
    expect((await saveSection(cookie, wellId, DATE, "general", GENERAL, 0)).status).toBe(302);
    const workbook = await downloadTemplate(cookie, wellId, DATE);
    const sheet = workbook.getWorksheet(en("ddr.general.title"))!;
    const found = block(sheet, en("ddr.general.title"));
    sheet.getRow(found.headerRow + 1).eachCell((cell) => {
      cell.value = null;
    });
    const result = await upload(cookie, wellId, DATE, workbook);
    expect(result.status).toBe(400);
    expect(problems(result.body).map((p) => p.message)).toContain(en("validation.required"));
    expect((await savedSection(database.engine.db, reportId, "general"))!.version).toBe(1);
  });
});
