import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { roundToPrecision } from "~/domain/units/precision";
import type { Language } from "~/domain/units/systems";
import { fromSI } from "~/domain/units/units";

import { inputValue } from "./format";
import { notANumber, parseUserDecimal, parseUserNumber, writeUserNumber } from "./parse-number";

const LOCALE: Record<Language, string> = { en: "en-US", id: "id-ID" };
const LANGUAGES: Language[] = ["en", "id"];
const finite = fc.double({ noNaN: true, noDefaultInfinity: true });

describe("a number typed in English", () => {
  it("groups thousands with commas and writes the decimal with a dot", () => {
    expect(parseUserNumber("1,000", "en")).toBe(1000);
    expect(parseUserNumber("51,571", "en")).toBe(51571);
    expect(parseUserNumber("8,123.45", "en")).toBe(8123.45);
    expect(parseUserNumber("1,234,567.5", "en")).toBe(1234567.5);
    expect(parseUserNumber("1.5", "en")).toBe(1.5);
    expect(parseUserNumber("1.000", "en")).toBe(1);
    expect(parseUserNumber("-2,500", "en")).toBe(-2500);
  });

  it("refuses a group that is not three digits and marks used the Indonesian way", () => {
    for (const text of [
      "1,00",
      "12,5",
      "1,0000",
      "51.571,5",
      "1.234,5",
      "1,234,56",
      ",5",
      "1,",
      "1.2.3",
    ]) {
      expect(parseUserNumber(text, "en"), text).toBeNull();
    }
  });
});

describe("a number typed in Indonesian", () => {
  it("groups thousands with dots and writes the decimal with a comma", () => {
    expect(parseUserNumber("12,5", "id")).toBe(12.5);
    expect(parseUserNumber("1.234,5", "id")).toBe(1234.5);
    expect(parseUserNumber("1.000", "id")).toBe(1000);
    expect(parseUserNumber("51.571,5", "id")).toBe(51571.5);
    expect(parseUserNumber("1,000", "id")).toBe(1);
  });

  it("refuses a group that is not three digits and marks used the English way", () => {
    for (const text of ["1.5", "1.00", "8,123.45", "1.234.56", "1,234,567", "12.5"]) {
      expect(parseUserNumber(text, "id"), text).toBeNull();
    }
  });
});

describe("any number", () => {
  it("keeps the sign, leading zeros and spaces around it out of the value", () => {
    expect(parseUserNumber(" -12.5 ", "en")).toBe(-12.5);
    expect(parseUserNumber("+7", "en")).toBe(7);
    expect(parseUserNumber("\u22123", "id")).toBe(-3);
    expect(parseUserDecimal("007,50", "id")).toBe("7.5");
    expect(parseUserDecimal("-0.00", "en")).toBe("0");
  });

  it("refuses what is not a number", () => {
    for (const language of LANGUAGES) {
      for (const text of ["", "12a", "1e3", "--1", ".", "1 000", "NaN", "Infinity", "0x10"]) {
        expect(parseUserNumber(text, language), `${language}: ${text}`).toBeNull();
      }
    }
  });

  it("reads back every number written the way its language writes it", () => {
    for (const language of LANGUAGES) {
      // 17 significant digits name every double exactly; grouping on, as people write.
      const written = new Intl.NumberFormat(LOCALE[language], { maximumSignificantDigits: 17 });
      fc.assert(
        fc.property(finite, (value) => {
          expect(parseUserNumber(written.format(value), language)).toBe(value === 0 ? 0 : value);
        }),
        { seed: 20260302, numRuns: 2000 },
      );
    }
  });

  it("reads back numbers with a few decimals, as typed on a rig, with and without grouping", () => {
    const typed = fc.record({
      whole: fc.integer({ min: -10_000_000, max: 10_000_000 }),
      decimals: fc.integer({ min: 0, max: 999 }),
      places: fc.constantFrom(0, 1, 2, 3),
      grouping: fc.boolean(),
    });
    for (const language of LANGUAGES) {
      fc.assert(
        fc.property(typed, ({ whole, decimals, places, grouping }) => {
          const value = whole + (Math.sign(whole || 1) * (decimals % 10 ** places)) / 10 ** places;
          const text = new Intl.NumberFormat(LOCALE[language], {
            useGrouping: grouping,
            maximumFractionDigits: places,
          }).format(value);
          expect(parseUserNumber(text, language)).toBe(Number(value.toFixed(places)) || 0);
        }),
        { seed: 20260303, numRuns: 2000 },
      );
    }
  });

  it("reads back what an input shows, so a re-saved value reads the same", () => {
    for (const language of LANGUAGES) {
      fc.assert(
        fc.property(finite, (value) => {
          const text = writeUserNumber(value, language);
          expect(text).not.toMatch(/e/i);
          const read = parseUserNumber(text, language);
          expect(read).not.toBeNull();
          expect(Math.abs(read! - value)).toBeLessThanOrEqual(
            Math.max(1e-20, Math.abs(value) * 1e-15),
          );
        }),
        { seed: 20260304, numRuns: 2000 },
      );
      fc.assert(
        fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (si) => {
          // An input shows the value at its precision (0.01 ft), and that is what is read back.
          const shown = inputValue("length", si, "api", language);
          expect(parseUserNumber(shown, language)).toBe(
            roundToPrecision("length", fromSI("length", si, "api"), "api"),
          );
        }),
        { seed: 20260305, numRuns: 1000 },
      );
    }
  });
});

describe("the message for what is not a number", () => {
  it("says how the language writes numbers when the other language's way was used", () => {
    expect(notANumber("4.50", "id")).toBe("validation.numberNotation");
    expect(notANumber("$1,000.50", "id")).toBe("validation.numberNotation");
    expect(notANumber("4,5", "en")).toBe("validation.numberNotation");
    expect(notANumber("1.234,50", "en")).toBe("validation.numberNotation");
  });

  it("says only that it is not a number otherwise", () => {
    expect(notANumber("ten", "en")).toBe("validation.number");
    expect(notANumber("1,2,3", "id")).toBe("validation.number");
    expect(notANumber("", "en")).toBe("validation.number");
  });
});
