import { sql } from "kysely";

import {
  dayMudDensity,
  runHydraulics,
  type DayHydraulicsInputs,
  type MudWeightCheck,
  type PumpInterval,
  type RunHydraulics,
} from "~/domain/drilling/run-hydraulics";
import type { QuantityKind } from "~/domain/units/quantities";
import { fromSI, unitLabel } from "~/domain/units/units";

import { f32, seriesTable } from "./arrow";
import { reportHrefTemplate, type SeriesContext } from "./context";

/** Each report's pump intervals and mud weight: what its DDR's bit section computes with. */
async function hydraulicsInputs({
  db,
  orgId,
  wellId,
}: SeriesContext): Promise<(reportId: number) => DayHydraulicsInputs> {
  const [intervals, checks] = await Promise.all([
    sql<PumpInterval & { report_id: number }>`
      select report_id, md_from as "mdFrom", md_to as "mdTo", flow_rate as "flowRate"
      from drilling_parameters where org_id = ${orgId} and well_id = ${wellId}`.execute(db),
    sql<MudWeightCheck & { report_id: number }>`
      select report_id, to_char(check_time, 'HH24:MI') as "checkTime", density
      from mud_checks where org_id = ${orgId} and well_id = ${wellId}`.execute(db),
  ]);
  const group = <T extends { report_id: number }>(rows: T[]) => {
    const byReport = new Map<number, T[]>();
    for (const row of rows)
      byReport.set(row.report_id, [...(byReport.get(row.report_id) ?? []), row]);
    return byReport;
  };
  const pumps = group(intervals.rows);
  const muds = group(checks.rows);
  return (reportId) => ({
    pumpIntervals: pumps.get(reportId) ?? [],
    mudDensity: dayMudDensity(muds.get(reportId) ?? []),
  });
}

interface RunState {
  bitNo: string;
  inHole: boolean;
  /** The last day the run drilled, with its hydraulics. */
  date: string;
  figures: RunHydraulics;
}

/**
 * Bit hydraulics per bit run: pressure drop, jet velocity, hydraulic power and HSI at the pump
 * rate and mud weight of the last day the run drilled, as that day's DDR shows them. Runs in
 * the order they were first reported; a bit still in the hole is marked so.
 */
export async function bitHydraulics(ctx: SeriesContext) {
  const [{ rows }, inputsOf] = await Promise.all([
    sql<{
      report_id: number;
      report_date: string;
      bit_no: string;
      serial_no: string;
      size: number;
      tfa: number | null;
      depth_in: number;
      depth_out: number | null;
    }>`
      select report_id, report_date::text as report_date, bit_no, serial_no, size, tfa,
             depth_in, depth_out
      from bit_runs where org_id = ${ctx.orgId} and well_id = ${ctx.wellId}
      order by report_date, row_no`.execute(ctx.db),
    hydraulicsInputs(ctx),
  ]);
  const runs = new Map<string, Partial<RunState> & { bitNo: string; inHole: boolean }>();
  for (const row of rows) {
    const key = `${row.bit_no}|${row.serial_no}`;
    const run = runs.get(key) ?? { bitNo: row.bit_no, inHole: true };
    run.inHole = row.depth_out === null;
    const figures = runHydraulics(
      { depthIn: row.depth_in, depthOut: row.depth_out, size: row.size, tfa: row.tfa },
      inputsOf(row.report_id),
    );
    if (figures) Object.assign(run, { figures, date: row.report_date });
    runs.set(key, run);
  }
  const shown = [...runs.values()].filter((run): run is RunState => run.figures !== undefined);
  const column = (kind: QuantityKind, pick: (figures: RunHydraulics) => number) =>
    f32(shown.map((run) => fromSI(kind, pick(run.figures), ctx.system)));
  return seriesTable(
    {
      bitNo: shown.map((run) => run.bitNo),
      hsi: column("powerPerArea", (f) => f.powerPerArea),
      pressureDrop: column("pressure", (f) => f.pressureDrop),
      jetVelocity: column("velocity", (f) => f.jetVelocity),
      power: column("power", (f) => f.hydraulicPower),
      flowRate: column("flowRate", (f) => f.flowRate),
      mudDensity: column("density", (f) => f.mudDensity),
      inHole: Int32Array.from(shown.map((run) => (run.inHole ? 1 : 0))),
      date: shown.map((run) => run.date),
    },
    {
      "unit:hsi": unitLabel("powerPerArea", ctx.system),
      "unit:pressureDrop": unitLabel("pressure", ctx.system),
      "unit:jetVelocity": unitLabel("velocity", ctx.system),
      "unit:power": unitLabel("power", ctx.system),
      "unit:flowRate": unitLabel("flowRate", ctx.system),
      "unit:mudDensity": unitLabel("density", ctx.system),
      href: reportHrefTemplate(ctx.wellId, "bitData"),
    },
  );
}
