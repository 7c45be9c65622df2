import { formatTotalDays, MISSING_TOTAL_DAYS } from "~/domain/formatting/total-days";
import type { Language, UnitSystem } from "~/domain/units/systems";
import { formatQuantity } from "~/units/format";

/** Total days with 2 decimals in the user's notation ("36.50", "36,50"), or N/A. */
export function formatWellTotalDays(days: number | null, language: Language): string {
  const text = formatTotalDays(days);
  return text !== MISSING_TOTAL_DAYS && language === "id" ? text.replace(".", ",") : text;
}

/** Coordinates to five decimals of a degree (about a metre), with the angle's unit. */
export function formatCoordinate(
  degrees: number | null,
  system: UnitSystem,
  language: Language,
): string {
  return formatQuantity("angle", degrees, system, language, { digits: 5 });
}
