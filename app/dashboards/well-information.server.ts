import { sql } from "kysely";

import { getWellInfo, type WellInfo } from "~/assets/wells.server";
import { getDb } from "~/db/db.server";
import { formatMoney } from "~/domain/money/decimal";
import { approvedAfeTotal, bookedCostTotal } from "~/planner/afe-vs-actual.server";

export interface WellInformation {
  well: WellInfo;
  currentMd: number | null;
  lastReport: { date: string; reportNo: number; status: string } | null;
  reportCount: number;
  /** Exact money as strings ("1234.56"), null without an approved AFE. */
  costToDate: string;
  afe: string | null;
  nptHours: number;
}

/** The well's header data with where it stands: depth, days, cost to date against AFE, last report. */
export async function wellInformation(
  orgId: number,
  wellId: number,
): Promise<WellInformation | null> {
  const well = await getWellInfo(orgId, wellId);
  if (!well) return null;
  const db = await getDb();
  // The two totals alone: the full AFE-vs-actual breakdown read every cost line twice over.
  const [latest, totals, booked, afeCents] = await Promise.all([
    sql<{ report_date: string; report_no: number; status: string; md: number | null }>`
      select report_date, report_no, status,
             (select md_at_report from reports r2 where r2.well_id = r.well_id and r2.kind = 'ddr'
                and r2.md_at_report is not null order by r2.report_date desc limit 1) as md
      from reports r where r.org_id = ${orgId} and r.well_id = ${wellId} and r.kind = 'ddr'
      order by report_date desc limit 1`.execute(db),
    sql<{ reports: number; npt: number | null }>`
      select count(*)::int as reports, sum(npt_time)::float8 as npt
      from reports where org_id = ${orgId} and well_id = ${wellId} and kind = 'ddr'`.execute(db),
    bookedCostTotal(db, orgId, wellId),
    approvedAfeTotal(db, orgId, wellId),
  ]);
  const last = latest.rows[0];
  const sums = totals.rows[0];
  return {
    well,
    currentMd: last?.md ?? null,
    lastReport: last
      ? { date: last.report_date, reportNo: last.report_no, status: last.status }
      : null,
    reportCount: sums?.reports ?? 0,
    costToDate: formatMoney(booked),
    afe: afeCents > 0n ? formatMoney(afeCents) : null,
    nptHours: (sums?.npt ?? 0) / 3600,
  };
}

/** The time-log rows behind an NPT bar, newest first, each with its report. */
export async function nptRows(orgId: number, wellId: number, code: string) {
  const db = await getDb();
  const { rows } = await sql<{
    report_date: string;
    report_no: number;
    from_time: string;
    to_time: string;
    duration: number;
    phase: string;
    npt_code: string | null;
    description: string;
  }>`
    select t.report_date, r.report_no, to_char(t.from_time, 'HH24:MI') as from_time,
           case when t.to_time = '24:00' then '24:00' else to_char(t.to_time, 'HH24:MI') end as to_time,
           t.duration, t.phase, t.npt_code, t.description
    from time_log_rows t join reports r on r.id = t.report_id
    where t.org_id = ${orgId} and t.well_id = ${wellId} and t.is_npt and coalesce(t.npt_code, '?') = ${code}
    order by t.report_date desc, t.row_no limit 500`.execute(db);
  return rows;
}
