import type { Language } from "~/domain/units/systems";

// The spec's number rule: an optional sign, digits, an optional decimal part and an optional
// comma part. Indonesian writes the decimal comma ("12,5"; "1.234,5" with a thousands dot).
const NUMBER_PATTERN = /^[+-]?\d+(\.\d+)?(,\d+)?$/;

/** A number typed by a user, or null when it does not follow the spec's number rule. */
export function parseUserNumber(text: string, language: Language): number | null {
  const trimmed = text.trim().replace(/\s/g, "");
  if (!NUMBER_PATTERN.test(trimmed)) return null;
  let normalised = trimmed;
  if (trimmed.includes(",")) {
    normalised =
      trimmed.includes(".") && language === "en"
        ? trimmed.replace(/,/g, "")
        : trimmed.replace(/\./g, "").replace(",", ".");
  }
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}
