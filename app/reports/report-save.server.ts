/**
 * Changing a daily drilling report: saving sections (one, or several at once from a
 * spreadsheet), submitting it, and the approver's decision. Each write runs in a transaction
 * with its audit entry and checks the version the user saw.
 */
import type { Transaction } from "kysely";

import { getDb } from "~/db/db.server";
import type { Database } from "~/db/schema";
import type { CarryOver } from "~/domain/reports/carry-over";
import { transition, isEditable, type LifecycleRefusalCode } from "~/domain/reports/lifecycle";
import { recordAudit } from "~/identity/audit.server";
import { submitProblems, type SubmitProblem } from "~/sections/submit-check";
import type { AnySection, StoredSectionValue } from "~/sections/vocabulary";

import { SECTIONS, buildContext, getWellSummary, type DdrActor } from "./ddr-read.server";
import { storeCarriedSections } from "./carried-sections.server";
import { refreshReportFigures } from "./report-figures.server";
import { readSections, writeSection } from "./section-storage.server";

async function lockReport(tx: Transaction<Database>, orgId: number, reportId: number) {
  return tx
    .selectFrom("reports")
    .select(["id", "well_id", "report_date", "report_no", "status", "version", "carry_over"])
    .where("org_id", "=", orgId)
    .where("id", "=", reportId)
    .where("kind", "=", "ddr")
    .forUpdate()
    .executeTakeFirst();
}

export type SaveResult =
  { ok: true; version: number } | { ok: false; reason: "notFound" | "notEditable" | "conflict" };

/** Stores one section; refused when the report is not editable or someone saved in between. */
export async function saveDdrSection(
  actor: DdrActor,
  reportId: number,
  section: AnySection,
  value: StoredSectionValue,
  expectedVersion: number,
): Promise<SaveResult> {
  const saved = await saveDdrSections(actor, reportId, [{ section, value, expectedVersion }]);
  return saved.ok ? { ok: true, version: saved.versions[0]! } : saved;
}

export interface SectionSave {
  section: AnySection;
  value: StoredSectionValue;
  /** The version the user started from (0 when never saved). */
  expectedVersion: number;
}

export type SaveAllResult =
  { ok: true; versions: number[] } | { ok: false; reason: "notFound" | "notEditable" | "conflict" };

/** Thrown inside the transaction so sections written before a conflict are rolled back. */
class SaveConflict extends Error {}

/**
 * Stores several sections of one report in one transaction (the spreadsheet upload): all of
 * them or none.
 */
export async function saveDdrSections(
  actor: DdrActor,
  reportId: number,
  saves: readonly SectionSave[],
): Promise<SaveAllResult> {
  const db = await getDb();
  try {
    return await db.transaction().execute(async (tx): Promise<SaveAllResult> => {
      const report = await lockReport(tx, actor.orgId, reportId);
      if (!report) return { ok: false, reason: "notFound" };
      if (!isEditable(report.status)) return { ok: false, reason: "notEditable" };
      const versions: number[] = [];
      for (const { section, value, expectedVersion } of saves) {
        const version = await writeSection(
          tx,
          section,
          value,
          { orgId: actor.orgId, reportId, wellId: report.well_id, reportDate: report.report_date },
          expectedVersion,
          actor.id,
        );
        if (version === null) throw new SaveConflict();
        versions.push(version);
      }
      let status = report.status;
      if (status === "returned") {
        // Editing a returned report makes it a draft again (DOMAIN.md §6).
        const edited = transition(status, "edit");
        if (edited.ok) {
          status = edited.state;
          await recordAudit(tx, {
            orgId: actor.orgId,
            userId: actor.id,
            action: "edit",
            recordType: "report",
            recordId: reportId,
            detail: { from: "returned", to: status },
          });
        }
      }
      await tx
        .updateTable("reports")
        .set({
          status,
          updated_by: actor.id,
          updated_at: new Date(),
          version: status === report.status ? report.version : report.version + 1,
        })
        .where("id", "=", reportId)
        .execute();
      await refreshReportFigures(tx, actor.orgId, reportId, report.well_id, report.report_date);
      for (const [index, { section }] of saves.entries()) {
        await recordAudit(tx, {
          orgId: actor.orgId,
          userId: actor.id,
          action: "save-section",
          recordType: "report",
          recordId: reportId,
          detail: { section: section.id, version: versions[index]! },
        });
      }
      return { ok: true, versions };
    });
  } catch (error) {
    if (error instanceof SaveConflict) return { ok: false, reason: "conflict" };
    throw error;
  }
}

export type SubmitResult =
  | { ok: true }
  | { ok: false; reason: "notFound" | "notEditable" }
  | { ok: false; reason: "problems"; problems: SubmitProblem[] };

/** Sends a draft (or returned) report for approval when every section passes. */
export async function submitDdr(actor: DdrActor, reportId: number): Promise<SubmitResult> {
  const db = await getDb();
  return db.transaction().execute(async (tx): Promise<SubmitResult> => {
    const report = await lockReport(tx, actor.orgId, reportId);
    if (!report) return { ok: false, reason: "notFound" };
    if (!isEditable(report.status)) return { ok: false, reason: "notEditable" };
    const well = await getWellSummary(actor.orgId, report.well_id, tx);
    const keys = { orgId: actor.orgId, reportId };
    let saved = await readSections(tx, SECTIONS, keys);
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
      saved = await readSections(tx, SECTIONS, keys);
      await refreshReportFigures(tx, actor.orgId, reportId, report.well_id, report.report_date);
    }
    const context = await buildContext(
      tx,
      actor.orgId,
      { wellId: report.well_id, reportDate: report.report_date },
      well?.spudDate ?? null,
      saved,
    );
    const problems = submitProblems(
      SECTIONS,
      Object.fromEntries(Object.entries(saved).map(([id, entry]) => [id, entry.value])),
      context,
      new Set(Object.keys(saved).filter((id) => saved[id]!.carried)),
    );
    if (problems.length > 0) return { ok: false, reason: "problems", problems };
    let status = report.status;
    if (status === "returned") {
      const edited = transition(status, "edit");
      if (edited.ok) status = edited.state;
      await recordAudit(tx, {
        orgId: actor.orgId,
        userId: actor.id,
        action: "edit",
        recordType: "report",
        recordId: reportId,
        detail: { from: "returned", to: status },
      });
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
    await recordAudit(tx, {
      orgId: actor.orgId,
      userId: actor.id,
      action: "submit",
      recordType: "report",
      recordId: reportId,
      detail: {
        kind: "ddr",
        reportNo: report.report_no,
        reportDate: report.report_date,
        from: status,
        to: submitted.state,
      },
    });
    return { ok: true };
  });
}

export type DecisionResult =
  | { ok: true }
  | { ok: false; reason: "notFound" | "stale" }
  | { ok: false; reason: "refused"; code: LifecycleRefusalCode };

/** The approver's decision on a submitted report: approve, or return with a comment. */
export async function decideDdr(
  actor: DdrActor,
  reportId: number,
  expectedVersion: number,
  decision: { action: "approve" } | { action: "return"; comment: string },
): Promise<DecisionResult> {
  const db = await getDb();
  return db.transaction().execute(async (tx): Promise<DecisionResult> => {
    const report = await lockReport(tx, actor.orgId, reportId);
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
    await recordAudit(tx, {
      orgId: actor.orgId,
      userId: actor.id,
      action: decision.action,
      recordType: "report",
      recordId: reportId,
      detail: {
        kind: "ddr",
        reportNo: report.report_no,
        reportDate: report.report_date,
        from: report.status,
        to: next.state,
        ...(comment ? { comment } : {}),
      },
    });
    return { ok: true };
  });
}
export { isEditable };
