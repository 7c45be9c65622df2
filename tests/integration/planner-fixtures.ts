import { sql, type Kysely } from "kysely";

import type { Database } from "~/db/schema";
import type { Actor } from "~/planner/results";

export async function orgId(db: Kysely<Database>, name: string): Promise<number> {
  const row = await db
    .selectFrom("organisations")
    .select("id")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function actorFor(db: Kysely<Database>, username: string): Promise<Actor> {
  const row = await db
    .selectFrom("users as u")
    .innerJoin("memberships as m", "m.user_id", "u.id")
    .select(["u.id", "u.full_name", "m.org_id"])
    .where("u.username", "=", username)
    .executeTakeFirstOrThrow();
  return { id: row.id, orgId: row.org_id!, fullName: row.full_name };
}

/** A well of the organisation (with a field and pad to hang it on), or the existing one. */
export async function wellFor(db: Kysely<Database>, org: number, name: string): Promise<number> {
  const existing = await db
    .selectFrom("wells")
    .select("id")
    .where("org_id", "=", org)
    .where("name", "=", name)
    .executeTakeFirst();
  if (existing) return existing.id;
  const field =
    (await db
      .selectFrom("fields")
      .select("id")
      .where("org_id", "=", org)
      .where("name", "=", "Planner Test Field")
      .executeTakeFirst()) ??
    (await db
      .insertInto("fields")
      .values({
        org_id: org,
        name: "Planner Test Field",
        location: null,
        concession: null,
        remarks: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow());
  const pad =
    (await db
      .selectFrom("pads")
      .select("id")
      .where("field_id", "=", field.id)
      .where("name", "=", "Pad P")
      .executeTakeFirst()) ??
    (await db
      .insertInto("pads")
      .values({
        org_id: org,
        field_id: field.id,
        name: "Pad P",
        latitude: null,
        longitude: null,
        remarks: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow());
  const well = await db
    .insertInto("wells")
    .values({
      org_id: org,
      pad_id: pad.id,
      name,
      uwi: null,
      well_type: "geothermal",
      surface_latitude: null,
      surface_longitude: null,
      ground_elevation: null,
      rotary_table_elevation: null,
      spud_date: null,
      release_date: null,
      planned_td: 2500,
      rig: null,
      remarks: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return well.id;
}

export interface BookedLine {
  costItemId?: number | null;
  contractBundleId?: number | null;
  phase?: string | null;
  description?: string;
  amount: string;
}

/** A DDR of the well on that day with cost lines, as the DDR cost section books them. */
export async function bookDdr(
  db: Kysely<Database>,
  input: {
    orgId: number;
    wellId: number;
    reportDate: string;
    reportNo: number;
    status?: "draft" | "submitted" | "approved" | "returned";
    lines: BookedLine[];
  },
): Promise<number> {
  const report = await sql<{ id: number }>`
    insert into reports (org_id, well_id, kind, report_date, report_no, status)
    values (${input.orgId}, ${input.wellId}, 'ddr', ${input.reportDate}, ${input.reportNo},
            ${input.status ?? "draft"})
    returning id`.execute(db);
  const reportId = report.rows[0]!.id;
  for (const line of input.lines) {
    await sql`
      insert into cost_lines (org_id, report_id, well_id, cost_date, cost_item_id,
        contract_bundle_id, phase, description, amount)
      values (${input.orgId}, ${reportId}, ${input.wellId}, ${input.reportDate},
        ${line.costItemId ?? null}, ${line.contractBundleId ?? null}, ${line.phase ?? null},
        ${line.description ?? "cost"}, ${line.amount})`.execute(db);
  }
  return reportId;
}
