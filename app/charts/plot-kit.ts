import type * as Plot from "@observablehq/plot";

import { formatDate } from "~/i18n/i18n";

import type { ChartContext } from "./context";

/** The vocabulary the chart specs share: colours, number formats and the base frame. */

export type PlotOptions = Plot.PlotOptions;
export type Row = Record<string, unknown>;

export const BLUE = "#2b6f9e";
export const GREEN = "#0b5d3b";
export const ORANGE = "#c2571a";
export const LIGHT_BLUE = "#8bb8d6";

/** Bit runs along the axis in the order the series lists them (run order), not as text. */
export const runOrder = (data: Row[]) => [...new Set(data.map((d) => String(d.bitNo)))];

/**
 * Money on an axis: compact, with the digits a tick needs ("$1.5M", "$2M", "$2.5M"; never "$2M"
 * twice). Nice ticks are k × 1, 2 or 5 × 10ⁿ with k at most about 20, so three significant digits
 * always tell neighbouring ticks apart.
 */
// Money reads the same in every language, as the tables beside the charts write it (the
// specification's currency format is en-US USD): "$426,600.00", never "US$426.600,00".
export function moneyFormat(_language: string) {
  const format = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    maximumSignificantDigits: 3,
    notation: "compact",
  });
  return (value: number) => format.format(value);
}

/** Money in a title or tooltip: to the cent, as the table beside the chart shows it. */
export function exactMoneyFormat(_language: string) {
  const format = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (value: number) => format.format(value);
}

export function numberFormat(language: string, digits = 1) {
  const format = new Intl.NumberFormat(language === "id" ? "id-ID" : "en-US", {
    maximumFractionDigits: digits,
  });
  return (value: unknown) => format.format(Number(value));
}

/** A figure with its unit, or "—" where there is none to tell (never "NaN"). */
export function figure(format: (value: unknown) => string, value: unknown, unit: string): string {
  return typeof value === "number" && Number.isFinite(value) ? `${format(value)} ${unit}` : "—";
}

/** "day 12": a point's day from spud, as its report counts it. */
export const dayOf = (ctx: ChartContext, d: Row) =>
  ctx.t("dashboards.point.day", { day: Number(d.day) });

/** A point's report date as the reader's screens write it ("10/05/2026", "05/10/2026"). */
export const dateOf = (ctx: ChartContext, d: Row) => formatDate(String(d.date), ctx.language);

export const base = (ctx: ChartContext): PlotOptions => ({
  width: ctx.width,
  height: ctx.height,
  marginLeft: 64,
  marginBottom: 40,
  style: { fontSize: "11px", overflow: "visible" },
});

/** Plot's tick labels are 10 px sans-serif: about this many pixels a character, on average. */
const CHARACTER_WIDTH = 6;

/**
 * Room on the left for bar labels ("WOE Waiting on equipment/services"): as wide as the longest
 * label needs, at most 45 % of the chart; a label longer than that is cut with "…" on the axis and
 * read whole in its bar's title.
 */
export function labelAxis(labels: readonly string[], ctx: ChartContext) {
  const room = Math.floor(ctx.width * 0.45);
  const longest = labels.reduce((most, label) => Math.max(most, label.length), 0);
  const marginLeft = Math.min(room, Math.max(60, longest * CHARACTER_WIDTH + 14));
  const fits = Math.max(4, Math.floor((marginLeft - 14) / CHARACTER_WIDTH));
  return {
    marginLeft,
    tickFormat: (label: string) =>
      label.length > fits ? `${label.slice(0, fits - 1).trimEnd()}…` : label,
  };
}
