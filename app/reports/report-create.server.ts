/**
 * What opening any report does, whatever its kind: lock its well so the numbering is taken one
 * at a time, give it the next number of its kind on the well, store it as a new draft, and
 * record who created it. The kinds add what is theirs (the DDR its carry-over).
 */
import { sql } from "kysely";

import type { Tx } from "~/db/schema";
import type { ReportKind } from "~/db/tables/reports";
import { auditChange } from "~/identity/audit.server";

import type { DdrActor } from "./ddr-read.server";

/**
 * The well, locked for the rest of the transaction so two reports opened at once get different
 * numbers (FOR NO KEY UPDATE: FOR UPDATE would deadlock with section saves); null when it is not
 * one of the organisation's.
 */
export function lockWellForNumbering(tx: Tx, orgId: number, wellId: number) {
  return tx
    .selectFrom("wells")
    .select(["id", "name"])
    .where("org_id", "=", orgId)
    .where("id", "=", wellId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/** Stores a new draft with the next number of its kind on the well. */
export async function insertNextReport(
  tx: Tx,
  actor: DdrActor,
  report: { wellId: number; kind: ReportKind; reportDate: string; carryOver: string | null },
): Promise<{ id: number; reportNo: number }> {
  const last = await tx
    .selectFrom("reports")
    .select(sql<number>`coalesce(max(report_no), 0)`.as("last"))
    .where("org_id", "=", actor.orgId)
    .where("well_id", "=", report.wellId)
    .where("kind", "=", report.kind)
    .executeTakeFirstOrThrow();
  const reportNo = Number(last.last) + 1;
  const { id } = await tx
    .insertInto("reports")
    .values({
      org_id: actor.orgId,
      well_id: report.wellId,
      kind: report.kind,
      report_date: report.reportDate,
      report_no: reportNo,
      return_comment: null,
      carry_over: report.carryOver,
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
  return { id, reportNo };
}

/** The audit entry of a created report; `detail` says its kind, well, day, number and more. */
export function auditReportCreated(
  tx: Tx,
  actor: DdrActor,
  reportId: number,
  detail: { kind: ReportKind; well: string; reportDate: string; reportNo: number } & Record<
    string,
    unknown
  >,
) {
  return auditChange(tx, actor, "create", "report", reportId, detail);
}
