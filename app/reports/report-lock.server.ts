/**
 * The report row a write works on, locked for the rest of its transaction: every change to a
 * report (a section save, a submission, a decision) takes it first, so they happen one after
 * another per report and never per well or organisation.
 */

import { getDb } from "~/db/db.server";
import type { Tx } from "~/db/schema";
import type { ReportKind } from "~/db/tables/reports";

import { headerQuery, toHeader, type DdrHeader } from "./ddr-read.server";

/**
 * A report by its id (of the given well, when a form names one), or a well's report of one day
 * (the DDR form posts the well and the date).
 */
export type ReportTarget = { id: number; wellId?: number } | { wellId: number; reportDate: string };

/** The report row, locked; of the given kind, or of any kind when `kind` is null. */
export async function lockReport(tx: Tx, orgId: number, reportId: number, kind: ReportKind | null) {
  let query = tx
    .selectFrom("reports")
    .select([
      "id",
      "kind",
      "well_id",
      "report_date",
      "report_no",
      "status",
      "version",
      "carry_over",
    ])
    .where("org_id", "=", orgId)
    .where("id", "=", reportId);
  if (kind !== null) query = query.where("kind", "=", kind);
  return query.forUpdate().executeTakeFirst();
}

/** The report's header and its well's spud date, read once and locked. */
export async function lockHeader(
  tx: Tx,
  orgId: number,
  kind: ReportKind,
  target: ReportTarget,
): Promise<{ header: DdrHeader; spudDate: string | null } | null> {
  let query = headerQuery(tx, orgId, kind).select("w.spud_date");
  if ("id" in target) {
    query = query.where("r.id", "=", target.id);
    if (target.wellId !== undefined) query = query.where("r.well_id", "=", target.wellId);
  } else {
    query = query
      .where("r.well_id", "=", target.wellId)
      .where("r.report_date", "=", target.reportDate);
  }
  const row = await query.forUpdate("r").executeTakeFirst();
  return row ? { header: toHeader(row), spudDate: row.spud_date } : null;
}

/** Runs `work` in the caller's transaction, or in a transaction of its own. */
export async function inTransaction<T>(
  tx: Tx | undefined,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (tx) return work(tx);
  const db = await getDb();
  return db.transaction().execute(work);
}
