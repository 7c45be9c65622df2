import { describe, expect, it } from "vitest";

import { decimalPlaces, integerDigits, parseUserDecimal } from "./decimal-input";

describe("decimals typed by a planner", () => {
  it("reads the spec's number rule exactly", () => {
    expect(parseUserDecimal("32500", "en")).toBe("32500");
    expect(parseUserDecimal("32500.50", "en")).toBe("32500.5");
    expect(parseUserDecimal("+0.10", "en")).toBe("0.1");
    expect(parseUserDecimal("-12.5", "en")).toBe("-12.5");
    expect(parseUserDecimal("12,5", "id")).toBe("12.5");
    expect(parseUserDecimal("007", "en")).toBe("7");
    expect(parseUserDecimal("-0.00", "en")).toBe("0");
  });

  it("accepts thousands grouping the way each language writes it", () => {
    expect(parseUserDecimal("1,234,567.89", "en")).toBe("1234567.89");
    expect(parseUserDecimal("$ 6,450,000", "en")).toBe("6450000");
    expect(parseUserDecimal("1.234.567,89", "id")).toBe("1234567.89");
    expect(parseUserDecimal("1.234", "id")).toBe("1234");
    expect(parseUserDecimal("1,234", "en")).toBe("1234");
  });

  it("never guesses a mark the language does not use that way", () => {
    // "12,5" is no English number (a group of one digit), "1.5" no Indonesian one.
    expect(parseUserDecimal("12,5", "en")).toBeNull();
    expect(parseUserDecimal("1.5", "id")).toBeNull();
    expect(parseUserDecimal("1.125", "id")).toBe("1125");
    expect(parseUserDecimal("1,125", "id")).toBe("1.125");
  });

  it("refuses what is not a number", () => {
    for (const text of ["", "abc", "1.2.3", "12a", "1,23,4", "--1", "."]) {
      expect(parseUserDecimal(text, "en")).toBeNull();
    }
  });

  it("counts decimals and integer digits for the column limits", () => {
    expect(decimalPlaces("12.345")).toBe(3);
    expect(decimalPlaces("12")).toBe(0);
    expect(integerDigits("-000123.4")).toBe(3);
    expect(integerDigits("0.5")).toBe(0);
  });
});
