/** Strings of the DDR spreadsheet: template download and upload (under `ddr.spreadsheet`). */

export const ddrSpreadsheetEn = {
  title: "Spreadsheet",
  intro:
    "Download the template of this report (a sheet per section, headers in your units, lists as drop-downs), fill it in and upload it. Nothing is saved unless the whole file is valid. Sheets left empty are not changed.",
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
    "Fill the rows under each header; leave computed values out. A sheet left empty keeps what is saved.",
  saved: "Spreadsheet uploaded: {{count}} sections saved.",
  refused: "The file was not saved: {{count}} problems. Fix them and upload again.",
  errorsCaption: "Problems in the uploaded file",
  sheet: "Sheet",
  row: "Row",
  column: "Column",
  message: "Message",
  noFile: "Choose an .xlsx file to upload.",
  notXlsx: "The file is not an .xlsx workbook.",
  tooLarge: "The file is larger than {{size}} MB.",
  tableMissing: "The table “{{table}}” was not found on this sheet.",
  yesNo: "Enter Yes or No.",
  nothing: "The file holds no data to save.",
};

/** The shape the Indonesian strings must fill. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type DdrSpreadsheetResources = Widen<typeof ddrSpreadsheetEn>;
