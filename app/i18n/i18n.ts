import i18next, { type i18n as I18n, type TFunction } from "i18next";

import { languageForSystem, unitSystemFromStandard, type Language } from "~/domain/units/systems";

import type { Resources } from "./en";

export const LANGUAGES: readonly Language[] = ["en", "id"];

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

/*
 * Each language's strings are a module of their own, registered before anything translates with
 * them. The server registers both (resources.server.ts). The browser downloads the document's
 * language before hydrating (entry.client.tsx) and another one only when the user switches to it
 * (root clientLoader), so a page load carries one language, not all.
 */
const registered = new Map<Language, Resources>();
const cache = new Map<Language, I18n>();
const modules: Record<Language, () => Promise<Resources>> = {
  en: () => import("./en").then((module) => module.en),
  id: () => import("./id").then((module) => module.id),
};

export function registerLanguage(language: Language, strings: Resources): void {
  registered.set(language, strings);
  cache.clear();
}

/** Resolves once `language` translates synchronously; rejects when its module fails to load. */
export async function loadLanguage(language: Language): Promise<void> {
  if (!registered.has(language)) registerLanguage(language, await modules[language]());
}

/**
 * Before the page switches to `language` (settings, profile, sign-in): its strings, or, when a deploy
 * has replaced their file since this page loaded, the document at `url` loaded afresh.
 */
export async function loadLanguageBeforeNavigation(language: Language, url: string): Promise<void> {
  try {
    await loadLanguage(language);
  } catch (error) {
    console.error(`Could not load the "${language}" strings, loading the page afresh.`, error);
    window.location.assign(url);
    await new Promise(() => {}); // the document load replaces this page
  }
}

/** A ready instance for one language, built from the registered strings; it initialises synchronously. */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    // Any registered language fills a gap, so text never shows as a bare key.
    fallbackLng: [...LANGUAGES],
    resources: Object.fromEntries(
      [...registered].map(([name, strings]) => [name, { translation: strings }]),
    ),
    initAsync: false,
    interpolation: { escapeValue: false },
    // One namespace only: a colon in a message (e.g. "Uploaded: 3 sections") is text, not a namespace.
    nsSeparator: false,
    returnNull: false,
  });
  return instance;
}

/**
 * The shared instance for one language. Its language never changes, so every page and request in
 * that language can use it; building one per page load cost a millisecond of each server render.
 */
export function i18nFor(language: Language): I18n {
  let instance = cache.get(language);
  if (!instance) {
    instance = createI18n(language);
    // Keep only complete instances: one made before its language registered is rebuilt next time.
    if (registered.has(language)) cache.set(language, instance);
  }
  return instance;
}

export function translator(language: Language): TFunction {
  return i18nFor(language).t;
}

/** Dates: MM/DD/YYYY in English, DD/MM/YYYY in Indonesian; stored and sent as YYYY-MM-DD. */
export function formatDate(value: string | Date | null | undefined, language: Language): string {
  if (!value) return "";
  const iso = typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);
  const [y, m, d] = iso.split("-");
  if (!y || !m || !d) return "";
  return language === "id" ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
}

const timeFormats = new Map<Language, Intl.DateTimeFormat>();

/** "05/04/2026 06:30 UTC"; the time formatter is kept, as `toLocaleTimeString` makes one a call. */
export function formatDateTime(value: string | Date, language: Language): string {
  const date = typeof value === "string" ? new Date(value) : value;
  let format = timeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === "id" ? "id-ID" : "en-US", {
      hour: "2-digit",
      minute: "2-digit",
      hour12: false,
      timeZone: "UTC",
    });
    timeFormats.set(language, format);
  }
  return `${formatDate(date, language)} ${format.format(date)} UTC`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** "1,234.57" or "1.234,57"; formatters are kept, a page formats thousands of numbers. */
export function formatNumber(value: number, language: Language, fractionDigits = 2): string {
  const key = `${language}/${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language === "id" ? "id-ID" : "en-US", {
      maximumFractionDigits: fractionDigits,
      minimumFractionDigits: 0,
    });
    numberFormats.set(key, format);
  }
  return format.format(value);
}
