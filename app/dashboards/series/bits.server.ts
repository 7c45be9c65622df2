import { sql } from "kysely";

import { bitRunToDate } from "~/domain/drilling/bit-run";
import { fromSI, unitLabel } from "~/domain/units/units";

import { f32, seriesTable } from "./arrow";
import { reportHrefTemplate, type SeriesContext } from "./context";

interface BitRun {
  bit_no: string;
  depth_in: number;
  depth_out: number | null;
  hours: number | null;
  cost_per_length: number | null;
  report_date: string;
  /** The depth of the report the run was last reported on: a bit in the hole has drilled to it. */
  md_at_report: number | null;
}

/**
 * Each bit run as last reported (a run is carried from day to day until the bit is pulled), in
 * run order: by the day it was first reported, then depth in, then bit number read as a number.
 */
async function bitRuns({ db, orgId, wellId }: SeriesContext): Promise<BitRun[]> {
  const { rows } = await sql<BitRun & { first_date: string }>`
    select * from (
      select distinct on (b.bit_no, b.serial_no) b.bit_no, b.depth_in, b.depth_out, b.hours,
             b.cost_per_length, b.report_date::text as report_date, r.md_at_report,
             (min(b.report_date) over (partition by b.bit_no, b.serial_no))::text as first_date
      from bit_runs b join reports r on r.id = b.report_id and r.org_id = b.org_id
      where b.org_id = ${orgId} and b.well_id = ${wellId}
      order by b.bit_no, b.serial_no, b.report_date desc, b.row_no
    ) runs order by first_date, depth_in`.execute(db);
  return rows.sort(
    (a, b) =>
      a.first_date.localeCompare(b.first_date) ||
      a.depth_in - b.depth_in ||
      a.bit_no.localeCompare(b.bit_no, "en", { numeric: true }),
  );
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

const PARAMETERS = [
  { name: "WOB", column: "wob_max", kind: "force" },
  { name: "RPM", column: "rpm_surface", kind: "rotarySpeed" },
  { name: "Torque", column: "torque", kind: "torque" },
  { name: "Flow", column: "flow_rate", kind: "flowRate" },
  { name: "SPP", column: "spp", kind: "pressure" },
  { name: "ROP", column: "rop", kind: "rop" },
] as const;

/** WOB, RPM, torque, flow, SPP and ROP against depth, one facet each (long format). */
export async function drillingParameters({ db, orgId, wellId, system }: SeriesContext) {
  const { rows } = await sql<Record<string, number | null> & { md: number }>`
    select (md_from + md_to) / 2 as md, wob_max, rpm_surface, torque, flow_rate, spp, rop
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
