/**
 * Opening a drilling-activity or subsurface report: it belongs to a well and a day, several of a
 * kind may share a day, and they are numbered per well and kind. Nothing is carried over: each
 * one records an event of its own.
 */
import { getDb } from "~/db/db.server";
import type { ReportKindDeclaration } from "~/sections/report-kinds";

import type { DdrActor } from "./ddr-read.server";
import { auditReportCreated, insertNextReport, lockWellForNumbering } from "./report-create.server";

export type CreateActivityResult =
  { ok: true; id: number; reportNo: number } | { ok: false; reason: "wellNotFound" };

export async function createActivityReport(
  actor: DdrActor,
  declaration: ReportKindDeclaration,
  wellId: number,
  reportDate: string,
): Promise<CreateActivityResult> {
  const db = await getDb();
  const created = await db.transaction().execute(async (tx) => {
    const well = await lockWellForNumbering(tx, actor.orgId, wellId);
    if (!well) return null;
    const { kind } = declaration;
    const report = await insertNextReport(tx, actor, {
      wellId,
      kind,
      reportDate,
      carryOver: null,
    });
    await auditReportCreated(tx, actor, report.id, {
      kind,
      well: well.name,
      reportDate,
      reportNo: report.reportNo,
    });
    return report;
  });
  return created ? { ok: true, ...created } : { ok: false, reason: "wellNotFound" };
}

/** The well's reports of a kind, newest first, for the form's list. */
export async function recentActivityReports(
  orgId: number,
  wellId: number,
  declaration: ReportKindDeclaration,
  limit = 20,
) {
  const db = await getDb();
  const rows = await db
    .selectFrom("reports")
    .select(["id", "report_no", "report_date", "status"])
    .where("org_id", "=", orgId)
    .where("well_id", "=", wellId)
    .where("kind", "=", declaration.kind)
    .orderBy("report_date", "desc")
    .orderBy("report_no", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    reportNo: row.report_no,
    reportDate: row.report_date,
    status: row.status,
  }));
}
