/** A well's total days as the well list shows them (product spec §3, §9). */

/** "Not available" as the spec writes it; the same in every language. */
export const MISSING_TOTAL_DAYS = "N/A";

/** Two decimals ("36.50"), or "N/A" when the value is missing or not a number. */
export function formatTotalDays(totalDays: number | string | null | undefined): string {
  if (totalDays === null || totalDays === undefined) return MISSING_TOTAL_DAYS;
  // PostgreSQL numeric columns arrive as strings.
  const days =
    typeof totalDays === "string" ? (totalDays.trim() === "" ? NaN : Number(totalDays)) : totalDays;
  if (!Number.isFinite(days)) return MISSING_TOTAL_DAYS;
  const text = days.toFixed(2);
  return text === "-0.00" ? "0.00" : text;
}
