/**
 * Daily drilling reports as spreadsheets: the list (every filtered row) and one report (a sheet
 * per section, columns derived from the section declarations with units in the user's system).
 * Quantities are number cells in the user's units; money is a number cell formatted as USD.
 */
import ExcelJS from "exceljs";

import type { UnitSystem } from "~/domain/units/systems";
import { fromSI, unitLabel } from "~/domain/units/units";
import { DDR_SECTIONS } from "~/sections";
import { cellDigits, cellValue, fieldUnit } from "~/sections/display";
import {
  fieldLabelKey,
  tableLabelKey,
  type AnySection,
  type FieldDeclaration,
  type StoredRow,
} from "~/sections/vocabulary";

import type { DdrDocument, DdrRow } from "./ddr.server";

type Translate = (key: string, params?: Record<string, unknown>) => string;

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const USD_FORMAT = '"$"#,##0.00;[Red]-"$"#,##0.00';

function sheetName(workbook: ExcelJS.Workbook, title: string): string {
  // At most 31 characters, none of : \ / ? * [ ], and unique in the workbook.
  const base = title.replace(/[:\\/?*[\]]/g, " ").slice(0, 31);
  let name = base;
  for (let n = 2; workbook.getWorksheet(name); n++) name = `${base.slice(0, 28)} ${n}`;
  return name;
}

function header(label: string, unit: string) {
  return unit ? `${label} (${unit})` : label;
}

function numberFormat(declaration: FieldDeclaration): string | undefined {
  if (declaration.kind === "money") return USD_FORMAT;
  const digits = cellDigits(declaration);
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
      date: row.reportDate,
      status: t(`ddr.status.${row.status}`),
      md: row.mdAtReport === null ? null : fromSI("length", row.mdAtReport, system),
      dailyCost: row.dailyCost === null ? null : Number(row.dailyCost),
      cumulativeCost: Number(row.cumulativeCost),
      npt: row.nptTime === null ? null : fromSI("duration", row.nptTime, system),
    });
  });
  for (const key of ["dailyCost", "cumulativeCost"]) sheet.getColumn(key).numFmt = USD_FORMAT;
  sheet.getColumn("md").numFmt = "#,##0.00";
  sheet.getColumn("npt").numFmt = "0.00";
  return toBytes(workbook);
}

/** One report: a summary sheet, then a sheet per saved section. */
export async function ddrReportWorkbook(
  document: DdrDocument,
  t: Translate,
  system: UnitSystem,
): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  const { header: report, well, values } = document;
  const summary = workbook.addWorksheet(sheetName(workbook, t("ddr.consolidated.title")));
  summary.columns = [
    { key: "label", width: 28 },
    { key: "value", width: 40 },
  ];
  for (const [label, value] of [
    [t("ddr.consolidated.well"), well.name],
    [t("ddr.consolidated.field"), `${well.fieldName} / ${well.padName}`],
    [t("ddr.consolidated.reportNo"), report.reportNo],
    [t("ddr.consolidated.reportDate"), report.reportDate],
    [t("ddr.consolidated.status"), t(`ddr.status.${report.status}`)],
    [t("ddr.consolidated.preparedBy"), report.createdBy ?? ""],
    [t("ddr.consolidated.approvedBy"), report.approvedBy ?? ""],
  ] as const) {
    summary.addRow({ label, value }).getCell(1).font = { bold: true };
  }

  for (const section of DDR_SECTIONS as readonly AnySection[]) {
    const value = values[section.id];
    if (!value) continue;
    const sheet = workbook.addWorksheet(sheetName(workbook, t(section.labelKey)));
    sheet.getColumn(1).width = 30;
    for (const f of section.fields) {
      const row = sheet.addRow([
        header(t(fieldLabelKey(section, f)), fieldUnit(f, system)),
        cellValue(f, value[f.name] as StoredRow[string], system),
      ]);
      row.getCell(1).font = { bold: true };
      const format = numberFormat(f);
      if (format) row.getCell(2).numFmt = format;
    }
    for (const table of section.tables) {
      if (sheet.rowCount > 0) sheet.addRow([]);
      sheet.addRow([t(tableLabelKey(section, table))]).font = { bold: true, size: 12 };
      const heading = sheet.addRow(
        table.columns.map((c) => header(t(fieldLabelKey(section, c)), fieldUnit(c, system))),
      );
      heading.font = { bold: true };
      const rows = (value[table.name] as StoredRow[] | undefined) ?? [];
      for (const stored of rows) {
        const row = sheet.addRow(table.columns.map((c) => cellValue(c, stored[c.name], system)));
        table.columns.forEach((c, index) => {
          const format = numberFormat(c);
          if (format) row.getCell(index + 1).numFmt = format;
        });
      }
      table.columns.forEach((_, index) => {
        const column = sheet.getColumn(index + 1);
        column.width = Math.max(column.width ?? 10, 14);
      });
    }
  }
  return toBytes(workbook);
}
