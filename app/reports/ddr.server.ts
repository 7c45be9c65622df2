/**
 * Daily drilling reports: create (with the carry-over), read, save a section, submit, approve or
 * return, and list. Every query is scoped by the organisation; a report of another organisation
 * is not found. Writes run in a transaction with their audit entry.
 */
import { sql, type Kysely, type Transaction } from "kysely";

import { getDb } from "~/db/db.server";
import type { Database } from "~/db/schema";
import type { ReportStatus } from "~/db/tables/reports";
import { carryOver, type CarryOver, type CarriedSection } from "~/domain/reports/carry-over";
import { transition, isEditable, type LifecycleRefusalCode } from "~/domain/reports/lifecycle";
import { nextDay } from "~/domain/reports/report-days";
import { projectTvd } from "~/domain/survey/projection";
import { recordAudit } from "~/identity/audit.server";
import { DDR_SECTIONS } from "~/sections";
import type { LookupOptions } from "~/sections/lookup-lists";
import { dayFiguresOf } from "~/sections/day-figures";
import { computeSavedSection } from "~/sections/schema";
import { submitProblems, type SubmitProblem } from "~/sections/submit-check";
import type {
  AnySection,
  SectionContext,
  StoredRow,
  StoredSectionValue,
} from "~/sections/vocabulary";

import { loadLookupOptions } from "./lookups.server";
import { readSections, writeSection, type SavedSection } from "./section-storage.server";

type Db = Kysely<Database> | Transaction<Database>;

/** The reporting day runs midnight to midnight (DOMAIN.md §2 allows 06:00 per operator). */
export const DAY_START = "00:00";

const SECTIONS = DDR_SECTIONS as readonly AnySection[];

export interface DdrActor {
  id: number;
  orgId: number;
}

export interface WellSummary {
  id: number;
  name: string;
  spudDate: string | null;
  rig: string | null;
  padName: string;
  fieldName: string;
}

export interface DdrHeader {
  id: number;
  wellId: number;
  wellName: string;
  reportDate: string;
  reportNo: number;
  status: ReportStatus;
  returnComment: string | null;
  version: number;
  createdBy: string | null;
  createdAt: string;
  submittedBy: string | null;
  submittedAt: string | null;
  approvedBy: string | null;
  approvedAt: string | null;
  returnedBy: string | null;
  returnedAt: string | null;
  carryOver: CarryOver | null;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export async function listOrgWells(orgId: number): Promise<{ id: number; name: string }[]> {
  const db = await getDb();
  return db
    .selectFrom("wells")
    .select(["id", "name"])
    .where("org_id", "=", orgId)
    .orderBy("name")
    .execute();
}

export async function getWellSummary(
  orgId: number,
  wellId: number,
  db?: Db,
): Promise<WellSummary | null> {
  const conn = db ?? (await getDb());
  const row = await conn
    .selectFrom("wells as w")
    .innerJoin("pads as p", "p.id", "w.pad_id")
    .innerJoin("fields as f", "f.id", "p.field_id")
    .select([
      "w.id",
      "w.name",
      "w.spud_date",
      "w.rig",
      "p.name as pad_name",
      "f.name as field_name",
    ])
    .where("w.org_id", "=", orgId)
    .where("w.id", "=", wellId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    spudDate: row.spud_date,
    rig: row.rig,
    padName: row.pad_name,
    fieldName: row.field_name,
  };
}

function headerQuery(db: Db, orgId: number) {
  return db
    .selectFrom("reports as r")
    .innerJoin("wells as w", "w.id", "r.well_id")
    .leftJoin("users as cu", "cu.id", "r.created_by")
    .leftJoin("users as su", "su.id", "r.submitted_by")
    .leftJoin("users as au", "au.id", "r.approved_by")
    .leftJoin("users as ru", "ru.id", "r.returned_by")
    .select([
      "r.id",
      "r.well_id",
      "w.name as well_name",
      "r.report_date",
      "r.report_no",
      "r.status",
      "r.return_comment",
      "r.version",
      "r.carry_over",
      "cu.full_name as created_by",
      "r.created_at",
      "su.full_name as submitted_by",
      "r.submitted_at",
      "au.full_name as approved_by",
      "r.approved_at",
      "ru.full_name as returned_by",
      "r.returned_at",
    ])
    .where("r.org_id", "=", orgId)
    .where("r.kind", "=", "ddr");
}

type HeaderRow = Awaited<ReturnType<ReturnType<typeof headerQuery>["executeTakeFirstOrThrow"]>>;

function toHeader(row: HeaderRow): DdrHeader {
  return {
    id: row.id,
    wellId: row.well_id,
    wellName: row.well_name,
    reportDate: row.report_date,
    reportNo: row.report_no,
    status: row.status,
    returnComment: row.return_comment,
    version: row.version,
    createdBy: row.created_by,
    createdAt: iso(row.created_at)!,
    submittedBy: row.submitted_by,
    submittedAt: iso(row.submitted_at),
    approvedBy: row.approved_by,
    approvedAt: iso(row.approved_at),
    returnedBy: row.returned_by,
    returnedAt: iso(row.returned_at),
    carryOver: (row.carry_over as CarryOver | null) ?? null,
  };
}

export async function getDdr(orgId: number, reportId: number): Promise<DdrHeader | null> {
  const db = await getDb();
  const row = await headerQuery(db, orgId).where("r.id", "=", reportId).executeTakeFirst();
  return row ? toHeader(row) : null;
}

export async function findDdr(
  orgId: number,
  wellId: number,
  reportDate: string,
): Promise<DdrHeader | null> {
  const db = await getDb();
  const row = await headerQuery(db, orgId)
    .where("r.well_id", "=", wellId)
    .where("r.report_date", "=", reportDate)
    .executeTakeFirst();
  return row ? toHeader(row) : null;
}

export interface DdrListEntry {
  id: number;
  reportNo: number;
  reportDate: string;
  status: ReportStatus;
}

/** The well's latest reports, newest first. */
export async function recentDdrs(
  orgId: number,
  wellId: number,
  limit = 10,
): Promise<DdrListEntry[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("reports")
    .select(["id", "report_no", "report_date", "status"])
    .where("org_id", "=", orgId)
    .where("well_id", "=", wellId)
    .where("kind", "=", "ddr")
    .orderBy("report_date", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    reportNo: row.report_no,
    reportDate: row.report_date,
    status: row.status,
  }));
}

/** The day after the well's last report, or today when it has none. */
export async function suggestedDdrDate(
  orgId: number,
  wellId: number,
  today: string,
): Promise<string> {
  const [latest] = await recentDdrs(orgId, wellId, 1);
  return latest ? nextDay(latest.reportDate) : today;
}

async function previousReport(db: Db, orgId: number, wellId: number, reportDate: string) {
  return db
    .selectFrom("reports")
    .select(["id", "report_no", "report_date", "md_at_report"])
    .where("org_id", "=", orgId)
    .where("well_id", "=", wellId)
    .where("kind", "=", "ddr")
    .where("report_date", "<", reportDate)
    .orderBy("report_date", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** Σ cost of the well's reports dated before `reportDate`, as an exact decimal string. */
async function costBefore(
  db: Db,
  orgId: number,
  wellId: number,
  reportDate: string,
): Promise<string> {
  const row = await db
    .selectFrom("cost_lines")
    .select(sql<string>`coalesce(sum(amount), 0)::numeric(14,2)`.as("total"))
    .where("org_id", "=", orgId)
    .where("well_id", "=", wellId)
    .where("cost_date", "<", reportDate)
    .executeTakeFirstOrThrow();
  return String(row.total);
}

export type CreateResult =
  { ok: true; report: DdrHeader; created: boolean } | { ok: false; reason: "wellNotFound" };

/** Opens the DDR of a well and date, creating it (with the carry-over) when there is none. */
export async function createDdr(
  actor: DdrActor,
  wellId: number,
  reportDate: string,
): Promise<CreateResult> {
  const db = await getDb();
  const reportId = await db.transaction().execute(async (tx) => {
    // Serialises report numbering per well (FOR UPDATE would deadlock with section saves).
    const well = await tx
      .selectFrom("wells")
      .select(["id", "name"])
      .where("org_id", "=", actor.orgId)
      .where("id", "=", wellId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!well) return null;
    const existing = await tx
      .selectFrom("reports")
      .select("id")
      .where("org_id", "=", actor.orgId)
      .where("well_id", "=", wellId)
      .where("kind", "=", "ddr")
      .where("report_date", "=", reportDate)
      .executeTakeFirst();
    if (existing) return { id: existing.id, created: false };

    const previous = await previousReport(tx, actor.orgId, wellId, reportDate);
    let carried: CarryOver | null = null;
    if (previous) {
      const saved = await readSections(tx, SECTIONS, { orgId: actor.orgId, reportId: previous.id });
      carried = carryOver({
        reportNo: previous.report_no,
        reportDate: previous.report_date,
        cumulativeCost: await costBefore(tx, actor.orgId, wellId, nextDay(previous.report_date)),
        sections: Object.fromEntries(
          Object.entries(saved).map(([id, section]) => [id, section.value as CarriedSection]),
        ),
      });
    }
    const last = await tx
      .selectFrom("reports")
      .select(sql<number>`coalesce(max(report_no), 0)`.as("last"))
      .where("org_id", "=", actor.orgId)
      .where("well_id", "=", wellId)
      .where("kind", "=", "ddr")
      .executeTakeFirstOrThrow();
    const reportNo = Number(last.last) + 1;
    const { id } = await tx
      .insertInto("reports")
      .values({
        org_id: actor.orgId,
        well_id: wellId,
        kind: "ddr",
        report_date: reportDate,
        report_no: reportNo,
        return_comment: null,
        carry_over: carried ? JSON.stringify(carried) : null,
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
      detail: {
        kind: "ddr",
        well: well.name,
        reportDate,
        reportNo,
        carriedFrom: previous?.report_no ?? null,
      },
    });
    return { id, created: true };
  });
  if (!reportId) return { ok: false, reason: "wellNotFound" };
  const report = await getDdr(actor.orgId, reportId.id);
  return { ok: true, report: report!, created: reportId.created };
}

/** What a section's computations need to know about the report's well and neighbours. */
async function buildContext(
  db: Db,
  orgId: number,
  header: Pick<DdrHeader, "wellId" | "reportDate">,
  spudDate: string | null,
  saved: Record<string, SavedSection>,
): Promise<SectionContext> {
  const { wellId, reportDate } = header;
  const first = await db
    .selectFrom("reports")
    .select(sql<string | null>`min(report_date)`.as("first"))
    .where("org_id", "=", orgId)
    .where("well_id", "=", wellId)
    .where("kind", "=", "ddr")
    .executeTakeFirst();
  const previous = await previousReport(db, orgId, wellId, reportDate);
  let previousInfo: SectionContext["previous"] = null;
  if (previous) {
    const sections = await db
      .selectFrom("report_sections")
      .select(["section_id", "data"])
      .where("report_id", "=", previous.id)
      .where("org_id", "=", orgId)
      .where("section_id", "in", ["general", "safety"])
      .execute();
    const data = (id: string) =>
      (sections.find((s) => s.section_id === id)?.data as StoredSectionValue | undefined) ?? {};
    const general = data("general");
    const safety = data("safety");
    previousInfo = {
      reportNo: previous.report_no,
      reportDate: previous.report_date,
      wellbore: typeof general.wellbore === "string" ? general.wellbore : null,
      mdAtReport:
        typeof general.mdAtReport === "number" ? general.mdAtReport : previous.md_at_report,
      cumulativeCost: await costBefore(db, orgId, wellId, reportDate),
      daysWithoutLti: typeof safety.daysWithoutLti === "number" ? safety.daysWithoutLti : null,
    };
  }
  const station = await db
    .selectFrom("survey_stations")
    .select(["md", "inclination", "azimuth", "tvd", "ns", "ew"])
    .where("org_id", "=", orgId)
    .where("well_id", "=", wellId)
    .where("report_date", "<=", reportDate)
    .where("tvd", "is not", null)
    .orderBy("md", "desc")
    .limit(1)
    .executeTakeFirst();
  const surveys = saved.surveys?.value;
  const tieIn =
    surveys && typeof surveys.tieInMd === "number" && typeof surveys.tieInTvd === "number"
      ? {
          md: surveys.tieInMd,
          inclination: Number(surveys.tieInInclination ?? 0),
          azimuth: Number(surveys.tieInAzimuth ?? 0),
          tvd: surveys.tieInTvd,
          ns: Number(surveys.tieInNs ?? 0),
          ew: Number(surveys.tieInEw ?? 0),
        }
      : null;
  const components = saved.bhaComponents?.value;
  const bits = (saved.bitData?.value.bits as StoredRow[] | undefined) ?? [];
  const inHole = [...bits].reverse().find((bit) => bit.depthOut === null) ?? bits[bits.length - 1];
  return {
    reportDate,
    dayStart: DAY_START,
    spudDate,
    firstReportDate: first?.first ?? null,
    previous: previousInfo,
    deepestStation: station
      ? { ...station, tvd: station.tvd!, ns: station.ns ?? 0, ew: station.ew ?? 0 }
      : tieIn,
    bhaTotals:
      components && typeof components.totalLength === "number"
        ? {
            length: components.totalLength,
            weight: typeof components.totalWeight === "number" ? components.totalWeight : null,
          }
        : null,
    bitInHoleSize: typeof inHole?.size === "number" ? inHole.size : null,
    ...dayFiguresOf(Object.fromEntries(Object.entries(saved).map(([id, s]) => [id, s.value]))),
  };
}

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
): Promise<DdrDocument | null> {
  const db = await getDb();
  let header = known?.header.id === reportId ? known.header : null;
  if (!header) {
    const row = await headerQuery(db, orgId).where("r.id", "=", reportId).executeTakeFirst();
    if (!row) return null;
    header = toHeader(row);
  }
  const well =
    known?.well.id === header.wellId
      ? known.well
      : (await getWellSummary(orgId, header.wellId, db))!;
  const saved = await readSections(db, SECTIONS, { orgId, reportId });
  const context = await buildContext(db, orgId, header, well.spudDate, saved);
  const values: Record<string, StoredSectionValue> = {};
  for (const section of SECTIONS) {
    const entry = saved[section.id];
    if (entry) values[section.id] = computeSavedSection(section, entry.value, context);
  }
  return { header, well, saved, values, context, lookups: await loadLookupOptions(orgId, db) };
}

/** The sections the context is built from; a save reads only these, not the whole report. */
const CONTEXT_SECTIONS = SECTIONS.filter((section) =>
  ["general", "surveys", "bhaComponents", "bitData", "drillingParameters", "mud"].includes(
    section.id,
  ),
);

/** The context and lists a section is validated against when it is saved. */
export async function sectionValidationInput(orgId: number, reportId: number) {
  const db = await getDb();
  const row = await headerQuery(db, orgId).where("r.id", "=", reportId).executeTakeFirst();
  if (!row) return null;
  const header = toHeader(row);
  const well = (await getWellSummary(orgId, header.wellId, db))!;
  const saved = await readSections(db, CONTEXT_SECTIONS, { orgId, reportId });
  const context = await buildContext(db, orgId, header, well.spudDate, saved);
  return { header, context, lookups: await loadLookupOptions(orgId, db) };
}

async function lockReport(tx: Transaction<Database>, orgId: number, reportId: number) {
  return tx
    .selectFrom("reports")
    .select(["id", "well_id", "report_date", "report_no", "status", "version"])
    .where("org_id", "=", orgId)
    .where("id", "=", reportId)
    .where("kind", "=", "ddr")
    .forUpdate()
    .executeTakeFirst();
}

/** Header figures for lists and dashboards, from what is saved now. */
async function refreshReportFigures(
  tx: Transaction<Database>,
  orgId: number,
  reportId: number,
  wellId: number,
  reportDate: string,
) {
  const general = await tx
    .selectFrom("report_sections")
    .select("data")
    .where("report_id", "=", reportId)
    .where("section_id", "=", "general")
    .executeTakeFirst();
  const md = (general?.data as StoredSectionValue | undefined)?.mdAtReport;
  const station = await tx
    .selectFrom("survey_stations")
    .select(["md", "inclination", "tvd"])
    .where("org_id", "=", orgId)
    .where("well_id", "=", wellId)
    .where("report_date", "<=", reportDate)
    .where("tvd", "is not", null)
    .orderBy("md", "desc")
    .limit(1)
    .executeTakeFirst();
  const cost = await tx
    .selectFrom("cost_lines")
    .select(sql<string | null>`sum(amount)::numeric(14,2)`.as("total"))
    .where("report_id", "=", reportId)
    .executeTakeFirstOrThrow();
  const npt = await tx
    .selectFrom("time_log_rows")
    .select(sql<number | null>`sum(duration)`.as("total"))
    .where("report_id", "=", reportId)
    .where("is_npt", "=", true)
    .executeTakeFirstOrThrow();
  const hasTimeLog = await tx
    .selectFrom("report_sections")
    .select("section_id")
    .where("report_id", "=", reportId)
    .where("section_id", "=", "timeLog")
    .executeTakeFirst();
  const mdAtReport = typeof md === "number" ? md : null;
  await tx
    .updateTable("reports")
    .set({
      md_at_report: mdAtReport,
      tvd_at_report:
        mdAtReport === null
          ? null
          : projectTvd(
              station
                ? { md: station.md, inclination: station.inclination, tvd: station.tvd! }
                : { md: 0, inclination: 0, tvd: 0 },
              mdAtReport,
            ),
      daily_cost: cost.total,
      npt_time: hasTimeLog ? Number(npt.total ?? 0) : null,
    })
    .where("id", "=", reportId)
    .execute();
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
    const saved = await readSections(tx, SECTIONS, { orgId: actor.orgId, reportId });
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

export interface DdrRow {
  id: number;
  wellId: number;
  wellName: string;
  reportNo: number;
  reportDate: string;
  status: ReportStatus;
  mdAtReport: number | null;
  dailyCost: string | null;
  cumulativeCost: string;
  nptTime: number | null;
  submittedBy: string | null;
  submittedAt: string | null;
}

export interface DdrFilters {
  wellId?: number;
  from?: string;
  to?: string;
  status?: ReportStatus;
}

export interface DdrPage {
  rows: DdrRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** Reports by well and date range, newest first, with each well's running cumulative cost. */
export async function listDdrs(
  orgId: number,
  filters: DdrFilters,
  page: number,
  pageSize: number,
): Promise<DdrPage> {
  const db = await getDb();
  // The cumulative cost runs over all of a well's reports before any date filter narrows them.
  let base = db
    .with("ranked", (qb) => {
      let q = qb
        .selectFrom("reports as r")
        .select([
          "r.id",
          "r.well_id",
          "r.report_no",
          "r.report_date",
          "r.status",
          "r.md_at_report",
          "r.daily_cost",
          "r.npt_time",
          "r.submitted_by",
          "r.submitted_at",
          sql<string>`(sum(coalesce(r.daily_cost, 0)) over (partition by r.well_id order by r.report_date))::numeric(14,2)`.as(
            "cumulative_cost",
          ),
        ])
        .where("r.org_id", "=", orgId)
        .where("r.kind", "=", "ddr");
      if (filters.wellId) q = q.where("r.well_id", "=", filters.wellId);
      return q;
    })
    .selectFrom("ranked as k")
    .innerJoin("wells as w", "w.id", "k.well_id")
    .leftJoin("users as su", "su.id", "k.submitted_by");
  if (filters.from) base = base.where("k.report_date", ">=", filters.from);
  if (filters.to) base = base.where("k.report_date", "<=", filters.to);
  if (filters.status) base = base.where("k.status", "=", filters.status);
  const counted = await base.select(sql<number>`count(*)`.as("total")).executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  const rows = await base
    .select([
      "k.id",
      "k.well_id",
      "w.name as well_name",
      "k.report_no",
      "k.report_date",
      "k.status",
      "k.md_at_report",
      "k.daily_cost",
      "k.cumulative_cost",
      "k.npt_time",
      "su.full_name as submitted_by",
      "k.submitted_at",
    ])
    .orderBy("k.report_date", "desc")
    .orderBy("w.name")
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  return {
    total,
    page: current,
    pageSize,
    rows: rows.map((row) => ({
      id: row.id,
      wellId: row.well_id,
      wellName: row.well_name,
      reportNo: row.report_no,
      reportDate: row.report_date,
      status: row.status,
      mdAtReport: row.md_at_report,
      dailyCost: row.daily_cost,
      cumulativeCost: String(row.cumulative_cost),
      nptTime: row.npt_time,
      submittedBy: row.submitted_by,
      submittedAt: iso(row.submitted_at),
    })),
  };
}

/** Reports waiting for a decision, oldest first (the approver works through them in order). */
export async function listWaitingForApproval(orgId: number, wellId?: number): Promise<DdrRow[]> {
  const page = await listDdrs(orgId, { wellId, status: "submitted" }, 1, 500);
  return [...page.rows].reverse();
}

export { isEditable };
