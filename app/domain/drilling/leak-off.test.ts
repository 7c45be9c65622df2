import { describe, expect, it } from "vitest";

import { fromSI, toSI } from "../units";

import { equivalentMudWeight, maximumAllowableAnnularSurfacePressure } from "./hydraulics";
import {
  SHEET_GRAVITY,
  equivalentMudWeightLimit,
  sheetEquivalentMudWeight,
  sheetMaasp,
} from "./leak-off";

const ppg = (value: number) => toSI("density", value, "api");
const psi = (value: number) => toSI("pressure", value, "api");
const ft = (value: number) => toSI("length", value, "api");

describe("a leak-off test as the well-control sheet reads it", () => {
  it("works with 0.052 psi/ft per ppg, the sheet's rounding of standard gravity", () => {
    // 0.052 psi/ft per ppg in SI: 9.81646 m/s², against 9.80665.
    expect(SHEET_GRAVITY).toBeCloseTo(9.816457, 6);
    expect(fromSI("pressure", ppg(1) * SHEET_GRAVITY * ft(1), "api")).toBeCloseTo(0.052, 12);
  });

  // DOMAIN.md's LOT: 1,200 psi at a 5,000 ft shoe with 10 ppg mud.
  const exact = equivalentMudWeight(ppg(10), psi(1_200), ft(5_000))!;
  const sheet = sheetEquivalentMudWeight(ppg(10), psi(1_200), ft(5_000))!;

  it("gives the sheet's EMW, 10 + 1,200/(0.052 × 5,000) = 14.615 ppg, beside the exact 14.620", () => {
    expect(fromSI("density", exact, "api")).toBeCloseTo(14.62, 4);
    expect(fromSI("density", sheet, "api")).toBeCloseTo(14.615385, 6);
    expect(fromSI("density", sheet, "gde")).toBeCloseTo(14.615385, 6);
    expect(fromSI("density", sheet, "apimix")).toBeCloseTo(1_751.31, 2);
    expect(sheetEquivalentMudWeight(ppg(10), psi(1_200), 0)).toBeNull();
  });

  it("rounds the EMW down to 0.1 ppg where it is a limit, a whole tenth staying whole", () => {
    expect(fromSI("density", equivalentMudWeightLimit(sheet), "api")).toBeCloseTo(14.6, 9);
    expect(fromSI("density", equivalentMudWeightLimit(ppg(15.299)), "api")).toBeCloseTo(15.2, 9);
    expect(fromSI("density", equivalentMudWeightLimit(ppg(15.3)), "gde")).toBeCloseTo(15.3, 9);
    expect(fromSI("density", equivalentMudWeightLimit(ppg(15.3)), "apimix")).toBeCloseTo(
      1_833.34,
      2,
    );
  });

  it("gives MAASP from the limit as the sheet does: (14.6 − 11.0) × 0.052 × 5,000 = 936 psi", () => {
    const limit = equivalentMudWeightLimit(sheet);
    expect(fromSI("pressure", sheetMaasp(limit, ppg(11), ft(5_000))!, "api")).toBeCloseTo(936, 6);
    expect(fromSI("pressure", sheetMaasp(limit, ppg(11), ft(5_000))!, "apimix")).toBeCloseTo(
      64.535,
      3,
    );
    // The exact formula on the unrounded EMW allows 4 psi more: the limit is the safe side.
    const exactMaasp = maximumAllowableAnnularSurfacePressure(exact, ppg(11), ft(5_000));
    expect(fromSI("pressure", exactMaasp, "api")).toBeCloseTo(940.3, 1);
    expect(sheetMaasp(limit, ppg(14.6), ft(5_000))).toBeNull();
  });
});
