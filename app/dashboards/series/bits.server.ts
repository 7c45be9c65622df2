import { sql } from "kysely";

import { bitRunToDate } from "~/domain/drilling/bit-run";
import { fromSI, unitLabel } from "~/domain/units/units";

import { f32, seriesTable } from "./arrow";
import { reportHrefTemplate, type SeriesContext } from "./context";

export interface BitRun {
  bit_no: string;
  /** m */
  size: number;
  type: string | null;
  depth_in: number;
  depth_out: number | null;
  hours: number | null;
  cost_per_length: number | null;
  report_date: string;
  /** The depth of the report the run was last reported on: a bit in the hole has drilled to it. */
  md_at_report: number | null;
}

/**
 * Each bit run of the wells as last reported (a run is carried from day to day until the bit is
 * pulled), per well in run order: by the day it was first reported, then depth in, then bit
 * number read as a number.
 */
export async function bitRunsOfWells(
  { db, orgId }: Pick<SeriesContext, "db" | "orgId">,
  wellIds: readonly number[],
): Promise<Map<number, BitRun[]>> {
  const byWell = new Map<number, (BitRun & { first_date: string })[]>();
  if (wellIds.length === 0) return byWell;
  // Each run's first and last day, then its row of that last day and that report's depth: one
  // index lookup per run instead of sorting every day's row of every run.
  const { rows } = await sql<BitRun & { well_id: number; first_date: string }>`
    select g.well_id, g.bit_no, g.first_date::text as first_date, g.last_date::text as report_date,
           l.size, l.type, l.depth_in, l.depth_out, l.hours, l.cost_per_length, r.md_at_report
    from (
      select well_id, bit_no, serial_no, min(report_date) as first_date, max(report_date) as last_date
      from bit_runs where org_id = ${orgId} and well_id in (${sql.join(wellIds)})
      group by well_id, bit_no, serial_no
    ) g
    cross join lateral (
      select b.report_id, b.size, b.type, b.depth_in, b.depth_out, b.hours, b.cost_per_length
      from bit_runs b
      where b.org_id = ${orgId} and b.well_id = g.well_id and b.report_date = g.last_date
        and b.bit_no = g.bit_no and b.serial_no = g.serial_no
      order by b.row_no limit 1
    ) l
    join reports r on r.id = l.report_id and r.org_id = ${orgId}`.execute(db);
  for (const { well_id: wellId, ...run } of rows)
    byWell.set(wellId, [...(byWell.get(wellId) ?? []), run]);
  for (const runs of byWell.values()) {
    runs.sort(
      (a, b) =>
        a.first_date.localeCompare(b.first_date) ||
        a.depth_in - b.depth_in ||
        a.bit_no.localeCompare(b.bit_no, "en", { numeric: true }),
    );
  }
  return byWell;
}

async function bitRuns(ctx: SeriesContext): Promise<BitRun[]> {
  return (await bitRunsOfWells(ctx, [ctx.wellId])).get(ctx.wellId) ?? [];
}

/** ROP and footage per bit run; a bit still in the hole shows its run to date, marked so. */
export async function bitPerformance(ctx: SeriesContext) {
  const runs = (await bitRuns(ctx)).map((run) => ({
    run,
    toDate: bitRunToDate(
      { depthIn: run.depth_in, depthOut: run.depth_out, hours: run.hours },
      run.md_at_report,
    ),
  }));
  return seriesTable(
    {
      bitNo: runs.map(({ run }) => run.bit_no),
      // NaN only where a figure cannot be told (no hours yet): the chart leaves the bar out.
      rop: f32(
        runs.map(({ toDate }) =>
          toDate.rop === null ? null : fromSI("rop", toDate.rop, ctx.system),
        ),
      ),
      footage: f32(
        runs.map(({ toDate }) =>
          toDate.footage === null ? null : fromSI("length", toDate.footage, ctx.system),
        ),
      ),
      hours: f32(runs.map(({ run }) => (run.hours === null ? null : run.hours / 3600))),
      inHole: Int32Array.from(runs.map(({ toDate }) => (toDate.inHole ? 1 : 0))),
      date: runs.map(({ run }) => run.report_date),
    },
    {
      "unit:rop": unitLabel("rop", ctx.system),
      "unit:footage": unitLabel("length", ctx.system),
      href: reportHrefTemplate(ctx.wellId, "bitData"),
    },
  );
}

/** Cost per foot (or metre) per bit run: stored per metre, shown per the user's length unit. */
export async function bitCostPerFoot(ctx: SeriesContext) {
  const runs = (await bitRuns(ctx)).filter((r) => r.cost_per_length !== null);
  const metresPerUnit =
    fromSI("length", 1, ctx.system) === 1 ? 1 : 1 / fromSI("length", 1, ctx.system);
  return seriesTable(
    {
      bitNo: runs.map((r) => r.bit_no),
      costPerLength: f32(runs.map((r) => r.cost_per_length! * metresPerUnit)),
      date: runs.map((r) => r.report_date),
    },
    {
      "unit:costPerLength": unitLabel("length", ctx.system),
      href: reportHrefTemplate(ctx.wellId, "bitData"),
    },
  );
}

/** Mechanical specific energy against depth, from the drilling parameters. */
export async function mseVsDepth({ db, orgId, wellId, system }: SeriesContext) {
  const { rows } = await sql<{ md: number; mse: number; report_date: string }>`
    select (md_from + md_to) / 2 as md, mse, report_date::text as report_date
    from drilling_parameters where org_id = ${orgId} and well_id = ${wellId} and mse is not null
    order by md`.execute(db);
  return seriesTable(
    {
      md: f32(rows.map((r) => fromSI("length", r.md, system))),
      mse: f32(rows.map((r) => fromSI("pressure", r.mse, system))),
      date: rows.map((r) => r.report_date),
    },
    {
      "unit:md": unitLabel("length", system),
      "unit:mse": unitLabel("pressure", system),
      href: reportHrefTemplate(wellId, "drillingParameters"),
    },
  );
}

/**
 * The drilling parameters a chart shows: the SQL that reads each from `drilling_parameters`, the
 * name it is read back under, and its quantity kind. The rpm is the bit's (surface plus motor),
 * the speed MSE is worked out with; a rotary run has no motor rpm.
 */
export const PARAMETERS = [
  { name: "WOB", column: "wob_max", source: sql`wob_max`, kind: "force" },
  {
    name: "Bit RPM",
    column: "rpm_bit",
    source: sql`rpm_surface + coalesce(rpm_motor, 0)`,
    kind: "rotarySpeed",
  },
  { name: "Torque", column: "torque", source: sql`torque`, kind: "torque" },
  { name: "Flow", column: "flow_rate", source: sql`flow_rate`, kind: "flowRate" },
  { name: "SPP", column: "spp", source: sql`spp`, kind: "pressure" },
  { name: "ROP", column: "rop", source: sql`rop`, kind: "rop" },
] as const;

/** WOB, bit rpm, torque, flow, SPP and ROP against depth, one facet each (long format). */
export async function drillingParameters({ db, orgId, wellId, system }: SeriesContext) {
  const { rows } = await sql<Record<string, number | null> & { md: number }>`
    select (md_from + md_to) / 2 as md,
      ${sql.join(PARAMETERS.map(({ source, column }) => sql`${source} as ${sql.ref(column)}`))}
    from drilling_parameters where org_id = ${orgId} and well_id = ${wellId}
    order by md`.execute(db);
  const md: number[] = [];
  const parameter: string[] = [];
  const value: number[] = [];
  for (const { name, column, kind } of PARAMETERS) {
    const label = `${name} (${unitLabel(kind, system)})`;
    for (const row of rows) {
      const si = row[column];
      if (si === null || si === undefined) continue;
      md.push(fromSI("length", row.md, system));
      parameter.push(label);
      value.push(fromSI(kind, si, system));
    }
  }
  return seriesTable(
    { md: f32(md), parameter, value: f32(value) },
    { "unit:md": unitLabel("length", system) },
  );
}
