/**
 * The DDR template round trip: the template of a report (spreadsheet-template.server.ts) and the
 * upload of a filled one. An upload is read in full (spreadsheet-reader.server.ts), judged by the
 * same derived schema as the form in the file's unit system, checked against the versions the
 * template was made from, and then saved in one transaction, or not at all.
 */
import { translateError } from "~/i18n/error-text";
import { getDb } from "~/db/db.server";
import { auditChange } from "~/identity/audit.server";
import type { Language, UnitSystem } from "~/domain/units/systems";
import { DDR_SECTIONS } from "~/sections";
import { lookupsIn } from "~/sections/lookup-lists";
import { DDR_KIND } from "~/sections/report-kinds";
import { sectionSchema } from "~/sections/schema";
import type { AnySection, StoredSectionValue } from "~/sections/vocabulary";

import {
  getDdr,
  loadDdr,
  saveCheckedSections,
  type DdrActor,
  type ValidationInput,
} from "./ddr.server";
import { loadLookupOptions } from "./lookups.server";
import { MAX_LISTED_ERRORS, type SheetError } from "./spreadsheet-limits";
import { readDdrWorkbook, type SheetRead } from "./spreadsheet-reader.server";
import { ddrTemplateWorkbook } from "./spreadsheet-template.server";

export type { SheetError } from "./spreadsheet-limits";
export { sectionSheetName } from "./spreadsheet-layout";

type Translate = (key: string, params?: Record<string, unknown>) => string;

const SECTIONS = DDR_SECTIONS as readonly AnySection[];

export type UploadResult =
  | { ok: true; saved: number; notes: string[] }
  | { ok: false; reason: "notFound" | "notEditable" }
  /** Sections saved by someone else since the template was made (their titles). */
  | { ok: false; reason: "conflict"; sections: string[] }
  /** The first problems (at most MAX_LISTED_ERRORS) and how many there are in all. */
  | { ok: false; reason: "invalid"; errors: SheetError[]; total: number };

const invalid = (errors: SheetError[]): UploadResult => ({
  ok: false,
  reason: "invalid",
  errors: errors.slice(0, MAX_LISTED_ERRORS),
  total: errors.length,
});

const RECEIPT = "upload-spreadsheet";

/**
 * What earlier uploads of the same template file saved: section id → the version each wrote
 * last. A file uploaded, corrected and uploaded again is no conflict with itself.
 */
async function uploadedBefore(
  orgId: number,
  reportId: number,
  token: string,
): Promise<Map<string, number>> {
  const db = await getDb();
  const receipts = await db
    .selectFrom("audit_log")
    .select("detail")
    .where("org_id", "=", orgId)
    .where("record_type", "=", "report")
    .where("record_id", "=", String(reportId))
    .where("action", "=", RECEIPT)
    .orderBy("id", "desc")
    .limit(50)
    .execute();
  const written = new Map<string, number>();
  for (const { detail } of receipts) {
    const receipt = (typeof detail === "string" ? JSON.parse(detail) : detail) as {
      template?: string;
      sections?: Record<string, number>;
    } | null;
    if (receipt?.template !== token) continue;
    for (const [id, version] of Object.entries(receipt.sections ?? {})) {
      if (!written.has(id)) written.set(id, version);
    }
  }
  return written;
}

/** The saved version of each section of a report (absent: never saved). */
async function sectionVersions(orgId: number, reportId: number): Promise<Map<string, number>> {
  const db = await getDb();
  const rows = await db
    .selectFrom("report_sections")
    .select(["section_id", "version"])
    .where("org_id", "=", orgId)
    .where("report_id", "=", reportId)
    .execute();
  return new Map(rows.map((row) => [row.section_id, row.version]));
}

interface SectionWrite {
  read: SheetRead;
  /** The version the template started from. */
  expectedVersion: number;
  /** Every row of a saved sheet was cleared: the section is saved empty. */
  cleared: boolean;
}

/**
 * A filled template for one report: read and judged in full, then every filled section saved in
 * one transaction; nothing is saved when anything is wrong or changed since the template.
 */
export async function uploadDdrWorkbook(
  actor: DdrActor,
  reportId: number,
  bytes: ArrayBuffer,
  options: { language: Language; t: Translate },
): Promise<UploadResult> {
  const { t, language } = options;
  // The file is read before the save's transaction (it takes a while); it is judged inside it.
  const header = await getDdr(actor.orgId, reportId);
  if (!header) return { ok: false, reason: "notFound" };
  const read = await readDdrWorkbook(bytes, {
    sections: SECTIONS,
    report: { wellId: header.wellId, wellName: header.wellName, reportDate: header.reportDate },
    language,
    lookups: await loadLookupOptions(actor.orgId),
    t,
  });
  if (!read.ok) return invalid(read.errors);

  const notes = [...read.notes];
  const writes: SectionWrite[] = [];
  const empty: string[] = [];
  for (const sheet of read.sheets) {
    const expectedVersion = read.identity.sections[sheet.section.id]?.version ?? 0;
    if (sheet.filled) writes.push({ read: sheet, expectedVersion, cleared: false });
    // A sheet that came with saved values and comes back empty was cleared on purpose.
    else if (expectedVersion > 0) writes.push({ read: sheet, expectedVersion, cleared: true });
    else empty.push(sheet.sheet);
  }
  if (empty.length > 0) notes.push(t("ddr.spreadsheet.sheetsEmpty", { sheets: empty.join(", ") }));
  for (const section of read.missing) {
    notes.push(t("ddr.spreadsheet.sheetMissing", { section: t(section.labelKey) }));
  }

  const versions = await sectionVersions(actor.orgId, reportId);
  const changed = writes.filter(
    (write) => (versions.get(write.read.section.id) ?? 0) !== write.expectedVersion,
  );
  if (changed.length > 0) {
    // Changed by this very file's earlier upload and by nobody since: it goes on from there.
    const own = await uploadedBefore(actor.orgId, reportId, read.identity.token);
    const stale: SectionWrite[] = [];
    for (const write of changed) {
      const now = versions.get(write.read.section.id) ?? 0;
      if (own.get(write.read.section.id) === now) write.expectedVersion = now;
      else stale.push(write);
    }
    if (stale.length > 0) {
      return {
        ok: false,
        reason: "conflict",
        sections: stale.map((w) => t(w.read.section.labelKey)),
      };
    }
  }
  if (read.errors.length > 0) return invalid(read.errors);

  let errors: SheetError[] = [];
  let values: { section: AnySection; value: StoredSectionValue; expectedVersion: number }[] = [];
  for (const write of writes) {
    if (write.cleared) notes.push(t("ddr.spreadsheet.sheetCleared", { sheet: write.read.sheet }));
  }
  if (writes.length === 0)
    return invalid([{ sheet: "", row: null, column: null, message: t("ddr.spreadsheet.nothing") }]);

  const saved = await saveCheckedSections(actor, DDR_KIND, { id: reportId }, (input) => {
    errors = [];
    values = [];
    for (const write of writes) {
      const judged = judge(write.read, read.identity.unitSystem, language, input, t);
      if ("errors" in judged) errors.push(...judged.errors);
      else
        values.push({
          section: write.read.section,
          value: judged.value,
          expectedVersion: write.expectedVersion,
        });
    }
    return errors.length > 0 ? null : values;
  });
  if (!saved.ok && saved.reason === "invalid") return invalid(errors);
  if (saved.ok) {
    await auditChange(await getDb(), actor, RECEIPT, "report", reportId, {
      template: read.identity.token,
      sections: Object.fromEntries(values.map((v, index) => [v.section.id, saved.versions[index]])),
    });
    return { ok: true, saved: saved.versions.length, notes };
  }
  if (saved.reason !== "conflict") return { ok: false, reason: saved.reason };
  // Someone saved between the check and the transaction: name what changed now.
  const now = await sectionVersions(actor.orgId, reportId);
  return {
    ok: false,
    reason: "conflict",
    sections: writes
      .filter((w) => (now.get(w.read.section.id) ?? 0) !== w.expectedVersion)
      .map((w) => t(w.read.section.labelKey)),
  };
}

/** One sheet through the section's schema; problems point at their cells. */
function judge(
  sheet: SheetRead,
  system: UnitSystem,
  language: Language,
  input: ValidationInput,
  t: Translate,
): { value: StoredSectionValue } | { errors: SheetError[] } {
  const parsed = sectionSchema(sheet.section, {
    system,
    language,
    context: input.context,
    lookups: input.lookups,
  }).safeParse(sheet.formValue);
  if (parsed.success) return { value: parsed.data };
  return {
    errors: parsed.error.issues.map((issue) => {
      const path = issue.path.map(String);
      const cell = sheet.located.cells.get(path.join("."));
      const rowOnly =
        path.length >= 2
          ? (sheet.located.blockRows.get(path[0]!)?.[Number(path[1])] ?? null)
          : null;
      return {
        sheet: sheet.sheet,
        row: cell?.row ?? rowOnly,
        column: cell?.column ?? null,
        message: translateError(t, issue.message),
      };
    }),
  };
}

/** The template of one report, prefilled with what is saved, in the user's unit system. */
export async function ddrTemplateFor(
  orgId: number,
  reportId: number,
  options: { system: UnitSystem; language: Language; t: Translate },
): Promise<{ bytes: ArrayBuffer; filename: string } | null> {
  const document = await loadDdr(orgId, reportId);
  if (!document) return null;
  const bytes = await ddrTemplateWorkbook({
    sections: SECTIONS,
    well: { id: document.well.id, name: document.well.name },
    reportDate: document.header.reportDate,
    reportNo: document.header.reportNo,
    saved: Object.fromEntries(
      Object.entries(document.saved).map(([id, entry]) => [
        id,
        { value: entry.value, version: entry.version },
      ]),
    ),
    // The drop-downs offer the labels of the user's language; reading back accepts either.
    lookups: lookupsIn(document.lookups, options.language),
    system: options.system,
    t: options.t,
  });
  const filename = `DDR-template-${document.well.name}-${document.header.reportDate}.xlsx`.replace(
    /[^\w.-]+/g,
    "_",
  );
  return { bytes, filename };
}
