import * as Plot from "@observablehq/plot";
import type { Table } from "apache-arrow";

import { assertNever } from "~/dashboards/tile-types";

import { axisLabel, columnUnit, hrefOf, type ChartContext } from "./context";
import { linkedDots } from "./marks";
import {
  BLUE,
  GREEN,
  LIGHT_BLUE,
  base,
  dateOf,
  figure,
  numberFormat,
  runOrder,
  type PlotOptions,
  type Row,
} from "./plot-kit";

/** The bit charts: one bar per bit run in run order, and MSE against depth. */
export type BitTileType = "bitPerformance" | "bitCostPerFoot" | "bitHydraulics" | "mseVsDepth";

const PURPLE = "#6b2d5c";

export function bitSpec(
  type: BitTileType,
  table: Table,
  data: Row[],
  ctx: ChartContext,
): PlotOptions {
  const n = numberFormat(ctx.language);
  const href = hrefOf(table);
  // A bit still in the hole shows its run to date, named and drawn apart.
  const bit = (d: Row) =>
    d.inHole ? `${String(d.bitNo)} (${ctx.t("dashboards.series.inHole")})` : String(d.bitNo);
  switch (type) {
    case "bitPerformance": {
      const unit = columnUnit(table, "rop");
      const footageUnit = columnUnit(table, "footage");
      return {
        ...base(ctx),
        x: { label: ctx.t("dashboards.axis.bitRun"), type: "band", domain: runOrder(data) },
        y: { label: axisLabel(ctx, "dashboards.axis.rop", unit), grid: true },
        marks: [
          Plot.barY(data, {
            x: "bitNo",
            y: "rop",
            fill: (d: Row) => (d.inHole ? LIGHT_BLUE : BLUE),
            href,
            title: (d: Row) =>
              `${bit(d)}: ${figure(n, d.rop, unit)}, ${figure(n, d.footage, footageUnit)}, ${figure(n, d.hours, "hr")}`,
          }),
          Plot.ruleY([0]),
        ],
      };
    }
    case "bitCostPerFoot": {
      const unit = columnUnit(table, "costPerLength");
      return {
        ...base(ctx),
        x: { label: ctx.t("dashboards.axis.bitRun"), type: "band", domain: runOrder(data) },
        y: { label: `${ctx.t("dashboards.axis.costPerLength")} (USD/${unit})`, grid: true },
        marks: [
          Plot.barY(data, {
            x: "bitNo",
            y: "costPerLength",
            fill: GREEN,
            href,
            title: (d: Row) => `${String(d.bitNo)}: ${n(d.costPerLength)} USD/${unit}`,
          }),
          Plot.ruleY([0]),
        ],
      };
    }
    case "mseVsDepth": {
      const unit = columnUnit(table, "mse");
      return {
        ...base(ctx),
        x: { label: axisLabel(ctx, "dashboards.axis.mse", unit), grid: true },
        y: {
          label: axisLabel(ctx, "dashboards.axis.md", columnUnit(table, "md")),
          reverse: true,
          grid: true,
        },
        marks: [
          ...linkedDots(data, {
            x: "mse",
            y: "md",
            r: 2.5,
            fill: PURPLE,
            href,
            title: (d: Row) => `${n(d.md)}: ${numberFormat(ctx.language, 0)(d.mse)} ${unit}`,
          }),
        ],
      };
    }
    case "bitHydraulics": {
      const unit = (column: string) => columnUnit(table, column);
      const label = (key: string) => ctx.t(`dashboards.hydraulics.${key}`);
      const n0 = numberFormat(ctx.language, 0);
      return {
        ...base(ctx),
        x: { label: ctx.t("dashboards.axis.bitRun"), type: "band", domain: runOrder(data) },
        y: { label: axisLabel(ctx, "dashboards.hydraulics.hsi", unit("hsi")), grid: true },
        marks: [
          Plot.barY(data, {
            x: "bitNo",
            y: "hsi",
            fill: (d: Row) => (d.inHole ? LIGHT_BLUE : BLUE),
            href,
            title: (d: Row) =>
              `${bit(d)} · ${dateOf(ctx, d)}: ${label("hsi")} ${figure(numberFormat(ctx.language, 2), d.hsi, unit("hsi"))}, ` +
              `${label("pressureDrop")} ${figure(n0, d.pressureDrop, unit("pressureDrop"))}, ` +
              `${label("jetVelocity")} ${figure(n0, d.jetVelocity, unit("jetVelocity"))}, ` +
              `${label("power")} ${figure(n0, d.power, unit("power"))} ` +
              `(${figure(n0, d.flowRate, unit("flowRate"))}, ${figure(n, d.mudDensity, unit("mudDensity"))})`,
          }),
          Plot.ruleY([0]),
        ],
      };
    }
    default:
      return assertNever(type);
  }
}
