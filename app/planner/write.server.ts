import type { Updateable } from "kysely";

import {
  databaseError,
  exists,
  lockNamed,
  updateVersioned,
  type NamedTable,
  type OrgTable,
  type Tx,
} from "~/db/records.server";
import type { Database, Db } from "~/db/schema";

import type { WriteFailure } from "./results";

export type { Tx };

/** Thrown inside a write's transaction to roll it back and hand the failure to the caller. */
export class WriteAborted extends Error {
  constructor(readonly failure: WriteFailure) {
    super(failure.reason);
  }
}

export function abort(failure: WriteFailure): never {
  throw new WriteAborted(failure);
}

/**
 * Runs a write in one transaction. Expected failures come back as values; the database's own
 * constraints are the backstop for races between the checks and the write (two people adding
 * the same name, a report booking an item while it is being removed).
 */
export async function write<T extends object>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
): Promise<({ ok: true } & T) | WriteFailure> {
  try {
    const value = await db.transaction().execute(work);
    return { ok: true, ...value };
  } catch (error) {
    if (error instanceof WriteAborted) return error.failure;
    const dbError = databaseError(error);
    if (dbError.code === "23505") {
      if (dbError.constraint?.startsWith("afes_")) return { ok: false, reason: "draftExists" };
      if (dbError.constraint === "activity_costs_activity_item_key") {
        return { ok: false, reason: "duplicate", field: "costItemId" };
      }
      return { ok: false, reason: "duplicate", field: "name" };
    }
    if (dbError.code === "23503") return { ok: false, reason: "inUse", name: "", usages: [] };
    throw error;
  }
}

/** After an update guarded by `version`: nothing updated means gone or changed meanwhile. */
export async function assertUpdated(
  tx: Tx,
  table: OrgTable,
  orgId: number,
  id: number,
  updatedRows: bigint,
): Promise<void> {
  if (updatedRows > 0n) return;
  const found = await exists(tx, table, orgId, id);
  abort(found ? { ok: false, reason: "conflict" } : { ok: false, reason: "notFound" });
}

/** A record's id and the version the form was loaded with. */
export interface VersionedId {
  id: number;
  version: number;
}

/** Saves the columns if the record is still at the form's version; otherwise says why not. */
export async function updateCurrent<T extends OrgTable>(
  tx: Tx,
  table: T,
  orgId: number,
  input: VersionedId,
  columns: Updateable<Database[T]>,
): Promise<void> {
  const check = await updateVersioned(tx, table, orgId, input.id, input.version, columns);
  if (check !== "current") abort({ ok: false, reason: check });
}

/** The record's name, locked, if it is still the version the form was loaded with. */
export async function currentName(tx: Tx, table: NamedTable, orgId: number, input: VersionedId) {
  const found = await lockNamed(tx, table, orgId, input.id, input.version);
  if (typeof found === "string") abort({ ok: false, reason: found });
  return found.name;
}
