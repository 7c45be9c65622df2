/**
 * Changing a report of any kind: saving sections (one, or several at once from a spreadsheet),
 * submitting it, and the approver's decision. Each write runs in a transaction with its audit
 * entry and checks the version the user saw. What differs between kinds comes from the kind's
 * declaration (app/sections/report-kinds.ts): its sections, and whether it carries over and
 * keeps the day's figures (the DDR).
 */
import type { Transaction } from "kysely";

import { getDb } from "~/db/db.server";
import type { Database } from "~/db/schema";
import type { ReportKind } from "~/db/tables/reports";
import type { CarryOver } from "~/domain/reports/carry-over";
import { transition, isEditable, type LifecycleRefusalCode } from "~/domain/reports/lifecycle";
import { recordAudit } from "~/identity/audit.server";
import { reportStepTaken } from "~/notifications/notify.server";
import { DDR_KIND, type ReportKindDeclaration } from "~/sections/report-kinds";
import { submitProblems, type SubmitProblem } from "~/sections/submit-check";
import type { AnySection, StoredSectionValue } from "~/sections/vocabulary";

import { buildContext, getWellSummary, type DdrActor } from "./ddr-read.server";
import { storeCarriedSections } from "./carried-sections.server";
import { refreshReportFigures } from "./report-figures.server";
import { readSections, writeSection } from "./section-storage.server";

/** The report row, locked; of the given kind, or of any kind when `kind` is null. */
async function lockReport(
  tx: Transaction<Database>,
  orgId: number,
  reportId: number,
  kind: ReportKind | null,
) {
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

export type SaveResult =
  { ok: true; version: number } | { ok: false; reason: "notFound" | "notEditable" | "conflict" };

/** Stores one section; refused when the report is not editable or someone saved in between. */
export async function saveReportSection(
  actor: DdrActor,
  declaration: ReportKindDeclaration,
  reportId: number,
  section: AnySection,
  value: StoredSectionValue,
  expectedVersion: number,
): Promise<SaveResult> {
  const saved = await saveReportSections(actor, declaration, reportId, [
    { section, value, expectedVersion },
  ]);
  return saved.ok ? { ok: true, version: saved.versions[0]! } : saved;
}

export function saveDdrSection(
  actor: DdrActor,
  reportId: number,
  section: AnySection,
  value: StoredSectionValue,
  expectedVersion: number,
): Promise<SaveResult> {
  return saveReportSection(actor, DDR_KIND, reportId, section, value, expectedVersion);
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

/** The DDR's sections from a spreadsheet, all of them or none. */
export function saveDdrSections(
  actor: DdrActor,
  reportId: number,
  saves: readonly SectionSave[],
): Promise<SaveAllResult> {
  return saveReportSections(actor, DDR_KIND, reportId, saves);
}

/** Stores several sections of one report in one transaction: all of them or none. */
export async function saveReportSections(
  actor: DdrActor,
  declaration: ReportKindDeclaration,
  reportId: number,
  saves: readonly SectionSave[],
): Promise<SaveAllResult> {
  const db = await getDb();
  try {
    return await db.transaction().execute(async (tx): Promise<SaveAllResult> => {
      const report = await lockReport(tx, actor.orgId, reportId, declaration.kind);
      if (!report) return { ok: false, reason: "notFound" };
      if (saves.some(({ section }) => !declaration.sections.includes(section))) {
        return { ok: false, reason: "notFound" };
      }
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
      if (declaration.carriesOver) {
        await refreshReportFigures(tx, actor.orgId, reportId, report.well_id, report.report_date);
      }
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

export function submitDdr(actor: DdrActor, reportId: number): Promise<SubmitResult> {
  return submitReport(actor, DDR_KIND, reportId);
}

/** Sends a draft (or returned) report for approval when every section passes. */
export async function submitReport(
  actor: DdrActor,
  declaration: ReportKindDeclaration,
  reportId: number,
): Promise<SubmitResult> {
  const db = await getDb();
  const sections = declaration.sections;
  return db.transaction().execute(async (tx): Promise<SubmitResult> => {
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
        kind: report.kind,
        reportNo: report.report_no,
        reportDate: report.report_date,
        from: status,
        to: submitted.state,
      },
    });
    await reportStepTaken(tx, actor, reportId, "submit");
    return { ok: true };
  });
}

export type DecisionResult =
  | { ok: true }
  | { ok: false; reason: "notFound" | "stale" }
  | { ok: false; reason: "refused"; code: LifecycleRefusalCode };

export type Decision = { action: "approve" } | { action: "return"; comment: string };

export function decideDdr(
  actor: DdrActor,
  reportId: number,
  expectedVersion: number,
  decision: Decision,
): Promise<DecisionResult> {
  return decideReport(actor, reportId, expectedVersion, decision, "ddr");
}

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
  const db = await getDb();
  return db.transaction().execute(async (tx): Promise<DecisionResult> => {
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
    await recordAudit(tx, {
      orgId: actor.orgId,
      userId: actor.id,
      action: decision.action,
      recordType: "report",
      recordId: reportId,
      detail: {
        kind: report.kind,
        reportNo: report.report_no,
        reportDate: report.report_date,
        from: report.status,
        to: next.state,
        ...(comment ? { comment } : {}),
      },
    });
    await reportStepTaken(tx, actor, reportId, decision.action, comment);
    return { ok: true };
  });
}
export { isEditable };
