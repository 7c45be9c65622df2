import type { QuantityKind } from "~/domain/units/quantities";
import type { Language, UnitSystem } from "~/domain/units/systems";
import { precisionDigits, roundToPrecision } from "~/domain/units/precision";
import { fromSI, unitLabel } from "~/domain/units/units";
import { formatNumber } from "~/i18n/i18n";

import { writeUserNumber } from "./parse-number";

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
  options: { digits?: number; withUnit?: boolean; roundDown?: boolean } = {},
): string {
  const shown = displayValue(kind, si, system);
  if (shown === null) return "";
  const value = options.roundDown ? roundToPrecision(kind, shown, system, "down") : shown;
  const digits = options.digits ?? precisionDigits(kind, system);
  // What rounds to zero reads 0, never "-0" (a depth unchanged since yesterday, less a hair).
  const text = formatNumber(Math.abs(value) < 0.5 * 10 ** -digits ? 0 : value, language, digits);
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
