import { describe, expect, it } from "vitest";

import { formatQuantity, inputValue } from "./format";
import { parseUserNumber } from "./parse-number";
import { quantityInput } from "./schema";

describe("numbers typed by users", () => {
  it("follows the spec's number rule", () => {
    expect(parseUserNumber("-12.5", "en")).toBe(-12.5);
    expect(parseUserNumber("+7", "en")).toBe(7);
    expect(parseUserNumber("12,5", "id")).toBe(12.5);
    expect(parseUserNumber("1.234,5", "id")).toBe(1234.5);
    expect(parseUserNumber("12a", "en")).toBeNull();
    expect(parseUserNumber("", "en")).toBeNull();
    expect(parseUserNumber("1e3", "en")).toBeNull();
  });
});

describe("quantities on screen", () => {
  it("shows a stored depth in each system", () => {
    expect(formatQuantity("length", 304.8, "api", "en")).toBe("1,000 ft");
    expect(formatQuantity("length", 304.8, "apimix", "en")).toBe("304.8 m");
    expect(formatQuantity("length", 1234.567, "gde", "id")).toBe("1.234,57 m");
    expect(formatQuantity("length", null, "api", "en")).toBe("");
  });

  it("reads a difference that rounds to nothing as 0, never -0", () => {
    expect(formatQuantity("length", -0.0001, "api", "en")).toBe("0 ft");
    expect(formatQuantity("length", -0.0001, "apimix", "id")).toBe("0 m");
    expect(formatQuantity("length", -0.01, "apimix", "en")).toBe("-0.01 m");
  });

  it("gives an input back as typed, and a stored value at the precision it is typed with", () => {
    const schema = quantityInput("length", "api", "en");
    expect(inputValue("length", schema.parse("4050.42"), "api", "en")).toBe("4050.42");
    // 1234.5678 m is 4050.4193 ft: shown to 0.01 ft.
    expect(inputValue("length", 1234.5678, "api", "en")).toBe("4050.42");
    const airTemp = quantityInput("temperature", "api", "en").parse("78");
    expect(inputValue("temperature", airTemp, "api", "en")).toBe("78");
    expect(inputValue("density", 1198.2345, "apimix", "id")).toBe("1198");
    expect(inputValue("length", 376.304, "gde", "id")).toBe("376,3");
  });
});

describe("quantity fields", () => {
  it("stores what the user typed in SI", () => {
    expect(quantityInput("length", "api", "en").parse("1000")).toBeCloseTo(304.8, 9);
    expect(quantityInput("pressure", "apimix", "en").parse("2")).toBe(200_000);
  });

  it("says what is wrong with translation keys", () => {
    const required = quantityInput("length", "api", "en", { required: true }).safeParse("");
    expect(required.success).toBe(false);
    expect(required.error?.issues[0]?.message).toBe("validation.required");
    const bad = quantityInput("length", "api", "en").safeParse("ten");
    expect(bad.error?.issues[0]?.message).toBe("validation.number");
    const low = quantityInput("angle", "api", "en", { min: 0, max: 180 }).safeParse("190");
    expect(low.error?.issues[0]?.message).toBe('units.atMost|{"value":"180","unit":"deg"}');
    // A number read in a unit of its own (wind speed in m/s) says it; one without none says none.
    const wind = quantityInput("number", "api", "en", { max: 100, unit: "m/s" }).safeParse("1,000");
    expect(wind.error?.issues[0]?.message).toBe('units.atMost|{"value":"100","unit":"m/s"}');
    const plain = quantityInput("number", "api", "en", { min: 1 }).safeParse("0");
    expect(plain.error?.issues[0]?.message).toBe('units.atLeastValue|{"value":"1"}');
  });

  it("writes a limit the way the user's language writes numbers", () => {
    // 15,000 m is 49,212.598 ft, named at the foot's hundredths and inside the limit: an
    // Indonesian reader sees a decimal comma, as they type it.
    const deep = { min: 0, max: 15_000 };
    expect(
      quantityInput("length", "api", "id", deep).safeParse("99999").error?.issues[0]?.message,
    ).toBe('units.atMost|{"value":"49212,59","unit":"ft"}');
    expect(
      quantityInput("length", "api", "en", deep).safeParse("99999").error?.issues[0]?.message,
    ).toBe('units.atMost|{"value":"49212.59","unit":"ft"}');
    expect(
      quantityInput("diameter", "api", "id", { min: 0.05 }).safeParse("1").error?.issues[0]
        ?.message,
    ).toBe('units.atLeast|{"value":"1,969","unit":"in"}');
  });

  it("names a limit at the quantity's display precision, rounded so the figure named passes", () => {
    // A plan depth of at least 1 m: 3.28084 ft, shown at the hundredths feet are typed in.
    const planDepth = quantityInput("length", "api", "en", { min: 1 });
    expect(planDepth.safeParse("2").error?.issues[0]?.message).toBe(
      'units.atLeast|{"value":"3.29","unit":"ft"}',
    );
    expect(planDepth.safeParse("3.29").success).toBe(true);
    expect(
      quantityInput("length", "gde", "en", { min: 1 }).safeParse("0.5").error?.issues[0]?.message,
    ).toBe('units.atLeast|{"value":"1","unit":"m"}');
  });

  it("writes a limit for an Indonesian reader of a value read in English notation (an import)", () => {
    const read = quantityInput("diameter", "api", "en", { min: 0.05, messageLanguage: "id" });
    // "12.25" is read as twelve and a quarter; the limit is written as the reader writes it.
    expect(read.safeParse("12.25").data).toBeCloseTo(0.31115, 6);
    expect(read.safeParse("1").error?.issues[0]?.message).toBe(
      'units.atLeast|{"value":"1,969","unit":"in"}',
    );
  });
});
