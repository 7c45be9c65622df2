import { describe, expect, it } from "vitest";
import { toSI } from "../units";
import { METRES_PER_FOOT } from "../units/units";
import {
  coreRecoveryPercent,
  costPerLengthDrilled,
  daysPer10kFt,
  daysPerThousand,
  nptPercent,
} from "./performance";

describe("performance ratios", () => {
  it("days per 10k ft: 45 d at 12,500 ft → 36.0", () => {
    expect(daysPer10kFt(45, toSI("length", 12_500, "api"))).toBeCloseTo(36, 9);
    expect(daysPer10kFt(45, 3_048)).toBeCloseTo(45, 9);
    expect(daysPer10kFt(3, 0)).toBeNull();
  });

  it("days per 1,000 m or ft: 60 d to 3,000 m → 20.0 d/1,000 m, 6.1 d/1,000 ft", () => {
    expect(daysPerThousand(60, 3_000)).toBe(20);
    expect(daysPerThousand(60, 3_000, METRES_PER_FOOT)).toBeCloseTo(6.096, 9);
    expect(daysPerThousand(60, 0)).toBeNull();
  });

  it("cost per metre or foot of hole: $9M to 3,000 m → $3,000/m, $914.40/ft", () => {
    expect(costPerLengthDrilled(9_000_000, 3_000)).toBe(3_000);
    expect(costPerLengthDrilled(9_000_000, 3_000, METRES_PER_FOOT)).toBeCloseTo(914.4, 9);
    expect(costPerLengthDrilled(1, 0)).toBeNull();
  });

  it("NPT %: 180 of 1,200 h → 15 %", () => {
    expect(nptPercent(180, 1_200)).toBe(15);
    expect(nptPercent(toSI("duration", 180, "gde"), toSI("duration", 1_200, "gde"))).toBe(15);
    expect(nptPercent(0, 0)).toBeNull();
  });

  it("core recovery: 8.5 m of 9 m cut → 94.4 %", () => {
    expect(coreRecoveryPercent(8.5, 9)).toBeCloseTo(94.444, 3);
    expect(coreRecoveryPercent(0, 0)).toBeNull();
  });
});
