/**
 * A report's way through approval, for any kind: submitted when every section passes, then
 * approved or returned with a comment by the approver. Each step locks the report, checks where
 * it stands and writes its audit entry in the same transaction.
 */
import type { ReportKind } from "~/db/tables/reports";
import type { CarryOver } from "~/domain/reports/carry-over";
import { isEditable, transition, type LifecycleRefusalCode } from "~/domain/reports/lifecycle";
import { auditChange } from "~/identity/audit.server";
import { reportStepTaken } from "~/notifications/notify.server";
import { DDR_KIND, type ReportKindDeclaration } from "~/sections/report-kinds";
import { submitProblems, type SubmitProblem } from "~/sections/submit-check";

import { storeCarriedSections } from "./carried-sections.server";
import { buildContext, getWellSummary, type DdrActor } from "./ddr-read.server";
import { refreshReportFigures } from "./report-figures.server";
import { inTransaction, lockReport } from "./report-lock.server";
import { readSections } from "./section-storage.server";

export type SubmitResult =
  /** `version`: the report's version after the step, for the next write to send. */
  | { ok: true; version: number }
  | { ok: false; reason: "notFound" | "notEditable" }
  | { ok: false; reason: "problems"; problems: SubmitProblem[] };

export function submitDdr(actor: DdrActor, reportId: number): Promise<SubmitResult> {
  return submitReport(actor, DDR_KIND, reportId);
}

/** Sends a draft (or returned) report for approval when every section passes. */
export async function submitReport(
  actor: DdrActor,
  declaration: ReportKindDeclaration,
  reportId: number,
): Promise<SubmitResult> {
  const sections = declaration.sections;
  return inTransaction(undefined, async (tx): Promise<SubmitResult> => {
    const report = await lockReport(tx, actor.orgId, reportId, declaration.kind);
    if (!report) return { ok: false, reason: "notFound" };
    if (!isEditable(report.status)) return { ok: false, reason: "notEditable" };
    const well = await getWellSummary(actor.orgId, report.well_id, tx);
    const keys = { orgId: actor.orgId, reportId };
    let saved = await readSections(tx, sections, keys);
    if (declaration.carriesOver) {
      // A report created before carried sections were stored still shows them as carried: they
      // are submitted as shown.
      const stored = await storeCarriedSections(
        tx,
        actor,
        { id: reportId, wellId: report.well_id, reportDate: report.report_date },
        report.carry_over as CarryOver | null,
        new Set(Object.keys(saved)),
      );
      if (stored.length > 0) {
        saved = await readSections(tx, sections, keys);
        await refreshReportFigures(tx, actor.orgId, reportId, report.well_id, report.report_date);
      }
    }
    const context = await buildContext(
      tx,
      actor.orgId,
      { wellId: report.well_id, reportDate: report.report_date },
      well?.spudDate ?? null,
      saved,
    );
    const problems = submitProblems(
      sections,
      Object.fromEntries(Object.entries(saved).map(([id, entry]) => [id, entry.value])),
      context,
      new Set(Object.keys(saved).filter((id) => saved[id]!.carried)),
    );
    if (problems.length > 0) return { ok: false, reason: "problems", problems };
    let status = report.status;
    if (status === "returned") {
      const edited = transition(status, "edit");
      if (edited.ok) status = edited.state;
      await auditChange(tx, actor, "edit", "report", reportId, { from: "returned", to: status });
    }
    const submitted = transition(status, "submit");
    if (!submitted.ok) return { ok: false, reason: "notEditable" };
    await tx
      .updateTable("reports")
      .set({
        status: submitted.state,
        submitted_by: actor.id,
        submitted_at: new Date(),
        updated_by: actor.id,
        updated_at: new Date(),
        version: report.version + 1,
      })
      .where("id", "=", reportId)
      .execute();
    await auditChange(tx, actor, "submit", "report", reportId, {
      kind: report.kind,
      reportNo: report.report_no,
      reportDate: report.report_date,
      from: status,
      to: submitted.state,
    });
    await reportStepTaken(tx, actor, reportId, "submit");
    return { ok: true, version: report.version + 1 };
  });
}

export type DecisionResult =
  | { ok: true; version: number }
  | { ok: false; reason: "notFound" | "stale" }
  | { ok: false; reason: "refused"; code: LifecycleRefusalCode };

export type Decision = { action: "approve" } | { action: "return"; comment: string };

/**
 * The approver's decision on a submitted report: approve, or return with a comment. Any kind of
 * the organisation's reports unless `kind` narrows it.
 */
export async function decideReport(
  actor: DdrActor,
  reportId: number,
  expectedVersion: number,
  decision: Decision,
  kind: ReportKind | null = null,
): Promise<DecisionResult> {
  return inTransaction(undefined, async (tx): Promise<DecisionResult> => {
    const report = await lockReport(tx, actor.orgId, reportId, kind);
    if (!report) return { ok: false, reason: "notFound" };
    if (report.version !== expectedVersion) return { ok: false, reason: "stale" };
    const comment = decision.action === "return" ? decision.comment.trim() : null;
    const next = transition(report.status, decision.action, { comment });
    if (!next.ok) return { ok: false, reason: "refused", code: next.code };
    const now = new Date();
    await tx
      .updateTable("reports")
      .set(
        decision.action === "approve"
          ? {
              status: next.state,
              approved_by: actor.id,
              approved_at: now,
              version: report.version + 1,
            }
          : {
              status: next.state,
              return_comment: comment,
              returned_by: actor.id,
              returned_at: now,
              version: report.version + 1,
            },
      )
      .where("id", "=", reportId)
      .execute();
    await auditChange(tx, actor, decision.action, "report", reportId, {
      kind: report.kind,
      reportNo: report.report_no,
      reportDate: report.report_date,
      from: report.status,
      to: next.state,
      ...(comment ? { comment } : {}),
    });
    await reportStepTaken(tx, actor, reportId, decision.action, comment);
    return { ok: true, version: report.version + 1 };
  });
}
