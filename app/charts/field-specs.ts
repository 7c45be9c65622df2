import * as Plot from "@observablehq/plot";
import type { Table } from "apache-arrow";

import { assertNever, type FieldTileType } from "~/dashboards/tile-types";

import { axisLabel, columnUnit, type ChartContext } from "./context";
import { fieldBreakdownSpec } from "./field-breakdown-specs";
import {
  GREY,
  comparedWells,
  heightForRows,
  isComparison,
  lastOfEachWell,
  simplifiedLines,
  usdFormat,
  wellFill,
  wellLink,
  wellName,
  wellOrder,
} from "./field-kit";
import {
  BLUE,
  GREEN,
  ORANGE,
  base,
  moneyFormat,
  numberFormat,
  type PlotOptions,
  type Row,
} from "./plot-kit";

const DAY_MS = 86_400_000;
const dateOf = (text: unknown) => new Date(`${String(text)}T00:00:00Z`);

/** Each well's curve over its days from spud: the selected well in colour, a mark at each end. */
function curves(
  table: Table,
  data: Row[],
  ctx: ChartContext,
  y: { column: string; label: string; reverse: boolean; format: (value: number) => string },
): PlotOptions {
  const frame = base(ctx);
  const lines = simplifiedLines(data, "day", y.column, ctx, {
    left: Number(frame.marginLeft),
    bottom: Number(frame.marginBottom),
  });
  const href = wellLink(table);
  const comparison = isComparison(table);
  const title = (d: Row) =>
    `${wellName(ctx, d)} · ${ctx.t("dashboards.point.day", { day: Number(d.day) })}: ${y.format(Number(d[y.column]))}`;
  const line = { x: "day", y: y.column, z: "wellId" } as const;
  const ends = lastOfEachWell(data);
  return {
    ...frame,
    x: { label: ctx.t("dashboards.axis.days"), grid: true },
    y: { label: y.label, reverse: y.reverse, grid: true },
    color: comparison
      ? { legend: true, domain: comparedWells(table, ctx, data), scheme: "tableau10" }
      : undefined,
    marks: comparison
      ? [
          Plot.line(lines, { ...line, stroke: (d: Row) => wellName(ctx, d), strokeWidth: 2 }),
          Plot.dot(ends, {
            x: "day",
            y: y.column,
            r: 4,
            fill: (d: Row) => wellName(ctx, d),
            href,
            title,
          }),
        ]
      : [
          Plot.line(
            lines.filter((d) => Number(d.focus) !== 1),
            { ...line, stroke: GREY, strokeWidth: 1.2 },
          ),
          Plot.line(
            lines.filter((d) => Number(d.focus) === 1),
            { ...line, stroke: BLUE, strokeWidth: 2.5 },
          ),
          Plot.dot(ends, {
            x: "day",
            y: y.column,
            r: 4,
            fill: (d: Row) => (Number(d.focus) === 1 ? BLUE : GREY),
            stroke: "white",
            href,
            title,
          }),
        ],
  };
}

/** One bar per well, in the series' order (a ranking), with the field's figure as a rule. */
function ranking(
  table: Table,
  data: Row[],
  ctx: ChartContext,
  x: {
    column: string;
    label: string;
    format: (value: number) => string;
    /** The figure in a mark's title, when the axis rounds it (money). */
    exact?: (value: number) => string;
  },
  detail: (d: Row) => string,
): PlotOptions {
  const exact = x.exact ?? x.format;
  const { fill, color } = wellFill(table, ctx, data);
  const field = Number(table.schema.metadata.get("field") || NaN);
  return {
    ...base(ctx),
    marginLeft: 90,
    height: heightForRows(ctx, data.length),
    x: { label: x.label, grid: true, tickFormat: x.format },
    y: { label: null, domain: wellOrder(ctx, data) },
    color,
    marks: [
      Plot.barX(data, {
        x: x.column,
        y: (d: Row) => wellName(ctx, d),
        fill,
        href: wellLink(table),
        title: (d: Row) => `${wellName(ctx, d)}: ${exact(Number(d[x.column]))} (${detail(d)})`,
      }),
      Plot.ruleX([0]),
      ...(Number.isFinite(field)
        ? [
            Plot.ruleX([field], { stroke: "#333", strokeDasharray: "4,3" }),
            Plot.text([field], {
              x: (v: number) => v,
              frameAnchor: "top",
              text: () =>
                `${ctx.t(isComparison(table) ? "fieldDashboards.allShown" : "fieldDashboards.field")} ${exact(field)}`,
              dy: -10,
              fill: "#333",
            }),
          ]
        : []),
    ],
  };
}

/**
 * Series across wells → Plot options, one case per tile type. Pure, like the well charts; every
 * mark of a well leads to that well's own dashboard.
 */
export function fieldSpec(
  type: FieldTileType,
  table: Table,
  data: Row[],
  ctx: ChartContext,
): PlotOptions {
  const money = moneyFormat(ctx.language);
  const usd = usdFormat(ctx.language);
  const n = numberFormat(ctx.language);
  switch (type) {
    case "fieldDepthVsDays": {
      const unit = columnUnit(table, "md");
      return curves(table, data, ctx, {
        column: "md",
        label: axisLabel(ctx, "dashboards.axis.md", unit),
        reverse: true,
        format: (value) => `${n(value)} ${unit}`,
      });
    }
    case "fieldCostVsDays":
      return curves(table, data, ctx, {
        column: "cost",
        label: ctx.t("dashboards.axis.cumulativeCost"),
        reverse: false,
        format: usd,
      });
    case "fieldDaysPerThousand": {
      const unit = columnUnit(table, "md");
      return ranking(
        table,
        data,
        ctx,
        {
          column: "value",
          label: ctx.t("fieldDashboards.axis.daysPerThousand", { unit }),
          format: (value) => n(value),
        },
        (d) => `${n(d.days)} ${ctx.t("fieldDashboards.days")}, ${n(d.md)} ${unit}`,
      );
    }
    case "fieldCostPerLength": {
      const unit = columnUnit(table, "md");
      return ranking(
        table,
        data,
        ctx,
        {
          column: "value",
          label: ctx.t("fieldDashboards.axis.costPerLength", { unit }),
          format: money,
          exact: usd,
        },
        (d) => `${usd(Number(d.cost))}, ${n(d.md)} ${unit}`,
      );
    }
    case "fieldNptPercent":
      return ranking(
        table,
        data,
        ctx,
        {
          column: "pct",
          label: axisLabel(ctx, "dashboards.axis.nptPercent", "%"),
          format: (value) => `${n(value)} %`,
        },
        (d) =>
          ctx.t("fieldDashboards.point.nptOf", {
            npt: n(d.nptHours),
            total: n(d.totalHours),
          }),
      );
    case "fieldAfeVsActual": {
      const actual = data.filter((d) => d.kind === "Actual");
      const afe = data.filter((d) => d.kind === "AFE");
      const href = wellLink(table);
      const variance = (d: Row) =>
        Number.isFinite(d.variancePct)
          ? ` (${Number(d.variancePct) > 0 ? "+" : ""}${n(d.variancePct)} %)`
          : "";
      const label = (d: Row) => ctx.t(`dashboards.series.${d.kind === "AFE" ? "afe" : "actual"}`);
      return {
        ...base(ctx),
        marginLeft: 90,
        height: heightForRows(ctx, actual.length, 20),
        x: { label: ctx.t("dashboards.axis.cost"), grid: true, tickFormat: money },
        y: { label: null, domain: wellOrder(ctx, actual) },
        color: {
          legend: true,
          domain: [ctx.t("dashboards.series.actual"), ctx.t("dashboards.series.afe")],
          range: [GREEN, ORANGE],
        },
        marks: [
          Plot.barX(actual, {
            x: "amount",
            y: (d: Row) => wellName(ctx, d),
            fill: label,
            insetTop: 3,
            insetBottom: 3,
            href,
            title: (d: Row) =>
              `${wellName(ctx, d)}: ${label(d)} ${usd(Number(d.amount))}${variance(d)}`,
          }),
          Plot.tickX(afe, {
            x: "amount",
            y: (d: Row) => wellName(ctx, d),
            stroke: label,
            strokeWidth: 3,
            href,
            title: (d: Row) => `${wellName(ctx, d)}: ${label(d)} ${usd(Number(d.amount))}`,
          }),
          Plot.ruleX([0]),
        ],
      };
    }
    case "fieldTimeline": {
      const actual = data.filter((d) => d.kind === "actual");
      const plan = data.filter((d) => d.kind === "plan");
      const sections = [...new Set(actual.map((d) => String(d.section)))];
      const end = (d: Row) => new Date(dateOf(d.end).getTime() + DAY_MS);
      const days = (d: Row) => Math.round((end(d).getTime() - dateOf(d.start).getTime()) / DAY_MS);
      const title = (d: Row) =>
        `${wellName(ctx, d)} · ${String(d.section)} · ${ctx.t(`dashboards.series.${String(d.kind)}`)}: ` +
        `${String(d.start)} – ${String(d.end)} (${days(d)} ${ctx.t("fieldDashboards.days")})`;
      return {
        ...base(ctx),
        marginLeft: 90,
        height: heightForRows(ctx, new Set(data.map((d) => d.wellId)).size, 22),
        x: { label: ctx.t("dashboards.axis.date"), type: "utc", grid: true },
        y: { label: null, domain: wellOrder(ctx, data) },
        color: { legend: true, domain: sections, scheme: "tableau10" },
        marks: [
          // The plan as an outline behind the row, the actual sections inside it.
          Plot.barX(plan, {
            x1: (d: Row) => dateOf(d.start),
            x2: end,
            y: (d: Row) => wellName(ctx, d),
            fill: "none",
            stroke: "#667",
            strokeDasharray: "3,2",
            title,
          }),
          Plot.barX(actual, {
            x1: (d: Row) => dateOf(d.start),
            x2: end,
            y: (d: Row) => wellName(ctx, d),
            fill: (d: Row) => String(d.section),
            insetTop: 4,
            insetBottom: 4,
            href: wellLink(table),
            title,
          }),
        ],
      };
    }
    case "fieldActivityBreakdown":
    case "fieldPhaseTime":
    case "fieldPhaseCost":
    case "fieldNptBreakdown":
    case "fieldNptCauses":
    case "fieldNptByHoleSection":
    case "fieldBitRop":
    case "fieldBitFootage":
    case "fieldBitCostPerLength":
    case "fieldDrillingParameters":
      return fieldBreakdownSpec(type, table, data, ctx);
    default:
      return assertNever(type);
  }
}
