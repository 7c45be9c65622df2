import type { QuantityKind } from "./quantities";
import { UNIT_LABELS, type UnitLabel, type UnitSystem } from "./systems";

// Exact conversion factors, DOMAIN.md §4 "Exact conversions". Values are SI per field unit.
export const METRES_PER_FOOT = 0.3048;
export const METRES_PER_INCH = 0.0254;
export const CUBIC_METRES_PER_BARREL = 0.158987294928;
export const CUBIC_METRES_PER_US_GALLON = 3.785411784e-3;
export const CUBIC_METRES_PER_LITRE = 1e-3;
export const PASCALS_PER_PSI = 6894.757293168;
export const PASCALS_PER_BAR = 1e5;
export const NEWTONS_PER_LBF = 4.4482216152605;
export const NEWTONS_PER_KLBS = 1000 * NEWTONS_PER_LBF;
export const KG_PER_M3_PER_PPG = 119.826427;
export const NEWTON_METRES_PER_FT_LBF = 1.3558179483;
export const SQUARE_METRES_PER_SQUARE_INCH = 6.4516e-4;
export const PASCALS_PER_LBF_PER_100_FT2 = 0.47880259;
export const PASCAL_SECONDS_PER_CENTIPOISE = 1e-3;
export const CUBIC_METRES_PER_SECOND_PER_GPM = 6.30901964e-5;
/** International avoirdupois pound (1959 agreement); not in DOMAIN.md's list but exact. */
export const KILOGRAMS_PER_POUND = 0.45359237;
export const SECONDS_PER_HOUR = 3600;
/** Mechanical horsepower: 550 ft·lbf/s, exact from the foot-pound (745.69987 W). */
export const WATTS_PER_HORSEPOWER = 550 * NEWTON_METRES_PER_FT_LBF;
export const KELVIN_AT_ZERO_CELSIUS = 273.15;
const RANKINE_AT_ZERO_FAHRENHEIT = 459.67;

/** How one displayed unit maps to its stored unit. */
export interface UnitConversion {
  toSI(value: number): number;
  fromSI(value: number): number;
}

function scale(siPerUnit: number): UnitConversion {
  return { toSI: (value) => value * siPerUnit, fromSI: (value) => value / siPerUnit };
}

const SAME = scale(1);

// Per-distance units (DLS) divide by the distance instead of multiplying by its inverse, so
// 1 °/100ft is exactly 1/30.48 deg/m without an extra rounding step.
function perDistance(metres: number): UnitConversion {
  return { toSI: (value) => value / metres, fromSI: (value) => value * metres };
}

const FAHRENHEIT: UnitConversion = {
  toSI: (value) => ((value + RANKINE_AT_ZERO_FAHRENHEIT) * 5) / 9,
  fromSI: (kelvin) => (kelvin * 9) / 5 - RANKINE_AT_ZERO_FAHRENHEIT,
};

const CELSIUS: UnitConversion = {
  toSI: (value) => value + KELVIN_AT_ZERO_CELSIUS,
  fromSI: (kelvin) => kelvin - KELVIN_AT_ZERO_CELSIUS,
};

/**
 * Every label used by any system, with its conversion. The type makes a missing label in
 * `UNIT_LABELS` a compile error rather than a runtime surprise.
 */
const CONVERSIONS: { [K in QuantityKind]: Record<UnitLabel<K>, UnitConversion> } = {
  length: { ft: scale(METRES_PER_FOOT), m: SAME },
  diameter: { in: scale(METRES_PER_INCH) },
  nozzle: { "/32 in": scale(METRES_PER_INCH / 32), "/32in": scale(METRES_PER_INCH / 32) },
  rop: {
    "ft/hr": scale(METRES_PER_FOOT / SECONDS_PER_HOUR),
    "m/hr": scale(1 / SECONDS_PER_HOUR),
  },
  volume: { bbl: scale(CUBIC_METRES_PER_BARREL), "m^3": SAME },
  fuelVolume: {
    gal: scale(CUBIC_METRES_PER_US_GALLON),
    "m^3": SAME,
    liter: scale(CUBIC_METRES_PER_LITRE),
  },
  pressure: { psi: scale(PASCALS_PER_PSI), bar: scale(PASCALS_PER_BAR) },
  density: { ppg: scale(KG_PER_M3_PER_PPG), "kg/m³": SAME },
  // apimix shows "°K" as the spec writes it; the value is plain kelvin.
  temperature: { "°F": FAHRENHEIT, "°K": SAME, "°C": CELSIUS },
  force: { klbs: scale(NEWTONS_PER_KLBS), kN: scale(1000) },
  torque: { "ft·lbf": scale(NEWTON_METRES_PER_FT_LBF), "kN·m": scale(1000) },
  flowRate: {
    gpm: scale(CUBIC_METRES_PER_SECOND_PER_GPM),
    "L/min": scale(CUBIC_METRES_PER_LITRE / 60),
  },
  concentration: { "mg/l": SAME },
  percent: { "%": SAME },
  angle: { deg: SAME },
  doglegSeverity: { "°/100ft": perDistance(100 * METRES_PER_FOOT), "°/30m": perDistance(30) },
  duration: { hr: scale(SECONDS_PER_HOUR) },
  money: { USD: SAME },
  rotarySpeed: { rpm: SAME },
  area: { "in²": scale(SQUARE_METRES_PER_SQUARE_INCH), "mm²": scale(1e-6) },
  velocity: { "ft/s": scale(METRES_PER_FOOT), "m/s": SAME },
  power: { hp: scale(WATTS_PER_HORSEPOWER), kW: scale(1000) },
  powerPerArea: {
    "hp/in²": scale(WATTS_PER_HORSEPOWER / SQUARE_METRES_PER_SQUARE_INCH),
    "W/mm²": scale(1e6),
  },
  viscosity: { cP: scale(PASCAL_SECONDS_PER_CENTIPOISE) },
  gelStrength: { "lbf/100ft²": scale(PASCALS_PER_LBF_PER_100_FT2), Pa: SAME },
  yieldPoint: { "lbf/100ft²": scale(PASCALS_PER_LBF_PER_100_FT2), Pa: SAME },
  mass: { lbm: scale(KILOGRAMS_PER_POUND), kg: SAME },
  mudFiltrate: { mL: scale(1e-6) },
  weightPerLength: { "lb/ft": scale(KILOGRAMS_PER_POUND / METRES_PER_FOOT), "kg/m": SAME },
  slurryYield: { "ft³/sk": scale(METRES_PER_FOOT ** 3), "m³/sk": SAME },
  count: { "": SAME },
  number: { "": SAME },
};

/** The label a user of `system` sees next to a value of `kind`. */
export function unitLabel(kind: QuantityKind, system: UnitSystem): string {
  return UNIT_LABELS[system][kind];
}

/** The conversion between `system`'s unit for `kind` and the stored unit. */
export function unitConversion(kind: QuantityKind, system: UnitSystem): UnitConversion {
  const byLabel: Readonly<Record<string, UnitConversion>> = CONVERSIONS[kind];
  const conversion = byLabel[unitLabel(kind, system)];
  if (!conversion) throw new Error(`No conversion for ${kind} in ${system}`);
  return conversion;
}

/** A value typed in `system`'s unit, as stored (SI). */
export function toSI(kind: QuantityKind, value: number, system: UnitSystem): number {
  return unitConversion(kind, system).toSI(value);
}

/** A stored (SI) value, in `system`'s unit. Not rounded: round only for display. */
export function fromSI(kind: QuantityKind, value: number, system: UnitSystem): number {
  return unitConversion(kind, system).fromSI(value);
}

/** A value shown in one system, re-expressed in another (e.g. for a comparison across users). */
export function convertBetweenSystems(
  kind: QuantityKind,
  value: number,
  from: UnitSystem,
  to: UnitSystem,
): number {
  return fromSI(kind, toSI(kind, value, from), to);
}
