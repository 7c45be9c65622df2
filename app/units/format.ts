import type { QuantityKind } from "~/domain/units/quantities";
import type { Language, UnitSystem } from "~/domain/units/systems";
import { precisionDigits, roundToPrecision } from "~/domain/units/precision";
import { fromSI, unitLabel } from "~/domain/units/units";
import { formatNumber } from "~/i18n/i18n";

import { writeUserNumber } from "./parse-number";

/** Decimals a spreadsheet cell shows for each kind; forms and tables follow domain/units/precision. */
export const DISPLAY_DIGITS: Record<QuantityKind, number> = {
  length: 2,
  diameter: 3,
  nozzle: 0,
  rop: 2,
  volume: 2,
  fuelVolume: 1,
  pressure: 1,
  density: 2,
  temperature: 1,
  force: 1,
  torque: 0,
  flowRate: 0,
  concentration: 0,
  percent: 1,
  angle: 2,
  doglegSeverity: 2,
  duration: 2,
  money: 0,
  rotarySpeed: 0,
  area: 4,
  velocity: 0,
  power: 0,
  powerPerArea: 2,
  viscosity: 1,
  gelStrength: 1,
  yieldPoint: 1,
  mass: 1,
  mudFiltrate: 1,
  weightPerLength: 2,
  count: 0,
  number: 2,
};

/** A stored SI value in the user's unit, as a number (for inputs and charts). */
export function displayValue(
  kind: QuantityKind,
  si: number | null | undefined,
  system: UnitSystem,
): number | null {
  if (si === null || si === undefined || !Number.isFinite(si)) return null;
  return fromSI(kind, si, system);
}

/** A stored SI value as the user reads it, e.g. "1,234.57 ft" or "376,30 m". Empty when missing. */
export function formatQuantity(
  kind: QuantityKind,
  si: number | null | undefined,
  system: UnitSystem,
  language: Language,
  options: { digits?: number; withUnit?: boolean } = {},
): string {
  const value = displayValue(kind, si, system);
  if (value === null) return "";
  const digits = options.digits ?? precisionDigits(kind, system);
  const text = formatNumber(value, language, digits);
  const unit = unitLabel(kind, system);
  return options.withUnit === false || !unit ? text : `${text} ${unit}`;
}

/**
 * The value to put back into an input: the user's unit at the precision it is typed with, in
 * their notation; what was typed comes back as typed.
 */
export function inputValue(
  kind: QuantityKind,
  si: number | null | undefined,
  system: UnitSystem,
  language: Language,
): string {
  const value = displayValue(kind, si, system);
  if (value === null) return "";
  // Written the way the number parser reads the language back (no grouping, never an exponent).
  return writeUserNumber(
    roundToPrecision(kind, value, system),
    language,
    precisionDigits(kind, system),
  );
}
