import type { QuantityKind } from "./quantities";

/** The three label sets of the product specification (§3 "Unit systems"). */
export const UNIT_SYSTEMS = ["api", "apimix", "gde"] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

export type Language = "en" | "id";

/** A user's unitStandard: 1 = api, 2 = apimix, anything else = gde; api when nobody is signed in. */
export function unitSystemFromStandard(standard: number | null | undefined): UnitSystem {
  if (standard === null || standard === undefined) return "api";
  if (standard === 1) return "api";
  if (standard === 2) return "apimix";
  return "gde";
}

/** The interface language follows the unit standard: gde users work in Indonesian. */
export function languageForSystem(system: UnitSystem): Language {
  return system === "gde" ? "id" : "en";
}

/** Labels every system shares: bit sizes in inches, degrees, hours, dollars, rpm, cP, mL. */
const SAME_IN_EVERY_SYSTEM = {
  diameter: "in",
  concentration: "mg/l",
  percent: "%",
  angle: "deg",
  duration: "hr",
  money: "USD",
  rotarySpeed: "rpm",
  viscosity: "cP",
  mudFiltrate: "mL",
  count: "",
  number: "",
} as const;

/**
 * The label shown for each kind in each system. The rows of DOMAIN.md §0 are copied verbatim
 * (including the spec's "°K" and "m^3"). Kinds the table does not list were decided here:
 * - rotarySpeed: rpm everywhere.
 * - area (TFA): in² for api and gde, which show nozzles and pressures in field units; mm² for
 *   the metric apimix (213.77 mm² for 3 × 12/32 in).
 * - viscosity: cP everywhere; gelStrength and yieldPoint: lbf/100ft² (api, gde), Pa (apimix).
 * - mass: lbm in api, kg in apimix and gde (gde is metric apart from the oilfield exceptions).
 * - mudFiltrate: mL everywhere (API filtrate is reported as mL/30 min in every system).
 * - weightPerLength: lb/ft (api, gde; casing is ordered by lb/ft), kg/m (apimix).
 * - slurryYield: ft³/sk (api, gde; cement is blended and sold by the sack), m³/sk (apimix).
 * - velocity, power, powerPerArea (bit hydraulics): ft/s, hp and hp/in² where pressures are psi
 *   and pump rates gpm (api, gde), as the hydraulics sheets of those systems read; m/s, kW and
 *   W/mm² in the metric apimix (W/mm² keeps HSI's magnitude: 1 hp/in² = 1.156 W/mm²).
 * - count, number: unitless.
 */
export const UNIT_LABELS = {
  api: {
    ...SAME_IN_EVERY_SYSTEM,
    length: "ft",
    nozzle: "/32 in",
    rop: "ft/hr",
    volume: "bbl",
    fuelVolume: "gal",
    pressure: "psi",
    density: "ppg",
    temperature: "°F",
    force: "klbs",
    torque: "ft·lbf",
    flowRate: "gpm",
    doglegSeverity: "°/100ft",
    area: "in²",
    velocity: "ft/s",
    power: "hp",
    powerPerArea: "hp/in²",
    gelStrength: "lbf/100ft²",
    yieldPoint: "lbf/100ft²",
    mass: "lbm",
    weightPerLength: "lb/ft",
    slurryYield: "ft³/sk",
  },
  apimix: {
    ...SAME_IN_EVERY_SYSTEM,
    length: "m",
    nozzle: "/32 in",
    rop: "m/hr",
    volume: "m^3",
    fuelVolume: "m^3",
    pressure: "bar",
    density: "kg/m³",
    temperature: "°K",
    force: "kN",
    torque: "kN·m",
    flowRate: "L/min",
    doglegSeverity: "°/30m",
    area: "mm²",
    velocity: "m/s",
    power: "kW",
    powerPerArea: "W/mm²",
    gelStrength: "Pa",
    yieldPoint: "Pa",
    mass: "kg",
    weightPerLength: "kg/m",
    slurryYield: "m³/sk",
  },
  gde: {
    ...SAME_IN_EVERY_SYSTEM,
    length: "m",
    nozzle: "/32in",
    rop: "m/hr",
    volume: "bbl",
    fuelVolume: "liter",
    pressure: "psi",
    density: "ppg",
    temperature: "°C",
    force: "klbs",
    torque: "ft·lbf",
    flowRate: "gpm",
    doglegSeverity: "°/30m",
    area: "in²",
    velocity: "ft/s",
    power: "hp",
    powerPerArea: "hp/in²",
    gelStrength: "lbf/100ft²",
    yieldPoint: "lbf/100ft²",
    mass: "kg",
    weightPerLength: "lb/ft",
    slurryYield: "ft³/sk",
  },
} as const satisfies Record<UnitSystem, Record<QuantityKind, string>>;

/** The label of any kind in any system, e.g. `UnitLabel<"length">` is "ft" | "m". */
export type UnitLabel<K extends QuantityKind> = (typeof UNIT_LABELS)[UnitSystem][K];
