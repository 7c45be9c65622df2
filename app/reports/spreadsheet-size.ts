/**
 * How much sheet data a workbook holds, read from its zip directory before anything is parsed:
 * parsing takes about a second per few megabytes of sheet XML and holds the server meanwhile,
 * so a file far larger than any day's report is refused unread. A report with every table at
 * its limit unpacks to under 0.4 MB of sheets.
 */

/** The most sheet XML (worksheets and shared strings, unpacked) an upload may hold. */
export const MAX_SHEETS_UNPACKED_MB = 3;
export const MAX_SHEETS_UNPACKED_BYTES = MAX_SHEETS_UNPACKED_MB * 1024 * 1024;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const SHEET_PART = /^xl\/(worksheets\/[^/]+\.xml|sharedStrings\.xml)$/i;

/**
 * The unpacked size of a workbook's sheet parts, as its zip directory declares them; null when
 * the bytes are no zip (the workbook reader says so), Infinity when sizes are beyond 4 GB.
 */
export function unpackedSheetBytes(bytes: ArrayBuffer): number | null {
  const view = new DataView(bytes);
  // The end record is within the last 64 kB (its comment is at most 65,535 bytes).
  let end = -1;
  for (let at = bytes.byteLength - 22; at >= Math.max(0, bytes.byteLength - 22 - 65_535); at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  let total = 0;
  const names = new TextDecoder();
  for (let index = 0; index < entries; index++) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const name = names.decode(
      new Uint8Array(bytes, at + 46, Math.min(nameLength, bytes.byteLength - at - 46)),
    );
    if (SHEET_PART.test(name)) {
      if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
      total += size;
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  return total;
}
