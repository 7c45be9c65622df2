/**
 * The precision a quantity is read and typed at, per unit system: the step of its last digit
 * (depth to 0.01 ft or 0.01 m, density to 0.01 ppg or 1 kg/m³, …). A value converted from SI for
 * a form, a table or a spreadsheet is rounded to it, so 78 °F typed comes back as 78, not
 * 78.00000000000006, and a depth carried over in metres reads 8086.29 ft, not 8086.28609.
 * Stored values keep full precision; only what a person reads is rounded.
 */
import type { QuantityKind } from "./quantities";
import type { UnitSystem } from "./systems";
import { toSI } from "./units";

type Steps = Readonly<Record<QuantityKind, number>>;

/** Steps shared by every system (degrees, rpm, percent, mg/L, USD, counts are the same units). */
const COMMON = {
  diameter: 0.001, // in: 12.25, 9.625, 8.375
  nozzle: 1, // /32 in
  concentration: 1, // mg/l
  percent: 0.1,
  angle: 0.01, // deg
  doglegSeverity: 0.01,
  duration: 0.01, // hr
  money: 0.01, // USD
  rotarySpeed: 1, // rpm
  viscosity: 0.1, // cP
  mudFiltrate: 0.1, // mL
  count: 1,
  number: 0.01,
} as const;

/**
 * Oilfield units. GDE reads lengths in metres, fuel in litres, mass in kg and temperature in °C,
 * each at the same step as its oilfield unit.
 */
const OILFIELD_STEPS: Steps = {
  ...COMMON,
  length: 0.01, // ft
  rop: 0.1, // ft/hr
  volume: 0.1, // bbl
  fuelVolume: 1, // gal
  pressure: 1, // psi
  density: 0.01, // ppg
  temperature: 0.1, // °F
  force: 0.1, // klbs
  torque: 1, // ft·lbf
  flowRate: 1, // gpm
  area: 0.001, // in²
  gelStrength: 0.1, // lbf/100ft²
  yieldPoint: 0.1, // lbf/100ft²
  mass: 1, // lbm
  weightPerLength: 0.01, // lb/ft
  slurryYield: 0.01, // ft³/sk
  velocity: 1, // ft/s
  power: 1, // hp
  powerPerArea: 0.01, // hp/in²
};

export const PRECISION: Readonly<Record<UnitSystem, Steps>> = {
  api: OILFIELD_STEPS,
  apimix: {
    ...COMMON,
    length: 0.01, // m
    rop: 0.1, // m/hr
    volume: 0.01, // m³
    fuelVolume: 0.01, // m³
    pressure: 0.1, // bar
    density: 1, // kg/m³
    temperature: 0.1, // K
    force: 0.1, // kN
    torque: 0.01, // kN·m
    flowRate: 1, // L/min
    area: 0.01, // mm²
    gelStrength: 0.1, // Pa
    yieldPoint: 0.1, // Pa
    mass: 1, // kg
    weightPerLength: 0.01, // kg/m
    slurryYield: 0.0001, // m³/sk
    velocity: 0.1, // m/s
    power: 1, // kW
    powerPerArea: 0.01, // W/mm²
  },
  gde: OILFIELD_STEPS,
};

/** Decimals of a step: 0.01 → 2, 1 → 0. */
export function decimalsOf(step: number): number {
  const text = String(step);
  const point = text.indexOf(".");
  return point < 0 ? 0 : text.length - point - 1;
}

/** Decimals a quantity is shown and typed with in a unit system. */
export function precisionDigits(kind: QuantityKind, system: UnitSystem): number {
  return decimalsOf(PRECISION[system][kind]);
}

/**
 * A value in `system`'s unit rounded to the precision of its kind: the one function everything
 * that shows a converted value to a person (forms, tables, spreadsheets) goes through. A limit
 * rounds down, so what is shown never exceeds what was worked out; a lower bound shown to the
 * person rounds up, so the figure they are told to enter is one that passes.
 */
export function roundToPrecision(
  kind: QuantityKind,
  value: number,
  system: UnitSystem,
  direction: "nearest" | "down" | "up" = "nearest",
): number {
  if (!Number.isFinite(value)) return value;
  const step = PRECISION[system][kind];
  // The tolerance keeps 13.9 / 0.01 = 1389.9999999999998 at 1390 when rounding down.
  const steps =
    direction === "down"
      ? Math.floor(value / step + 1e-9)
      : direction === "up"
        ? Math.ceil(value / step - 1e-9)
        : Math.round(value / step);
  const rounded = steps * step;
  // The multiplication leaves binary noise (0.1 × 3 = 0.30000000000000004): cut it off.
  const clean = Number(rounded.toFixed(decimalsOf(step)));
  return clean === 0 ? 0 : clean;
}

/**
 * Half the coarsest step of a kind across the unit systems, in its stored (SI) unit: how far a
 * value may move when it is shown rounded and saved again unchanged. Comparisons with another
 * report's value (a depth not shallower than yesterday's) allow this much.
 */
export function roundingToleranceSI(kind: QuantityKind): number {
  let widest = 0;
  for (const system of Object.keys(PRECISION) as UnitSystem[]) {
    const step = PRECISION[system][kind];
    widest = Math.max(widest, Math.abs(toSI(kind, step, system) - toSI(kind, 0, system)));
  }
  return widest / 2;
}
