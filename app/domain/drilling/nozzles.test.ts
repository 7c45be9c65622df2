import { describe, expect, it } from "vitest";

import { totalFlowArea } from "./bit-run";
import { formatNozzles, parseNozzles } from "./nozzles";

const SQUARE_INCH = 6.4516e-4;

describe("nozzles as drillers write them", () => {
  it("reads one set and several", () => {
    expect(parseNozzles("3x12")).toEqual([{ count: 3, size32nds: 12 }]);
    expect(parseNozzles("3 × 13 + 2x12/32")).toEqual([
      { count: 3, size32nds: 13 },
      { count: 2, size32nds: 12 },
    ]);
    expect(parseNozzles("")).toEqual([]);
  });

  it("refuses what it cannot read", () => {
    expect(parseNozzles("three twelves")).toBeNull();
    expect(parseNozzles("3x12 and 2")).toBeNull();
    expect(parseNozzles("3x64")).toBeNull();
    expect(parseNozzles("0x12")).toBeNull();
  });

  it("gives DOMAIN.md's TFA vectors (1e-3 relative)", () => {
    const tfa = (text: string) => totalFlowArea(parseNozzles(text)!) / SQUARE_INCH;
    expect(tfa("3x12")).toBeCloseTo(0.3313, 3);
    expect(tfa("3x13, 2x12")).toBeCloseTo(0.6098, 3);
  });

  it("writes sets back the same way", () => {
    expect(formatNozzles(parseNozzles("3 x 13 ; 2X12")!)).toBe("3x13, 2x12");
  });
});
