import { getDb } from "~/db/db.server";
import { sharedWhileInFlight } from "~/db/shared-lookups.server";
import { recordAudit } from "~/identity/audit.server";

import type { AssetActor } from "./records.server";
import { clearsSelectedWell, type SelectedWell } from "./selection";

/**
 * The well the user is working on, or null. A selection kept from another organisation (a user
 * who moved) is never returned: the well must belong to the organisation signed in to.
 */
export function getSelectedWell(user: AssetActor): Promise<SelectedWell | null> {
  // The layout and the page ask for it together; one read serves both.
  return selectedWellLookup(user);
}

const selectedWellLookup = sharedWhileInFlight(
  readSelectedWell,
  (user: AssetActor) => `${user.id}:${user.orgId}`,
);

async function readSelectedWell(user: AssetActor): Promise<SelectedWell | null> {
  const db = await getDb();
  const row = await db
    .selectFrom("users as u")
    .innerJoin("wells as w", "w.id", "u.selected_well_id")
    .innerJoin("pads as p", "p.id", "w.pad_id")
    .innerJoin("fields as f", "f.id", "p.field_id")
    .select([
      "w.id",
      "w.name",
      "w.uwi",
      "w.well_type",
      "w.status",
      "p.name as pad_name",
      "f.id as field_id",
      "f.name as field_name",
    ])
    .where("u.id", "=", user.id)
    .where("w.org_id", "=", user.orgId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    uwi: row.uwi,
    wellType: row.well_type,
    status: row.status,
    padName: row.pad_name,
    fieldId: row.field_id,
    fieldName: row.field_name,
  };
}

/** Makes a well of the user's organisation current; false when there is no such well. */
export async function selectWell(user: AssetActor, wellId: number): Promise<boolean> {
  const db = await getDb();
  return db.transaction().execute(async (tx) => {
    const well = await tx
      .selectFrom("wells")
      .select(["id", "name"])
      .where("org_id", "=", user.orgId)
      .where("id", "=", wellId)
      .executeTakeFirst();
    if (!well) return false;
    await tx
      .updateTable("users")
      .set({ selected_well_id: well.id })
      .where("id", "=", user.id)
      .execute();
    await recordAudit(tx, {
      orgId: user.orgId,
      userId: user.id,
      action: "select-well",
      recordType: "well",
      recordId: well.id,
      detail: { name: well.name },
    });
    return true;
  });
}

/**
 * Forgets the selected well. Called on every visit to the pages that clear it, so it writes (and
 * nothing is audited: it is navigation, not a decision) only when there is something to clear.
 */
export async function clearSelectedWell(user: AssetActor): Promise<void> {
  const db = await getDb();
  await db
    .updateTable("users")
    .set({ selected_well_id: null })
    .where("id", "=", user.id)
    .where("selected_well_id", "is not", null)
    .execute();
}

/**
 * The selected well for a page of the signed-in layout: cleared (and null) on the pages that
 * clear it, otherwise whatever the user chose last.
 */
export async function selectedWellForPage(
  user: AssetActor,
  pathname: string,
): Promise<SelectedWell | null> {
  if (clearsSelectedWell(pathname)) {
    await clearSelectedWell(user);
    return null;
  }
  return getSelectedWell(user);
}
