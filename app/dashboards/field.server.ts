import { getDb } from "~/db/db.server";

import { wellSetOf } from "./series/well-set.server";

/** The selected well's field as a field dashboard names it: its name and how many wells it has. */
export async function fieldSummary(
  orgId: number,
  well: { id: number; fieldName: string },
): Promise<{ name: string; wells: number }> {
  const wells = await wellSetOf({
    db: await getDb(),
    orgId,
    set: { field: true, wellId: well.id },
  });
  return { name: well.fieldName, wells: wells.length };
}
