import { describe, expect, it } from "vitest";
import { fromSI, toSI } from "../units";
import {
  STANDARD_GRAVITY,
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
