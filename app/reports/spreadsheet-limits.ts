/** What the spreadsheet upload shares with the page: its limits and how problems and notes read. */

/** The largest spreadsheet upload, told to the user and enforced on the server. */
export const MAX_UPLOAD_MB = 5;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/** A refused file lists its first problems and says how many there are in all. */
export const MAX_LISTED_ERRORS = 50;

/** Something wrong in an uploaded file, where a person finds it. */
export interface SheetError {
  sheet: string;
  /** The spreadsheet's row number (1-based); null for the whole sheet or file. */
  row: number | null;
  /** Column letter and header; null when the problem is not one cell's. */
  column: string | null;
  message: string;
}

/** What the page shows after an upload: saved (with notes on what was not read) or refused. */
export type UploadOutcome =
  | { kind: "upload"; saved: true; notes: string[] }
  | { kind: "upload"; saved: false; error: string; errors: SheetError[]; total: number };
