import i18next, { type i18n as I18n, type TFunction } from "i18next";

import { languageForSystem, unitSystemFromStandard, type Language } from "~/domain/units/systems";

import { en } from "./en";
import { id } from "./id";

export const LANGUAGES: readonly Language[] = ["en", "id"];
export const resources = { en: { translation: en }, id: { translation: id } } as const;

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "id";
}

/** The user's own choice wins; otherwise the language follows the unit standard (api when signed out). */
export function languageOf(
  user: { language: string | null; unitStandard: number } | null,
): Language {
  if (user && isLanguage(user.language)) return user.language;
  return languageForSystem(unitSystemFromStandard(user?.unitStandard));
}

/** A ready instance for one language; resources are bundled, so this initialises synchronously. */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: "en",
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    // One namespace only: a colon in a message (e.g. "Uploaded: 3 sections") is text, not a namespace.
    nsSeparator: false,
    returnNull: false,
  });
  return instance;
}

const cache = new Map<Language, I18n>();
export function translator(language: Language): TFunction {
  let instance = cache.get(language);
  if (!instance) {
    instance = createI18n(language);
    cache.set(language, instance);
  }
  return instance.t;
}

/** Dates: MM/DD/YYYY in English, DD/MM/YYYY in Indonesian; stored and sent as YYYY-MM-DD. */
export function formatDate(value: string | Date | null | undefined, language: Language): string {
  if (!value) return "";
  const iso = typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);
  const [y, m, d] = iso.split("-");
  if (!y || !m || !d) return "";
  return language === "id" ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
}

export function formatDateTime(value: string | Date, language: Language): string {
  const date = typeof value === "string" ? new Date(value) : value;
  const time = date.toLocaleTimeString(language === "id" ? "id-ID" : "en-US", {
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
    timeZone: "UTC",
  });
  return `${formatDate(date, language)} ${time} UTC`;
}

export function formatNumber(value: number, language: Language, fractionDigits = 2): string {
  return new Intl.NumberFormat(language === "id" ? "id-ID" : "en-US", {
    maximumFractionDigits: fractionDigits,
    minimumFractionDigits: 0,
  }).format(value);
}
