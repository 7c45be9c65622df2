import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { translator } from "~/i18n/resources.server";
import { createDdr } from "~/reports/ddr.server";
import { ddrTemplateFor, sectionSheetName, uploadDdrWorkbook } from "~/reports/spreadsheet.server";
import { DDR_SECTIONS } from "~/sections";

import { useDemoDatabase } from "../support/test-db";

import { createTestWell, GENERAL, TIME_LOG } from "./ddr-helpers";

let engine: Engine & { label: string };
let actor: { id: number; orgId: number };
let reportId: number;
const t = translator("en");
const options = { system: "api" as const, language: "en" as const, t };

beforeAll(async () => {
  engine = await useDemoDatabase();
  const wellId = await createTestWell(engine.db, "Demo Energy", "XLSX-Test-1");
  const user = await engine.db
    .selectFrom("users as u")
    .innerJoin("memberships as m", "m.user_id", "u.id")
    .innerJoin("organisations as o", "o.id", "m.org_id")
    .select(["u.id", "m.org_id"])
    .where("u.username", "=", "engineer")
    .where("o.name", "=", "Demo Energy")
    .executeTakeFirstOrThrow();
  actor = { id: user.id, orgId: user.org_id };
  const created = await createDdr(actor, wellId, "2026-03-02");
  if (!created.ok) throw new Error("report not created");
  reportId = created.report.id;
});
afterAll(async () => {
  await engine.close();
});

async function template() {
  const made = await ddrTemplateFor(actor.orgId, reportId, { system: "api", language: "en", t });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(made!.bytes);
  return workbook;
}

/** Writes values under the headers of a block (found by its caption) starting at its first row. */
function fill(
  sheet: ExcelJS.Worksheet,
  caption: string,
  rows: Record<string, string>[],
  labelOf: (name: string) => string,
) {
  let captionRow = 0;
  sheet.eachRow((row, number) => {
    if (!captionRow && row.getCell(1).value === caption) captionRow = number;
  });
  const headers = sheet.getRow(captionRow + 1);
  rows.forEach((values, index) => {
    for (const [name, value] of Object.entries(values)) {
      let column = 0;
      headers.eachCell((cell, number) => {
        if (String(cell.value).startsWith(labelOf(name))) column ||= number;
      });
      expect(column, `${caption}: ${name}`).toBeGreaterThan(0);
      sheet.getCell(captionRow + 2 + index, column).value = value;
    }
  });
}

async function bytesOf(workbook: ExcelJS.Workbook) {
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as unknown as ArrayLike<number>).slice().buffer;
}

async function filledWorkbook(timeRows: Record<string, string>[]) {
  const workbook = await template();
  fill(workbook.getWorksheet(t("ddr.general.title"))!, t("ddr.general.title"), [GENERAL], (n) =>
    t(`ddr.general.${n}`),
  );
  fill(workbook.getWorksheet(t("ddr.timeLog.title"))!, t("ddr.timeLog.rows"), timeRows, (n) =>
    t(`ddr.timeLog.${n}`),
  );
  return workbook;
}

describe("the DDR spreadsheet", () => {
  it("has a sheet per section, headers in the user's units and list drop-downs", async () => {
    const workbook = await template();
    for (const section of DDR_SECTIONS) {
      expect(workbook.getWorksheet(sectionSheetName(section, t)), section.id).toBeTruthy();
    }
    const general = workbook.getWorksheet(t("ddr.general.title"))!;
    const headers = (general.getRow(2).values as unknown[]).map(String);
    expect(headers).toContain(`${t("ddr.general.mdAtReport")} (ft) *`);
    expect(headers).toContain(`${t("ddr.general.holeSize")} (in) *`);
    const wellbore = headers.indexOf(`${t("ddr.general.wellbore")} *`);
    const validation = general.getCell(3, wellbore).dataValidation;
    expect(validation.type).toBe("list");
    expect(validation.formulae[0]).toMatch(/^'Lists'!\$[A-Z]+\$2:\$[A-Z]+\$\d+$/);
  });

  it("refuses a file with a bad row, names sheet, row and column, and saves nothing", async () => {
    const rows = TIME_LOG.rows.map((row) => ({ ...row }) as unknown as Record<string, string>);
    rows[1]!.mdTo = "-5";
    const workbook = await filledWorkbook(rows);
    const result = await uploadDdrWorkbook(actor, reportId, await bytesOf(workbook), options);
    expect(result.ok).toBe(false);
    if (result.ok || result.reason !== "invalid") throw new Error("expected invalid");
    const bad = result.errors.find((e) => e.sheet === t("ddr.timeLog.title") && e.row !== null);
    expect(bad, JSON.stringify(result.errors)).toBeTruthy();
    expect(bad!.column).toContain(t("ddr.timeLog.mdTo"));
    const saved = await engine.db
      .selectFrom("report_sections")
      .select("section_id")
      .where("report_id", "=", reportId)
      .execute();
    expect(saved.map((s) => s.section_id)).not.toContain("general");
  });

  it("saves every filled section of a valid file in one go", async () => {
    const workbook = await filledWorkbook(TIME_LOG.rows as unknown as Record<string, string>[]);
    const result = await uploadDdrWorkbook(actor, reportId, await bytesOf(workbook), options);
    expect(result).toMatchObject({ ok: true, saved: 2 });
    // The sheets nobody filled are told, not passed over in silence.
    if (!result.ok) throw new Error("expected saved");
    expect(result.notes).toEqual([
      expect.stringContaining(`${t("ddr.spreadsheet.sheetsEmpty", { sheets: "" }).split(":")[0]}:`),
    ]);
    expect(result.notes[0]).toContain(t("ddr.personnel.title"));
    const saved = await engine.db
      .selectFrom("report_sections")
      .select(["section_id", "data"])
      .where("report_id", "=", reportId)
      .execute();
    expect(saved.map((s) => s.section_id).sort()).toEqual(["general", "timeLog"]);
    const general = saved.find((s) => s.section_id === "general")!.data as Record<string, unknown>;
    expect(general.mdAtReport).toBeCloseTo(1500 * 0.3048, 6);
    const rows = await engine.db
      .selectFrom("time_log_rows")
      .select("from_time")
      .where("report_id", "=", reportId)
      .execute();
    expect(rows).toHaveLength(TIME_LOG.rows.length);
  });
});
