import * as Plot from "@observablehq/plot";
import type { Table } from "apache-arrow";

import type { TileType } from "~/dashboards/tile-types";

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
  const figure = Plot.plot({ ...options, document, ariaLabel: ctx.t(`dashboards.tile.${type}`) });
  return figure.outerHTML;
}
