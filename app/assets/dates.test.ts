import { describe, expect, it } from "vitest";

import { dateInputValue, datePattern, parseDisplayDate } from "./dates";

describe("dates typed by users", () => {
  it("reads the display format of the user's language", () => {
    expect(parseDisplayDate("03/04/2026", "en")).toBe("2026-03-04");
    expect(parseDisplayDate("03/04/2026", "id")).toBe("2026-04-03");
    expect(parseDisplayDate("3/4/2026", "en")).toBe("2026-03-04");
  });

  it("accepts the value format in any language", () => {
    expect(parseDisplayDate("2026-11-22", "en")).toBe("2026-11-22");
    expect(parseDisplayDate(" 2026-11-22 ", "id")).toBe("2026-11-22");
  });

  it("refuses what is not a calendar date", () => {
    for (const text of ["", "yesterday", "02/30/2026", "13/01/2026", "2026-02-29", "00/10/2026"]) {
      expect(parseDisplayDate(text, "en"), text).toBeNull();
    }
    expect(parseDisplayDate("29/02/2028", "id")).toBe("2028-02-29");
  });

  it("shows stored dates back in the display format", () => {
    expect(dateInputValue("2026-03-04", "en")).toBe("03/04/2026");
    expect(dateInputValue("2026-03-04", "id")).toBe("04/03/2026");
    expect(dateInputValue(null, "en")).toBe("");
    expect(datePattern("id")).toBe("DD/MM/YYYY");
  });
});
