import { sql } from "kysely";

import { fromSI, unitLabel } from "~/domain/units/units";

import { f32, seriesTable } from "./arrow";
import { reportHrefTemplate, type SeriesContext } from "./context";

interface BitRun {
  bit_no: string;
  depth_in: number;
  depth_out: number | null;
  footage: number | null;
  hours: number | null;
  rop: number | null;
  cost_per_length: number | null;
  report_date: string;
}

/** Each bit run as last reported (a run is carried from day to day until the bit is pulled). */
async function bitRuns({ db, orgId, wellId }: SeriesContext): Promise<BitRun[]> {
  const { rows } = await sql<BitRun>`
    select * from (
      select distinct on (bit_no, serial_no) bit_no, depth_in, depth_out, footage, hours, rop,
             cost_per_length, report_date::text as report_date
      from bit_runs where org_id = ${orgId} and well_id = ${wellId}
      order by bit_no, serial_no, report_date desc, row_no
    ) runs order by depth_in, report_date`.execute(db);
  return rows;
}

/** ROP (and footage) per bit run. */
export async function bitPerformance(ctx: SeriesContext) {
  const runs = await bitRuns(ctx);
  return seriesTable(
    {
      bitNo: runs.map((r) => r.bit_no),
      rop: f32(runs.map((r) => (r.rop === null ? null : fromSI("rop", r.rop, ctx.system)))),
      footage: f32(
        runs.map((r) => (r.footage === null ? null : fromSI("length", r.footage, ctx.system))),
      ),
      hours: f32(runs.map((r) => (r.hours === null ? null : r.hours / 3600))),
      date: runs.map((r) => r.report_date),
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
