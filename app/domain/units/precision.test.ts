import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { PRECISION, precisionDigits, roundToPrecision, roundingToleranceSI } from "./precision";
import { QUANTITY_KINDS } from "./quantities";
import { UNIT_SYSTEMS } from "./systems";
import { fromSI, toSI } from "./units";

describe("the precision a quantity is read and typed at", () => {
  it("rounds converted values to their kind's step in each system", () => {
    expect(roundToPrecision("temperature", 78.00000000000006, "api")).toBe(78);
    expect(roundToPrecision("length", fromSI("length", 2464.7, "api"), "api")).toBe(8086.29);
    expect(roundToPrecision("density", 1198.2345, "apimix")).toBe(1198);
    expect(roundToPrecision("density", 9.98765, "api")).toBe(9.99);
    expect(roundToPrecision("percent", 0.1 * 3, "gde")).toBe(0.3);
    expect(precisionDigits("density", "apimix")).toBe(0);
    // A limit rounds down: 13.9 ppg is 1,665.59 kg/m³, read as 1,665, and 13.9 stays 13.9.
    expect(roundToPrecision("density", 1665.59, "apimix", "down")).toBe(1665);
    expect(roundToPrecision("density", 13.9, "api", "down")).toBe(13.9);
    expect(precisionDigits("diameter", "api")).toBe(3);
  });

  it("gives back every value typed at its precision exactly as typed, in every system", () => {
    for (const system of UNIT_SYSTEMS) {
      for (const kind of QUANTITY_KINDS) {
        const step = PRECISION[system][kind];
        fc.assert(
          fc.property(fc.integer({ min: -2_000_000, max: 2_000_000 }), (steps) => {
            const typed = Number((steps * step).toFixed(precisionDigits(kind, system)));
            const shown = roundToPrecision(
              kind,
              fromSI(kind, toSI(kind, typed, system), system),
              system,
            );
            return shown === typed;
          }),
          { seed: 27, numRuns: 200 },
        );
      }
    }
  });

  it("allows half the coarsest step when a value from another report is compared", () => {
    // 0.01 m is coarser than 0.01 ft.
    expect(roundingToleranceSI("length")).toBeCloseTo(0.005, 12);
  });
});
