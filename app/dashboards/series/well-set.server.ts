import { sql } from "kysely";

import type { Db } from "~/db/schema";
import { sharedWhileInFlight } from "~/db/shared-lookups.server";
import type { Language, UnitSystem } from "~/domain/units/systems";

/** A well of a field tile: its name, the day its days count from and its field. */
export interface SetWell {
  id: number;
  name: string;
  /** The spud date, or the first daily report while the well record holds none. */
  origin: string | null;
  fieldName: string;
}

/** What a series across wells is built from: the wells, in order, and whose they are. */
export interface WellSetContext {
  db: Db;
  orgId: number;
  system: UnitSystem;
  /** The reader's language: a code's label in it. */
  language: Language;
  wells: SetWell[];
  /** The selected well, drawn apart from the others; null in a comparison. */
  focusId: number | null;
}

/** Which wells a series across wells covers. */
export type WellSet =
  { field: true; wellId: number } | { field: false; wellIds: readonly number[] };

/** Natural order of well names: BM-2 before BM-10. */
const byName = (a: SetWell, b: SetWell) =>
  a.name.localeCompare(b.name, "en", { numeric: true }) || a.id - b.id;

/**
 * The wells of the organisation in `set`: every well of the well's field, or those chosen (the
 * organisation's only; an id of another organisation, or of no well, is not there). In natural
 * order of their names.
 */
async function readWellSet(question: { db: Db; orgId: number; set: WellSet }): Promise<SetWell[]> {
  const { db, orgId, set } = question;
  if (!set.field && set.wellIds.length === 0) return [];
  const chosen = set.field
    ? sql`p.field_id = (select p2.field_id from wells w2 join pads p2 on p2.id = w2.pad_id
        where w2.id = ${set.wellId} and w2.org_id = ${orgId})`
    : sql`w.id in (${sql.join(set.wellIds)})`;
  const { rows } = await sql<{
    id: number;
    name: string;
    field_name: string;
    origin: string | null;
  }>`
    select w.id, w.name, f.name as field_name,
      coalesce(w.spud_date, (
        select min(r.report_date) from reports r
        where r.org_id = w.org_id and r.well_id = w.id and r.kind = 'ddr'
      ))::text as origin
    from wells w
    join pads p on p.id = w.pad_id and p.org_id = w.org_id
    join fields f on f.id = p.field_id and f.org_id = w.org_id
    where w.org_id = ${orgId} and ${chosen}`.execute(db);
  return rows
    .map((row) => ({ id: row.id, name: row.name, origin: row.origin, fieldName: row.field_name }))
    .sort(byName);
}

/** The wells a field tile covers; the tiles of one page ask together and share one read. */
export const wellSetOf = sharedWhileInFlight(
  readWellSet,
  ({ orgId, set }) => `${orgId}:${set.field ? `f${set.wellId}` : set.wellIds.join(",")}`,
);

/** `ids` of the wells, for `in (…)`; never empty, so the SQL stays valid for an empty set. */
export const wellIdList = (ctx: WellSetContext) =>
  sql.join(ctx.wells.length > 0 ? ctx.wells.map((well) => well.id) : [0]);

/** The columns every series across wells starts with: whose row it is. */
export function wellColumns(ctx: WellSetContext, wellIds: readonly number[]) {
  const byId = new Map(ctx.wells.map((well) => [well.id, well]));
  return {
    well: wellIds.map((id) => byId.get(id)?.name ?? "?"),
    wellId: Int32Array.from(wellIds),
    focus: Int32Array.from(wellIds.map((id) => (id === ctx.focusId ? 1 : 0))),
  };
}

/**
 * Where a well's mark leads: that well's own dashboard, the well selected for the user first
 * (`/dashboard/open-well`). `{well}` and `{code}` are filled per mark by the chart.
 */
export function wellDashboardHref(to: string): string {
  return `/dashboard/open-well?well={well}&to=${to}`;
}

/** Where a well's NPT bar leads: the time-log rows behind it, on that well. */
export const NPT_ROWS_HREF = "/dashboard/open-well?well={well}&to=npt-rows&code={code}";
