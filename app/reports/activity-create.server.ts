/**
 * Opening a drilling-activity or subsurface report: it belongs to a well and a day, several of a
 * kind may share a day, and they are numbered per well and kind. Nothing is carried over: each
 * one records an event of its own.
 */
import { sql } from "kysely";

import { getDb } from "~/db/db.server";
import { recordAudit } from "~/identity/audit.server";
import type { ReportKindDeclaration } from "~/sections/report-kinds";

import type { DdrActor } from "./ddr-read.server";

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
    // Serialises the numbering per well, as the DDR's does.
    const well = await tx
      .selectFrom("wells")
      .select(["id", "name"])
      .where("org_id", "=", actor.orgId)
      .where("id", "=", wellId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!well) return null;
    const last = await tx
      .selectFrom("reports")
      .select(sql<number>`coalesce(max(report_no), 0)`.as("last"))
      .where("org_id", "=", actor.orgId)
      .where("well_id", "=", wellId)
      .where("kind", "=", declaration.kind)
      .executeTakeFirstOrThrow();
    const reportNo = Number(last.last) + 1;
    const { id } = await tx
      .insertInto("reports")
      .values({
        org_id: actor.orgId,
        well_id: wellId,
        kind: declaration.kind,
        report_date: reportDate,
        report_no: reportNo,
        return_comment: null,
        carry_over: null,
        md_at_report: null,
        tvd_at_report: null,
        daily_cost: null,
        npt_time: null,
        created_by: actor.id,
        updated_by: actor.id,
        submitted_by: null,
        approved_by: null,
        returned_by: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(tx, {
      orgId: actor.orgId,
      userId: actor.id,
      action: "create",
      recordType: "report",
      recordId: id,
      detail: { kind: declaration.kind, well: well.name, reportDate, reportNo },
    });
    return { id, reportNo };
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
