import type { Table } from "apache-arrow";
import { parseHTML } from "linkedom";

import type { TileType } from "~/dashboards/tile-types";

import type { ChartContext } from "./context";
import { renderChartMarkup } from "./render";

/** Server-side SVG, so a dashboard shows real charts before (or without) any JavaScript. */
export function renderChartSvg(type: TileType, table: Table, ctx: ChartContext): string | null {
  const { document } = parseHTML("<!doctype html><html><body></body></html>");
  return renderChartMarkup(type, table, ctx, document as unknown as Document);
}
