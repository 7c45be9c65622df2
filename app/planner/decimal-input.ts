/**
 * Exact decimals typed by a planner: money and quantities go to the database as strings, so
 * they are read here without ever becoming a JS number. The spec's number rule (an optional
 * sign, digits, an optional decimal part, an optional comma part) plus thousands grouping as
 * each language writes it: "1,234,567.50" in English, "1.234.567,50" in Indonesian.
 */
import type { Language } from "~/domain/units/systems";

const SPEC_NUMBER = /^[+-]?\d+(\.\d+)?(,\d+)?$/;
const GROUPED_EN = /^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/;
const GROUPED_ID = /^[+-]?\d{1,3}(\.\d{3})+(,\d+)?$/;
const PLAIN = /^[+-]?\d+(\.\d+)?$/;

/** "1234.5" from what the user typed, or null when it is not a number. */
export function parseUserDecimal(text: string, language: Language): string | null {
  const typed = text.trim().replace(/\s/g, "").replace(/^\$/, "");
  let plain: string;
  if (language === "en" && GROUPED_EN.test(typed)) plain = typed.replace(/,/g, "");
  else if (language === "id" && GROUPED_ID.test(typed)) {
    plain = typed.replace(/\./g, "").replace(",", ".");
  } else if (SPEC_NUMBER.test(typed)) {
    // A comma part is the decimals ("12,5"); with both marks the comma is the decimal one in
    // Indonesian ("1.5,25" never happens in English).
    plain = typed.includes(",") ? typed.replace(/\./g, "").replace(",", ".") : typed;
  } else return null;
  if (!PLAIN.test(plain)) return null;
  const negative = plain.startsWith("-");
  const unsigned = plain.replace(/^[+-]/, "");
  const [whole = "0", fraction = ""] = unsigned.split(".");
  const trimmedWhole = whole.replace(/^0+(?=\d)/, "");
  const trimmedFraction = fraction.replace(/0+$/, "");
  const magnitude = trimmedFraction ? `${trimmedWhole}.${trimmedFraction}` : trimmedWhole;
  return negative && /[1-9]/.test(magnitude) ? `-${magnitude}` : magnitude;
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
