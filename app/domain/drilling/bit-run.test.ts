import { describe, expect, it } from "vitest";
import { fromSI, toSI } from "../units";
import { bitRunFootage, rateOfPenetration, totalFlowArea } from "./bit-run";

describe("bit run", () => {
  it("footage is depth out − depth in, and unknown while the bit is in hole", () => {
    expect(bitRunFootage(1_200, 1_650.5)).toBe(450.5);
    expect(bitRunFootage(1_200, null)).toBeNull();
    expect(bitRunFootage(1_200, undefined)).toBeNull();
  });

  it("ROP: 1,000 ft in 20 h = 50 ft/h = 15.24 m/h", () => {
    const rop = rateOfPenetration(toSI("length", 1_000, "api"), toSI("duration", 20, "api"));
    expect(rop).not.toBeNull();
    expect(fromSI("rop", rop ?? 0, "api")).toBeCloseTo(50, 9);
    expect(fromSI("rop", rop ?? 0, "apimix")).toBeCloseTo(15.24, 9);
    expect(rateOfPenetration(100, 0)).toBeNull();
  });

  it("TFA: 3 × 12/32 in = 0.3313 in² = 213.77 mm²", () => {
    const tfa = totalFlowArea([{ count: 3, size32nds: 12 }]);
    expect(fromSI("area", tfa, "api")).toBeCloseTo(0.3313, 4);
    expect(fromSI("area", tfa, "apimix")).toBeCloseTo(213.77, 2);
  });

  it("TFA: 3 × 13 + 2 × 12 = 0.6098 in²", () => {
    const tfa = totalFlowArea([
      { count: 3, size32nds: 13 },
      { count: 2, size32nds: 12 },
    ]);
    expect(fromSI("area", tfa, "gde")).toBeCloseTo(0.6098, 4);
  });

  it("TFA of a bit with no nozzles is zero", () => {
    expect(totalFlowArea([])).toBe(0);
  });
});
