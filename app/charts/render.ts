import * as Plot from "@observablehq/plot";
import type { Table } from "apache-arrow";

import { tileTitleKey, type TileType } from "~/dashboards/tile-types";

import type { ChartContext } from "./context";
import { chartSpec } from "./specs";

/**
 * Renders a tile's chart to SVG markup with the given document (the browser's, or a server-side
 * DOM), or null when the series is empty so the caller can say so in words.
 */
export function renderChartMarkup(
  type: TileType,
  table: Table,
  ctx: ChartContext,
  document: Document,
): string | null {
  const options = chartSpec(type, table, ctx);
  if (!options) return null;
  const figure = Plot.plot({ ...options, document, ariaLabel: ctx.t(tileTitleKey(type)) });
  // Plot names each mark's group ("line", "dot", "bar") with aria-label on a plain <g>, which has
  // no role to carry a name: as groups, assistive technology can name them.
  for (const group of figure.querySelectorAll("g[aria-label]:not([aria-hidden]):not([role])"))
    group.setAttribute("role", "group");
  // Drawn taller than its tile (a bar per well of a large field): the tile scrolls rather than
  // shrinking the drawing until it cannot be read.
  if (typeof options.height === "number" && options.height > ctx.height) {
    figure.setAttribute("data-tall", "");
  }
  // Drawn for a full-width tile: a phone lets it scroll sideways rather than shrink it.
  if (ctx.width > 640) figure.setAttribute("data-wide", "");
  return roundCoordinates(figure.outerHTML);
}

const POSITION = /\b(cx|cy|x|y|x1|x2|y1|y2|width|height|d|points|transform)="([^"]*)"/g;
const LONG_NUMBER = /-?\d+\.\d{2,}(?:e[-+]?\d+)?(?![\d.%]|e[mx]|p[xt])/g; // not "0.32em"

/**
 * Plot writes positions with full double precision; a tenth of a pixel is finer than a screen
 * shows, and a long well's chart is a third smaller for it.
 */
export function roundCoordinates(svg: string): string {
  return svg.replace(
    POSITION,
    (_, name: string, value: string) =>
      `${name}="${value.replace(LONG_NUMBER, (number) => String(Math.round(Number(number) * 10) / 10))}"`,
  );
}
