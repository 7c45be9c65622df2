/**
 * What the API says about wells, their surveys and a daily report: the organisation's own only
 * (another's ids simply do not exist). Report lists are in report-list.server.ts.
 */
import { wellsWithPlace } from "~/assets/wells.server";
import { getDb } from "~/db/db.server";
import { loadDdr } from "~/reports/ddr.server";
import type { DdrHeader } from "~/reports/ddr-read.server";

export async function listWells(orgId: number) {
  const db = await getDb();
  const rows = await wellsWithPlace(db, orgId)
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

/** What the API says of a report besides its id and sections: whose it is, its state, its units. */
export function storedHeading(header: DdrHeader) {
  return {
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
  };
}

/** A report with every saved section in stored (SI) units, computed figures worked out. */
export async function readReport(orgId: number, reportId: number) {
  const document = await loadDdr(orgId, reportId);
  if (!document) return null;
  const { header } = document;
  return {
    id: header.id,
    ...storedHeading(header),
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
