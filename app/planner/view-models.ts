/**
 * What the planner screens send to the browser. Money travels as exact decimal strings
 * ("1234.50"); the page formats them with formatUsd, never through floating point.
 */
import type { CostFigures } from "~/domain/cost/afe";
import type { AfeStatus } from "~/domain/cost/afe-versions";
import { formatMoney, formatUsdCents, parseMoney } from "~/domain/money/decimal";
import type { Language } from "~/domain/units/systems";

export interface FiguresView {
  afe: string;
  actual: string;
  committed: string;
  variance: string;
  variancePercent: number | null;
  remainingPlan: string;
  forecast: string;
  forecastVariance: string;
  forecastVariancePercent: number | null;
}

/** The figures' columns, in the order every table and sheet of them shows them. */
export const FIGURE_COLUMNS = [
  { key: "afe", show: "money" },
  { key: "actual", show: "money" },
  { key: "committed", show: "money" },
  { key: "variance", show: "variance" },
  { key: "variancePercent", show: "percent" },
  { key: "remainingPlan", show: "money" },
  { key: "forecast", show: "money" },
  { key: "forecastVariance", show: "variance" },
] as const satisfies readonly { key: keyof FiguresView; show: string }[];

export function toFiguresView(figures: CostFigures): FiguresView {
  return {
    afe: formatMoney(figures.afe),
    actual: formatMoney(figures.actual),
    committed: formatMoney(figures.committed),
    variance: formatMoney(figures.variance),
    variancePercent: figures.variancePercent,
    remainingPlan: formatMoney(figures.remainingPlan),
    forecast: formatMoney(figures.forecast),
    forecastVariance: formatMoney(figures.forecastVariance),
    forecastVariancePercent: figures.forecastVariancePercent,
  };
}

/**
 * "$6,450,000.00" from an exact decimal string. The planner shows cents (not the spec's whole
 * dollars, §9): its unit prices have cents and its totals are sums of lines, which must add up
 * on screen (decision 041).
 */
export function usd(amount: string | null | undefined): string {
  if (amount === null || amount === undefined || amount === "") return "";
  return formatUsdCents(parseMoney(amount));
}

/**
 * "+7.5 %", "-12.3 %", or "" without a budget; in Indonesian with a decimal comma ("+7,5 %"),
 * where a dot groups thousands.
 */
export function percent(value: number | null, language: Language = "en"): string {
  if (value === null || !Number.isFinite(value)) return "";
  // `|| 0`: a variance that rounds to nothing is "0.0 %", never "-0.0 %".
  const rounded = Math.round(value * 10) / 10 || 0;
  const sign = rounded > 0 ? "+" : "";
  return `${sign}${oneDecimal(rounded, language)} %`;
}

/** Days of a duration in seconds to one decimal ("79.0"; in Indonesian "79,0"). */
export function days(seconds: number, language: Language = "en"): string {
  return oneDecimal(Math.round((seconds / 86_400) * 10) / 10, language);
}

const oneDecimalFormats = new Map<Language, Intl.NumberFormat>();

/** Exactly one decimal, thousands grouped as the reader's screens group them ("1,234.5", "1.234,5"). */
function oneDecimal(value: number, language: Language): string {
  let format = oneDecimalFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === "id" ? "id-ID" : "en-US", {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    oneDecimalFormats.set(language, format);
  }
  return format.format(value);
}

export type { PagedRows } from "~/identity/paging";

export interface WellOption {
  id: number;
  name: string;
}

export interface NamedOption {
  id: number;
  name: string;
}

export interface WellAfeSummaryRow extends FiguresView {
  wellId: number;
  wellName: string;
  fieldName: string;
  versions: number;
  draft: boolean;
}

export interface PhaseRowView extends FiguresView {
  phase: string | null;
}

export interface CategoryRowView extends FiguresView {
  bundleId: number | null;
  bundleName: string | null;
}

export interface AfeVersionView {
  id: number;
  versionNo: number;
  status: AfeStatus;
  reference: string | null;
  reason: string | null;
  amount: string;
  lines: number;
  /** Who started the version: someone else approves it. */
  createdById: number | null;
  createdByName: string | null;
  createdAt: string;
  approvedByName: string | null;
  approvedAt: string | null;
  version: number;
}

export interface AfeLineView {
  id: number;
  afeId: number;
  versionNo: number;
  status: AfeStatus;
  code: string;
  phase: string;
  bundleId: number | null;
  bundleName: string | null;
  costItemId: number | null;
  costItemName: string | null;
  activityName: string | null;
  description: string;
  quantity: string | null;
  unit: string | null;
  unitPrice: string | null;
  amount: string;
  version: number;
}

export interface CostItemView {
  id: number;
  name: string;
  bundleId: number;
  bundleName: string;
  componentId: number | null;
  componentName: string | null;
  unitId: number;
  unitName: string;
  vendor: string | null;
  unitPrice: string;
  currency: string;
  activityCount: number;
  version: number;
}

export interface ActivityCostView {
  id: number;
  costItemId: number;
  costItemName: string;
  bundleName: string;
  unitName: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  remark: string | null;
  version: number;
}

export interface ActivityView {
  id: number;
  phase: string;
  sequence: number;
  name: string;
  description: string | null;
  plannedDurationS: number;
  total: string;
  costs: ActivityCostView[];
  version: number;
}

export interface CatalogueEntryView {
  id: number;
  name: string;
  description: string | null;
  itemCount: number;
  version: number;
}
