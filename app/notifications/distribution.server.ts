/**
 * Each well's morning report distribution list, kept by the organisation's approvers. Every
 * query is scoped by the organisation; a well of another one is "not found".
 */
import { sql } from "kysely";

import { getDb } from "~/db/db.server";
import { auditChange } from "~/identity/audit.server";

export interface Keeper {
  id: number;
  orgId: number;
}

export interface DistributionAddress {
  id: number;
  address: string;
}

async function wellOfOrg(orgId: number, wellId: number): Promise<boolean> {
  const db = await getDb();
  const row = await db
    .selectFrom("wells")
    .select("id")
    .where("org_id", "=", orgId)
    .where("id", "=", wellId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The well's list; null when the organisation has no such well. */
export async function distributionList(
  orgId: number,
  wellId: number,
): Promise<DistributionAddress[] | null> {
  if (!(await wellOfOrg(orgId, wellId))) return null;
  const db = await getDb();
  return db
    .selectFrom("distribution_addresses")
    .select(["id", "address"])
    .where("org_id", "=", orgId)
    .where("well_id", "=", wellId)
    .orderBy("address")
    .execute();
}

export type AddResult = { ok: true } | { ok: false; reason: "notFound" | "duplicate" };

export async function addDistributionAddress(
  keeper: Keeper,
  wellId: number,
  address: string,
): Promise<AddResult> {
  if (!(await wellOfOrg(keeper.orgId, wellId))) return { ok: false, reason: "notFound" };
  const db = await getDb();
  return db.transaction().execute(async (tx): Promise<AddResult> => {
    const taken = await tx
      .selectFrom("distribution_addresses")
      .select("id")
      .where("well_id", "=", wellId)
      .where(sql<string>`lower(address)`, "=", address.toLowerCase())
      .executeTakeFirst();
    if (taken) return { ok: false, reason: "duplicate" };
    const row = await tx
      .insertInto("distribution_addresses")
      .values({ org_id: keeper.orgId, well_id: wellId, address, created_by: keeper.id })
      .onConflict((oc) => oc.doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!row) return { ok: false, reason: "duplicate" };
    await auditChange(tx, keeper, "create", "distribution-address", row.id, { wellId, address });
    return { ok: true };
  });
}

/** Takes an address off its well's list; false when the organisation has no such entry. */
export async function removeDistributionAddress(
  keeper: Keeper,
  wellId: number,
  id: number,
): Promise<boolean> {
  const db = await getDb();
  return db.transaction().execute(async (tx) => {
    const removed = await tx
      .deleteFrom("distribution_addresses")
      .where("org_id", "=", keeper.orgId)
      .where("well_id", "=", wellId)
      .where("id", "=", id)
      .returning(["well_id", "address"])
      .executeTakeFirst();
    if (!removed) return false;
    await auditChange(tx, keeper, "remove", "distribution-address", id, {
      wellId: removed.well_id,
      address: removed.address,
    });
    return true;
  });
}
