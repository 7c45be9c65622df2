import { describe, expect, it } from "vitest";
import {
  addMoney,
  afeVariance,
  compareMoney,
  formatMoney,
  formatUsd,
  formatUsdCents,
  moneyFromNumber,
  moneyToNumber,
  multiplyMoney,
  parseMoney,
  percentVariance,
  runningTotals,
  subtractMoney,
  sumMoney,
  tryParseMoney,
} from "./decimal";

describe("parsing", () => {
  it("reads decimal strings as cents", () => {
    expect(parseMoney("1234.56")).toBe(123_456n);
    expect(parseMoney("1234")).toBe(123_400n);
    expect(parseMoney("1234.5")).toBe(123_450n);
    expect(parseMoney(".5")).toBe(50n);
    expect(parseMoney("-0.07")).toBe(-7n);
    expect(parseMoney("+3.10")).toBe(310n);
    expect(parseMoney(" 42.00 ")).toBe(4_200n);
  });

  it("reads PostgreSQL numeric strings, rounding extra decimals half away from zero", () => {
    expect(parseMoney("6450000.0000")).toBe(645_000_000n);
    expect(parseMoney("0.005")).toBe(1n);
    expect(parseMoney("0.0049")).toBe(0n);
    expect(parseMoney("-0.005")).toBe(-1n);
    expect(parseMoney("2.675")).toBe(268n);
  });

  it("keeps amounts beyond double precision exact", () => {
    expect(parseMoney("90071992547409.93")).toBe(9_007_199_254_740_993n);
    expect(formatMoney(parseMoney("90071992547409.93"))).toBe("90071992547409.93");
  });

  it("refuses text that is not a number", () => {
    for (const text of ["", ".", "-", "1,234.56", "12a", "1.2.3", "$5"]) {
      expect(tryParseMoney(text)).toBeNull();
    }
    expect(() => parseMoney("abc")).toThrow(RangeError);
  });

  it("reads JS numbers by their decimal form", () => {
    expect(moneyFromNumber(0.1)).toBe(10n);
    expect(moneyFromNumber(1234.565)).toBe(123_457n);
    expect(moneyFromNumber(1e-7)).toBe(0n);
    expect(moneyFromNumber(1e21)).toBe(10n ** 23n); // "1e+21" dollars
    expect(() => moneyFromNumber(Number.NaN)).toThrow(RangeError);
  });
});

describe("arithmetic", () => {
  it("adds, subtracts and sums exactly", () => {
    expect(addMoney(parseMoney("0.10"), parseMoney("0.20"))).toBe(parseMoney("0.30"));
    expect(subtractMoney(parseMoney("10.00"), parseMoney("10.01"))).toBe(-1n);
    expect(sumMoney(["0.1", "0.2", "0.3"].map(parseMoney))).toBe(60n);
    expect(sumMoney([])).toBe(0n);
  });

  it("keeps a running cumulative cost", () => {
    expect(runningTotals([100n, 250n, 50n])).toEqual([100n, 350n, 400n]);
    expect(runningTotals([100n], 1_000n)).toEqual([1_100n]);
  });

  it("multiplies by a decimal quantity, rounding half away from zero", () => {
    expect(multiplyMoney(parseMoney("18.75"), "12.5")).toBe(parseMoney("234.38")); // 234.375
    expect(multiplyMoney(parseMoney("-18.75"), "12.5")).toBe(parseMoney("-234.38"));
    expect(multiplyMoney(parseMoney("35000"), 0.75)).toBe(parseMoney("26250"));
    expect(multiplyMoney(parseMoney("10.00"), "0.333")).toBe(333n);
    expect(multiplyMoney(parseMoney("0.01"), "0.5")).toBe(1n);
    expect(multiplyMoney(parseMoney("0.01"), "0.49")).toBe(0n);
    expect(multiplyMoney(parseMoney("12.34"), 3)).toBe(3_702n);
    expect(() => multiplyMoney(100n, "two")).toThrow(RangeError);
    expect(() => multiplyMoney(100n, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("compares", () => {
    expect(compareMoney(1n, 2n)).toBe(-1);
    expect(compareMoney(2n, 2n)).toBe(0);
    expect(compareMoney(3n, 2n)).toBe(1);
  });
});

describe("formatting", () => {
  it("formats with two decimals", () => {
    expect(formatMoney(123_456n)).toBe("1234.56");
    expect(formatMoney(5n)).toBe("0.05");
    expect(formatMoney(-5n)).toBe("-0.05");
    expect(formatMoney(0n)).toBe("0.00");
  });

  it("formats USD like the spec's currency filter", () => {
    expect(formatUsd(parseMoney("6450000"))).toBe("$6,450,000");
    expect(formatUsd(parseMoney("1234.49"))).toBe("$1,234");
    expect(formatUsd(parseMoney("1234.50"))).toBe("$1,235");
    expect(formatUsd(parseMoney("-450000"))).toBe("-$450,000");
    expect(formatUsd(0n)).toBe("$0");
  });

  it("formats USD to the cent where parts must add up on screen", () => {
    expect(formatUsdCents(parseMoney("67.5"))).toBe("$67.50");
    expect(formatUsdCents(parseMoney("6087634.75"))).toBe("$6,087,634.75");
    expect(formatUsdCents(parseMoney("-2173941.05"))).toBe("-$2,173,941.05");
    expect(formatUsdCents(parseMoney("0.4"))).toBe("$0.40");
    expect(formatUsdCents(0n)).toBe("$0.00");
  });

  it("gives dollars as a number for charts", () => {
    expect(moneyToNumber(123_456n)).toBe(1234.56);
  });
});

describe("AFE variance", () => {
  it("6.45 M actual vs 6.0 M AFE → +0.45 M, +7.5 %", () => {
    const actual = parseMoney("6450000.00");
    const afe = parseMoney("6000000.00");
    expect(afeVariance(actual, afe)).toBe(parseMoney("450000"));
    expect(percentVariance(actual, afe)).toBe(7.5);
  });

  it("is negative under budget and undefined without a budget", () => {
    expect(percentVariance(parseMoney("90"), parseMoney("100"))).toBe(-10);
    expect(percentVariance(parseMoney("90"), 0n)).toBeNull();
  });
});
