import { sql } from "kysely";

import { getDb } from "~/db/db.server";
import type { Pad } from "~/db/tables/assets";
import { recordAudit } from "~/identity/audit.server";

import {
  clampPage,
  containsPattern,
  isForeignKeyViolation,
  isUniqueViolation,
  type AssetActor,
  type ListQuery,
  type Page,
  type RemoveResult,
  type SaveResult,
} from "./records.server";
import type { PadInput } from "./schemas";
import { ASSET_PAGE_SIZE } from "./tabs";

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
  const q = query.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    base = base.where((eb) =>
      eb.or([eb("p.name", "ilike", pattern), eb("f.name", "ilike", pattern)]),
    );
  }
  const total = Number(
    (await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n,
  );
  const page = clampPage(query.page, total, ASSET_PAGE_SIZE);
  const rows = await base
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
    .limit(ASSET_PAGE_SIZE)
    .offset((page - 1) * ASSET_PAGE_SIZE)
    .execute();
  return {
    rows: rows.map((row) => ({ ...row, wellCount: Number(row.wellCount ?? 0) })),
    total,
    page,
    pageSize: ASSET_PAGE_SIZE,
  };
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
  const db = await getDb();
  const pad = await db
    .selectFrom("pads")
    .selectAll()
    .where("org_id", "=", orgId)
    .where("id", "=", id)
    .executeTakeFirst();
  return pad ?? null;
}

function saveError(error: unknown): SaveResult | null {
  if (isUniqueViolation(error, "pads_field_name_key")) return { ok: false, error: "duplicateName" };
  // The composite key refuses a field of another organisation, or one removed meanwhile.
  if (isForeignKeyViolation(error)) return { ok: false, error: "parentNotFound" };
  return null;
}

export async function createPad(actor: AssetActor, input: PadInput): Promise<SaveResult> {
  const db = await getDb();
  try {
    const id = await db.transaction().execute(async (tx) => {
      const created = await tx
        .insertInto("pads")
        .values({
          org_id: actor.orgId,
          field_id: input.fieldId,
          name: input.name,
          latitude: input.latitude,
          longitude: input.longitude,
          remarks: input.remarks,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordAudit(tx, {
        orgId: actor.orgId,
        userId: actor.id,
        action: "create",
        recordType: "pad",
        recordId: created.id,
        detail: { name: input.name, fieldId: input.fieldId },
      });
      return created.id;
    });
    return { ok: true, id };
  } catch (error) {
    const refused = saveError(error);
    if (refused) return refused;
    throw error;
  }
}

export async function updatePad(
  actor: AssetActor,
  id: number,
  input: PadInput,
): Promise<SaveResult> {
  const db = await getDb();
  try {
    return await db.transaction().execute(async (tx): Promise<SaveResult> => {
      const updated = await tx
        .updateTable("pads")
        .set((eb) => ({
          field_id: input.fieldId,
          name: input.name,
          latitude: input.latitude,
          longitude: input.longitude,
          remarks: input.remarks,
          updated_at: new Date(),
          version: eb("version", "+", 1),
        }))
        .where("org_id", "=", actor.orgId)
        .where("id", "=", id)
        .where("version", "=", input.version ?? 0)
        .returning("id")
        .executeTakeFirst();
      if (!updated) {
        const exists = await tx
          .selectFrom("pads")
          .select("id")
          .where("org_id", "=", actor.orgId)
          .where("id", "=", id)
          .executeTakeFirst();
        return { ok: false, error: exists ? "conflict" : "notFound" };
      }
      await recordAudit(tx, {
        orgId: actor.orgId,
        userId: actor.id,
        action: "update",
        recordType: "pad",
        recordId: id,
        detail: { name: input.name, fieldId: input.fieldId },
      });
      return { ok: true, id };
    });
  } catch (error) {
    const refused = saveError(error);
    if (refused) return refused;
    throw error;
  }
}

/** Removes a pad without wells; a pad that still has wells is refused. */
export async function removePad(actor: AssetActor, id: number): Promise<RemoveResult> {
  const db = await getDb();
  try {
    return await db.transaction().execute(async (tx): Promise<RemoveResult> => {
      const pad = await tx
        .selectFrom("pads")
        .select(["id", "name"])
        .where("org_id", "=", actor.orgId)
        .where("id", "=", id)
        .forUpdate()
        .executeTakeFirst();
      if (!pad) return { ok: false, error: "notFound" };
      const well = await tx
        .selectFrom("wells")
        .select("id")
        .where("pad_id", "=", id)
        .limit(1)
        .executeTakeFirst();
      if (well) return { ok: false, error: "hasWells" };
      await tx.deleteFrom("pads").where("org_id", "=", actor.orgId).where("id", "=", id).execute();
      await recordAudit(tx, {
        orgId: actor.orgId,
        userId: actor.id,
        action: "remove",
        recordType: "pad",
        recordId: id,
        detail: { name: pad.name },
      });
      return { ok: true, name: pad.name };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) return { ok: false, error: "inUse" };
    throw error;
  }
}
