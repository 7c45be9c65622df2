import * as Plot from "@observablehq/plot";
import type { Table } from "apache-arrow";

import { assertNever, isFieldTileType, type TileType } from "~/dashboards/tile-types";

import { axisLabel, columnUnit, hrefOf, rows, type ChartContext } from "./context";
import { linkedDots } from "./marks";

import {
  BLUE,
  GREEN,
  ORANGE,
  base,
  dateOf,
  dayOf,
  exactMoneyFormat,
  labelAxis,
  moneyFormat,
  numberFormat,
  type PlotOptions,
  type Row,
} from "./plot-kit";
import { bitSpec } from "./bit-specs";
import { fieldSpec } from "./field-specs";

/**
 * A code with its name from the organisation's list, the code printed once: "2 Drill actual"
 * (the list's name already starts with its code), "EQ-RIG Rig equipment failure".
 */
export function codeWithName(code: string, name: unknown): string {
  if (typeof name !== "string" || name.trim() === "") return code;
  return name === code || name.startsWith(`${code} `) ? name : `${code} ${name}`;
}

/** Horizontal bars of hours, e.g. per IADC code or NPT cause. */
function hoursBars(
  table: Table,
  rowsOfTable: Row[],
  ctx: ChartContext,
  colourBy: "kind" | null,
): PlotOptions {
  const n = numberFormat(ctx.language);
  // The bars are labelled by name; `label` stays the code the drill-down link asks for.
  const data = rowsOfTable.map((d) => ({ ...d, shown: codeWithName(String(d.label), d.name) }));
  const labels = [...new Set(data.map((d) => d.shown))];
  const translateKind = (d: Row) => ctx.t(`dashboards.series.${String(d.kind)}`);
  const { marginLeft, tickFormat } = labelAxis(labels, ctx);
  return {
    ...base(ctx),
    marginLeft,
    height: Math.max(ctx.height, labels.length * 22 + 60),
    x: { label: axisLabel(ctx, "dashboards.axis.hours", "hr"), grid: true },
    y: { label: null, domain: labels, tickFormat },
    color: colourBy ? { legend: true, range: [GREEN, ORANGE] } : undefined,
    marks: [
      Plot.barX(
        data,
        Plot.stackX({
          x: "hours",
          y: "shown",
          fill: colourBy ? translateKind : BLUE,
          href: hrefOf(table),
          title: (d: Row) => `${String(d.shown)}: ${n(d.hours)} hr`,
        }),
      ),
      Plot.ruleX([0]),
    ],
  };
}

/** Each category's last point: its cumulative cost to date, which its tooltip names. */
function lastPoints(data: Row[]): Map<unknown, Row> {
  const last = new Map<unknown, Row>();
  for (const d of data) last.set(d.category, d);
  return last;
}

/**
 * Arrow series → Plot options, one function per tile type. Pure: the same table and context
 * always give the same chart. Marks that come from a report carry `href`, so a click opens it.
 */
export function chartSpec(type: TileType, table: Table, ctx: ChartContext): PlotOptions | null {
  if (table.numRows === 0) return null;
  const data = rows(table);
  const money = moneyFormat(ctx.language);
  const exact = exactMoneyFormat(ctx.language);
  const n = numberFormat(ctx.language);
  const href = hrefOf(table);
  if (isFieldTileType(type)) return fieldSpec(type, table, data, ctx);
  switch (type) {
    case "depthVsDays": {
      const mdUnit = columnUnit(table, "md");
      const series = (d: Row) => ctx.t(`dashboards.series.${String(d.series)}`);
      return {
        ...base(ctx),
        x: { label: ctx.t("dashboards.axis.days"), grid: true },
        y: { label: axisLabel(ctx, "dashboards.axis.md", mdUnit), reverse: true, grid: true },
        color: {
          legend: true,
          domain: [ctx.t("dashboards.series.actual"), ctx.t("dashboards.series.plan")],
          range: [BLUE, ORANGE],
        },
        marks: [
          Plot.line(data, { x: "day", y: "md", stroke: series, z: "series", strokeWidth: 2 }),
          ...linkedDots(
            data.filter((d) => d.series === "actual"),
            {
              x: "day",
              y: "md",
              r: 2.5,
              fill: BLUE,
              href,
              title: (d: Row) =>
                `#${String(d.reportNo)} · ${dayOf(ctx, d)} · ${dateOf(ctx, d)}: ${n(d.md)} ${mdUnit}`,
            },
          ),
        ],
      };
    }
    case "depthVsCost": {
      const mdUnit = columnUnit(table, "md");
      const afe = Number(table.schema.metadata.get("afe") || 0);
      return {
        ...base(ctx),
        x: { label: ctx.t("dashboards.axis.cumulativeCost"), grid: true, tickFormat: money },
        y: { label: axisLabel(ctx, "dashboards.axis.md", mdUnit), reverse: true, grid: true },
        marks: [
          Plot.line(data, { x: "cost", y: "md", stroke: GREEN, strokeWidth: 2 }),
          ...linkedDots(data, {
            x: "cost",
            y: "md",
            r: 2.5,
            fill: GREEN,
            href,
            title: (d: Row) => `${dateOf(ctx, d)}: ${exact(Number(d.cost))}, ${n(d.md)} ${mdUnit}`,
          }),
          ...(afe > 0
            ? [
                Plot.ruleX([afe], { stroke: ORANGE, strokeDasharray: "4,3" }),
                Plot.text([afe], {
                  x: (v: number) => v,
                  frameAnchor: "top",
                  text: () => `${ctx.t("dashboards.series.afe")} ${exact(afe)}`,
                  dy: 4,
                  dx: -4,
                  textAnchor: "end",
                  fill: ORANGE,
                }),
              ]
            : []),
        ],
      };
    }
    case "planView": {
      // Equal scales on both axes, so the trajectory keeps its true shape.
      const unit = columnUnit(table, "ns");
      const extent =
        Math.max(1, ...data.flatMap((d) => [Math.abs(Number(d.ew)), Math.abs(Number(d.ns))])) * 1.1;
      const size = Math.min(ctx.width, ctx.height);
      return {
        ...base(ctx),
        width: size,
        height: size,
        x: {
          domain: [-extent, extent],
          label: axisLabel(ctx, "dashboards.axis.east", unit),
          grid: true,
        },
        y: {
          domain: [-extent, extent],
          label: axisLabel(ctx, "dashboards.axis.north", unit),
          grid: true,
        },
        marks: [
          Plot.ruleX([0], { stroke: "#bbb" }),
          Plot.ruleY([0], { stroke: "#bbb" }),
          Plot.line(data, { x: "ew", y: "ns", stroke: BLUE, strokeWidth: 2 }),
          ...linkedDots(data, {
            x: "ew",
            y: "ns",
            r: 2,
            fill: BLUE,
            href,
            title: (d: Row) => `${n(d.md)} ${unit} MD: N ${n(d.ns)}, E ${n(d.ew)}`,
          }),
        ],
      };
    }
    case "activityBreakdown":
    case "nptBreakdown":
    case "equipmentFailure":
    case "nptByHoleSection":
      return hoursBars(table, data, ctx, null);
    case "productiveVsNpt":
      return hoursBars(
        table,
        data.map((d) => ({ ...d, label: ctx.t(`dashboards.series.${String(d.label)}`) })),
        ctx,
        "kind",
      );
    case "phaseBreakdown":
      return hoursBars(table, data, ctx, "kind");
    case "dailyActivity":
      return {
        ...base(ctx),
        x: { label: ctx.t("dashboards.axis.date"), type: "band", ticks: [] },
        y: { label: axisLabel(ctx, "dashboards.axis.hours", "hr"), domain: [0, 24], grid: true },
        color: { legend: true },
        marks: [
          Plot.barY(data, {
            x: "date",
            y: "hours",
            fill: "category",
            href,
            title: (d: Row) => `${dateOf(ctx, d)} ${String(d.category)}: ${n(d.hours)} hr`,
          }),
        ],
      };
    case "nptTrend":
      return {
        ...base(ctx),
        x: { label: ctx.t("dashboards.axis.days"), grid: true },
        y: {
          label: axisLabel(ctx, "dashboards.axis.nptPercent", "%"),
          grid: true,
          domain: [0, 100],
        },
        marks: [
          ...linkedDots(data, {
            x: "day",
            y: "dailyPct",
            r: 2,
            fill: "#777",
            href,
            title: (d: Row) => `${dayOf(ctx, d)} · ${dateOf(ctx, d)}: ${n(d.dailyPct)} %`,
          }),
          Plot.line(data, { x: "day", y: "cumulativePct", stroke: ORANGE, strokeWidth: 2 }),
        ],
      };
    case "bitPerformance":
    case "bitCostPerFoot":
    case "bitHydraulics":
    case "mseVsDepth":
      return bitSpec(type, table, data, ctx);
    case "drillingProgram": {
      const unit = columnUnit(table, "top");
      const kind = (d: Row) => ctx.t(`dashboards.series.${String(d.kind)}`);
      return {
        ...base(ctx),
        marginLeft: 90,
        x: { label: axisLabel(ctx, "dashboards.axis.md", unit), grid: true },
        y: { label: null },
        fy: { label: null },
        color: {
          legend: true,
          domain: [ctx.t("dashboards.series.plan"), ctx.t("dashboards.series.actual")],
          range: [ORANGE, BLUE],
        },
        marks: [
          Plot.barX(data, {
            x1: "top",
            x2: "bottom",
            y: kind,
            fy: "section",
            fill: kind,
            title: (d: Row) =>
              `${String(d.section)} ${kind(d)}: ${n(d.top)}–${n(d.bottom)} ${unit}`,
          }),
        ],
      };
    }
    case "drillingParameters":
      return {
        ...base(ctx),
        marginLeft: 56,
        x: { label: null, grid: true },
        y: {
          label: axisLabel(ctx, "dashboards.axis.md", columnUnit(table, "md")),
          reverse: true,
          grid: true,
        },
        fx: { label: null },
        marks: [
          Plot.lineX(data, { x: "value", y: "md", fx: "parameter", stroke: BLUE, strokeWidth: 1 }),
          Plot.frame({ stroke: "#ddd" }),
        ],
      };
    case "costAfeVsActual": {
      // The series names its two bars "AFE" and "Actual"; the reader sees them in their language.
      const kindLabel = (kind: unknown) =>
        ctx.t(`dashboards.series.${kind === "AFE" ? "afe" : "actual"}`);
      return {
        ...base(ctx),
        marginLeft: 110,
        height: Math.max(ctx.height, new Set(data.map((d) => d.category)).size * 40 + 60),
        x: { label: ctx.t("dashboards.axis.cost"), grid: true, tickFormat: money },
        y: { label: null, axis: null },
        fy: { label: null },
        color: {
          legend: true,
          domain: ["AFE", "Actual"],
          range: [ORANGE, GREEN],
          tickFormat: kindLabel,
        },
        marks: [
          Plot.barX(data, {
            x: "amount",
            y: "kind",
            fy: "category",
            fill: "kind",
            title: (d: Row) =>
              `${String(d.category)} ${kindLabel(d.kind)}: ${exact(Number(d.amount))}`,
          }),
          Plot.ruleX([0]),
        ],
      };
    }
    case "cumCostPerCategory": {
      const last = lastPoints(data);
      return {
        ...base(ctx),
        x: { label: ctx.t("dashboards.axis.days"), grid: true },
        y: { label: ctx.t("dashboards.axis.cumulativeCost"), grid: true, tickFormat: money },
        color: { legend: true },
        marks: [
          Plot.areaY(data, {
            x: "day",
            y: "cumulative",
            fill: "category",
            title: (d: Row) => {
              const end = last.get(d.category)!;
              return `${String(d.category)}: ${exact(Number(end.cumulative))} (${dayOf(ctx, end)})`;
            },
          }),
        ],
      };
    }
    case "progressCost":
      return {
        ...base(ctx),
        x: { label: ctx.t("dashboards.axis.days"), grid: true },
        y: { label: ctx.t("dashboards.axis.dailyCost"), grid: true, tickFormat: money },
        marks: [
          Plot.rectY(data, {
            x1: "day",
            x2: (d: Row) => Number(d.day) + 0.85,
            y: "cost",
            fill: GREEN,
            href,
            title: (d: Row) =>
              `#${String(d.reportNo)} · ${dayOf(ctx, d)} · ${dateOf(ctx, d)}: ${exact(Number(d.cost))}, ${
                Number.isFinite(d.progress)
                  ? `${n(d.progress)} ${columnUnit(table, "progress")}`
                  : "—"
              }`,
          }),
          Plot.ruleY([0]),
        ],
      };
    default:
      return assertNever(type);
  }
}
