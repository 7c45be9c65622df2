/**
 * Daily drilling reports as spreadsheets that read like the screen: the list (every filtered
 * row) and one report (a sheet per section, columns derived from the section declarations with
 * units in the user's system). Quantities are number cells in the user's units, money a number
 * cell formatted as USD, dates and times Excel dates and times formatted as the user reads them,
 * picked values by their labels (with their codes in a column of their own) and references to
 * the planner's records by name.
 */
import ExcelJS from "exceljs";

import type { Language, UnitSystem } from "~/domain/units/systems";
import { fromSI, unitLabel } from "~/domain/units/units";
import { DDR_SECTIONS } from "~/sections";
import { cellDigits, cellValue, fieldUnit } from "~/sections/display";
import { lookupsIn, type LookupOptions } from "~/sections/lookup-lists";
import {
  fieldLabelKey,
  tableLabelKey,
  type AnySection,
  type FieldDeclaration,
  type StoredRow,
} from "~/sections/vocabulary";

import type { DdrDocument, DdrRow } from "./ddr.server";
import { optionsOf, sheetTitle } from "./spreadsheet-layout";

type Translate = (key: string, params?: Record<string, unknown>) => string;

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const USD_FORMAT = '"$"#,##0.00;[Red]-"$"#,##0.00';
/** Dates as the screen writes them: MM/DD/YYYY in English, DD/MM/YYYY in Indonesian. */
const DATE_FORMAT: Record<Language, string> = { en: "mm/dd/yyyy", id: "dd/mm/yyyy" };
/** [hh] so that the end of the day reads 24:00, not 00:00. */
const TIME_FORMAT = "[hh]:mm";

/** "YYYY-MM-DD" as an Excel date (midnight UTC, which Excel shows as that day). */
function excelDate(iso: string): Date | null {
  const time = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(time) ? null : new Date(time);
}

/** "HH:MM" as an Excel time: the fraction of a day. */
function excelTime(clock: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock);
  return match ? (Number(match[1]) * 60 + Number(match[2])) / 1440 : null;
}

interface ExportOptions {
  system: UnitSystem;
  language: Language;
  t: Translate;
  lookups: LookupOptions;
}

/** A stored value as the export's cell shows it, with the cell's number format. */
function exportCell(
  declaration: FieldDeclaration,
  value: StoredRow[string] | undefined,
  options: ExportOptions,
): { value: ExcelJS.CellValue; numFmt?: string } {
  if (value === null || value === undefined)
    return { value: null, numFmt: numberFormat(declaration, options) };
  const picked = optionsOf(declaration, options.lookups);
  if (picked)
    return { value: picked.find((o) => o.code === String(value))?.label ?? String(value) };
  switch (declaration.kind) {
    case "boolean":
      return { value: value ? options.t("common.yes") : options.t("common.no") };
    case "date":
      return {
        value: excelDate(String(value)) ?? String(value),
        numFmt: DATE_FORMAT[options.language],
      };
    case "time":
      return { value: excelTime(String(value)) ?? String(value), numFmt: TIME_FORMAT };
    default:
      return {
        value: cellValue(declaration, value, options.system) as ExcelJS.CellValue,
        numFmt: numberFormat(declaration, options),
      };
  }
}

/** The code column a lookup field gets next to its label. */
const hasCodeColumn = (declaration: FieldDeclaration) => declaration.kind === "lookup";

function sheetName(workbook: ExcelJS.Workbook, title: string): string {
  // At most 31 characters, none of : \ / ? * [ ], and unique in the workbook.
  const base = sheetTitle(title);
  let name = base;
  for (let n = 2; workbook.getWorksheet(name); n++) name = `${base.slice(0, 28)} ${n}`;
  return name;
}

function header(label: string, unit: string) {
  return unit ? `${label} (${unit})` : label;
}

function numberFormat(
  declaration: FieldDeclaration,
  options: { system: UnitSystem; language: Language },
): string | undefined {
  if (declaration.kind === "money") return USD_FORMAT;
  if (declaration.kind === "date") return DATE_FORMAT[options.language];
  if (declaration.kind === "time") return TIME_FORMAT;
  const digits = cellDigits(declaration, options.system);
  if (declaration.kind === "quantity" || declaration.kind === "costPerLength") {
    return digits > 0 ? `#,##0.${"0".repeat(digits)}` : "#,##0";
  }
  return undefined;
}

async function toBytes(workbook: ExcelJS.Workbook): Promise<ArrayBuffer> {
  const buffer = await workbook.xlsx.writeBuffer();
  // exceljs hands back a Node Buffer; a Response wants a plain ArrayBuffer of exactly its bytes.
  return new Uint8Array(buffer as unknown as ArrayLike<number>).slice().buffer;
}

/** The filtered list of reports, one row each. */
export async function ddrListWorkbook(
  rows: DdrRow[],
  t: Translate,
  system: UnitSystem,
  language: Language,
): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(workbook, t("ddr.nav.database")));
  sheet.columns = [
    { header: t("ddr.list.no"), key: "no", width: 6 },
    { header: t("ddr.list.well"), key: "well", width: 18 },
    { header: t("ddr.list.reportNo"), key: "reportNo", width: 9 },
    { header: t("ddr.list.date"), key: "date", width: 12 },
    { header: t("ddr.list.status"), key: "status", width: 12 },
    { header: header(t("ddr.list.md"), unitLabel("length", system)), key: "md", width: 12 },
    { header: header(t("ddr.list.dailyCost"), "USD"), key: "dailyCost", width: 16 },
    { header: header(t("ddr.list.cumulativeCost"), "USD"), key: "cumulativeCost", width: 18 },
    {
      header: header(t("ddr.list.nptHours"), unitLabel("duration", system)),
      key: "npt",
      width: 10,
    },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  rows.forEach((row, index) => {
    sheet.addRow({
      no: index + 1,
      well: row.wellName,
      reportNo: row.reportNo,
      date: excelDate(row.reportDate) ?? row.reportDate,
      status: t(`ddr.status.${row.status}`),
      md: row.mdAtReport === null ? null : fromSI("length", row.mdAtReport, system),
      dailyCost: row.dailyCost === null ? null : Number(row.dailyCost),
      cumulativeCost: Number(row.cumulativeCost),
      npt: row.nptTime === null ? null : fromSI("duration", row.nptTime, system),
    });
  });
  for (const key of ["dailyCost", "cumulativeCost"]) sheet.getColumn(key).numFmt = USD_FORMAT;
  sheet.getColumn("date").numFmt = DATE_FORMAT[language];
  sheet.getColumn("md").numFmt = "#,##0.00";
  sheet.getColumn("npt").numFmt = "0.00";
  return toBytes(workbook);
}

/** A drilling-activity or subsurface list, one row per report. */
export async function activityListWorkbook(
  rows: DdrRow[],
  title: string,
  t: Translate,
  language: Language,
): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(workbook, title));
  sheet.columns = [
    { header: t("ddr.list.no"), key: "no", width: 6 },
    { header: t("ddr.list.well"), key: "well", width: 18 },
    { header: t("ddr.list.reportNo"), key: "reportNo", width: 9 },
    { header: t("ddr.list.date"), key: "date", width: 12 },
    { header: t("ddr.list.status"), key: "status", width: 12 },
    { header: t("activity.list.submittedBy"), key: "submittedBy", width: 22 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  rows.forEach((row, index) => {
    sheet.addRow({
      no: index + 1,
      well: row.wellName,
      reportNo: row.reportNo,
      date: excelDate(row.reportDate) ?? row.reportDate,
      status: t(`ddr.status.${row.status}`),
      submittedBy: row.submittedBy ?? "",
    });
  });
  sheet.getColumn("date").numFmt = DATE_FORMAT[language];
  return toBytes(workbook);
}

/** One report: a summary sheet, then a sheet per saved section. */
export async function ddrReportWorkbook(
  document: DdrDocument,
  t: Translate,
  system: UnitSystem,
  language: Language,
): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  const { header: report, well, values } = document;
  const options: ExportOptions = {
    system,
    language,
    t,
    lookups: lookupsIn(document.lookups, language),
  };
  const summary = workbook.addWorksheet(sheetName(workbook, t("ddr.consolidated.title")));
  summary.columns = [
    { key: "label", width: 28 },
    { key: "value", width: 40 },
  ];
  for (const [label, value, numFmt] of [
    [t("ddr.consolidated.well"), well.name],
    [t("ddr.consolidated.field"), `${well.fieldName} / ${well.padName}`],
    [t("ddr.consolidated.reportNo"), report.reportNo],
    [t("ddr.consolidated.reportDate"), excelDate(report.reportDate), DATE_FORMAT[language]],
    [t("ddr.consolidated.status"), t(`ddr.status.${report.status}`)],
    [t("ddr.consolidated.preparedBy"), report.createdBy ?? ""],
    [t("ddr.consolidated.approvedBy"), report.approvedBy ?? ""],
  ] as const) {
    const row = summary.addRow({ label, value });
    row.getCell(1).font = { bold: true };
    if (numFmt) row.getCell(2).numFmt = numFmt;
  }
  summary.getColumn("value").alignment = { horizontal: "left" };

  const codeHeader = (label: string) => `${label} (${t("ddr.spreadsheet.code")})`;
  for (const section of DDR_SECTIONS as readonly AnySection[]) {
    const value = values[section.id];
    if (!value) continue;
    const sheet = workbook.addWorksheet(sheetName(workbook, t(section.labelKey)));
    sheet.getColumn(1).width = 30;
    sheet.getColumn(2).width = 24;
    for (const f of section.fields) {
      const stored = value[f.name] as StoredRow[string];
      const cell = exportCell(f, stored, options);
      const row = sheet.addRow([
        header(t(fieldLabelKey(section, f)), fieldUnit(f, system)),
        cell.value,
        hasCodeColumn(f) && stored !== null && stored !== undefined ? String(stored) : null,
      ]);
      row.getCell(1).font = { bold: true };
      if (cell.numFmt) row.getCell(2).numFmt = cell.numFmt;
    }
    for (const table of section.tables) {
      if (sheet.rowCount > 0) sheet.addRow([]);
      sheet.addRow([t(tableLabelKey(section, table))]).font = { bold: true, size: 12 };
      // A picked value's label, then its code in a column of its own.
      const headings = table.columns.flatMap((c) => {
        const label = header(t(fieldLabelKey(section, c)), fieldUnit(c, system));
        return hasCodeColumn(c) ? [label, codeHeader(t(fieldLabelKey(section, c)))] : [label];
      });
      sheet.addRow(headings).font = { bold: true };
      const rows = (value[table.name] as StoredRow[] | undefined) ?? [];
      for (const stored of rows) {
        const cells = table.columns.flatMap((c) => {
          const cell = exportCell(c, stored[c.name], options);
          const code = stored[c.name];
          return hasCodeColumn(c)
            ? [cell, { value: code === null || code === undefined ? null : String(code) }]
            : [cell];
        });
        const row = sheet.addRow(cells.map((cell) => cell.value));
        cells.forEach((cell, index) => {
          if ("numFmt" in cell && cell.numFmt) row.getCell(index + 1).numFmt = cell.numFmt;
        });
      }
      headings.forEach((_, index) => {
        const column = sheet.getColumn(index + 1);
        column.width = Math.max(column.width ?? 10, 14);
      });
    }
  }
  return toBytes(workbook);
}
