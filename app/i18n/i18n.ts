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
 * The strings come in parts: the chrome every page shows and each screen's own (en/chrome.ts and
 * the screens below). The server registers every part of both languages (resources.server.ts).
 * The browser downloads the document's language and the parts its page names before hydrating
 * (entry.client.tsx) and, on a client navigation, the parts of the next page and a newly chosen
 * language before that page shows (route clientLoaders, root clientLoader), so a page load carries
 * one language and its own screens, and no page ever shows a key in place of its text.
 */
export const SCREENS = ["accounts", "activity", "ddr", "interop", "planner"] as const;
export type Screen = (typeof SCREENS)[number];
type Part = "chrome" | Screen;
type Strings = Record<string, unknown>;

const parts: Record<Language, Record<Part, () => Promise<Strings>>> = {
  en: {
    chrome: () => import("./en/chrome").then((module) => module.chromeEn),
    accounts: () => import("./en/accounts").then((module) => ({ accounts: module.accountsEn })),
    activity: () => import("./en/activity").then((module) => ({ activity: module.activityEn })),
    ddr: () =>
      import("./en/ddr").then((module) => ({
        ddr: module.ddrEn,
        activity: module.ddrActivitiesEn,
      })),
    interop: () => import("./en/interop").then((module) => ({ interop: module.interopEn })),
    planner: () => import("./en/planner").then((module) => ({ planner: module.plannerEn })),
  },
  id: {
    chrome: () => import("./id/chrome").then((module) => module.chromeId),
    accounts: () => import("./id/accounts").then((module) => ({ accounts: module.accountsId })),
    activity: () => import("./id/activity").then((module) => ({ activity: module.activityId })),
    ddr: () =>
      import("./id/ddr").then((module) => ({
        ddr: module.ddrId,
        activity: module.ddrActivitiesId,
      })),
    interop: () => import("./id/interop").then((module) => ({ interop: module.interopId })),
    planner: () => import("./id/planner").then((module) => ({ planner: module.plannerId })),
  },
};

const registered = new Map<Language, { strings: Strings; parts: Set<Part> }>();
const cache = new Map<Language, I18n>();
let added = 0;

/** How many times strings were added to the instances: a translator remembering answers starts afresh. */
export function stringsAdded(): number {
  return added;
}

function register(language: Language, strings: Strings, names: readonly Part[]): void {
  const entry = registered.get(language) ?? { strings: {}, parts: new Set<Part>() };
  registered.set(language, entry);
  // A screen's part and the chrome share a namespace's menu names (ddr.nav): merge one level down.
  for (const [key, value] of Object.entries(strings)) {
    const held = entry.strings[key];
    entry.strings[key] =
      held && typeof held === "object" ? { ...held, ...(value as Strings) } : value;
  }
  for (const name of names) entry.parts.add(name);
  // Instances already handed out (every page holds one) translate the new strings from now on.
  for (const instance of cache.values()) {
    instance.addResourceBundle(language, "translation", strings, true, true);
  }
  added++;
}

/** Every part of a language at once (the server, tests). */
export function registerLanguage(language: Language, strings: Resources): void {
  register(language, strings, ["chrome", ...SCREENS]);
}

const loading = new Map<string, Promise<void>>();

function loadPart(language: Language, part: Part): Promise<void> {
  const key = `${language}/${part}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = parts[language][part]().then(
      (strings) => register(language, strings, [part]),
      (error: unknown) => {
        loading.delete(key); // a later navigation tries again
        throw error;
      },
    );
    loading.set(key, promise);
  }
  return promise;
}

// The page's language and the screens it has shown: every pair is loaded before a page shows. A
// language switch and the next page's screens may be asked in either order during one navigation;
// whichever settles last has loaded the other's too.
const languagesShown = new Set<Language>();
const screensShown = new Set<Screen>();

async function settle(): Promise<void> {
  for (;;) {
    const missing: Promise<void>[] = [];
    for (const language of languagesShown) {
      for (const part of ["chrome", ...screensShown] as const) {
        if (!registered.get(language)?.parts.has(part)) missing.push(loadPart(language, part));
      }
    }
    if (missing.length === 0) return;
    await Promise.all(missing);
  }
}

/** Resolves once `language` and `screens` translate synchronously; rejects when a part fails to load. */
export function loadStrings(
  language: Language | null,
  screens: readonly Screen[] = [],
): Promise<void> {
  if (language) {
    languagesShown.clear();
    languagesShown.add(language);
  }
  for (const screen of screens) screensShown.add(screen);
  return settle();
}

/**
 * Before the page shows in `language` or shows `screens`: their strings, or, when a deploy has
 * replaced their files since this page loaded, the document at `url` loaded afresh.
 */
export async function loadStringsBeforeNavigation(
  url: string,
  language: Language | null,
  screens: readonly Screen[] = [],
): Promise<void> {
  try {
    await loadStrings(language, screens);
  } catch (error) {
    console.error(`Could not load the page's strings, loading it afresh.`, error);
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
      [...registered].map(([name, { strings }]) => [name, { translation: strings }]),
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
      // Not `hour12: false`: Node's ICU then writes the hour after midnight as 24 ("24:10"), the
      // browser as 00, and the page drawn on the server no longer matches the one hydrated.
      hourCycle: "h23",
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
