import { describe, expect, it } from "vitest";
import { QUANTITY_KINDS, STORED_UNIT, type QuantityKind } from "./quantities";
import {
  UNIT_LABELS,
  UNIT_SYSTEMS,
  languageForSystem,
  unitSystemFromStandard,
  type UnitSystem,
} from "./systems";
import { convertBetweenSystems, fromSI, toSI, unitLabel } from "./units";

function expectRelativelyClose(actual: number, expected: number, tolerance = 1e-9) {
  const scale = Math.max(Math.abs(expected), 1e-300);
  expect(Math.abs(actual - expected) / scale).toBeLessThanOrEqual(tolerance);
}

describe("round trips", () => {
  // Temperatures are stored in kelvin, so sample realistic absolute values for them.
  const siSamples = (kind: QuantityKind) =>
    kind === "temperature" ? [1, 255.37, 273.15, 310.15, 523.15] : [1e-7, 0.5, 1, 123.456, 3.6e6];

  for (const system of UNIT_SYSTEMS) {
    for (const kind of QUANTITY_KINDS) {
      it(`${kind} in ${system}: SI → ${unitLabel(kind, system) || "(unitless)"} → SI`, () => {
        for (const si of siSamples(kind)) {
          expectRelativelyClose(toSI(kind, fromSI(kind, si, system), system), si);
          expectRelativelyClose(fromSI(kind, toSI(kind, si, system), system), si);
        }
      });
    }
  }
});

describe("known values", () => {
  it("length and diameter", () => {
    expect(toSI("length", 1, "api")).toBe(0.3048);
    expect(toSI("length", 1, "apimix")).toBe(1);
    expect(toSI("diameter", 1, "gde")).toBe(0.0254);
    expectRelativelyClose(fromSI("length", 3048, "api"), 10_000);
  });

  it("nozzle 12/32 in is 0.375 in", () => {
    expectRelativelyClose(toSI("nozzle", 12, "gde"), 0.375 * 0.0254);
  });

  it("volume", () => {
    expect(toSI("volume", 1, "api")).toBe(0.158987294928);
    expect(toSI("volume", 1, "gde")).toBe(0.158987294928);
    expect(toSI("volume", 1, "apimix")).toBe(1);
    expectRelativelyClose(toSI("fuelVolume", 1, "api"), 3.785411784e-3);
    expectRelativelyClose(toSI("fuelVolume", 1000, "gde"), 1);
  });

  it("pressure", () => {
    expect(toSI("pressure", 1, "api")).toBe(6894.757293168);
    expect(toSI("pressure", 1, "apimix")).toBe(1e5);
  });

  it("temperature: 32 °F = 273.15 K = 0 °C, 212 °F = 100 °C", () => {
    expectRelativelyClose(toSI("temperature", 32, "api"), 273.15);
    expect(fromSI("temperature", 273.15, "gde")).toBe(0);
    expect(toSI("temperature", 273.15, "apimix")).toBe(273.15);
    expectRelativelyClose(convertBetweenSystems("temperature", 212, "api", "gde"), 100);
    expectRelativelyClose(convertBetweenSystems("temperature", -40, "gde", "api"), -40);
  });

  it("density, force, torque, flow", () => {
    expect(toSI("density", 1, "api")).toBe(119.826427);
    expectRelativelyClose(toSI("force", 1, "api"), 4448.2216152605);
    expect(toSI("force", 1, "apimix")).toBe(1000);
    expect(toSI("torque", 1, "gde")).toBe(1.3558179483);
    expect(toSI("torque", 1, "apimix")).toBe(1000);
    expect(toSI("flowRate", 1, "api")).toBe(6.30901964e-5);
    expectRelativelyClose(toSI("flowRate", 60, "apimix"), 1e-3);
  });

  it("rate of penetration: 50 ft/hr = 15.24 m/hr", () => {
    const si = toSI("rop", 50, "api");
    expectRelativelyClose(fromSI("rop", si, "apimix"), 15.24);
  });

  it("dogleg severity: 1 °/100ft = 30/30.48 °/30m", () => {
    expectRelativelyClose(toSI("doglegSeverity", 1, "api"), 1 / 30.48);
    expectRelativelyClose(convertBetweenSystems("doglegSeverity", 1, "api", "gde"), 30 / 30.48);
  });

  it("mud rheology, area, mass and pipe weight", () => {
    expect(toSI("yieldPoint", 1, "api")).toBe(0.47880259);
    expect(toSI("gelStrength", 1, "apimix")).toBe(1);
    expect(toSI("viscosity", 1, "apimix")).toBe(1e-3);
    expect(toSI("area", 1, "api")).toBe(6.4516e-4);
    expectRelativelyClose(convertBetweenSystems("area", 1, "api", "apimix"), 645.16);
    expect(toSI("mass", 1, "api")).toBe(0.45359237);
    expectRelativelyClose(toSI("weightPerLength", 47, "api"), (47 * 0.45359237) / 0.3048);
    expectRelativelyClose(toSI("mudFiltrate", 12, "gde"), 12e-6);
  });

  it("duration: hours are stored as seconds", () => {
    expect(toSI("duration", 24, "gde")).toBe(86_400);
  });

  it("kinds that never change between systems", () => {
    const same: QuantityKind[] = [
      "concentration",
      "percent",
      "angle",
      "money",
      "rotarySpeed",
      "count",
      "number",
    ];
    for (const system of UNIT_SYSTEMS) {
      for (const kind of same) expect(toSI(kind, 12.5, system)).toBe(12.5);
    }
  });
});

describe("label sets (DOMAIN.md §0)", () => {
  // Copied from the table, column by column; kinds the table does not list are in systems.ts.
  const table: Record<string, Record<UnitSystem, string>> = {
    length: { api: "ft", apimix: "m", gde: "m" },
    diameter: { api: "in", apimix: "in", gde: "in" },
    nozzle: { api: "/32 in", apimix: "/32 in", gde: "/32in" },
    rop: { api: "ft/hr", apimix: "m/hr", gde: "m/hr" },
    volume: { api: "bbl", apimix: "m^3", gde: "bbl" },
    fuelVolume: { api: "gal", apimix: "m^3", gde: "liter" },
    pressure: { api: "psi", apimix: "bar", gde: "psi" },
    density: { api: "ppg", apimix: "kg/m³", gde: "ppg" },
    temperature: { api: "°F", apimix: "°K", gde: "°C" },
    force: { api: "klbs", apimix: "kN", gde: "klbs" },
    torque: { api: "ft·lbf", apimix: "kN·m", gde: "ft·lbf" },
    flowRate: { api: "gpm", apimix: "L/min", gde: "gpm" },
    concentration: { api: "mg/l", apimix: "mg/l", gde: "mg/l" },
    percent: { api: "%", apimix: "%", gde: "%" },
    angle: { api: "deg", apimix: "deg", gde: "deg" },
    doglegSeverity: { api: "°/100ft", apimix: "°/30m", gde: "°/30m" },
    duration: { api: "hr", apimix: "hr", gde: "hr" },
    money: { api: "USD", apimix: "USD", gde: "USD" },
  };

  for (const [kind, labels] of Object.entries(table)) {
    it(`${kind}`, () => {
      for (const system of UNIT_SYSTEMS) {
        expect(unitLabel(kind as QuantityKind, system)).toBe(labels[system]);
      }
    });
  }

  it("has a label and a stored unit for every kind in every system", () => {
    for (const system of UNIT_SYSTEMS) {
      expect(Object.keys(UNIT_LABELS[system]).sort()).toEqual([...QUANTITY_KINDS].sort());
    }
    expect(Object.keys(STORED_UNIT).sort()).toEqual([...QUANTITY_KINDS].sort());
  });

  it("shows TFA in in² (api, gde) and mm² (apimix)", () => {
    expect(UNIT_SYSTEMS.map((system) => unitLabel("area", system))).toEqual(["in²", "mm²", "in²"]);
  });

  it("shows bit hydraulics in field units where pressure is psi, metric in apimix", () => {
    const labels = (kind: QuantityKind) => UNIT_SYSTEMS.map((system) => unitLabel(kind, system));
    expect(labels("velocity")).toEqual(["ft/s", "m/s", "ft/s"]);
    expect(labels("power")).toEqual(["hp", "kW", "hp"]);
    expect(labels("powerPerArea")).toEqual(["hp/in²", "W/mm²", "hp/in²"]);
    // 1 hp = 550 ft·lbf/s = 745.69987 W; 1 hp/in² = 1.155837 W/mm².
    expect(toSI("power", 1, "api")).toBeCloseTo(745.69987, 5);
    expect(fromSI("powerPerArea", toSI("powerPerArea", 1, "gde"), "apimix")).toBeCloseTo(
      1.155837,
      5,
    );
  });
});

describe("unit standard", () => {
  it("maps 1 to api, 2 to apimix and anything else to gde", () => {
    expect(unitSystemFromStandard(1)).toBe("api");
    expect(unitSystemFromStandard(2)).toBe("apimix");
    expect(unitSystemFromStandard(3)).toBe("gde");
    expect(unitSystemFromStandard(0)).toBe("gde");
    expect(unitSystemFromStandard(Number.NaN)).toBe("gde");
  });

  it("defaults to api when there is no user", () => {
    expect(unitSystemFromStandard(null)).toBe("api");
    expect(unitSystemFromStandard(undefined)).toBe("api");
  });

  it("sets the interface language from the system", () => {
    expect(languageForSystem("api")).toBe("en");
    expect(languageForSystem("apimix")).toBe("en");
    expect(languageForSystem("gde")).toBe("id");
  });
});
