import { sql } from "kysely";

import { sharedWhileInFlight } from "~/db/shared-lookups.server";
import { costPerLengthDrilled, daysPerThousand } from "~/domain/drilling/performance";
import { moneyToNumber, parseMoney, sumMoney, type Cents } from "~/domain/money/decimal";
import { fromSI, unitLabel } from "~/domain/units/units";
import { approvedAfeTotals } from "~/planner/afe-vs-actual.server";

import { f32, seriesTable } from "./arrow";
import { reportDay } from "./days.server";
import { sectionsByWell } from "./field-sections.server";
import {
  wellColumns,
  wellDashboardHref,
  wellIdList,
  type SetWell,
  type WellSetContext,
} from "./well-set.server";

/** A well's daily reports, day by day: the report date, depth and cost (the report's own roll-up). */
interface WellReports {
  dates: string[];
  mds: (number | null)[];
  costs: (string | null)[];
}

const wellsKey = (ctx: WellSetContext) =>
  [ctx.orgId, ...ctx.wells.map((well) => well.id)].join(",");

/**
 * Every daily report of the wells, as one row of arrays per well: a field's thousands of report
 * days cross from the database as fifty rows (each row crossing costs more than the sums).
 */
const reportsByWell = sharedWhileInFlight(async (ctx: WellSetContext) => {
  const { rows } = await sql<WellReports & { well_id: number }>`
    select r.well_id,
      json_agg(r.report_date::text order by r.report_date) as dates,
      json_agg(r.md_at_report order by r.report_date) as mds,
      json_agg(r.daily_cost::text order by r.report_date) as costs
    from reports r
    where r.org_id = ${ctx.orgId} and r.kind = 'ddr' and r.well_id in (${wellIdList(ctx)})
    group by r.well_id`.execute(ctx.db);
  return new Map(rows.map(({ well_id, ...reports }) => [well_id, reports]));
}, wellsKey);

/** Each well's cost booked so far (the sum of its cost lines, as AFE vs actual counts it). */
const costByWell = sharedWhileInFlight(async (ctx: WellSetContext) => {
  const { rows } = await sql<{ well_id: number; amount: string }>`
    select well_id, sum(amount)::text as amount from well_cost_totals
    where org_id = ${ctx.orgId} and well_id in (${wellIdList(ctx)})
    group by well_id`.execute(ctx.db);
  return new Map(rows.map((row) => [row.well_id, parseMoney(row.amount)]));
}, wellsKey);

/** Where a well's days count from: its spud date, else its first report. */
const originOf = (well: SetWell, reports: WellReports) => well.origin ?? reports.dates[0]!;

/** Metres per unit of the user's length unit (1 m, 0.3048 m). */
const metresPerUnit = (ctx: WellSetContext) => 1 / fromSI("length", 1, ctx.system);

/** Each well's depth against its days from spud (the spud day is day 1), overlaid. */
export async function fieldDepthVsDays(ctx: WellSetContext) {
  const byWell = await reportsByWell(ctx);
  const ids: number[] = [];
  const day: number[] = [];
  const md: number[] = [];
  for (const well of ctx.wells) {
    const reports = byWell.get(well.id);
    if (!reports) continue;
    const origin = originOf(well, reports);
    reports.dates.forEach((date, index) => {
      const depth = reports.mds[index];
      if (depth === null || depth === undefined) return;
      ids.push(well.id);
      day.push(reportDay(origin, date));
      md.push(fromSI("length", depth, ctx.system));
    });
  }
  return seriesTable(
    { ...wellColumns(ctx, ids), day: f32(day), md: f32(md) },
    { "unit:md": unitLabel("length", ctx.system), href: wellDashboardHref("one-page") },
  );
}

/** Each well's cumulative cost against its days from spud, from its reports' daily cost. */
export async function fieldCostVsDays(ctx: WellSetContext) {
  const byWell = await reportsByWell(ctx);
  const ids: number[] = [];
  const day: number[] = [];
  const cost: number[] = [];
  for (const well of ctx.wells) {
    const reports = byWell.get(well.id);
    if (!reports) continue;
    const origin = originOf(well, reports);
    let running: Cents = 0n;
    reports.dates.forEach((date, index) => {
      running += parseMoney(reports.costs[index] ?? "0");
      ids.push(well.id);
      day.push(reportDay(origin, date));
      cost.push(moneyToNumber(running));
    });
  }
  return seriesTable(
    { ...wellColumns(ctx, ids), day: f32(day), cost: Float64Array.from(cost) },
    { "unit:cost": "USD", href: wellDashboardHref("cost-breakdown/progress-cost") },
  );
}

/** Where each well stands: days from spud at its last report and its deepest reported depth. */
async function wellProgress(ctx: WellSetContext) {
  const { rows } = await sql<{ well_id: number; first: string; last: string; md: number | null }>`
    select r.well_id, min(r.report_date)::text as first, max(r.report_date)::text as last,
           max(r.md_at_report) as md
    from reports r
    where r.org_id = ${ctx.orgId} and r.kind = 'ddr' and r.well_id in (${wellIdList(ctx)})
    group by r.well_id`.execute(ctx.db);
  const byWell = new Map(rows.map((row) => [row.well_id, row]));
  const progress: { well: SetWell; days: number; md: number }[] = [];
  for (const well of ctx.wells) {
    const reports = byWell.get(well.id);
    if (!reports || !(Number(reports.md) > 0)) continue;
    const days = reportDay(well.origin ?? reports.first, reports.last);
    progress.push({ well, days, md: Number(reports.md) });
  }
  return progress;
}

/** Days per 1,000 m (or ft) of each well so far, fastest first; the field's figure beside it. */
export async function fieldDaysPerThousand(ctx: WellSetContext) {
  const perUnit = metresPerUnit(ctx);
  const wells = (await wellProgress(ctx))
    .map((entry) => ({ ...entry, value: daysPerThousand(entry.days, entry.md, perUnit)! }))
    .sort((a, b) => a.value - b.value);
  const total = (pick: (entry: (typeof wells)[number]) => number) =>
    wells.reduce((sum, entry) => sum + pick(entry), 0);
  const field = daysPerThousand(
    total((entry) => entry.days),
    total((entry) => entry.md),
    perUnit,
  );
  return seriesTable(
    {
      ...wellColumns(
        ctx,
        wells.map((entry) => entry.well.id),
      ),
      days: f32(wells.map((entry) => entry.days)),
      md: f32(wells.map((entry) => fromSI("length", entry.md, ctx.system))),
      value: f32(wells.map((entry) => entry.value)),
    },
    {
      "unit:md": unitLabel("length", ctx.system),
      field: field === null ? "" : String(field),
      href: wellDashboardHref("one-page"),
    },
  );
}

/** Cost per metre (or foot) of hole of each well so far, cheapest first; the field's beside it. */
export async function fieldCostPerLength(ctx: WellSetContext) {
  const perUnit = metresPerUnit(ctx);
  const [progress, costs] = await Promise.all([wellProgress(ctx), costByWell(ctx)]);
  const wells = progress
    .map((entry) => {
      const cost = moneyToNumber(costs.get(entry.well.id) ?? 0n);
      return { ...entry, cost, value: costPerLengthDrilled(cost, entry.md, perUnit)! };
    })
    .sort((a, b) => a.value - b.value);
  const field = costPerLengthDrilled(
    moneyToNumber(sumMoney(progress.map((entry) => costs.get(entry.well.id) ?? 0n))),
    wells.reduce((sum, entry) => sum + entry.md, 0),
    perUnit,
  );
  return seriesTable(
    {
      ...wellColumns(
        ctx,
        wells.map((entry) => entry.well.id),
      ),
      cost: Float64Array.from(wells.map((entry) => entry.cost)),
      md: f32(wells.map((entry) => fromSI("length", entry.md, ctx.system))),
      value: Float64Array.from(wells.map((entry) => entry.value)),
    },
    {
      "unit:md": unitLabel("length", ctx.system),
      field: field === null ? "" : String(field),
      href: wellDashboardHref("cost-breakdown/progress-cost"),
    },
  );
}

/** Each well's approved AFE against its cost booked so far. */
export async function fieldAfeVsActual(ctx: WellSetContext) {
  const [afes, costs] = await Promise.all([
    approvedAfeTotals(
      ctx.db,
      ctx.orgId,
      ctx.wells.map((well) => well.id),
    ),
    costByWell(ctx),
  ]);
  const ids: number[] = [];
  const kind: string[] = [];
  const amount: number[] = [];
  const variance: (number | null)[] = [];
  for (const well of ctx.wells) {
    const afe = afes.get(well.id) ?? 0n;
    const actual = costs.get(well.id) ?? 0n;
    if (afe === 0n && actual === 0n) continue;
    const percent = afe > 0n ? (Number(actual - afe) / Number(afe)) * 100 : null;
    for (const [label, value] of [
      ["AFE", afe],
      ["Actual", actual],
    ] as const) {
      if (label === "AFE" && afe === 0n) continue;
      ids.push(well.id);
      kind.push(label);
      amount.push(moneyToNumber(value));
      variance.push(percent);
    }
  }
  return seriesTable(
    {
      ...wellColumns(ctx, ids),
      kind,
      amount: Float64Array.from(amount),
      variancePct: f32(variance),
    },
    { "unit:amount": "USD", href: wellDashboardHref("cost-breakdown/afe-vs-actual") },
  );
}

/**
 * Each well's hole sections on one calendar: the planned dates and the actual ones (a section
 * still being drilled up to the well's latest report), as the hole sections table says.
 */
export async function fieldTimeline(ctx: WellSetContext) {
  const byWell = await sectionsByWell(ctx);
  const ids: number[] = [];
  const section: string[] = [];
  const kind: string[] = [];
  const start: string[] = [];
  const end: string[] = [];
  for (const well of ctx.wells) {
    const latest = byWell.get(well.id);
    for (const entry of latest?.sections ?? []) {
      const name = entry.sectionName ?? "?";
      const bars = [
        ["plan", entry.plannedStart, entry.plannedEnd],
        ["actual", entry.actualStart, entry.actualStart ? (entry.actualEnd ?? latest!.date) : null],
      ] as const;
      for (const [label, from, to] of bars) {
        if (!from || !to) continue;
        ids.push(well.id);
        section.push(name);
        kind.push(label);
        start.push(from);
        end.push(to);
      }
    }
  }
  return seriesTable(
    { ...wellColumns(ctx, ids), section, kind, start, end },
    { href: wellDashboardHref("drilling-program") },
  );
}
