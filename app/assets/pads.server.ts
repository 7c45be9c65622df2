import { sql } from "kysely";

import { getDb } from "~/db/db.server";
import type { Pad } from "~/db/tables/assets";

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
import type { PadInput } from "./schemas";

export interface PadRow {
  id: number;
  name: string;
  fieldId: number;
  fieldName: string;
  latitude: number | null;
  longitude: number | null;
  wellCount: number;
}

export async function listPads(orgId: number, query: ListQuery = {}): Promise<Page<PadRow>> {
  const db = await getDb();
  let base = db
    .selectFrom("pads as p")
    .innerJoin("fields as f", "f.id", "p.field_id")
    .where("p.org_id", "=", orgId);
  if (query.fieldId) base = base.where("p.field_id", "=", query.fieldId);
  const { onePage, asPage } = await assetPage(base, query, ["p.name", "f.name"]);
  const rows = await onePage
    .select((eb) => [
      "p.id",
      "p.name",
      "p.field_id as fieldId",
      "f.name as fieldName",
      "p.latitude",
      "p.longitude",
      eb
        .selectFrom("wells as w")
        .whereRef("w.pad_id", "=", "p.id")
        .select((inner) => inner.fn.countAll<number>().as("n"))
        .as("wellCount"),
    ])
    .orderBy(sql`lower(f.name)`)
    .orderBy(sql`lower(p.name)`)
    .execute();
  return asPage(rows.map((row) => ({ ...row, wellCount: Number(row.wellCount ?? 0) })));
}

export interface PadOption {
  id: number;
  name: string;
  fieldName: string;
}

/** Every pad of the organisation with its field, for the well form's choice. */
export async function padOptions(orgId: number): Promise<PadOption[]> {
  const db = await getDb();
  return db
    .selectFrom("pads as p")
    .innerJoin("fields as f", "f.id", "p.field_id")
    .select(["p.id", "p.name", "f.name as fieldName"])
    .where("p.org_id", "=", orgId)
    .orderBy(sql`lower(f.name)`)
    .orderBy(sql`lower(p.name)`)
    .execute();
}

export async function getPad(orgId: number, id: number): Promise<Pad | null> {
  return readRecord(await getDb(), "pads", orgId, id);
}

function columns(input: PadInput) {
  return {
    field_id: input.fieldId,
    name: input.name,
    latitude: input.latitude,
    longitude: input.longitude,
    remarks: input.remarks,
  };
}

const padSaves = assetSaves("pads", {
  columns,
  detail: (input) => ({ name: input.name, fieldId: input.fieldId }),
  unique: { pads_field_name_key: "duplicateName" },
  hasParent: true,
});

export const createPad = padSaves.create;
export const updatePad = padSaves.update;

/** Removes a pad without wells; a pad that still has wells is refused. */
export async function removePad(actor: AssetActor, id: number): Promise<RemoveResult> {
  return removeRecord(actor, "pads", id, [
    { table: "wells", column: "pad_id", refusal: "hasWells" },
  ]);
}
