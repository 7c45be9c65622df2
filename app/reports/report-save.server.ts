/**
 * Saving a report's sections, of any kind: one from a form, several at once from a spreadsheet or
 * an import. One transaction locks the report, reads what the values are validated against,
 * validates, checks the version the user saw and writes with its audit entry, so a concurrent save
 * never slips between the check and the write. What differs between kinds comes from the kind's
 * declaration (app/sections/report-kinds.ts): its sections, and whether it keeps the day's
 * figures (the DDR).
 */

import type { Tx } from "~/db/schema";
import { transition, isEditable } from "~/domain/reports/lifecycle";
import { recordAudit, type AuditEntry } from "~/identity/audit.server";
import { costBooked } from "~/notifications/afe-notify.server";
import { DDR_KIND, type ReportKindDeclaration } from "~/sections/report-kinds";
import type { AnySection, StoredSectionValue } from "~/sections/vocabulary";

import type { DdrActor } from "./ddr-read.server";
import { inTransaction, lockHeader, type ReportTarget } from "./report-lock.server";
import { refreshReportFigures } from "./report-figures.server";
import { validationInput, type ValidationInput } from "./report-load.server";
import { writeSection } from "./section-storage.server";

export interface SectionSave {
  section: AnySection;
  value: StoredSectionValue;
  /** The version the user started from (0 when never saved). */
  expectedVersion: number;
}

type Refusal = "notFound" | "notEditable" | "conflict";

export type SaveResult = { ok: true; version: number } | { ok: false; reason: Refusal };
export type SaveAllResult = { ok: true; versions: number[] } | { ok: false; reason: Refusal };
/** "invalid": the check refused what was sent; it kept its own account of why. */
export type CheckedSaveResult = SaveAllResult | { ok: false; reason: "invalid" };

/**
 * Judges what was sent against the report's context and lists, inside the save's transaction:
 * the sections to store, or null when something is wrong (nothing is stored).
 */
export type SaveCheck = (input: ValidationInput) => SectionSave[] | null;

/** Run inside the caller's transaction: a refused save leaves rolling back to the caller. */
export interface SaveOptions {
  tx?: Tx;
}

/** Thrown inside the transaction so sections written before a conflict are rolled back. */
class SaveConflict extends Error {}

/**
 * Locks the report, reads its header once and what its sections are validated against, runs the
 * check and stores what it passed: all of it or none, refused when the report is not editable or
 * someone saved a section in between.
 */
export async function saveCheckedSections(
  actor: DdrActor,
  declaration: ReportKindDeclaration,
  target: ReportTarget,
  check: SaveCheck,
  options: SaveOptions = {},
): Promise<CheckedSaveResult> {
  try {
    return await inTransaction(options.tx, async (tx): Promise<CheckedSaveResult> => {
      const locked = await lockHeader(tx, actor.orgId, declaration.kind, target);
      if (!locked) return { ok: false, reason: "notFound" };
      const saves = check(await validationInput(tx, actor.orgId, declaration, locked));
      if (!saves) return { ok: false, reason: "invalid" };
      const { header } = locked;
      if (saves.some(({ section }) => !declaration.sections.includes(section))) {
        return { ok: false, reason: "notFound" };
      }
      if (!isEditable(header.status)) return { ok: false, reason: "notEditable" };
      const keys = {
        orgId: actor.orgId,
        reportId: header.id,
        wellId: header.wellId,
        reportDate: header.reportDate,
      };
      const versions: number[] = [];
      for (const { section, value, expectedVersion } of saves) {
        const version = await writeSection(tx, section, value, keys, expectedVersion, actor.id);
        if (version === null) throw new SaveConflict();
        versions.push(version);
      }
      const audit: AuditEntry[] = [];
      const entry = {
        orgId: actor.orgId,
        userId: actor.id,
        recordType: "report" as const,
        recordId: header.id,
      };
      let status = header.status;
      if (status === "returned") {
        // Editing a returned report makes it a draft again (DOMAIN.md §6).
        const edited = transition(status, "edit");
        if (edited.ok) {
          status = edited.state;
          audit.push({ ...entry, action: "edit", detail: { from: "returned", to: status } });
        }
      }
      const stamp = {
        status,
        updated_by: actor.id,
        updated_at: new Date(),
        version: status === header.status ? header.version : header.version + 1,
      };
      if (declaration.carriesOver) {
        await refreshReportFigures(
          tx,
          actor.orgId,
          header.id,
          header.wellId,
          header.reportDate,
          stamp,
        );
      } else {
        await tx.updateTable("reports").set(stamp).where("id", "=", header.id).execute();
      }
      for (const [index, { section }] of saves.entries()) {
        audit.push({
          ...entry,
          action: "save-section",
          detail: { section: section.id, version: versions[index]! },
        });
      }
      await recordAudit(tx, audit);
      // Cost lines are what the planner counts as actual: a save may take the well over its AFE.
      if (saves.some(({ section }) => section.id === "cost")) {
        await costBooked(tx, actor, header.wellId);
      }
      return { ok: true, versions };
    });
  } catch (error) {
    if (error instanceof SaveConflict) return { ok: false, reason: "conflict" };
    throw error;
  }
}

/** A DDR's sections, checked and stored as saveCheckedSections does. */
export function saveCheckedDdrSections(
  actor: DdrActor,
  target: ReportTarget,
  check: SaveCheck,
): Promise<CheckedSaveResult> {
  return saveCheckedSections(actor, DDR_KIND, target, check);
}

/** Sections already judged (an import that validated them itself): all of them or none. */
export async function saveReportSections(
  actor: DdrActor,
  declaration: ReportKindDeclaration,
  reportId: number,
  saves: readonly SectionSave[],
  options: SaveOptions = {},
): Promise<SaveAllResult> {
  const saved = await saveCheckedSections(
    actor,
    declaration,
    { id: reportId },
    () => [...saves],
    options,
  );
  if (!saved.ok && saved.reason === "invalid") throw new Error("a check that passes all refused");
  return saved;
}

export function saveDdrSections(
  actor: DdrActor,
  reportId: number,
  saves: readonly SectionSave[],
  options: SaveOptions = {},
): Promise<SaveAllResult> {
  return saveReportSections(actor, DDR_KIND, reportId, saves, options);
}

/** Stores one section already judged; refused when not editable or someone saved in between. */
export async function saveDdrSection(
  actor: DdrActor,
  reportId: number,
  section: AnySection,
  value: StoredSectionValue,
  expectedVersion: number,
  options: SaveOptions = {},
): Promise<SaveResult> {
  const saved = await saveDdrSections(
    actor,
    reportId,
    [{ section, value, expectedVersion }],
    options,
  );
  return saved.ok ? { ok: true, version: saved.versions[0]! } : saved;
}

export { isEditable };
