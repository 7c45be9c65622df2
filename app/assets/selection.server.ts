import { sql } from "kysely";

import { getDb } from "~/db/db.server";
import type { WellStatus, WellType } from "~/db/tables/assets";
import { sharedWhileInFlight } from "~/db/shared-lookups.server";
import { auditChange } from "~/identity/audit.server";

import type { AssetActor } from "./records.server";
import { clearsSelectedWell, type SelectedWell } from "./selection";
import { wellIdentity } from "./wells.server";

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

/** A row of `selected_well` (migration 07). */
interface SelectedWellRow {
  id: number;
  name: string;
  uwi: string | null;
  well_type: WellType;
  status: WellStatus;
  pad_name: string;
  field_id: number;
  field_name: string;
}

async function readSelectedWell(user: AssetActor): Promise<SelectedWell | null> {
  const db = await getDb();
  // The join is a function in the database (migration 07): planned once per connection.
  const { rows } =
    await sql<SelectedWellRow>`select * from selected_well(${user.id}, ${user.orgId})`.execute(db);
  const row = rows[0];
  if (!row) return null;
  return { ...wellIdentity(row), fieldId: row.field_id };
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
    await auditChange(tx, user, "select-well", "well", well.id, { name: well.name });
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
