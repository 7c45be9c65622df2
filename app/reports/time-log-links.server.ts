/**
 * The day's time log and the drilling-activity reports that cover its rows (the rule is in
 * app/domain/activity/time-log-cover.ts): for the DDR's pages, each covered row with the reports
 * that cover it; for an activity report, the rows it covers.
 */
import { getDb } from "~/db/db.server";
import type { ReportKind } from "~/db/tables/reports";
import { coveredRows, COVERING_CODES } from "~/domain/activity/time-log-cover";

import { DAY_START } from "./ddr-read.server";

export interface CoveredRow {
  rowNo: number;
  fromTime: string;
  toTime: string;
  iadcCode: string;
  description: string;
}

export interface CoveringReport {
  id: number;
  kind: ReportKind;
  reportNo: number;
}

const LINKED_KINDS = Object.keys(COVERING_CODES) as ReportKind[];

async function dayRows(orgId: number, wellId: number, reportDate: string) {
  const db = await getDb();
  const rows = await db
    .selectFrom("time_log_rows as t")
    .innerJoin("reports as r", "r.id", "t.report_id")
    .select(["t.row_no", "t.from_time", "t.to_time", "t.iadc_code", "t.description"])
    .where("t.org_id", "=", orgId)
    .where("t.well_id", "=", wellId)
    .where("t.report_date", "=", reportDate)
    .where("r.kind", "=", "ddr")
    .orderBy("t.row_no")
    .execute();
  return rows.map((row): CoveredRow => ({
    rowNo: row.row_no,
    // PostgreSQL prints "06:00:00"; the time log writes "06:00".
    fromTime: String(row.from_time).slice(0, 5),
    toTime: String(row.to_time).slice(0, 5),
    iadcCode: row.iadc_code,
    description: row.description,
  }));
}

async function sectionsOf(orgId: number, reportIds: number[]) {
  const values = new Map<number, Record<string, Record<string, unknown>>>();
  if (reportIds.length === 0) return values;
  const db = await getDb();
  const rows = await db
    .selectFrom("report_sections")
    .select(["report_id", "section_id", "data"])
    .where("org_id", "=", orgId)
    .where("report_id", "in", reportIds)
    .execute();
  for (const row of rows) {
    const entry = values.get(row.report_id) ?? {};
    entry[row.section_id] = row.data as Record<string, unknown>;
    values.set(row.report_id, entry);
  }
  return values;
}

const asCoverable = (row: CoveredRow) => ({
  fromTime: row.fromTime,
  toTime: row.toTime,
  iadcCode: row.iadcCode,
});

/** The DDR day's rows that an activity report covers, each with the reports covering it. */
export async function timeLogCoverage(
  orgId: number,
  wellId: number,
  reportDate: string,
): Promise<{ row: CoveredRow; reports: CoveringReport[] }[]> {
  const rows = await dayRows(orgId, wellId, reportDate);
  if (rows.length === 0) return [];
  const db = await getDb();
  const reports = await db
    .selectFrom("reports")
    .select(["id", "kind", "report_no"])
    .where("org_id", "=", orgId)
    .where("well_id", "=", wellId)
    .where("report_date", "=", reportDate)
    .where("kind", "in", LINKED_KINDS)
    .orderBy("kind")
    .orderBy("report_no")
    .execute();
  const values = await sectionsOf(
    orgId,
    reports.map((report) => report.id),
  );
  const byRow = rows.map(() => [] as CoveringReport[]);
  for (const report of reports) {
    const covered = coveredRows(
      report.kind,
      values.get(report.id) ?? {},
      rows.map(asCoverable),
      DAY_START,
    );
    for (const index of covered) {
      byRow[index]!.push({ id: report.id, kind: report.kind, reportNo: report.report_no });
    }
  }
  return rows
    .map((row, index) => ({ row, reports: byRow[index]! }))
    .filter((entry) => entry.reports.length > 0);
}

/** The rows of the DDR of the report's day that the report covers. */
export async function rowsCoveredBy(
  orgId: number,
  report: { id: number; kind: ReportKind; wellId: number; reportDate: string },
  values: Record<string, Record<string, unknown> | undefined>,
): Promise<CoveredRow[]> {
  if (!COVERING_CODES[report.kind]) return [];
  const rows = await dayRows(orgId, report.wellId, report.reportDate);
  return coveredRows(report.kind, values, rows.map(asCoverable), DAY_START).map(
    (index) => rows[index]!,
  );
}
