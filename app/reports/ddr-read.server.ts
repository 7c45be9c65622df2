/**
 * Reading daily drilling reports: the well, the header, every saved section with its computed
 * values and the context those values are worked out in. Every query is scoped by the
 * organisation; a report of another organisation is not found.
 */
import { sql } from "kysely";

import { wellsWithPlace } from "~/assets/wells.server";
import { getDb } from "~/db/db.server";
import type { ReportKind, ReportStatus } from "~/db/tables/reports";
import type { CarryOver } from "~/domain/reports/carry-over";
import { DDR_SECTIONS } from "~/sections";
import { dayFiguresOf } from "~/sections/day-figures";
import { sectionsFeeding } from "~/sections/feeds";
import type {
  AnySection,
  SectionContext,
  StoredRow,
  StoredSectionValue,
} from "~/sections/vocabulary";
import type { Db } from "~/db/schema";

import type { SavedSection } from "./section-storage.server";

export type { Db };

/** The reporting day runs midnight to midnight (DOMAIN.md §2 allows 06:00 per operator). */
export const DAY_START = "00:00";

export const SECTIONS = DDR_SECTIONS as readonly AnySection[];

/** What the next report's context reads of the one before it (its wellbore, LTI-free days). */
const NEXT_DAY_SECTIONS = sectionsFeeding("nextDay").map((section) => section.id);

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
  kind: ReportKind;
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

export const iso = (value: Date | string | null) =>
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
  const row = await wellsWithPlace(conn, orgId)
    .select([
      "w.id",
      "w.name",
      "w.spud_date",
      "w.rig",
      "p.name as pad_name",
      "f.name as field_name",
    ])
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

/** Report headers of one kind, or of any kind (`null`: the approver decides on every kind). */
export function headerQuery(db: Db, orgId: number, kind: ReportKind | null = "ddr") {
  const query = db
    .selectFrom("reports as r")
    .innerJoin("wells as w", "w.id", "r.well_id")
    .leftJoin("users as cu", "cu.id", "r.created_by")
    .leftJoin("users as su", "su.id", "r.submitted_by")
    .leftJoin("users as au", "au.id", "r.approved_by")
    .leftJoin("users as ru", "ru.id", "r.returned_by")
    .select([
      "r.id",
      "r.kind",
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
    .where("r.org_id", "=", orgId);
  return kind === null ? query : query.where("r.kind", "=", kind);
}

type HeaderRow = Awaited<ReturnType<ReturnType<typeof headerQuery>["executeTakeFirstOrThrow"]>>;

export function toHeader(row: HeaderRow): DdrHeader {
  return {
    id: row.id,
    kind: row.kind,
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

export async function getDdr(
  orgId: number,
  reportId: number,
  kind: ReportKind = "ddr",
  db?: Db,
): Promise<DdrHeader | null> {
  const conn = db ?? (await getDb());
  const row = await headerQuery(conn, orgId, kind).where("r.id", "=", reportId).executeTakeFirst();
  return row ? toHeader(row) : null;
}

export async function findDdr(
  orgId: number,
  wellId: number,
  reportDate: string,
  db?: Db,
): Promise<DdrHeader | null> {
  const row = await headerQuery(db ?? (await getDb()), orgId)
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
  db?: Db,
): Promise<DdrListEntry[]> {
  const rows = await (db ?? (await getDb()))
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

export async function previousReport(db: Db, orgId: number, wellId: number, reportDate: string) {
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
export async function costBefore(
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

/** What a section's computations need to know about the report's well and neighbours. */
export async function buildContext(
  db: Db,
  orgId: number,
  header: Pick<DdrHeader, "wellId" | "reportDate">,
  spudDate: string | null,
  saved: Partial<Record<string, Pick<SavedSection, "value">>>,
): Promise<SectionContext> {
  const { wellId, reportDate } = header;
  // The previous report with the well's first day and the cost before this one, in one read.
  const previous = await db
    .selectFrom("reports as r")
    .select((eb) => [
      "r.id",
      "r.report_no",
      "r.report_date",
      "r.md_at_report",
      eb
        .selectFrom("reports as f")
        .select((inner) => inner.fn.min("f.report_date").as("first"))
        .where("f.org_id", "=", orgId)
        .where("f.well_id", "=", wellId)
        .where("f.kind", "=", "ddr")
        .as("first_report_date"),
      eb
        .selectFrom("cost_lines as c")
        .select(sql<string>`coalesce(sum(c.amount), 0)::numeric(14,2)`.as("total"))
        .where("c.org_id", "=", orgId)
        .where("c.well_id", "=", wellId)
        .where("c.cost_date", "<", reportDate)
        .as("cost_before"),
    ])
    .where("r.org_id", "=", orgId)
    .where("r.well_id", "=", wellId)
    .where("r.kind", "=", "ddr")
    .where("r.report_date", "<", reportDate)
    .orderBy("r.report_date", "desc")
    .limit(1)
    .executeTakeFirst();
  // Without a previous report, this one (or a later one) is the well's first.
  const first = previous
    ? previous.first_report_date
    : ((
        await db
          .selectFrom("reports")
          .select(sql<string | null>`min(report_date)`.as("first"))
          .where("org_id", "=", orgId)
          .where("well_id", "=", wellId)
          .where("kind", "=", "ddr")
          .executeTakeFirst()
      )?.first ?? null);
  let previousInfo: SectionContext["previous"] = null;
  if (previous) {
    const sections = await db
      .selectFrom("report_sections")
      .select(["section_id", "data"])
      .where("report_id", "=", previous.id)
      .where("org_id", "=", orgId)
      .where("section_id", "in", NEXT_DAY_SECTIONS)
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
      cumulativeCost: String(previous.cost_before ?? "0.00"),
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
    firstReportDate: first,
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
    ...dayFiguresOf(Object.fromEntries(Object.entries(saved).map(([id, s]) => [id, s?.value]))),
  };
}
