import { describe, expect, it } from "vitest";
import { fromSI, toSI } from "../units";
import { bitRunFootage, bitRunToDate, rateOfPenetration, totalFlowArea } from "./bit-run";

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

  it("a bit still in the hole shows its run to date: to the current depth, over its hours so far", () => {
    // KR-A2 bit 11 went in at 2,227 m; the hole stands at 2,464.7 m after 46.9 on-bottom hours.
    const run = { depthIn: 2_227, depthOut: null, hours: 168_893 };
    const toDate = bitRunToDate(run, 2_464.7);
    expect(toDate.inHole).toBe(true);
    expect(toDate.footage).toBeCloseTo(237.7, 9);
    expect(fromSI("length", toDate.footage!, "api")).toBeCloseTo(779.86, 2);
    expect(fromSI("rop", toDate.rop!, "apimix")).toBeCloseTo(237.7 / (168_893 / 3600), 9);
    expect(fromSI("rop", toDate.rop!, "gde")).toBeCloseTo(5.067, 3);
    expect(fromSI("rop", toDate.rop!, "api")).toBeCloseTo(16.62, 2);
    // Just run in: no footage yet, no ROP; the depth it counts to unknown: neither.
    expect(bitRunToDate({ ...run, hours: 0 }, 2_227)).toEqual({
      footage: 0,
      rop: null,
      inHole: true,
    });
    expect(bitRunToDate(run, null)).toEqual({ footage: null, rop: null, inHole: true });
    // A pulled bit counts to its depth out, whatever the hole's depth now.
    expect(bitRunToDate({ depthIn: 1_000, depthOut: 1_300, hours: 36_000 }, 2_000)).toEqual({
      footage: 300,
      rop: 300 / 36_000,
      inHole: false,
    });
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
