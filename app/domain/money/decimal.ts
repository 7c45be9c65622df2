/**
 * Exact money on integer cents (bigint): costs, AFE lines and cumulative totals never pass
 * through binary floating point. Rounding to cents is half away from zero ("half-up" on the
 * magnitude), the rule of PostgreSQL's round(numeric) and of Excel's ROUND, so the app agrees to
 * the cent with the database and with the operator's DDR spreadsheet.
 */

/** US cents. */
export type Cents = bigint;

/** A decimal number as mantissa × 10^−scale, e.g. 12.345 = { mantissa: 12345n, scale: 3 }. */
interface ExactDecimal {
  mantissa: bigint;
  scale: number;
}

// Accepts what PostgreSQL prints for numeric ("-1234.5600") and what String(number) gives
// ("1.5e-7"); no thousands separators, which are display only.
const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

function parseDecimal(text: string): ExactDecimal | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign = "", whole = "", fraction = "", exponent = "0"] = match;
  if (whole === "" && fraction === "") return null;
  const magnitude = BigInt(`${whole}${fraction}` || "0");
  let scale = fraction.length - Number(exponent);
  let mantissa = sign === "-" ? -magnitude : magnitude;
  if (scale < 0) {
    mantissa *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { mantissa, scale };
}

/** numerator / denominator (> 0), rounded half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator; // truncates toward zero
  const remainder = numerator % denominator;
  const absRemainder = remainder < 0n ? -remainder : remainder;
  if (2n * absRemainder < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

/** mantissa·10^−scale · factor, rounded to cents. */
function scaledToCents({ mantissa, scale }: ExactDecimal, factor: bigint = 1n): Cents {
  const cents = mantissa * factor * 100n;
  return divideRounded(cents, 10n ** BigInt(scale));
}

/** "1234.56" (or a PostgreSQL numeric string) as cents, or null when it is not a number. */
export function tryParseMoney(text: string): Cents | null {
  const decimal = parseDecimal(text);
  return decimal === null ? null : scaledToCents(decimal);
}

/** "1234.56" as cents; more than 2 decimals are rounded half away from zero. */
export function parseMoney(text: string): Cents {
  const cents = tryParseMoney(text);
  if (cents === null) throw new RangeError(`Not an amount of money: "${text}"`);
  return cents;
}

/** A JS number of dollars as cents, reading it as its shortest decimal form (0.1 is 0.1). */
export function moneyFromNumber(dollars: number): Cents {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount of money: ${dollars}`);
  return parseMoney(String(dollars));
}

export function addMoney(a: Cents, b: Cents): Cents {
  return a + b;
}

export function subtractMoney(a: Cents, b: Cents): Cents {
  return a - b;
}

export function sumMoney(amounts: Iterable<Cents>): Cents {
  let total = 0n;
  for (const amount of amounts) total += amount;
  return total;
}

/** Cumulative cost: cum(d) = cum(d − 1) + daily(d), starting from `opening`. */
export function runningTotals(daily: readonly Cents[], opening: Cents = 0n): Cents[] {
  let cumulative = opening;
  return daily.map((amount) => (cumulative += amount));
}

/** unitPrice × quantity (e.g. 12.5 sacks, 0.75 day), rounded half away from zero to cents. */
export function multiplyMoney(amount: Cents, quantity: string | number): Cents {
  const decimal = parseDecimal(String(quantity));
  if (decimal === null || (typeof quantity === "number" && !Number.isFinite(quantity))) {
    throw new RangeError(`Not a quantity: ${String(quantity)}`);
  }
  return divideRounded(amount * decimal.mantissa, 10n ** BigInt(decimal.scale));
}

export function compareMoney(a: Cents, b: Cents): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** "-1234.56": plain, two decimals, for inputs, exports and the database. */
export function formatMoney(amount: Cents): string {
  const negative = amount < 0n;
  const magnitude = negative ? -amount : amount;
  const dollars = magnitude / 100n;
  const cents = String(magnitude % 100n).padStart(2, "0");
  return `${negative ? "-" : ""}${dollars}.${cents}`;
}

const USD = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** "$6,450,000": the spec's currency filter (en-US USD, 0 fraction digits). */
export function formatUsd(amount: Cents): string {
  return USD.format(divideRounded(amount, 100n));
}

const USD_CENTS = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * "$6,450,000.00": to the cent, wherever a unit price or a sum of parts is shown, so that the
 * parts on screen add up to the total on screen.
 */
export function formatUsdCents(amount: Cents): string {
  const negative = amount < 0n;
  const magnitude = negative ? -amount : amount;
  // Through the exact string, never a float: 2^53 cents is far below any budget but cheap to keep.
  const [dollars = "0", cents = "00"] = formatMoney(magnitude).split(".");
  const text = `${USD_CENTS.format(Number(dollars)).slice(0, -3)}.${cents}`;
  return negative ? `-${text}` : text;
}

/** Dollars as a JS number, for charts only. */
export function moneyToNumber(amount: Cents): number {
  return Number(amount) / 100;
}

/** AFE variance: actual − AFE (positive means over budget). */
export function afeVariance(actual: Cents, afe: Cents): Cents {
  return actual - afe;
}

/** (actual − AFE) / AFE × 100; null when there is no budget to compare with. */
export function percentVariance(actual: Cents, afe: Cents): number | null {
  if (afe === 0n) return null;
  // Multiply before dividing so round figures (7.5 %) come out exact.
  return (Number(actual - afe) * 100) / Number(afe);
}
