/**
 * A well's trajectory as WITSML: every survey station its daily reports hold (the latest report's
 * station where two give the same MD, as the plan view draws them), in MD order.
 */
import { createHash } from "node:crypto";

import { sql } from "kysely";

import { getDb } from "~/db/db.server";

import { isStationTool } from "./witsml/station-tools";
import type { WitsmlVersion } from "./witsml/problems";
import { trajectory141, trajectory20, type ExportStation } from "./witsml/trajectory-write";

/** A stable UUID (RFC 4122 layout, name-based) for an object of ours, so exports repeat. */
export function stableUuid(name: string): string {
  const hex = createHash("sha256").update(`drillbook:${name}`).digest("hex");
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function wellTrajectoryXml(
  orgId: number,
  wellId: number,
  version: WitsmlVersion,
  now = new Date(),
): Promise<{ xml: string; filename: string } | null> {
  const db = await getDb();
  const well = await db
    .selectFrom("wells")
    .select(["id", "name"])
    .where("org_id", "=", orgId)
    .where("id", "=", wellId)
    .executeTakeFirst();
  if (!well) return null;
  const { rows } = await sql<{
    md: number;
    inclination: number;
    azimuth: number;
    tool_type: string;
    tvd: number | null;
    ns: number | null;
    ew: number | null;
    vertical_section: number | null;
    dls: number | null;
  }>`
    select distinct on (md) md, inclination, azimuth, tool_type, tvd, ns, ew, vertical_section, dls
    from survey_stations
    where org_id = ${orgId} and well_id = ${wellId}
    order by md, report_date desc, row_no`.execute(db);
  const vsAzimuth = await latestVsAzimuth(orgId, wellId);
  const stations: ExportStation[] = rows.map((row) => ({
    md: Number(row.md),
    inclination: Number(row.inclination),
    azimuth: Number(row.azimuth),
    toolType: isStationTool(row.tool_type) ? row.tool_type : "MWD",
    tvd: row.tvd === null ? null : Number(row.tvd),
    ns: row.ns === null ? null : Number(row.ns),
    ew: row.ew === null ? null : Number(row.ew),
    verticalSection: row.vertical_section === null ? null : Number(row.vertical_section),
    dls: row.dls === null ? null : Number(row.dls),
  }));
  const input = {
    wellUid: stableUuid(`well/${orgId}/${well.id}`),
    wellName: well.name,
    wellboreUid: stableUuid(`wellbore/${orgId}/${well.id}`),
    wellboreName: `${well.name} OH`,
    trajectoryUid: stableUuid(`trajectory/${orgId}/${well.id}`),
    name: `${well.name} surveys`,
    vsAzimuth,
    createdAt: now.toISOString(),
    stations,
  };
  const xml = version === "2.0" ? trajectory20(input) : trajectory141(input);
  const safeName = Array.from(well.name, (char) => (/[\w.-]/.test(char) ? char : "_")).join("");
  return { xml, filename: `${safeName}-trajectory-witsml-${version}.xml` };
}

/** The vertical-section azimuth of the latest report that saved its surveys. */
async function latestVsAzimuth(orgId: number, wellId: number): Promise<number | null> {
  const db = await getDb();
  const row = await db
    .selectFrom("report_sections as s")
    .innerJoin("reports as r", "r.id", "s.report_id")
    .select("s.data")
    .where("r.org_id", "=", orgId)
    .where("r.well_id", "=", wellId)
    .where("s.section_id", "=", "surveys")
    .orderBy("r.report_date", "desc")
    .limit(1)
    .executeTakeFirst();
  const value = (typeof row?.data === "string" ? JSON.parse(row.data) : row?.data) as {
    vsAzimuth?: unknown;
  } | null;
  return typeof value?.vsAzimuth === "number" ? value.vsAzimuth : null;
}
