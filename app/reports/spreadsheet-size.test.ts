import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";

import { MAX_SHEETS_UNPACKED_BYTES, unpackedSheetBytes } from "./spreadsheet-size";

async function workbookOf(rows: number): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Environmental");
  for (let row = 0; row < rows; row++) sheet.addRow(["Discharge", "Mud", row, `pit ${row}`]);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as unknown as ArrayLike<number>).slice().buffer;
}

describe("the sheet data a workbook holds", () => {
  it("is read from the zip directory, without unpacking", async () => {
    const small = unpackedSheetBytes(await workbookOf(10));
    expect(small).toBeGreaterThan(0);
    expect(small).toBeLessThan(MAX_SHEETS_UNPACKED_BYTES);
    const large = unpackedSheetBytes(await workbookOf(30_000));
    expect(large).toBeGreaterThan(MAX_SHEETS_UNPACKED_BYTES);
  });

  it("is unknown for bytes that are no zip", () => {
    expect(unpackedSheetBytes(new TextEncoder().encode("not a zip at all").buffer)).toBeNull();
    expect(unpackedSheetBytes(new ArrayBuffer(0))).toBeNull();
  });
});
