import { describe, expect, it } from "vitest";

import { translator } from "~/i18n/resources.server";

import { demoDatabaseForFile } from "../support/test-db";

import { GENERAL, saveSection } from "./ddr-helpers";
import {
  block,
  downloadTemplate,
  notes,
  reportOnNewWell,
  savedSection,
  setUserSettings,
  upload,
} from "./spreadsheet-helpers";

// What was typed comes back in the template as typed: values are stored in SI and converted back
// for the template, where 78 °F came out as 78.00000000000006 and 8,086 ft as 8086.000000000001.

const en = translator("en");
const DATE = "2026-03-02";
const database = demoDatabaseForFile((engine) =>
  setUserSettings(engine.db, "engineer", { unitStandard: 1, language: "en" }),
);

const timeLogRow = (from: string, to: string, mdFrom: string, mdTo: string) => ({
  fromTime: from,
  toTime: to,
  phase: "intermediate-1",
  iadcCode: "2",
  activityCategory: "planned",
  mdFrom,
  mdTo,
  description: "Drill ahead",
});

describe("the template of a report saved in imperial units", () => {
  it("reads back exactly the temperature and depths typed", async () => {
    const { wellId, reportId, cookie } = await reportOnNewWell(database.engine.db, "PREC-1", DATE);
    const general = { ...GENERAL, airTemp: "78", mdAtReport: "8,086" };
    expect((await saveSection(cookie, wellId, DATE, "general", general, 0)).status).toBe(302);
    const timeLog = {
      rows: [
        timeLogRow("00:00", "12:00", "7,900", "8,000.1"),
        timeLogRow("12:00", "24:00", "8,000.1", "8,086"),
      ],
    };
    expect((await saveSection(cookie, wellId, DATE, "timeLog", timeLog, 0)).status).toBe(302);

    const workbook = await downloadTemplate(cookie, wellId, DATE);
    const generalSheet = workbook.getWorksheet(en("ddr.general.title"))!;
    const record = block(generalSheet, en("ddr.general.title"));
    expect(record.cell(en("ddr.general.airTemp")).value).toBe(78);
    expect(record.cell(en("ddr.general.mdAtReport")).value).toBe(8086);
    const rows = block(workbook.getWorksheet(en("ddr.timeLog.title"))!, en("ddr.timeLog.rows"));
    expect(rows.cell(en("ddr.timeLog.mdFrom"), 0).value).toBe(7900);
    expect(rows.cell(en("ddr.timeLog.mdTo"), 0).value).toBe(8000.1);
    expect(rows.cell(en("ddr.timeLog.mdFrom"), 1).value).toBe(8000.1);
    expect(rows.cell(en("ddr.timeLog.mdTo"), 1).value).toBe(8086);

    // Uploaded as it came, the template changes none of what was stored.
    const before = (await savedSection(database.engine.db, reportId, "general"))!;
    const result = await upload(cookie, wellId, DATE, workbook);
    expect(result.status).toBe(200);
    notes(result.body);
    const after = (await savedSection(database.engine.db, reportId, "general"))!;
    expect(after.value.airTemp).toBe(before.value.airTemp);
    expect(after.value.mdAtReport).toBe(before.value.mdAtReport);
  });
});
