import type { Insertable, SelectQueryBuilder, StringReference, Updateable } from "kysely";

import { getDb } from "~/db/db.server";
import type { Database } from "~/db/schema";
import {
  insertRecord,
  isForeignKeyViolation,
  isUniqueViolation,
  pageOf,
  removeUnlessUsed,
  updateVersioned,
  whereAnyContains,
  type PagedRows,
  type Usage,
} from "~/db/records.server";
import { auditChange } from "~/identity/audit.server";

import { ASSET_PAGE_SIZE } from "./tabs";

/** Who is writing: every asset query is scoped by their organisation. */
export interface AssetActor {
  id: number;
  orgId: number;
}

export type SaveResult =
  | { ok: true; id: number }
  | {
      ok: false;
      /** notFound: not in the actor's organisation (the route answers 404). */
      error: "notFound" | "conflict" | "duplicateName" | "duplicateUwi" | "parentNotFound";
    };

export type RemoveResult =
  | { ok: true; name: string }
  | { ok: false; error: "notFound" | "hasPads" | "hasWells" | "hasReports" | "inUse" };

/** The tables of fields, pads and wells: each has id, org_id, name and version. */
type AssetTable = "fields" | "pads" | "wells";

/** How the audit log names a record of each asset table. */
const RECORD_TYPE = { fields: "field", pads: "pad", wells: "well" } as const;

interface RecordSave<T extends AssetTable, Columns> {
  table: T;
  /** The columns the form sets; the organisation, timestamps and version are set here. */
  columns: Columns;
  /** What the audit log keeps about the change. */
  detail: Record<string, unknown>;
  /** The refusals of the database a user can cause (a duplicate name, a parent gone), or null. */
  refusal: (error: unknown) => SaveResult | null;
}

/** Adds a record to the actor's organisation, with its audit entry, in one transaction. */
export async function createRecord<T extends AssetTable>(
  actor: AssetActor,
  save: RecordSave<T, Omit<Insertable<Database[T]>, "org_id">>,
): Promise<SaveResult> {
  const db = await getDb();
  try {
    const id = await db.transaction().execute(async (tx) => {
      const created = await insertRecord(tx, save.table, actor.orgId, save.columns);
      await auditChange(tx, actor, "create", RECORD_TYPE[save.table], created, save.detail);
      return created;
    });
    return { ok: true, id };
  } catch (error) {
    const refused = save.refusal(error);
    if (refused) return refused;
    throw error;
  }
}

/**
 * Saves a record only if it is still the version the form was loaded with; otherwise
 * "conflict" (someone else changed it meanwhile) or "notFound" (not in the organisation).
 */
export async function updateRecord<T extends AssetTable>(
  actor: AssetActor,
  id: number,
  version: number | undefined,
  save: RecordSave<T, Updateable<Database[T]>>,
): Promise<SaveResult> {
  const db = await getDb();
  const table: AssetTable = save.table;
  const columns: Updateable<Database[AssetTable]> = save.columns;
  try {
    return await db.transaction().execute(async (tx): Promise<SaveResult> => {
      const check = await updateVersioned(tx, table, actor.orgId, id, version ?? 0, columns);
      if (check !== "current") return { ok: false, error: check };
      await auditChange(tx, actor, "update", RECORD_TYPE[save.table], id, save.detail);
      return { ok: true, id };
    });
  } catch (error) {
    const refused = save.refusal(error);
    if (refused) return refused;
    throw error;
  }
}

/** The create and update of one asset table, derived from what its form's input writes. */
export function assetSaves<T extends AssetTable, Input extends { version?: number }>(
  table: T,
  write: {
    columns: (input: Input) => Omit<Insertable<Database[T]>, "org_id">;
    /** What the audit log keeps about a create or an update. */
    detail: (input: Input, action: "create" | "update") => Record<string, unknown>;
    /** The unique indexes a form can run into, each with what it means, in the order read. */
    unique: Record<string, "duplicateName" | "duplicateUwi">;
    /** Whether the record names a parent (a pad's field, a well's pad) that may not be there. */
    hasParent?: boolean;
  },
) {
  const refusal = (error: unknown): SaveResult | null => {
    for (const [constraint, refused] of Object.entries(write.unique)) {
      if (isUniqueViolation(error, constraint)) return { ok: false, error: refused };
    }
    // The composite key refuses a parent of another organisation, or one removed meanwhile.
    if (write.hasParent && isForeignKeyViolation(error))
      return { ok: false, error: "parentNotFound" };
    return null;
  };
  const save = (input: Input, action: "create" | "update") => ({
    table,
    columns: write.columns(input),
    detail: write.detail(input, action),
    refusal,
  });
  return {
    create: (actor: AssetActor, input: Input): Promise<SaveResult> =>
      createRecord(actor, save(input, "create")),
    update: (actor: AssetActor, id: number, input: Input): Promise<SaveResult> =>
      // A form's full set of columns is an update of each of them (TypeScript cannot see that
      // through the generic table).
      updateRecord(actor, id, input.version, {
        ...save(input, "update"),
        columns: write.columns(input) as unknown as Updateable<Database[T]>,
      }),
  };
}

type Refusal = Extract<RemoveResult, { ok: false }>["error"];

/**
 * Removes a record of the actor's organisation unless one of `usages` still refers to it (the
 * repository locks it first, so nothing is added under it meanwhile), with its audit entry.
 */
export async function removeRecord(
  actor: AssetActor,
  table: AssetTable,
  id: number,
  usages: readonly Usage<Refusal>[],
): Promise<RemoveResult> {
  const db = await getDb();
  try {
    return await db.transaction().execute(async (tx): Promise<RemoveResult> => {
      const removed = await removeUnlessUsed(tx, table, actor.orgId, id, usages);
      if (typeof removed === "string") return { ok: false, error: removed };
      await auditChange(tx, actor, "remove", RECORD_TYPE[table], id, { name: removed.name });
      return { ok: true, name: removed.name };
    });
  } catch (error) {
    // Something added at the same moment, or another record that refers to this one.
    if (isForeignKeyViolation(error)) return { ok: false, error: "inUse" };
    throw error;
  }
}

export type Page<Row> = PagedRows<Row>;

export interface ListQuery {
  /** Filter text, matched anywhere in the names and numbers the list shows. */
  q?: string;
  page?: number;
  fieldId?: number;
  padId?: number;
}

/** The page of `base` a list asks for, with its filter text matched in any of `columns`. */
export function assetPage<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  query: ListQuery,
  columns: StringReference<DB, TB>[],
) {
  return pageOf(whereAnyContains(base, query.q, columns), query, ASSET_PAGE_SIZE);
}

export { readRecord } from "~/db/records.server";
