import type { Kysely } from "kysely";

import type { Database } from "~/db/schema";

/** Writes a field and a pad on it, named after what they are made for; answers the pad's id. */
export async function insertFieldAndPad(
  db: Kysely<Database>,
  orgId: number,
  name: string,
): Promise<number> {
  const field = await db
    .insertInto("fields")
    .values({
      org_id: orgId,
      name: `${name} field`,
      location: null,
      concession: null,
      remarks: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const pad = await db
    .insertInto("pads")
    .values({
      org_id: orgId,
      field_id: field.id,
      name: `${name} pad`,
      latitude: null,
      longitude: null,
      remarks: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return pad.id;
}

/**
 * Writes a well straight to storage, on a field and a pad of its own named after it, so a test
 * or a benchmark has a well no other one reports on.
 */
export async function insertWellOnItsOwnPad(
  db: Kysely<Database>,
  orgId: number,
  name: string,
  well: {
    wellType: "oil" | "gas" | "geothermal";
    spudDate: string;
    plannedTd: number;
    rig: string;
  },
): Promise<{ id: number }> {
  const padId = await insertFieldAndPad(db, orgId, name);
  return db
    .insertInto("wells")
    .values({
      org_id: orgId,
      pad_id: padId,
      name,
      uwi: null,
      well_type: well.wellType,
      surface_latitude: null,
      surface_longitude: null,
      ground_elevation: null,
      rotary_table_elevation: null,
      spud_date: well.spudDate,
      release_date: null,
      planned_td: well.plannedTd,
      rig: well.rig,
      remarks: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}
