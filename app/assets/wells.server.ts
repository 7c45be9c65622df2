import { sql } from "kysely";

import { getDb } from "~/db/db.server";
import type { Db } from "~/db/schema";
import type { Well, WellStatus, WellType } from "~/db/tables/assets";

import {
  assetPage,
  assetSaves,
  readRecord,
  removeRecord,
  type AssetActor,
  type ListQuery,
  type Page,
  type RemoveResult,
} from "./records.server";
import type { WellInput } from "./schemas";
import { totalDays } from "./total-days";

export interface WellRow {
  id: number;
  name: string;
  uwi: string | null;
  wellType: WellType;
  status: WellStatus;
  padId: number;
  padName: string;
  fieldId: number;
  fieldName: string;
  rig: string | null;
  spudDate: string | null;
  plannedTd: number | null;
  /** Null when not available (see total-days.ts). */
  totalDays: number | null;
}

/** The organisation's wells (w), each joined with its pad (p) and field (f). */
export function wellsWithPlace(db: Db, orgId: number) {
  return db
    .selectFrom("wells as w")
    .innerJoin("pads as p", "p.id", "w.pad_id")
    .innerJoin("fields as f", "f.id", "p.field_id")
    .where("w.org_id", "=", orgId);
}

/** A well read with its pad's and field's names, as every screen names it. */
export function wellIdentity(row: {
  id: number;
  name: string;
  uwi: string | null;
  well_type: WellType;
  status: WellStatus;
  pad_name: string;
  field_name: string;
}) {
  return {
    id: row.id,
    name: row.name,
    uwi: row.uwi,
    wellType: row.well_type,
    status: row.status,
    padName: row.pad_name,
    fieldName: row.field_name,
  };
}

export async function listWells(
  orgId: number,
  query: ListQuery = {},
  now = new Date(),
): Promise<Page<WellRow>> {
  const db = await getDb();
  let base = wellsWithPlace(db, orgId);
  if (query.padId) base = base.where("w.pad_id", "=", query.padId);
  if (query.fieldId) base = base.where("p.field_id", "=", query.fieldId);
  const { onePage, asPage } = await assetPage(base, query, [
    "w.name",
    "w.uwi",
    "w.rig",
    "p.name",
    "f.name",
  ]);
  const rows = await onePage
    .select([
      "w.id",
      "w.name",
      "w.uwi",
      "w.well_type",
      "w.status",
      "w.pad_id",
      "p.name as pad_name",
      "p.field_id",
      "f.name as field_name",
      "w.rig",
      "w.spud_date",
      "w.release_date",
      "w.planned_td",
    ])
    .orderBy(sql`lower(w.name)`)
    .execute();
  return asPage(
    rows.map((row) => ({
      ...wellIdentity(row),
      padId: row.pad_id,
      fieldId: row.field_id,
      rig: row.rig,
      spudDate: row.spud_date,
      plannedTd: row.planned_td,
      totalDays: totalDays(
        { status: row.status, spudDate: row.spud_date, releaseDate: row.release_date },
        now,
      ),
    })),
  );
}

export async function getWell(orgId: number, id: number): Promise<Well | null> {
  return readRecord(await getDb(), "wells", orgId, id);
}

/** Well information and status (spec §7 wells/info, wells/status) for the selected well. */
export interface WellInfo {
  id: number;
  name: string;
  uwi: string | null;
  wellType: WellType;
  status: WellStatus;
  padName: string;
  fieldName: string;
  surfaceLatitude: number | null;
  surfaceLongitude: number | null;
  groundElevation: number | null;
  rotaryTableElevation: number | null;
  spudDate: string | null;
  releaseDate: string | null;
  plannedTd: number | null;
  rig: string | null;
  totalDays: number | null;
}

export async function getWellInfo(
  orgId: number,
  id: number,
  now = new Date(),
): Promise<WellInfo | null> {
  const db = await getDb();
  const row = await wellsWithPlace(db, orgId)
    .selectAll("w")
    .select(["p.name as pad_name", "f.name as field_name"])
    .where("w.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...wellIdentity(row),
    surfaceLatitude: row.surface_latitude,
    surfaceLongitude: row.surface_longitude,
    groundElevation: row.ground_elevation,
    rotaryTableElevation: row.rotary_table_elevation,
    spudDate: row.spud_date,
    releaseDate: row.release_date,
    plannedTd: row.planned_td,
    rig: row.rig,
    totalDays: totalDays(
      { status: row.status, spudDate: row.spud_date, releaseDate: row.release_date },
      now,
    ),
  };
}

function columns(input: WellInput) {
  return {
    pad_id: input.padId,
    name: input.name,
    uwi: input.uwi,
    well_type: input.wellType,
    status: input.status,
    surface_latitude: input.surfaceLatitude,
    surface_longitude: input.surfaceLongitude,
    ground_elevation: input.groundElevation,
    rotary_table_elevation: input.rotaryTableElevation,
    spud_date: input.spudDate,
    release_date: input.releaseDate,
    planned_td: input.plannedTd,
    rig: input.rig,
    remarks: input.remarks,
  };
}

const wellSaves = assetSaves("wells", {
  columns,
  // A well moved to another pad says so when it is added; an update logs its name.
  detail: (input, action) =>
    action === "create" ? { name: input.name, padId: input.padId } : { name: input.name },
  unique: { wells_org_name_key: "duplicateName", wells_org_uwi_key: "duplicateUwi" },
  hasParent: true,
});

export const createWell = wellSaves.create;
export const updateWell = wellSaves.update;

/**
 * Removes a well nobody has reported on. Users who had it selected lose the selection (the
 * foreign key sets it to null). Other records that refer to the well (an AFE, say) refuse it too.
 */
export async function removeWell(actor: AssetActor, id: number): Promise<RemoveResult> {
  // Any kind of report (daily drilling, activity, subsurface) keeps the well.
  return removeRecord(actor, "wells", id, [
    { table: "reports", column: "well_id", refusal: "hasReports" },
  ]);
}
