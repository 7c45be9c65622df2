import { sql } from "kysely";

import { getDb } from "~/db/db.server";
import type { Field } from "~/db/tables/assets";

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
import type { FieldInput } from "./schemas";

export interface FieldRow {
  id: number;
  name: string;
  location: string | null;
  concession: string | null;
  padCount: number;
  wellCount: number;
}

export async function listFields(orgId: number, query: ListQuery = {}): Promise<Page<FieldRow>> {
  const db = await getDb();
  const base = db.selectFrom("fields as f").where("f.org_id", "=", orgId);
  const { onePage, asPage } = await assetPage(base, query, [
    "f.name",
    "f.location",
    "f.concession",
  ]);
  const rows = await onePage
    .select((eb) => [
      "f.id",
      "f.name",
      "f.location",
      "f.concession",
      eb
        .selectFrom("pads as p")
        .whereRef("p.field_id", "=", "f.id")
        .select((inner) => inner.fn.countAll<number>().as("n"))
        .as("padCount"),
      eb
        .selectFrom("wells as w")
        .innerJoin("pads as p", "p.id", "w.pad_id")
        .whereRef("p.field_id", "=", "f.id")
        .select((inner) => inner.fn.countAll<number>().as("n"))
        .as("wellCount"),
    ])
    .orderBy(sql`lower(f.name)`)
    .execute();
  return asPage(
    rows.map((row) => ({
      ...row,
      padCount: Number(row.padCount ?? 0),
      wellCount: Number(row.wellCount ?? 0),
    })),
  );
}

/** Every field of the organisation, for the pad form's choice and the list filters. */
export async function fieldOptions(orgId: number): Promise<{ id: number; name: string }[]> {
  const db = await getDb();
  return db
    .selectFrom("fields")
    .select(["id", "name"])
    .where("org_id", "=", orgId)
    .orderBy(sql`lower(name)`)
    .execute();
}

export async function getField(orgId: number, id: number): Promise<Field | null> {
  return readRecord(await getDb(), "fields", orgId, id);
}

function columns(input: FieldInput) {
  return {
    name: input.name,
    location: input.location,
    concession: input.concession,
    remarks: input.remarks,
  };
}

const fieldSaves = assetSaves("fields", {
  columns,
  detail: (input) => ({ name: input.name }),
  unique: { fields_org_name_key: "duplicateName" },
});

export const createField = fieldSaves.create;
export const updateField = fieldSaves.update;

/** Removes a field without pads; a field that still has pads is refused, never emptied. */
export async function removeField(actor: AssetActor, id: number): Promise<RemoveResult> {
  return removeRecord(actor, "fields", id, [
    { table: "pads", column: "field_id", refusal: "hasPads" },
  ]);
}
