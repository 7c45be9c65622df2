import type { Widen } from "../widen";

/** Strings of the DDR spreadsheet: template download and upload (under `ddr.spreadsheet`). */

export const ddrSpreadsheetEn = {
  title: "Spreadsheet",
  intro:
    "Download the template of this report (a sheet per section, headers in your units, lists as drop-downs), fill it in and upload it. Nothing is saved unless the whole file is valid and nobody saved its sections since you downloaded it. Emptying a sheet that had values removes them; a sheet deleted from the file keeps what is saved.",
  download: "Download template (.xlsx)",
  file: "Filled template (.xlsx, at most {{size}} MB)",
  upload: "Upload",
  info: "Report",
  lists: "Lists",
  well: "Well",
  date: "Report date",
  reportNo: "Report no.",
  unitSystem: "Unit system",
  howTo:
    "Fill the rows under each header; leave computed values out. Columns are read by their headers, so keep every header as it is. Emptying a sheet that had values removes them; a sheet deleted from the file keeps what is saved.",
  unitSystems: {
    api: "Imperial (ft, psi, bbl, °F)",
    apimix: "Metric (m, bar, m^3, °K)",
    gde: "Mixed (m, psi, bbl, °C)",
  },
  saved_one: "Spreadsheet uploaded: {{count}} section saved.",
  saved_other: "Spreadsheet uploaded: {{count}} sections saved.",
  refused_one: "The file was not saved: {{count}} problem. Fix it and upload again.",
  refused_other: "The file was not saved: {{count}} problems. Fix them and upload again.",
  errorsCaption: "Problems in the uploaded file",
  sheet: "Sheet",
  row: "Row",
  column: "Column",
  message: "Message",
  noFile: "Choose an .xlsx file to upload.",
  notXlsx: "The file is not an Excel workbook (.xlsx).",
  notTemplate:
    "This workbook is not a Drillbook report template. Download this report's template and fill it in.",
  oldTemplate:
    "This template does not say which saved values it started from (it was made by an earlier version of Drillbook), so it could undo what others saved since. Download the template again and copy your values into it.",
  otherReport:
    "This file is the template of {{fileWell}} on {{fileDate}}; this report is {{well}} on {{date}}. Upload it to its own report, or download this report's template.",
  conflict:
    "Nothing was saved: since this template was downloaded, someone saved {{sections}}. Download the template again, or delete those sheets from your file to keep what was saved, and upload it again.",
  headerMissing: "The table “{{table}}” has no header row under its title.",
  oneRecordRow: "This part takes one row; {{rows}} rows are filled under its headers.",
  columnMissing:
    "The column “{{column}}” is missing. Keep every column of the template: a missing one would clear what is saved in it.",
  columnTwice: "The column “{{column}}” appears more than once.",
  wrongUnit: "This column is in {{unit}}, but the file's unit system writes {{expected}}.",
  formulaError: "The formula gives {{error}}: correct it or type the value.",
  formulaNoResult:
    "The formula has no saved result (the file was written by a program that does not calculate). Open and save the file in Excel or LibreOffice, or type the value.",
  percentCell: "This cell is formatted as a percentage, but the column is not in %.",
  notesTitle: "Saved. Not everything in the file was read:",
  sheetIgnored: "The sheet “{{sheet}}” is not part of the template and was not read.",
  sheetsEmpty: "Left empty, so nothing was saved from them: {{sheets}}.",
  sheetMissing: "The file has no sheet for “{{section}}”: what is saved stays as it is.",
  sheetCleared: "The sheet “{{sheet}}” was emptied, so what was saved in it was removed.",
  columnIgnored:
    "Sheet “{{sheet}}”: the column {{column}} is not a template column and was not read.",
  moreProblems: "The first {{shown}} problems are listed; {{more}} more are not shown.",
  tooLarge: "The file is larger than {{size}} MB.",
  code: "code",
  tooMuchData:
    "The file holds far more than one day's report: its sheets unpack to {{size}} MB, and a report's template stays under {{max}} MB. Upload this report's template with this day's rows.",
  tableMissing: "The table “{{table}}” was not found on this sheet.",
  yesNo: "Enter Yes or No.",
  nothing: "The file holds no data to save.",
};

/** The shape the Indonesian strings must fill. */
export type DdrSpreadsheetResources = Widen<typeof ddrSpreadsheetEn>;
