import type { Table } from "apache-arrow";

import type { ChartContext } from "./context";
import { BLUE, ORANGE, type PlotOptions, type Row } from "./plot-kit";
import { simplifyLine } from "./simplify";

/** What the charts across wells share: whose mark it is, its colour and its link. */

export const GREY = "#9aa5b1";

/** The selected well is drawn apart; a comparison (no selected well) gives each well a colour. */
export function isComparison(table: Table): boolean {
  return table.schema.metadata.get("scope") === "comparison";
}

/** A well's name, or the field's total on the row of well 0. */
export function wellName(ctx: ChartContext, d: Row): string {
  return Number(d.wellId) === 0 ? ctx.t("fieldDashboards.fieldTotal") : String(d.well);
}

/** The wells in the order the series lists them (a ranking, or the field's natural order). */
export function wellOrder(ctx: ChartContext, data: Row[]): string[] {
  return [...new Set(data.map((d) => wellName(ctx, d)))];
}

/**
 * The wells a comparison colours, in the set's order: each well keeps its colour in every chart,
 * also where it has nothing to show.
 */
export function comparedWells(table: Table, ctx: ChartContext, data: Row[]): string[] {
  const listed = table.schema.metadata.get("wells");
  return listed ? listed.split("\n") : wellOrder(ctx, data);
}

/**
 * Where a well's mark leads: the series' template with the row's well (and NPT cause) filled in.
 * The field's total (well 0) leads nowhere.
 */
export function wellLink(table: Table): (d: Row) => string | null {
  const template = table.schema.metadata.get("href") ?? "";
  return (d) =>
    !template || Number(d.wellId) === 0
      ? null
      : template
          .replace("{well}", String(d.wellId))
          .replace("{code}", encodeURIComponent(String(d.code ?? "")));
}

/**
 * A mark's fill: on a field's dashboard the selected well stands out against the others; in a
 * comparison each well has its own colour, named in the legend.
 */
export function wellFill(
  table: Table,
  ctx: ChartContext,
  data: Row[],
): { fill: (d: Row) => string; color: PlotOptions["color"] } {
  if (isComparison(table)) {
    return {
      fill: (d) => wellName(ctx, d),
      color: { legend: true, domain: comparedWells(table, ctx, data), scheme: "tableau10" },
    };
  }
  return {
    fill: (d) => (Number(d.focus) === 1 ? ORANGE : BLUE),
    color: undefined,
  };
}

/** Dollars in full, for a mark's title (axes use the compact form): "$1,790", "$25,366,441". */
export function usdFormat(language: string) {
  const format = new Intl.NumberFormat(language === "id" ? "id-ID" : "en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  });
  return (value: number) => format.format(value);
}

/** Rows of a well per band: tall enough to read every well, however many the field has. */
export function heightForRows(ctx: ChartContext, rows: number, perRow = 18, chrome = 70): number {
  return Math.max(ctx.height, rows * perRow + chrome);
}

/**
 * Each well's line with only the points it needs at the size it is drawn (half a pixel), its
 * last point kept: the well's mark.
 */
export function simplifiedLines(
  data: Row[],
  x: string,
  y: string,
  ctx: ChartContext,
  margins: { left: number; bottom: number },
): Row[] {
  const xs = data.map((d) => Number(d[x]));
  const ys = data.map((d) => Number(d[y]));
  const span = (values: number[]) => Math.max(1e-9, Math.max(...values) - Math.min(...values));
  const kx = Math.max(1, ctx.width - margins.left - 20) / span(xs);
  const ky = Math.max(1, ctx.height - margins.bottom - 30) / span(ys);
  const byWell = new Map<unknown, Row[]>();
  for (const d of data) {
    const points = byWell.get(d.wellId);
    if (points) points.push(d);
    else byWell.set(d.wellId, [d]);
  }
  return [...byWell.values()].flatMap((points) =>
    simplifyLine(
      points,
      (d) => Number(d[x]) * kx,
      (d) => Number(d[y]) * ky,
      0.5,
    ),
  );
}

/** The last row of each well: where its line ends. */
export function lastOfEachWell(data: Row[]): Row[] {
  const last = new Map<unknown, Row>();
  for (const d of data) last.set(d.wellId, d);
  return [...last.values()];
}
