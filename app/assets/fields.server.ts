import { sql } from "kysely";

import { getDb } from "~/db/db.server";
import type { Field } from "~/db/tables/assets";

import {
  clampPage,
  containsPattern,
  assetSaves,
  isUniqueViolation,
  removeRecord,
  type AssetActor,
  type ListQuery,
  type Page,
  type RemoveResult,
  type SaveResult,
} from "./records.server";
import type { FieldInput } from "./schemas";
import { ASSET_PAGE_SIZE } from "./tabs";

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
  let base = db.selectFrom("fields as f").where("f.org_id", "=", orgId);
  const q = query.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    base = base.where((eb) =>
      eb.or([
        eb("f.name", "ilike", pattern),
        eb("f.location", "ilike", pattern),
        eb("f.concession", "ilike", pattern),
      ]),
    );
  }
  const total = Number(
    (await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n,
  );
  const page = clampPage(query.page, total, ASSET_PAGE_SIZE);
  const rows = await base
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
    .limit(ASSET_PAGE_SIZE)
    .offset((page - 1) * ASSET_PAGE_SIZE)
    .execute();
  return {
    rows: rows.map((row) => ({
      ...row,
      padCount: Number(row.padCount ?? 0),
      wellCount: Number(row.wellCount ?? 0),
    })),
    total,
    page,
    pageSize: ASSET_PAGE_SIZE,
  };
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
  const db = await getDb();
  const field = await db
    .selectFrom("fields")
    .selectAll()
    .where("org_id", "=", orgId)
    .where("id", "=", id)
    .executeTakeFirst();
  return field ?? null;
}

function columns(input: FieldInput) {
  return {
    name: input.name,
    location: input.location,
    concession: input.concession,
    remarks: input.remarks,
  };
}

function saveError(error: unknown): SaveResult | null {
  if (isUniqueViolation(error, "fields_org_name_key")) return { ok: false, error: "duplicateName" };
  return null;
}

const fieldSaves = assetSaves("fields", {
  columns,
  detail: (input) => ({ name: input.name }),
  refusal: saveError,
});

export const createField = fieldSaves.create;
export const updateField = fieldSaves.update;

/** Removes a field without pads; a field that still has pads is refused, never emptied. */
export async function removeField(actor: AssetActor, id: number): Promise<RemoveResult> {
  return removeRecord(actor, "fields", id, [
    { table: "pads", column: "field_id", refusal: "hasPads" },
  ]);
}
