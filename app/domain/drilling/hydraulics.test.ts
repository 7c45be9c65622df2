import { describe, expect, it } from "vitest";
import { fromSI, toSI } from "../units";
import { totalFlowArea } from "./bit-run";
import {
  STANDARD_GRAVITY,
  bitHydraulics,
  bitPressureDrop,
  jetVelocity,
  equivalentCirculatingDensity,
  equivalentMudWeight,
  hydrostaticPressure,
  kickIntensity,
  killMudWeight,
  maximumAllowableAnnularSurfacePressure,
  pressureAsDensity,
} from "./hydraulics";

const ppg = (value: number) => toSI("density", value, "api");
const psi = (value: number) => toSI("pressure", value, "api");
const ft = (value: number) => toSI("length", value, "api");
const inPpg = (value: number | null) => fromSI("density", value ?? Number.NaN, "api");
const inPsi = (value: number) => fromSI("pressure", value, "api");

// DOMAIN.md §4 vectors, to the precision they are quoted.
describe("hydraulics", () => {
  it("uses standard gravity exactly", () => {
    expect(STANDARD_GRAVITY).toBe(9.80665);
  });

  it("hydrostatic: 10 ppg at 10,000 ft = 5,194.8 psi (not the shortcut's 5,200)", () => {
    expect(inPsi(hydrostaticPressure(ppg(10), ft(10_000)))).toBeCloseTo(5_194.8, 1);
  });

  it("LOT EMW: 1,200 psi at a 5,000 ft shoe with 10 ppg = 14.620 ppg", () => {
    expect(inPpg(equivalentMudWeight(ppg(10), psi(1_200), ft(5_000)))).toBeCloseTo(14.62, 3);
  });

  it("MAASP: (14.620 − 11.0) ppg at a 5,000 ft shoe = 940.3 psi", () => {
    const maasp = maximumAllowableAnnularSurfacePressure(ppg(14.62), ppg(11), ft(5_000));
    expect(inPsi(maasp)).toBeCloseTo(940.3, 1);
  });

  it("kill mud: 10 ppg, SIDPP 500 psi at 10,000 ft = 10.9625 ppg; intensity 0.9625 ppg", () => {
    expect(inPpg(killMudWeight(ppg(10), psi(500), ft(10_000)))).toBeCloseTo(10.9625, 4);
    expect(inPpg(kickIntensity(psi(500), ft(10_000)))).toBeCloseTo(0.9625, 4);
  });

  it("ECD adds the annular friction loss as a density", () => {
    const ecd = equivalentCirculatingDensity(1_200, 2_000_000, 2_000);
    expect(ecd).toBeCloseTo(1_200 + 2_000_000 / (9.80665 * 2_000), 9);
  });

  it("a pressure at the surface has no density equivalent", () => {
    expect(pressureAsDensity(1e6, 0)).toBeNull();
    expect(equivalentMudWeight(1_000, 1e6, 0)).toBeNull();
  });

  it("pressure and density round-trip through depth", () => {
    const pressure = hydrostaticPressure(1_250, 2_500);
    expect(pressureAsDensity(pressure, 2_500)).toBeCloseTo(1_250, 9);
  });
});

describe("bit hydraulics (worked vectors in hydraulics.ts)", () => {
  const gpm = (value: number) => toSI("flowRate", value, "api");
  const tfa8 = totalFlowArea([{ count: 3, size32nds: 12 }]);
  const tfa12 = totalFlowArea([
    { count: 3, size32nds: 13 },
    { count: 2, size32nds: 12 },
  ]);
  const eightAndHalf = bitHydraulics({
    density: ppg(10),
    flowRate: gpm(400),
    totalFlowArea: tfa8,
    bitDiameter: toSI("diameter", 8.5, "api"),
  })!;
  const twelveAndQuarter = bitHydraulics({
    density: ppg(9.6),
    flowRate: gpm(650),
    totalFlowArea: tfa12,
    bitDiameter: toSI("diameter", 12.25, "api"),
  })!;

  it("8½ in, 3 × 12/32, 10 ppg at 400 gpm, in api units", () => {
    expect(fromSI("velocity", eightAndHalf.jetVelocity, "api")).toBeCloseTo(387.32, 2);
    expect(inPsi(eightAndHalf.pressureDrop)).toBeCloseTo(1_341.89, 2);
    expect(fromSI("power", eightAndHalf.hydraulicPower, "api")).toBeCloseTo(313.11, 2);
    expect(fromSI("powerPerArea", eightAndHalf.powerPerArea, "api")).toBeCloseTo(5.518, 3);
  });

  it("the same run in apimix: m/s, bar, kW, W/mm²", () => {
    expect(fromSI("velocity", eightAndHalf.jetVelocity, "apimix")).toBeCloseTo(118.054, 3);
    expect(fromSI("pressure", eightAndHalf.pressureDrop, "apimix")).toBeCloseTo(92.52, 2);
    expect(fromSI("power", eightAndHalf.hydraulicPower, "apimix")).toBeCloseTo(233.48, 2);
    expect(fromSI("powerPerArea", eightAndHalf.powerPerArea, "apimix")).toBeCloseTo(6.378, 3);
  });

  it("12¼ in, 3 × 13 + 2 × 12, 9.6 ppg at 650 gpm, in gde units (field hydraulics)", () => {
    expect(fromSI("velocity", twelveAndQuarter.jetVelocity, "gde")).toBeCloseTo(342.01, 2);
    expect(fromSI("pressure", twelveAndQuarter.pressureDrop, "gde")).toBeCloseTo(1_004.45, 2);
    expect(fromSI("power", twelveAndQuarter.hydraulicPower, "gde")).toBeCloseTo(380.85, 2);
    expect(fromSI("powerPerArea", twelveAndQuarter.powerPerArea, "gde")).toBeCloseTo(3.231, 3);
  });

  it("agrees with the sheet's field formulas to their constants' rounding", () => {
    const q = 400;
    const at = fromSI("area", tfa8, "api");
    expect(fromSI("velocity", eightAndHalf.jetVelocity, "api")).toBeCloseTo((0.3208 * q) / at, 0);
    const sheetDrop = (8.311e-5 * 10 * q ** 2) / (0.95 ** 2 * at ** 2);
    expect(Math.abs(inPsi(eightAndHalf.pressureDrop) - sheetDrop) / sheetDrop).toBeLessThan(2e-4);
    const sheetPower = (inPsi(eightAndHalf.pressureDrop) * q) / 1714;
    expect(
      Math.abs(fromSI("power", eightAndHalf.hydraulicPower, "api") - sheetPower) / sheetPower,
    ).toBeLessThan(2e-4);
    expect(jetVelocity(gpm(400), tfa8)).toBeCloseTo(eightAndHalf.jetVelocity, 12);
    expect(bitPressureDrop(ppg(10), gpm(400), tfa8)).toBeCloseTo(eightAndHalf.pressureDrop, 6);
  });

  it("gives no figures without nozzles, pump rate, mud weight or bit size, never NaN", () => {
    const run = { density: ppg(10), flowRate: gpm(400), totalFlowArea: tfa8, bitDiameter: 0.2159 };
    expect(bitHydraulics({ ...run, totalFlowArea: 0 })).toBeNull();
    expect(bitHydraulics({ ...run, totalFlowArea: null })).toBeNull();
    expect(bitHydraulics({ ...run, flowRate: 0 })).toBeNull();
    expect(bitHydraulics({ ...run, flowRate: null })).toBeNull();
    expect(bitHydraulics({ ...run, density: null })).toBeNull();
    expect(bitHydraulics({ ...run, bitDiameter: null })).toBeNull();
    expect(jetVelocity(0.02, 0)).toBeNull();
  });
});
