import { describe, expect, it } from "vitest";

import { cementPlacement, annularArea, slurryVolume } from "./cement";
import { cumulativeLengths, stringDepths } from "./casing-tally";
import { coreCut, recoveryPercent } from "./coring";
import { killMudWeight, killMudWeightPpg, kickIntensity } from "./kick";

const FT = 0.3048;
const IN = 0.0254;
const BBL = 0.158987294928;
const PSI = 6894.757293168;
const PPG = 119.826427;

describe("casing tally", () => {
  // Four joints from the shoe up: 12.10 + 12.05 + 11.98 + 12.20 m.
  const joints = [{ length: 12.1 }, { length: 12.05 }, { length: 11.98 }, { length: 12.2 }];

  it("adds each joint to the length below it", () => {
    const cumulative = cumulativeLengths(joints);
    expect(cumulative[0]).toBeCloseTo(12.1, 9);
    expect(cumulative[1]).toBeCloseTo(24.15, 9);
    expect(cumulative[2]).toBeCloseTo(36.13, 9);
    expect(cumulative[3]).toBeCloseTo(48.33, 9);
  });

  it("skips a joint not measured yet, keeping the others' running total", () => {
    expect(cumulativeLengths([{ length: 10 }, { length: null }, { length: 11 }])).toEqual([
      10,
      null,
      21,
    ]);
  });

  it("puts the shoe the string's length below its top and the float collar on the shoe track", () => {
    const surface = stringDepths(joints, 0, 2)!;
    expect(surface.shoeMd).toBeCloseTo(48.33, 9);
    expect(surface.floatCollarMd).toBeCloseTo(48.33 - 24.15, 9);
    expect(surface.jointsRun).toBe(4);
    // A liner hung at 1,950 m: the same joints end 1,998.33 m deep.
    const liner = stringDepths(joints, 1950, 1)!;
    expect(liner.shoeMd).toBeCloseTo(1998.33, 9);
    expect(liner.floatCollarMd).toBeCloseTo(1986.23, 9);
  });

  it("has no depths before a joint is measured, and no float collar without a shoe track", () => {
    expect(stringDepths([], 0, 2)).toBeNull();
    expect(stringDepths(joints, 0, null)!.floatCollarMd).toBeNull();
  });
});

describe("cement behind casing", () => {
  it("gives the annulus of 12¼ in hole around 9⅝ in casing as 0.05578 bbl/ft", () => {
    const area = annularArea(12.25 * IN, 9.625 * IN);
    expect(area).toBeCloseTo(0.0290961, 6);
    expect((area * FT) / BBL).toBeCloseTo(0.05578, 5);
  });

  it("puts the top of 300 bbl pumped with 20 % excess 4,481.8 ft above a shoe at 8,200 ft", () => {
    const placed = cementPlacement({
      holeDiameter: 12.25 * IN,
      casingOd: 9.625 * IN,
      shoeMd: 8200 * FT,
      slurryVolume: 300 * BBL,
      excessPercent: 20,
    })!;
    expect(placed.annularVolume / BBL).toBeCloseTo(250, 9);
    expect(placed.topOfCementMd / FT).toBeCloseTo(3718.2, 1);
    expect(placed.topOfCementMd).toBeCloseTo(1133.31, 2);
  });

  it("works a slurry's volume out of sacks and yield when it was not measured", () => {
    // 500 sk of 1.15 ft³/sk = 575 ft³.
    const yieldSI = 1.15 * FT ** 3;
    expect(slurryVolume({ volume: null, sacks: 500, slurryYield: yieldSI })! / FT ** 3).toBeCloseTo(
      575,
      9,
    );
    expect(slurryVolume({ volume: 2, sacks: 500, slurryYield: yieldSI })).toBe(2);
    expect(slurryVolume({ volume: null, sacks: null, slurryYield: yieldSI })).toBeNull();
  });

  it("refuses casing as large as the hole", () => {
    expect(
      cementPlacement({
        holeDiameter: 9.625 * IN,
        casingOd: 9.625 * IN,
        shoeMd: 1000,
        slurryVolume: 10,
        excessPercent: 0,
      }),
    ).toBeNull();
  });
});

describe("kill-mud weight", () => {
  it("gives 10.9625 ppg for 10 ppg mud, 500 psi SIDPP at 10,000 ft TVD", () => {
    const kmw = killMudWeight(10 * PPG, 500 * PSI, 10_000 * FT)!;
    expect(kmw / PPG).toBeCloseTo(10.9625, 4);
    expect(kickIntensity(500 * PSI, 10_000 * FT)! / PPG).toBeCloseTo(0.9625, 4);
  });

  it("agrees with the field shortcut in ppg and ft to the rounding of 0.052", () => {
    expect(killMudWeightPpg(10, 500, 10_000)).toBeCloseTo(10.9615, 4);
    const exact = killMudWeight(10 * PPG, 500 * PSI, 10_000 * FT)! / PPG;
    expect(Math.abs(exact - killMudWeightPpg(10, 500, 10_000))).toBeLessThan(0.002);
  });

  it("gives 1,301.97 kg/m³ for 1,200 kg/m³ mud, 30 bar SIDPP at 3,000 m TVD", () => {
    expect(killMudWeight(1200, 30e5, 3000)).toBeCloseTo(1301.97, 2);
    expect(kickIntensity(30e5, 3000)).toBeCloseTo(101.97, 2);
  });

  it("has no kill weight without a depth", () => {
    expect(killMudWeight(1200, 30e5, 0)).toBeNull();
  });
});

describe("core recovery", () => {
  it("gives 27 m recovered of 30 m cut as 90 %", () => {
    const cut = coreCut(2450, 2480);
    expect(cut).toBe(30);
    expect(recoveryPercent(cut, 27)).toBeCloseTo(90, 9);
  });

  it("has no recovery for a core whose bottom is above its top", () => {
    expect(coreCut(2480, 2450)).toBeNull();
    expect(recoveryPercent(null, 27)).toBeNull();
  });
});
