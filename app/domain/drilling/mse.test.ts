import { describe, expect, it } from "vitest";
import { toSI } from "../units";
import {
  bitRotarySpeed,
  mechanicalSpecificEnergy,
  mechanicalSpecificEnergyImperial,
  mseTerms,
} from "./mse";

function expectWithin(actual: number | null | undefined, expected: number, relative = 1e-4) {
  expect(actual).not.toBeNull();
  expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThanOrEqual(
    Math.abs(expected) * relative,
  );
}

// DOMAIN.md §4: 35,000 lbf, 8.5 in, 120 rpm, 4,500 ft·lbf, 50 ft/h.
describe("mechanical specific energy (Teale)", () => {
  it("imperial vector: 616.79 + 71,750.87 = 72,368 psi", () => {
    const terms = mechanicalSpecificEnergyImperial({
      weightOnBitLbf: 35_000,
      bitDiameterIn: 8.5,
      rotarySpeed: 120,
      torqueFtLbf: 4_500,
      ropFtPerHour: 50,
    });
    expectWithin(terms?.weightTerm, 616.79, 1e-5);
    expectWithin(terms?.torqueTerm, 71_750.87, 1e-6);
    expectWithin(terms?.total, 72_368);
  });

  it("SI vector: the same run gives ≈ 498.96 MPa", () => {
    const input = {
      weightOnBit: toSI("force", 35, "api"),
      bitDiameter: toSI("diameter", 8.5, "api"),
      rotarySpeed: 120,
      torque: toSI("torque", 4_500, "api"),
      rop: toSI("rop", 50, "api"),
    };
    expectWithin(mechanicalSpecificEnergy(input), 498.96e6);
    const terms = mseTerms(input);
    expectWithin(terms?.total, toSI("pressure", 72_368, "api"));
  });

  it("is undefined when the bit is not drilling", () => {
    expect(
      mechanicalSpecificEnergy({
        weightOnBit: 1e5,
        bitDiameter: 0.2159,
        rotarySpeed: 120,
        torque: 6e3,
        rop: 0,
      }),
    ).toBeNull();
  });

  it("uses surface plus motor rpm at the bit", () => {
    expect(bitRotarySpeed(60, 150)).toBe(210);
    expect(bitRotarySpeed(120)).toBe(120);
  });
});
