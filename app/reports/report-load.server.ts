/**
 * A report with everything its screens show (header, well, saved sections with their computed
 * values, the context and lookup lists), for any kind of report; and what a section save is
 * validated against.
 */
import type { ReportKind } from "~/db/tables/reports";
import { getDb } from "~/db/db.server";
import type { LookupOptions } from "~/sections/lookup-lists";
import { DDR_KIND, type ReportKindDeclaration } from "~/sections/report-kinds";
import { sameReportContext, sectionsFeeding, sectionsRead } from "~/sections/feeds";
import { computeSavedSection } from "~/sections/compute";
import type { SectionContext, StoredSectionValue } from "~/sections/vocabulary";

import {
  buildContext,
  getWellSummary,
  headerQuery,
  toHeader,
  type Db,
  type DdrHeader,
  type WellSummary,
} from "./ddr-read.server";
import { loadLookupOptions } from "./lookups.server";
import { readSections, type SavedSection } from "./section-storage.server";

export interface DdrDocument {
  header: DdrHeader;
  well: WellSummary;
  saved: Record<string, SavedSection>;
  /** Saved sections with their computed values worked out afresh (for display). */
  values: Record<string, StoredSectionValue>;
  context: SectionContext;
  lookups: LookupOptions;
}

/** A report with everything its screens show; null when the organisation has no such report. */
export async function loadDdr(
  orgId: number,
  reportId: number,
  // What the caller has just read for the same report, so it is not read twice.
  known?: { header: DdrHeader; well: WellSummary },
  db?: Db,
): Promise<DdrDocument | null> {
  return loadReport(orgId, DDR_KIND, reportId, known, db);
}

/** A report of the given kind with everything its screens show; null when there is none. */
export async function loadReport(
  orgId: number,
  declaration: ReportKindDeclaration,
  reportId: number,
  known?: { header: DdrHeader; well: WellSummary },
  conn?: Db,
): Promise<DdrDocument | null> {
  const db = conn ?? (await getDb());
  let header = known?.header.id === reportId ? known.header : null;
  if (!header) {
    const row = await headerQuery(db, orgId, declaration.kind)
      .where("r.id", "=", reportId)
      .executeTakeFirst();
    if (!row) return null;
    header = toHeader(row);
  }
  const well =
    known?.well.id === header.wellId
      ? known.well
      : (await getWellSummary(orgId, header.wellId, db))!;
  const saved = await readSections(db, declaration.sections, { orgId, reportId });
  const context = {
    ...(await buildContext(db, orgId, header, well.spudDate, saved)),
    ...sameReportContext(declaration.sections, saved),
  };
  const values: Record<string, StoredSectionValue> = {};
  for (const section of declaration.sections) {
    const entry = saved[section.id];
    if (entry) values[section.id] = computeSavedSection(section, entry.value, context);
  }
  return { header, well, saved, values, context, lookups: await loadLookupOptions(orgId, db) };
}

/** The kind of an organisation's report; null when it has no such report. */
export async function kindOfReport(orgId: number, reportId: number): Promise<ReportKind | null> {
  const db = await getDb();
  const row = await db
    .selectFrom("reports")
    .select("kind")
    .where("org_id", "=", orgId)
    .where("id", "=", reportId)
    .executeTakeFirst();
  return row?.kind ?? null;
}

/** The sections the context is built from; a save reads only these, not the whole report. */
const CONTEXT_SECTIONS = sectionsFeeding("day");

/** What a section is validated against when it is saved. */
export interface ValidationInput {
  header: DdrHeader;
  context: SectionContext;
  lookups: LookupOptions;
}

/**
 * The context and lists a section save is validated against, read inside the save's own
 * transaction (after the report is locked), so it judges against the figures it is stored with.
 */
export async function validationInput(
  db: Db,
  orgId: number,
  declaration: ReportKindDeclaration,
  locked: { header: DdrHeader; spudDate: string | null },
): Promise<ValidationInput> {
  const { header } = locked;
  // Activity reports are worked out against the day's DDR context; their own sections need none.
  const saved = declaration.carriesOver
    ? await readSections(db, CONTEXT_SECTIONS, { orgId, reportId: header.id })
    : {};
  // What the kind's rules compare across its own sections (a fishing job's result and its fish).
  const read = sectionsRead(declaration.sections);
  const own = read.length > 0 ? await readSections(db, read, { orgId, reportId: header.id }) : {};
  const context = {
    ...(await buildContext(db, orgId, header, locked.spudDate, saved)),
    ...sameReportContext(declaration.sections, own),
  };
  return { header, context, lookups: await loadLookupOptions(orgId, db) };
}
