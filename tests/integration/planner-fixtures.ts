import { sql, type Kysely } from "kysely";

import type { Database } from "~/db/schema";
import type { Actor } from "~/planner/results";

/**
 * The reports migration (DDR) creates `reports` and `cost_lines`; where it is not in the
 * migration list yet, the planner tests create the same shape themselves.
 */
export async function ensureReportTables(db: Kysely<Database>) {
  const { rows } = await sql<{ exists: boolean }>`
    select to_regclass('public.cost_lines') is not null as exists`.execute(db);
  if (rows[0]?.exists) return;
  await sql`
    create table reports (
      id integer generated always as identity primary key,
      org_id integer not null references organisations(id) on delete cascade,
      well_id integer not null references wells(id),
      kind text not null default 'ddr',
      report_date date not null,
      report_no integer not null,
      status text not null default 'draft'
        check (status in ('draft', 'submitted', 'approved', 'returned'))
    )`.execute(db);
  await sql`
    create table cost_lines (
      id integer generated always as identity primary key,
      org_id integer not null,
      report_id integer not null references reports(id) on delete cascade,
      well_id integer not null references wells(id),
      cost_date date not null,
      cost_item_id integer null references cost_items(id),
      contract_bundle_id integer null references contract_bundles(id),
      phase text null,
      description text not null,
      vendor text null,
      quantity numeric null,
      unit text null,
      unit_price numeric(14,2) null,
      amount numeric(14,2) not null,
      afe_line text null,
      is_carry_over boolean not null default false
    )`.execute(db);
}

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
