/**
 * Lookup lists per organisation: what report fields pick from. An organisation starts with the
 * standard lists (DOMAIN.md §3) the first time they are needed, a list added to the product later
 * included; an administrator then edits them. Codes are stored in reports and never change.
 */
import { sql } from "kysely";

import { getDb } from "~/db/db.server";
import { auditChange } from "~/identity/audit.server";
import {
  LOOKUP_LIST_NAMES,
  LOOKUP_SEEDS,
  type LookupListName,
  type LookupOptions,
} from "~/sections/lookup-lists";
import type { Db } from "~/db/schema";

/** Gives the organisation the standard values of every list it has none of yet. */
export async function ensureLookupLists(db: Db, orgId: number): Promise<void> {
  const present = await db
    .selectFrom("lookup_values")
    .select("list")
    .distinct()
    .where("org_id", "=", orgId)
    .execute();
  const have = new Set(present.map((row) => row.list));
  const missing = LOOKUP_LIST_NAMES.filter((name) => !have.has(name));
  if (missing.length === 0) return;
  await db
    .insertInto("lookup_values")
    .values(
      missing.flatMap((list) =>
        LOOKUP_SEEDS[list].map((seed, index) => ({
          org_id: orgId,
          list,
          code: seed.code,
          label: seed.label,
          label_indonesian: seed.labelIndonesian,
          sort_order: (index + 1) * 10,
        })),
      ),
    )
    .onConflict((oc) => oc.columns(["org_id", "list", "code"]).doNothing())
    .execute();
}

/**
 * Every list's active values for the organisation, plus the planner's cost items and contract
 * bundles that cost lines refer to.
 */
export async function loadLookupOptions(orgId: number, db?: Db): Promise<LookupOptions> {
  const conn = db ?? (await getDb());
  const read = () =>
    conn
      .selectFrom("lookup_values")
      .select(["list", "code", "label", "label_indonesian"])
      .where("org_id", "=", orgId)
      .where("is_active", "=", true)
      .orderBy("list")
      .orderBy("sort_order")
      .orderBy("code")
      .execute();
  let rows = await read();
  // Seeding is checked only when a list shows nothing, so a normal read is one query.
  const shown = new Set(rows.map((row) => row.list));
  if (LOOKUP_LIST_NAMES.some((name) => !shown.has(name))) {
    await ensureLookupLists(conn, orgId);
    rows = await read();
  }
  const options: LookupOptions = {};
  for (const row of rows) {
    (options[row.list as LookupListName] ??= []).push({
      code: row.code,
      label: row.label,
      labelIndonesian: row.label_indonesian,
    });
  }
  // Both planner lists in one query: every report screen reads them.
  const planner = await conn
    .selectFrom("cost_items")
    .select([sql<"costItem" | "contractBundle">`'costItem'`.as("list"), "id", "name"])
    .where("org_id", "=", orgId)
    .unionAll(
      conn
        .selectFrom("contract_bundles")
        .select([sql<"costItem" | "contractBundle">`'contractBundle'`.as("list"), "id", "name"])
        .where("org_id", "=", orgId),
    )
    .orderBy("list")
    .orderBy("name")
    .execute();
  options.costItem = [];
  options.contractBundle = [];
  for (const row of planner) options[row.list]!.push({ code: String(row.id), label: row.name });
  return options;
}

export interface LookupValueRow {
  id: number;
  code: string;
  label: string;
  labelIndonesian: string;
  sortOrder: number;
  isActive: boolean;
  version: number;
}

/** All values of one list, active or not, for the administrator's screen. */
export async function listLookupValues(
  orgId: number,
  list: LookupListName,
): Promise<LookupValueRow[]> {
  const db = await getDb();
  await ensureLookupLists(db, orgId);
  const rows = await db
    .selectFrom("lookup_values")
    .select(["id", "code", "label", "label_indonesian", "sort_order", "is_active", "version"])
    .where("org_id", "=", orgId)
    .where("list", "=", list)
    .orderBy("sort_order")
    .orderBy("code")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    label: row.label,
    labelIndonesian: row.label_indonesian,
    sortOrder: row.sort_order,
    isActive: row.is_active,
    version: row.version,
  }));
}

export interface LookupActor {
  id: number;
  orgId: number;
}

export type LookupWriteResult =
  { ok: true } | { ok: false; reason: "duplicate" | "stale" | "notFound" };

/** What both the add and the edit form of a value set: its labels and its place in the list. */
interface LookupValueLabels {
  label: string;
  labelIndonesian: string;
  sortOrder: number;
}

export async function addLookupValue(
  actor: LookupActor,
  input: LookupValueLabels & { list: LookupListName; code: string },
): Promise<LookupWriteResult> {
  const db = await getDb();
  return db.transaction().execute(async (tx) => {
    const inserted = await tx
      .insertInto("lookup_values")
      .values({
        org_id: actor.orgId,
        list: input.list,
        code: input.code,
        label: input.label,
        label_indonesian: input.labelIndonesian,
        sort_order: input.sortOrder,
      })
      .onConflict((oc) => oc.columns(["org_id", "list", "code"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return { ok: false as const, reason: "duplicate" as const };
    await auditChange(tx, actor, "create", "lookup-value", inserted.id, {
      list: input.list,
      code: input.code,
      label: input.label,
      labelIndonesian: input.labelIndonesian,
    });
    return { ok: true as const };
  });
}

export async function updateLookupValue(
  actor: LookupActor,
  input: LookupValueLabels & { id: number; version: number; isActive: boolean },
): Promise<LookupWriteResult> {
  const db = await getDb();
  return db.transaction().execute(async (tx) => {
    const existing = await tx
      .selectFrom("lookup_values")
      .select(["id", "list", "code", "version"])
      .where("id", "=", input.id)
      .where("org_id", "=", actor.orgId)
      .forUpdate()
      .executeTakeFirst();
    if (!existing) return { ok: false as const, reason: "notFound" as const };
    if (existing.version !== input.version) return { ok: false as const, reason: "stale" as const };
    await tx
      .updateTable("lookup_values")
      .set({
        label: input.label,
        label_indonesian: input.labelIndonesian,
        sort_order: input.sortOrder,
        is_active: input.isActive,
        version: existing.version + 1,
      })
      .where("id", "=", input.id)
      .where("org_id", "=", actor.orgId)
      .execute();
    await auditChange(tx, actor, "update", "lookup-value", input.id, {
      list: existing.list,
      code: existing.code,
      label: input.label,
      labelIndonesian: input.labelIndonesian,
      isActive: input.isActive,
    });
    return { ok: true as const };
  });
}
