/**
 * Numbers as people write them, both ways, in the two languages of the app. English groups
 * thousands with a comma and writes the decimal with a dot ("8,123.45"); Indonesian groups with
 * a dot and writes the decimal with a comma ("8.123,45"). A mark is read only as its language
 * uses it: "1,000" is a thousand in English and one in Indonesian, "1.5" is refused in
 * Indonesian (a group of one digit) rather than guessed. Groups are always three digits.
 */
import type { Language } from "~/domain/units/systems";

interface Notation {
  group: string;
  decimal: string;
  pattern: RegExp;
}

// An optional sign, the whole part (plain digits, or 1–3 digits then groups of exactly three),
// then an optional decimal part. U+2212 is the minus sign word processors write.
const NOTATION: Record<Language, Notation> = {
  en: {
    group: ",",
    decimal: ".",
    pattern: /^([+\-\u2212]?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/,
  },
  id: {
    group: ".",
    decimal: ",",
    pattern: /^([+\-\u2212]?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/,
  },
};

const LOCALE: Record<Language, string> = { en: "en-US", id: "id-ID" };

/**
 * What the user typed as a plain decimal ("-1234.5": no grouping, a dot, no exponent, no
 * superfluous zeros), exact, for values that must never pass through a binary float (money);
 * null when it is not a number written the language's way.
 */
export function parseUserDecimal(text: string, language: Language): string | null {
  const match = NOTATION[language].pattern.exec(text.trim());
  if (!match) return null;
  const [, sign = "", whole = "", fraction = ""] = match;
  const digits = whole
    .split(NOTATION[language].group)
    .join("")
    .replace(/^0+(?=\d)/, "");
  const decimals = fraction.replace(/0+$/, "");
  const magnitude = decimals ? `${digits}.${decimals}` : digits;
  return sign !== "" && sign !== "+" && /[1-9]/.test(magnitude) ? `-${magnitude}` : magnitude;
}

/**
 * The message for text that is not a number written the language's way: when it is one written
 * the other language's way ("4.50" in Indonesian, "4,5" in English), the message says how this
 * language writes numbers, rather than only that it is not one.
 */
export function notANumber(text: string, language: Language): string {
  const other: Language = language === "en" ? "id" : "en";
  const plain = text.trim().replace(/^\$\s*/, "");
  return parseUserDecimal(plain, other) === null
    ? "validation.number"
    : "validation.numberNotation";
}

/** A number typed by a user, or null when it is not a number written the language's way. */
export function parseUserNumber(text: string, language: Language): number | null {
  const plain = parseUserDecimal(text, language);
  if (plain === null) return null;
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}

/**
 * A number as an input shows it, so that saving it unchanged reads it back: the language's
 * decimal mark, no grouping, never an exponent, at most `fractionDigits` decimals.
 */
export function writeUserNumber(value: number, language: Language, fractionDigits = 20): string {
  // A formatter costs far more to make than to use, and a form shows thousands of numbers.
  const key = `${language}/${fractionDigits}`;
  let format = WRITERS.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE[language], {
      useGrouping: false,
      maximumFractionDigits: fractionDigits,
    });
    WRITERS.set(key, format);
  }
  return format.format(value === 0 ? 0 : value);
}

const WRITERS = new Map<string, Intl.NumberFormat>();

/** An exact plain decimal ("1234.5", as stored for money) as an input shows it. */
export function writeUserDecimal(plain: string, language: Language): string {
  return language === "id" ? plain.replace(".", ",") : plain;
}
