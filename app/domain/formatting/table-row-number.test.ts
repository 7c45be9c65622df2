import { describe, expect, it } from "vitest";
import { tableRowNumber } from "./table-row-number";

describe("table row number", () => {
  it("numbers rows from 1 on the first page", () => {
    expect(tableRowNumber(1, 10, 0)).toBe(1);
    expect(tableRowNumber(1, 10, 9)).toBe(10);
  });

  it("continues the count on later pages", () => {
    expect(tableRowNumber(2, 10, 0)).toBe(11);
    expect(tableRowNumber(3, 25, 4)).toBe(55);
  });
});
