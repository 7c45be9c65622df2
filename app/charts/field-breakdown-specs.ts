import * as Plot from "@observablehq/plot";
import type { Table } from "apache-arrow";

import { assertNever } from "~/dashboards/tile-types";
import { PHASES, comparePhases, phaseLabelKey } from "~/domain/cost/phases";

import { axisLabel, columnUnit, type ChartContext } from "./context";
import { heightForRows, usdFormat, wellFill, wellLink, wellName, wellOrder } from "./field-kit";
import {
  BLUE,
  base,
  figure,
  moneyFormat,
  numberFormat,
  type PlotOptions,
  type Row,
} from "./plot-kit";

export type FieldBreakdownType =
  | "fieldActivityBreakdown"
  | "fieldPhaseTime"
  | "fieldPhaseCost"
  | "fieldNptBreakdown"
  | "fieldNptCauses"
  | "fieldNptByHoleSection"
  | "fieldBitRop"
  | "fieldBitFootage"
  | "fieldBitCostPerLength"
  | "fieldDrillingParameters";

/** A phase's name in the user's language; a code the app does not know, as it was typed. */
function phaseName(ctx: ChartContext, phase: unknown): string {
  const key = phaseLabelKey(phase === null || phase === undefined ? null : String(phase));
  return key ? ctx.t(key) : String(phase);
}

// One colour per phase wherever it is drawn, so time and cost per phase read alike.
const PHASE_COLOURS = [
  "#9c755f",
  "#4e79a7",
  "#f28e2b",
  "#e15759",
  "#76b7b2",
  "#59a14f",
  "#edc948",
  "#b07aa1",
  "#ff9da7",
  "#bab0ac",
  "#1b9e77",
  "#7570b3",
];

/** The phases present, in the order a well goes through them, each in its own colour. */
function phaseColours(ctx: ChartContext, data: Row[]): PlotOptions["color"] {
  const phases = [...new Set(data.map((d) => (d.phase ?? null) as string | null))].sort(
    comparePhases,
  );
  return {
    legend: true,
    domain: phases.map((phase) => phaseName(ctx, phase)),
    range: phases.map((phase) => {
      const index = (PHASES as readonly (string | null)[]).indexOf(phase);
      return index >= 0 ? PHASE_COLOURS[index]! : "#888";
    }),
  };
}

/** Bars of each well stacked by a category (activity, phase, NPT cause), wells one per row. */
function stackedByWell(
  table: Table,
  data: Row[],
  ctx: ChartContext,
  options: {
    x: string;
    label: string;
    category: (d: Row) => string;
    title: (d: Row) => string;
    format?: (value: number) => string;
    color?: PlotOptions["color"];
  },
): PlotOptions {
  const categories = [...new Set(data.map(options.category))];
  return {
    ...base(ctx),
    marginLeft: 90,
    height: heightForRows(ctx, new Set(data.map((d) => d.wellId)).size),
    x: { label: options.label, grid: true, tickFormat: options.format },
    y: { label: null, domain: wellOrder(ctx, data) },
    color: options.color ?? { legend: true, domain: categories, scheme: "tableau10" },
    marks: [
      Plot.barX(
        data,
        Plot.stackX({
          x: options.x,
          y: (d: Row) => wellName(ctx, d),
          fill: options.category,
          href: wellLink(table),
          title: options.title,
        }),
      ),
      Plot.ruleX([0]),
    ],
  };
}

/** A group of bit runs as a row reads it: hole size and bit type, e.g. "12¼ in · PDC-A". */
const bitGroup = (d: Row) => `${String(d.holeSize)} · ${String(d.bitType)}`;

/**
 * Bit runs by hole size (largest hole first) and bit type: each well's runs of a group one
 * mark, the group's figure over all the wells a black tick.
 */
function bitRuns(
  table: Table,
  data: Row[],
  ctx: ChartContext,
  value: { column: string; group: string; label: string; unit: string },
): PlotOptions {
  const n = numberFormat(ctx.language);
  const shown = data.filter((d) => Number.isFinite(d[value.column]));
  const { fill, color } = wellFill(table, ctx, shown);
  const groups = new Map(shown.map((d) => [bitGroup(d), d]));
  const footageUnit = columnUnit(table, "footage");
  const runs = (count: unknown, footage: unknown) =>
    ctx.t("fieldDashboards.point.group", {
      count: Number(count),
      footage: figure(n, footage, footageUnit),
    });
  return {
    ...base(ctx),
    marginLeft: 120,
    height: heightForRows(ctx, groups.size, 22),
    x: { label: axisLabel(ctx, value.label, value.unit), grid: true },
    y: { label: null, domain: [...groups.keys()] },
    color,
    marks: [
      Plot.dot(shown, {
        x: value.column,
        y: bitGroup,
        r: 3.5,
        fill,
        fillOpacity: 0.8,
        href: wellLink(table),
        title: (d: Row) =>
          `${wellName(ctx, d)} · ${bitGroup(d)}: ` +
          `${figure(n, d[value.column], value.unit)} ${runs(d.runs, d.footage)}`,
      }),
      Plot.tickX(
        [...groups.values()].filter((d) => Number.isFinite(d[value.group])),
        {
          x: value.group,
          y: bitGroup,
          stroke: "#222",
          strokeWidth: 2,
          title: (d: Row) =>
            `${bitGroup(d)}: ${figure(n, d[value.group], value.unit)} ` +
            runs(d.groupRuns, d.groupFootage),
        },
      ),
    ],
  };
}

/** The time, NPT, bit and parameter charts across wells. */
export function fieldBreakdownSpec(
  type: FieldBreakdownType,
  table: Table,
  data: Row[],
  ctx: ChartContext,
): PlotOptions {
  const n = numberFormat(ctx.language);
  const money = moneyFormat(ctx.language);
  switch (type) {
    case "fieldActivityBreakdown": {
      const activity = (d: Row) =>
        d.label === null ? ctx.t("fieldDashboards.otherActivities") : String(d.label);
      return stackedByWell(table, data, ctx, {
        x: "pct",
        label: ctx.t("fieldDashboards.axis.timeShare"),
        category: activity,
        format: (value) => `${n(value)} %`,
        title: (d) => `${wellName(ctx, d)} · ${activity(d)}: ${n(d.hours)} hr (${n(d.pct)} %)`,
      });
    }
    case "fieldPhaseTime":
      return stackedByWell(table, data, ctx, {
        x: "hours",
        label: axisLabel(ctx, "dashboards.axis.hours", "hr"),
        category: (d) => phaseName(ctx, d.phase),
        color: phaseColours(ctx, data),
        title: (d) =>
          `${wellName(ctx, d)} · ${phaseName(ctx, d.phase)}: ${n(d.hours)} hr, ` +
          `${ctx.t("dashboards.series.npt")} ${n(d.nptHours)} hr`,
      });
    case "fieldPhaseCost":
      return stackedByWell(table, data, ctx, {
        x: "amount",
        label: ctx.t("dashboards.axis.cost"),
        category: (d) => phaseName(ctx, d.phase),
        color: phaseColours(ctx, data),
        format: money,
        title: (d) =>
          `${wellName(ctx, d)} · ${phaseName(ctx, d.phase)}: ${usdFormat(ctx.language)(Number(d.amount))}`,
      });
    case "fieldNptBreakdown":
      return stackedByWell(table, data, ctx, {
        x: "hours",
        label: axisLabel(ctx, "dashboards.axis.hours", "hr"),
        category: (d) => String(d.code),
        title: (d) => `${wellName(ctx, d)} · ${String(d.code)}: ${n(d.hours)} hr`,
      });
    case "fieldNptCauses":
      return {
        ...base(ctx),
        marginLeft: 90,
        height: heightForRows(ctx, data.length, 22),
        x: { label: axisLabel(ctx, "dashboards.axis.hours", "hr"), grid: true },
        y: { label: null, domain: data.map((d) => String(d.code)) },
        marks: [
          Plot.barX(data, {
            x: "hours",
            y: "code",
            fill: BLUE,
            title: (d: Row) =>
              `${String(d.code)}: ${n(d.hours)} hr (${n(d.pct)} %), ` +
              ctx.t("fieldDashboards.point.wells", { count: Number(d.wells) }),
          }),
          Plot.ruleX([0]),
        ],
      };
    case "fieldNptByHoleSection": {
      const { fill, color } = wellFill(table, ctx, data);
      return {
        ...base(ctx),
        marginLeft: 90,
        height: heightForRows(ctx, new Set(data.map((d) => d.section)).size, 26),
        x: { label: axisLabel(ctx, "dashboards.axis.hours", "hr"), grid: true },
        y: { label: null, domain: [...new Set(data.map((d) => String(d.section)))] },
        color,
        marks: [
          Plot.barX(
            data,
            Plot.stackX({
              x: "hours",
              y: "section",
              fill,
              stroke: "white",
              strokeWidth: 0.5,
              href: wellLink(table),
              title: (d: Row) => `${String(d.section)} · ${wellName(ctx, d)}: ${n(d.hours)} hr`,
            }),
          ),
          Plot.ruleX([0]),
        ],
      };
    }
    case "fieldBitRop":
      return bitRuns(table, data, ctx, {
        column: "rop",
        group: "groupRop",
        label: "dashboards.axis.rop",
        unit: columnUnit(table, "rop"),
      });
    case "fieldBitCostPerLength":
      return bitRuns(table, data, ctx, {
        column: "costPerLength",
        group: "groupCostPerLength",
        label: "fieldDashboards.axis.costPerLengthUsd",
        unit: `USD/${columnUnit(table, "costPerLength")}`,
      });
    case "fieldBitFootage": {
      const unit = columnUnit(table, "footage");
      const shown = data.filter((d) => Number.isFinite(d.footage));
      const { fill, color } = wellFill(table, ctx, shown);
      const groups = [...new Set(shown.map(bitGroup))];
      return {
        ...base(ctx),
        marginLeft: 120,
        height: heightForRows(ctx, groups.length, 22),
        x: { label: axisLabel(ctx, "fieldDashboards.axis.footage", unit), grid: true },
        y: { label: null, domain: groups },
        color,
        marks: [
          Plot.barX(
            shown,
            Plot.stackX({
              x: "footage",
              y: bitGroup,
              fill,
              stroke: "white",
              strokeWidth: 0.5,
              href: wellLink(table),
              title: (d: Row) =>
                `${wellName(ctx, d)} · ${bitGroup(d)}: ${figure(n, d.footage, unit)}, ` +
                ctx.t("fieldDashboards.point.runs", { count: Number(d.runs) }),
            }),
          ),
          Plot.ruleX([0]),
        ],
      };
    }
    case "fieldDrillingParameters": {
      // Each parameter in its own units: shown against the mean of all the wells in that section
      // (100 %), so one axis serves them all; the titles give the figures themselves.
      const shown = data
        .filter((d) => Number(d.fieldValue) > 0)
        .map((d): Row => ({ ...d, relative: (Number(d.value) / Number(d.fieldValue)) * 100 }));
      const { fill, color } = wellFill(table, ctx, shown);
      const parameters = [...new Set(shown.map((d) => String(d.parameter)))];
      const sections = [...new Set(shown.map((d) => String(d.section)))];
      return {
        ...base(ctx),
        marginLeft: 70,
        marginRight: 100,
        height: heightForRows(ctx, parameters.length * (sections.length + 1), 14),
        // Read from the top too: the chart may be taller than its tile.
        x: { label: ctx.t("fieldDashboards.axis.ofMean"), grid: true, axis: "both" },
        y: { label: null, domain: sections },
        fy: { label: null, domain: parameters },
        color,
        marks: [
          Plot.ruleX([100], { stroke: "#333", strokeDasharray: "4,3" }),
          Plot.dot(shown, {
            x: "relative",
            y: "section",
            fy: "parameter",
            r: 3.5,
            fill,
            fillOpacity: 0.8,
            href: wellLink(table),
            title: (d: Row) =>
              `${wellName(ctx, d)} · ${String(d.section)} · ${String(d.parameter)}: ${n(d.value)} ` +
              `(${ctx.t("fieldDashboards.point.mean")} ${n(d.fieldValue)})`,
          }),
          Plot.frame({ stroke: "#eee" }),
        ],
      };
    }
    default:
      return assertNever(type);
  }
}
