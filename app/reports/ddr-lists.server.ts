/**
 * Lists of daily drilling reports: by well, date range and status, and those waiting for a
 * decision.
 */
import { sql } from "kysely";

import { getDb } from "~/db/db.server";
import type { ReportKind, ReportStatus } from "~/db/tables/reports";

import { iso } from "./ddr-read.server";

export interface DdrRow {
  id: number;
  kind: ReportKind;
  wellId: number;
  wellName: string;
  reportNo: number;
  reportDate: string;
  status: ReportStatus;
  mdAtReport: number | null;
  dailyCost: string | null;
  cumulativeCost: string;
  nptTime: number | null;
  submittedBy: string | null;
  submittedAt: string | null;
}

export interface DdrFilters {
  wellId?: number;
  from?: string;
  to?: string;
  status?: ReportStatus;
}

export interface DdrPage {
  rows: DdrRow[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * Reports of one kind by well and date range, newest first (several of a day by number), with
 * each well's running cumulative cost (the DDR's; nothing for the other kinds).
 */
export async function listDdrs(
  orgId: number,
  filters: DdrFilters,
  page: number,
  pageSize: number,
  kind: ReportKind = "ddr",
): Promise<DdrPage> {
  const db = await getDb();
  // The cumulative cost runs over all of a well's reports before any date filter narrows them.
  let base = db
    .with("ranked", (qb) => {
      let q = qb
        .selectFrom("reports as r")
        .select([
          "r.id",
          "r.kind",
          "r.well_id",
          "r.report_no",
          "r.report_date",
          "r.status",
          "r.md_at_report",
          "r.daily_cost",
          "r.npt_time",
          "r.submitted_by",
          "r.submitted_at",
          sql<string>`(sum(coalesce(r.daily_cost, 0)) over (partition by r.well_id order by r.report_date))::numeric(14,2)`.as(
            "cumulative_cost",
          ),
        ])
        .where("r.org_id", "=", orgId)
        .where("r.kind", "=", kind);
      if (filters.wellId) q = q.where("r.well_id", "=", filters.wellId);
      return q;
    })
    .selectFrom("ranked as k")
    .innerJoin("wells as w", "w.id", "k.well_id")
    .leftJoin("users as su", "su.id", "k.submitted_by");
  if (filters.from) base = base.where("k.report_date", ">=", filters.from);
  if (filters.to) base = base.where("k.report_date", "<=", filters.to);
  if (filters.status) base = base.where("k.status", "=", filters.status);
  const counted = await base.select(sql<number>`count(*)`.as("total")).executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  const rows = await base
    .select([
      "k.id",
      "k.kind",
      "k.well_id",
      "w.name as well_name",
      "k.report_no",
      "k.report_date",
      "k.status",
      "k.md_at_report",
      "k.daily_cost",
      "k.cumulative_cost",
      "k.npt_time",
      "su.full_name as submitted_by",
      "k.submitted_at",
    ])
    .orderBy("k.report_date", "desc")
    .orderBy("w.name")
    .orderBy("k.report_no", "desc")
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  return {
    total,
    page: current,
    pageSize,
    rows: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      wellId: row.well_id,
      wellName: row.well_name,
      reportNo: row.report_no,
      reportDate: row.report_date,
      status: row.status,
      mdAtReport: row.md_at_report,
      dailyCost: row.daily_cost,
      cumulativeCost: String(row.cumulative_cost),
      nptTime: row.npt_time,
      submittedBy: row.submitted_by,
      submittedAt: iso(row.submitted_at),
    })),
  };
}

/** Reports waiting for a decision, oldest first (the approver works through them in order). */
export async function listWaitingForApproval(
  orgId: number,
  wellId?: number,
  kind: ReportKind = "ddr",
): Promise<DdrRow[]> {
  const page = await listDdrs(orgId, { wellId, status: "submitted" }, 1, 500, kind);
  return [...page.rows].reverse();
}

export interface DayActivity {
  id: number;
  kind: ReportKind;
  reportNo: number;
  status: ReportStatus;
}

/** The drilling-activity and subsurface reports of a well's day, by kind and number. */
export async function listDayActivities(
  orgId: number,
  wellId: number,
  reportDate: string,
): Promise<DayActivity[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("reports")
    .select(["id", "kind", "report_no", "status"])
    .where("org_id", "=", orgId)
    .where("well_id", "=", wellId)
    .where("report_date", "=", reportDate)
    .where("kind", "!=", "ddr")
    .orderBy("kind")
    .orderBy("report_no")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    reportNo: row.report_no,
    status: row.status,
  }));
}

export interface WaitingActivity extends DayActivity {
  wellId: number;
  wellName: string;
  reportDate: string;
  submittedBy: string | null;
  submittedAt: string | null;
}

/** Drilling-activity and subsurface reports waiting for a decision, oldest first. */
export async function listActivitiesWaiting(
  orgId: number,
  wellId: number,
): Promise<WaitingActivity[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("reports as r")
    .innerJoin("wells as w", "w.id", "r.well_id")
    .leftJoin("users as su", "su.id", "r.submitted_by")
    .select([
      "r.id",
      "r.kind",
      "r.report_no",
      "r.status",
      "r.well_id",
      "w.name as well_name",
      "r.report_date",
      "su.full_name as submitted_by",
      "r.submitted_at",
    ])
    .where("r.org_id", "=", orgId)
    .where("r.well_id", "=", wellId)
    .where("r.kind", "!=", "ddr")
    .where("r.status", "=", "submitted")
    .orderBy("r.report_date")
    .orderBy("r.id")
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    reportNo: row.report_no,
    status: row.status,
    wellId: row.well_id,
    wellName: row.well_name,
    reportDate: row.report_date,
    submittedBy: row.submitted_by,
    submittedAt: iso(row.submitted_at),
  }));
}
