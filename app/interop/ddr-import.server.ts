/**
 * WITSML daily reports (1.4.1.1 opsReport with the tubulars of its bits, 2.0 DrillReport) into a
 * well's DDRs: each day's report opened (created with its carry-over when there is none), the
 * sections the files carry judged by their own schemas, every problem placed at its element in
 * the file, and saved only when every day passes. A day whose report is submitted or approved
 * is refused, never overwritten.
 */
import { getDb } from "~/db/db.server";
import type { Language } from "~/domain/units/systems";
import {
  createDdr,
  findDdr,
  getWellSummary,
  isEditable,
  loadDdr,
  recentDdrs,
  saveDdrSections,
  type Db,
  type DdrActor,
  type SectionSave,
} from "~/reports/ddr.server";
import { ddrSection } from "~/sections";
import { sectionSchema } from "~/sections/schema";
import type { StoredSectionValue } from "~/sections/vocabulary";

import type { ImportDayView } from "./trajectory-preview";
import { readDailyReportDocuments, type WitsmlDocument } from "./witsml/daily-report-documents";
import { sectionsFromDrillReport } from "./witsml/ddr-import-values";
import { problemPlace } from "./witsml/import-problem-place";
import type { WitsmlError, WitsmlVersion, WitsmlWarning } from "./witsml/problems";
import { IMPORT_SYSTEM, storedToFormValue } from "./witsml/stored-form";

export type ImportDay = ImportDayView;

export type DdrImportResult =
  | {
      ok: true;
      version: WitsmlVersion;
      days: ImportDay[];
      warnings: WitsmlWarning[];
      /** What the preview saw of the days' reports; the confirmed import checks it. */
      revision: string;
    }
  | { ok: false; reason: "notFound" }
  | { ok: false; reason: "unreadable"; errors: WitsmlError[] };

/** Per section the file writes, the version the day's report holds; null: no report yet. */
type SeenVersions = Record<string, number> | null;
type Judged = { day: ImportDay; saves: SectionSave[]; seen: SeenVersions };

/**
 * The import's revision: for every day, the report it found and the versions of the sections
 * the file replaces. Opaque to the reader; compared day by day when the import is confirmed.
 */
const seenDays = (judged: readonly Judged[]) =>
  judged.map((j) => [j.day.reportDate, j.day.reportId, j.seen] as const);

function revisionOf(judged: readonly Judged[]): string {
  return Buffer.from(JSON.stringify(seenDays(judged))).toString("base64url");
}

/** The first day whose report changed since `revision` was given ("" when it cannot be read). */
function changedDay(revision: string, judged: readonly Judged[]): string | null {
  let seen: unknown;
  try {
    seen = JSON.parse(Buffer.from(revision, "base64url").toString());
  } catch {
    return "";
  }
  if (!Array.isArray(seen)) return "";
  const now = seenDays(judged);
  for (const [index, day] of now.entries()) {
    if (JSON.stringify(seen[index]) !== JSON.stringify(day)) return day[0];
  }
  return seen.length === now.length ? null : "";
}

/**
 * The documents of one import: daily reports and, with 1.4.1.1, the tubulars of their bits;
 * named (by their files) so that a problem in one of several says which.
 */
export type WitsmlDocuments = readonly (string | WitsmlDocument)[];

/** How a problem writes its numbers: the reader's notation (the page), English by default (API). */
interface ImportOptions {
  writtenIn?: Language;
}

async function judgeDays(
  actor: DdrActor,
  wellId: number,
  texts: WitsmlDocuments,
  { writtenIn = "en", db }: ImportOptions & { db?: Db } = {},
) {
  if (!(await getWellSummary(actor.orgId, wellId, db)))
    return { ok: false as const, reason: "notFound" as const };
  const read = readDailyReportDocuments(texts);
  if (!read.ok) return { ok: false as const, reason: "unreadable" as const, errors: read.errors };
  const judged: Judged[] = [];
  for (const report of read.reports) {
    const header = await findDdr(actor.orgId, wellId, report.reportDate, db);
    const day: ImportDay = {
      reportDate: report.reportDate,
      reportId: header?.id ?? null,
      sections: [],
      activities: report.activities.length,
      problems: [],
    };
    if (header && !isEditable(header.status)) {
      day.problems.push({ section: "", message: "interop.ddr.notEditable" });
      judged.push({ day, saves: [], seen: {} });
      continue;
    }
    // A day still to create is judged against the latest report before it (what it will carry).
    const basis = header ?? (await findDdrBefore(actor, wellId, report.reportDate, db));
    const document = basis ? await loadDdr(actor.orgId, basis.id, undefined, db) : null;
    const existing: Record<string, StoredSectionValue | undefined> = {};
    for (const [id, saved] of Object.entries(document?.saved ?? {})) existing[id] = saved.value;
    const values = sectionsFromDrillReport(report, existing);
    const saves: SectionSave[] = [];
    const seen: SeenVersions = header ? {} : null;
    for (const [id, value] of Object.entries(values)) {
      const section = ddrSection(id)!;
      day.sections.push(id);
      if (seen && document) seen[id] = document.saved[id]?.version ?? 0;
      // A well's very first report: judged once it exists, when the import is confirmed.
      if (!document) continue;
      const parsed = sectionSchema(section, {
        system: IMPORT_SYSTEM,
        // Our own form text is English notation; the reader's problems are in theirs.
        language: "en",
        messageLanguage: writtenIn,
        context: document.context,
        lookups: document.lookups,
      }).safeParse(storedToFormValue(section, value));
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          day.problems.push({
            section: id,
            message: issue.message,
            ...problemPlace(report, read.version, id, issue.path, value),
          });
        }
        continue;
      }
      const version = header ? (document.saved[id]?.version ?? 0) : -1;
      saves.push({ section, value: parsed.data, expectedVersion: version });
    }
    judged.push({ day, saves, seen });
  }
  return { ok: true as const, version: read.version, judged, warnings: read.warnings };
}

async function findDdrBefore(actor: DdrActor, wellId: number, date: string, db?: Db) {
  const recent = await recentDdrs(actor.orgId, wellId, 400, db);
  return recent.find((entry) => entry.reportDate < date) ?? recent.at(-1) ?? null;
}

/** What an import would do, day by day, with every problem; nothing is saved. */
export async function previewDdrImport(
  actor: DdrActor,
  wellId: number,
  texts: WitsmlDocuments,
  options: ImportOptions = {},
): Promise<DdrImportResult> {
  const judged = await judgeDays(actor, wellId, texts, options);
  if (!judged.ok) return judged;
  return previewOf(judged);
}

function previewOf(judged: {
  version: WitsmlVersion;
  judged: Judged[];
  warnings: WitsmlWarning[];
}): DdrImportResult & { ok: true } {
  return {
    ok: true,
    version: judged.version,
    days: judged.judged.map((j) => j.day),
    warnings: judged.warnings,
    revision: revisionOf(judged.judged),
  };
}

export type DdrImportSaveResult =
  | { ok: true; days: number; firstDate: string }
  | { ok: false; reason: "problems"; preview: DdrImportResult }
  | { ok: false; reason: "conflict"; reportDate: string; preview: DdrImportResult }
  | Exclude<DdrImportResult, { ok: true }>;

/** A conflict on a day ("" when the revision was not one a preview gave); its preview to come. */
const conflict = (reportDate: string): DdrImportSaveResult => ({
  ok: false,
  reason: "conflict",
  reportDate,
  preview: { ok: false, reason: "notFound" },
});

/** Carries a refusal out of the import's transaction, so nothing of it stays. */
class ImportRefused extends Error {
  constructor(readonly result: DdrImportSaveResult) {
    super("import refused");
  }
}

/**
 * The confirmed import of the file previewed at `revision`: judged again; refused when any day
 * has a problem. In one transaction, with the days' reports locked, a day whose report was
 * created or whose replaced sections were saved since the preview refuses the whole import (a
 * conflict, answered with a fresh preview); otherwise days without a report get one (with its
 * carry-over), every day is judged once more against what is now stored, and every day's
 * sections are saved: all days or none.
 */
export async function importDdrs(
  actor: DdrActor,
  wellId: number,
  texts: WitsmlDocuments,
  revision: string,
  options: ImportOptions = {},
): Promise<DdrImportSaveResult> {
  const result = await importWithin(actor, wellId, texts, revision, options);
  if (result.ok || result.reason !== "conflict") return result;
  return { ...result, preview: await previewDdrImport(actor, wellId, texts, options) };
}

async function importWithin(
  actor: DdrActor,
  wellId: number,
  texts: WitsmlDocuments,
  revision: string,
  options: ImportOptions,
): Promise<DdrImportSaveResult> {
  const first = await judgeDays(actor, wellId, texts, options);
  if (!first.ok) return first;
  const preview = previewOf(first);
  if (first.judged.some((j) => j.day.problems.length > 0))
    return { ok: false, reason: "problems", preview };
  const db = await getDb();
  try {
    return await db.transaction().execute(async (tx): Promise<DdrImportSaveResult> => {
      // The file's existing reports are locked before anything is written, in id order, as a
      // section save locks its report before it writes: a save of one of these days waits for the
      // import instead of deadlocking with it on the well's revision row.
      const dates = first.judged.map((j) => j.day.reportDate);
      if (dates.length > 0)
        await tx
          .selectFrom("reports")
          .select("id")
          .where("org_id", "=", actor.orgId)
          .where("well_id", "=", wellId)
          .where("kind", "=", "ddr")
          .where("report_date", "in", dates)
          .orderBy("id")
          .forUpdate()
          .execute();
      const locked = await judgeDays(actor, wellId, texts, { ...options, db: tx });
      if (!locked.ok) throw new ImportRefused(locked);
      const changed = changedDay(revision, locked.judged);
      if (changed !== null) throw new ImportRefused(conflict(changed));
      for (const { day } of first.judged) {
        if (day.reportId === null) await createDdr(actor, wellId, day.reportDate, { tx });
      }
      const second = await judgeDays(actor, wellId, texts, { ...options, db: tx });
      if (!second.ok) throw new ImportRefused(second);
      if (second.judged.some((j) => j.day.problems.length > 0)) {
        throw new ImportRefused({
          ok: false,
          reason: "problems",
          preview: { ...preview, days: second.judged.map((j) => j.day) },
        });
      }
      for (const { day, saves } of second.judged) {
        const saved = await saveDdrSections(actor, day.reportId!, saves, { tx });
        if (!saved.ok) throw new ImportRefused(conflict(day.reportDate));
      }
      return {
        ok: true,
        days: second.judged.length,
        firstDate: second.judged[0]?.day.reportDate ?? "",
      };
    });
  } catch (error) {
    if (error instanceof ImportRefused) return error.result;
    throw error;
  }
}
