import { describe, expect, it } from "vitest";

import type { QuantityKind } from "./quantities";
import type { UnitSystem } from "./systems";
import { convertBetweenSystems, toSI, unitLabel } from "./units";

// The examples product-spec §3 gives for each label set, checked word for word.
const SPEC_EXAMPLES: Record<UnitSystem, [QuantityKind, string][]> = {
  // "api is imperial, e.g. ft, ft/hr, bbl, °F, psi."
  api: [
    ["length", "ft"],
    ["rop", "ft/hr"],
    ["volume", "bbl"],
    ["temperature", "°F"],
    ["pressure", "psi"],
  ],
  // "apimix is metric, e.g. m, m/hr, m^3, °K, bar."
  apimix: [
    ["length", "m"],
    ["rop", "m/hr"],
    ["volume", "m^3"],
    ["temperature", "°K"],
    ["pressure", "bar"],
  ],
  // "gde is mixed, e.g. m, bbl, °C, psi, mg/l for pct, klbs, liter for rig fuel, /32in for nozzle."
  gde: [
    ["length", "m"],
    ["volume", "bbl"],
    ["temperature", "°C"],
    ["pressure", "psi"],
    ["concentration", "mg/l"],
    ["force", "klbs"],
    ["fuelVolume", "liter"],
    ["nozzle", "/32in"],
  ],
};

describe("label sets as the product specification lists them", () => {
  for (const [system, examples] of Object.entries(SPEC_EXAMPLES)) {
    it(system, () => {
      for (const [kind, label] of examples) {
        expect(unitLabel(kind, system as UnitSystem), kind).toBe(label);
      }
    });
  }
});

describe("temperature across the three scales", () => {
  it("°F ↔ K ↔ °C at the fixed points", () => {
    // Water freezes at 32 °F = 273.15 K = 0 °C and boils at 212 °F = 373.15 K = 100 °C.
    expect(toSI("temperature", 0, "gde")).toBe(273.15);
    expect(toSI("temperature", 100, "gde")).toBeCloseTo(373.15, 12);
    expect(toSI("temperature", 212, "api")).toBeCloseTo(373.15, 12);
    expect(convertBetweenSystems("temperature", 0, "gde", "api")).toBeCloseTo(32, 12);
    expect(convertBetweenSystems("temperature", 373.15, "apimix", "gde")).toBeCloseTo(100, 12);
    // Absolute zero.
    expect(convertBetweenSystems("temperature", 0, "apimix", "api")).toBeCloseTo(-459.67, 12);
  });

  it("the same physical elevation in feet and metres", () => {
    expect(convertBetweenSystems("length", 1000, "api", "apimix")).toBeCloseTo(304.8, 12);
    expect(convertBetweenSystems("volume", 1, "api", "apimix")).toBe(0.158987294928);
    expect(convertBetweenSystems("pressure", 1, "gde", "apimix")).toBeCloseTo(0.06894757293168, 15);
  });
});
