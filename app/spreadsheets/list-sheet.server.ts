/**
 * A list as a worksheet: one header row in bold that stays in view, one row per record, each
 * column's number format set once. The planner's and the comparison study's exports both write
 * their lists this way.
 */
import type ExcelJS from "exceljs";

export interface SheetColumn {
  header: string;
  key: string;
  width: number;
  /** Excel's number format for the column's cells, e.g. '"$"#,##0.00'. */
  format?: string;
}

/** Sheet names: at most 31 characters, none of : \ / ? * [ ]. */
function sheetTitle(title: string): string {
  return title.replace(/[:\\/?*[\]]/g, " ").slice(0, 31);
}

export function addListSheet(
  workbook: ExcelJS.Workbook,
  title: string,
  columns: SheetColumn[],
  rows: Record<string, unknown>[],
  /** Columns kept in view beside the header, e.g. the well's name. */
  frozenColumns = 0,
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(sheetTitle(title));
  sheet.columns = columns.map(({ header, key, width }) => ({ header, key, width }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [
    { state: "frozen", ySplit: 1, ...(frozenColumns > 0 ? { xSplit: frozenColumns } : {}) },
  ];
  for (const row of rows) sheet.addRow(row);
  columns.forEach((column, index) => {
    if (column.format) sheet.getColumn(index + 1).numFmt = column.format;
  });
  return sheet;
}
