import type { Language } from "~/domain/units/systems";
import { formatDate } from "~/i18n/i18n";

/** What a date field shows as its pattern: MM/DD/YYYY in English, DD/MM/YYYY in Indonesian. */
export function datePattern(language: Language): string {
  return language === "id" ? "DD/MM/YYYY" : "MM/DD/YYYY";
}

/** A stored YYYY-MM-DD date as the user types it back. */
export function dateInputValue(value: string | null | undefined, language: Language): string {
  return formatDate(value ?? null, language);
}

/**
 * A date typed by a user in their language's display format (or as the YYYY-MM-DD value format),
 * as YYYY-MM-DD; null when it is not a real calendar date.
 */
export function parseDisplayDate(text: string, language: Language): string | null {
  const trimmed = text.trim();
  let year: number;
  let month: number;
  let day: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const display = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else if (display) {
    const [first, second] = [Number(display[1]), Number(display[2])];
    year = Number(display[3]);
    [month, day] = language === "id" ? [second, first] : [first, second];
  } else {
    return null;
  }
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
