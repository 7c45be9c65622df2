/**
 * What the API says about wells and daily reports: the organisation's own only (another's ids
 * simply do not exist), reports listed newest first with an opaque cursor.
 */
import { getDb } from "~/db/db.server";
import type { ReportStatus } from "~/db/tables/reports";
import { loadDdr } from "~/reports/ddr.server";

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export async function listWells(orgId: number) {
  const db = await getDb();
  const rows = await db
    .selectFrom("wells as w")
    .innerJoin("pads as p", "p.id", "w.pad_id")
    .innerJoin("fields as f", "f.id", "p.field_id")
    .select([
      "w.id",
      "w.name",
      "w.uwi",
      "w.well_type",
      "w.spud_date",
      "w.rig",
      "p.name as pad",
      "f.name as field",
    ])
    .where("w.org_id", "=", orgId)
    .orderBy("w.name")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    uwi: row.uwi,
    wellType: row.well_type,
    spudDate: row.spud_date,
    rig: row.rig,
    pad: row.pad,
    field: row.field,
  }));
}

export async function findWell(orgId: number, wellId: number) {
  return (await listWells(orgId)).find((well) => well.id === wellId) ?? null;
}

/** The cursor is the last id of a page, opaque to clients. */
export function encodeCursor(id: number): string {
  return Buffer.from(`r${id}`).toString("base64url");
}

export function decodeCursor(cursor: string): number | null {
  const text = Buffer.from(cursor, "base64url").toString();
  if (!text.startsWith("r")) return null;
  const id = Number(text.slice(1));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export async function listReports(
  orgId: number,
  filters: { wellId?: number; status?: ReportStatus; before?: number },
  limit: number,
) {
  const db = await getDb();
  let query = db
    .selectFrom("reports as r")
    .innerJoin("wells as w", "w.id", "r.well_id")
    .select([
      "r.id",
      "r.well_id",
      "w.name as well_name",
      "r.report_no",
      "r.report_date",
      "r.status",
      "r.version",
      "r.md_at_report",
      "r.updated_at",
    ])
    .where("r.org_id", "=", orgId)
    .where("r.kind", "=", "ddr");
  if (filters.wellId !== undefined) query = query.where("r.well_id", "=", filters.wellId);
  if (filters.status !== undefined) query = query.where("r.status", "=", filters.status);
  if (filters.before !== undefined) query = query.where("r.id", "<", filters.before);
  const rows = await query
    .orderBy("r.id", "desc")
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => ({
      id: row.id,
      wellId: row.well_id,
      wellName: row.well_name,
      reportNo: row.report_no,
      reportDate: String(row.report_date).slice(0, 10),
      status: row.status,
      version: row.version,
      mdAtReport: row.md_at_report,
      updatedAt: iso(row.updated_at),
    })),
    nextCursor: rows.length > limit ? encodeCursor(page.at(-1)!.id) : null,
  };
}

/** A report with every saved section in stored (SI) units, computed figures worked out. */
export async function readReport(orgId: number, reportId: number) {
  const document = await loadDdr(orgId, reportId);
  if (!document) return null;
  const { header } = document;
  return {
    id: header.id,
    wellId: header.wellId,
    wellName: header.wellName,
    reportNo: header.reportNo,
    reportDate: header.reportDate,
    status: header.status,
    version: header.version,
    returnComment: header.returnComment,
    submittedAt: header.submittedAt,
    approvedAt: header.approvedAt,
    units: "stored",
    sections: Object.fromEntries(
      Object.entries(document.saved).map(([id, saved]) => [
        id,
        {
          version: saved.version,
          carried: saved.carried,
          savedAt: saved.savedAt,
          values: document.values[id] ?? saved.value,
        },
      ]),
    ),
  };
}

/** The well's survey stations (all reports, latest at a repeated MD), stored units. */
export async function wellSurveys(orgId: number, wellId: number) {
  const db = await getDb();
  const rows = await db
    .selectFrom("survey_stations")
    .select([
      "md",
      "inclination",
      "azimuth",
      "tool_type",
      "tvd",
      "ns",
      "ew",
      "vertical_section",
      "dls",
      "report_id",
      "report_date",
    ])
    .where("org_id", "=", orgId)
    .where("well_id", "=", wellId)
    .orderBy("md")
    .orderBy("report_date", "desc")
    .execute();
  const seen = new Set<number>();
  return rows
    .filter((row) => {
      const md = Number(row.md);
      if (seen.has(md)) return false;
      seen.add(md);
      return true;
    })
    .map((row) => ({
      md: Number(row.md),
      inclination: Number(row.inclination),
      azimuth: Number(row.azimuth),
      toolType: row.tool_type,
      tvd: row.tvd,
      ns: row.ns,
      ew: row.ew,
      verticalSection: row.vertical_section,
      dlsDegreesPerMetre: row.dls,
      reportId: row.report_id,
      reportDate: String(row.report_date).slice(0, 10),
    }));
}
