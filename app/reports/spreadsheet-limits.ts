/** What the spreadsheet upload shares with the page: its size limit and how problems read. */

/** The largest spreadsheet upload, told to the user and enforced on the server. */
export const MAX_UPLOAD_MB = 5;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/** Something wrong in an uploaded file, where a person finds it. */
export interface SheetError {
  sheet: string;
  /** The spreadsheet's row number (1-based); null for the whole sheet or file. */
  row: number | null;
  /** Column letter and header; null when the problem is not one cell's. */
  column: string | null;
  message: string;
}
