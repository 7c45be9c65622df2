/**
 * Exact decimals typed by a planner: money and quantities go to the database as strings, so
 * they are read without ever becoming a JS number, with the app's one number notation per
 * language (units/parse-number.ts); a leading "$" is allowed on money.
 */
import type { Language } from "~/domain/units/systems";
import { parseUserDecimal as parseDecimal } from "~/units/parse-number";

/** "1234.5" from what the user typed, or null when it is not a number. */
export function parseUserDecimal(text: string, language: Language): string | null {
  return parseDecimal(text.trim().replace(/^\$\s*/, ""), language);
}

/** How many decimals a plain decimal string has. */
export function decimalPlaces(plain: string): number {
  const dot = plain.indexOf(".");
  return dot === -1 ? 0 : plain.length - dot - 1;
}

/** How many digits before the decimal point. */
export function integerDigits(plain: string): number {
  const whole = plain.replace(/^-/, "").split(".")[0] ?? "";
  return whole.replace(/^0+/, "").length;
}
