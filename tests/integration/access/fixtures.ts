import { sql, type Kysely } from "kysely";

import type { Database } from "~/db/schema";
import { action as homeAction } from "~/routes/_app.field.$tab";
import { action as plannerAction } from "~/routes/_app.form.planner-form";
import { action as activityAction } from "~/routes/_app.form.drilling-activity.$type";
import { action as subsurfaceAction } from "~/routes/_app.form.subsurface-form";
import { action as profileAction } from "~/routes/_app.profile";

import { call } from "../../support/requests";
import { callMultipart, pngFile } from "../accounts-helpers";
import { createReport, createTestWell, signIn } from "../ddr-helpers";

/** The demo users, one per role of each organisation (README), and what they hold. */
export const PEOPLE = [
  { username: "admin", org: "Demo Energy" },
  { username: "engineer", org: "Demo Energy" },
  { username: "manager", org: "Demo Energy" },
  { username: "planner", org: "Demo Energy" },
  { username: "other-admin", org: "Other Operator" },
  { username: "other-engineer", org: "Other Operator" },
  { username: "client-admin", org: "Drillbook Support" },
] as const;

/** The two operators whose records must never reach each other, and an administrator of each. */
export const OPERATORS = [
  { org: "Demo Energy", admin: "admin" },
  { org: "Other Operator", admin: "other-admin" },
] as const;

export const REPORT_DATE = "2026-05-04";

export type Values = Record<string, string>;

async function one<T>(db: Kysely<Database>, query: ReturnType<typeof sql<T>>): Promise<T> {
  const { rows } = await query.execute(db);
  if (!rows[0]) throw new Error(`no fixture row for ${query.compile(db).sql}`);
  return rows[0];
}

/**
 * One record of every kind an address or a form names, in one organisation: a well of its own
 * with a draft report, and the first of its seeded AFEs, planner records, lookups and people.
 */
export async function organisationRecords(
  db: Kysely<Database>,
  org: string,
  admin: string,
): Promise<Values> {
  const adminCookie = await signIn(admin);
  const orgRow = await one<{ id: number; version: number }>(
    db,
    sql`select id, version from organisations where name = ${org}`,
  );
  const orgId = orgRow.id;
  const wellId = await createTestWell(db, org, `Matrix ${orgId}`);
  if ((await createReport(adminCookie, wellId, REPORT_DATE)).status !== 302)
    throw new Error(`no report for ${org}`);
  const report = await one<{ id: number; version: number }>(
    db,
    sql`select id, version from reports where well_id = ${wellId} and report_date = ${REPORT_DATE}`,
  );
  const general = await db
    .selectFrom("report_sections")
    .select("version")
    .where("report_id", "=", report.id)
    .where("section_id", "=", "general")
    .executeTakeFirst();
  const well2 = await one<{ id: number }>(
    db,
    sql`select id from wells where org_id = ${orgId} and id <> ${wellId} order by id limit 1`,
  );
  const values: Values = {
    org: String(orgId),
    "org.v": String(orgRow.version),
    well: String(wellId),
    well2: String(well2.id),
    date: REPORT_DATE,
    report: String(report.id),
    "report.v": String(report.version),
    "well.name": `Matrix ${orgId}`,
    "general.v": String(general?.version ?? 0),
  };
  // A draft AFE of the matrix well: its lines can still be added to.
  const started = await call(plannerAction, "/form/planner-form?tab=afe", {
    cookie: adminCookie,
    form: { intent: "afe.create", wellId: String(wellId), reference: "MATRIX" },
  });
  if (started.status !== 302) throw new Error(`no draft AFE for ${org}: ${started.status}`);
  const tables: [string, string, string][] = [
    ["afe", "afes", `well_id = ${wellId} and status = 'draft'`],
    ["afeLine", "afe_lines", "true"],
    ["bundle", "contract_bundles", "true"],
    ["component", "general_components", "true"],
    ["unit", "cost_units", "true"],
    ["item", "cost_items", "true"],
    ["activity", "activities", "true"],
    ["activityCost", "activity_costs", "true"],
    ["lookup", "lookup_values", "true"],
    ["field", "fields", "true"],
    ["pad", "pads", "true"],
  ];
  for (const [kind, table, where] of tables) {
    const row = await one<{ id: number; version: number }>(
      db,
      sql`select id, version from ${sql.table(table)} where org_id = ${orgId} and ${sql.raw(where)} order by id limit 1`,
    );
    values[kind] = String(row.id);
    values[`${kind}.v`] = String(row.version);
  }
  // The field with the most pads: removing it is refused even to its holder.
  const field = await one<{ id: number; version: number }>(
    db,
    sql`select f.id, f.version from fields f join pads p on p.field_id = f.id
        where f.org_id = ${orgId} group by f.id order by count(*) desc, f.id limit 1`,
  );
  values.field = String(field.id);
  values["field.v"] = String(field.version);
  // Names found nowhere else, so an answer that names them has shown the other's record.
  for (const [kind, table] of [
    ["field", "fields"],
    ["bundle", "contract_bundles"],
  ] as const) {
    const name = `${kind} of ${org}`;
    await sql`update ${sql.table(table)} set name = ${name} where id = ${Number(values[kind])}`.execute(
      db,
    );
    values[`${kind}.name`] = name;
    const row = await one<{ version: number }>(
      db,
      sql`select version from ${sql.table(table)} where id = ${Number(values[kind])}`,
    );
    values[`${kind}.v`] = String(row.version);
  }
  const engineer = await one<{ id: number; version: number; username: string; role_id: number }>(
    db,
    sql`select u.id, u.version, u.username, m.role_id from users u
        join memberships m on m.user_id = u.id join roles r on r.id = m.role_id
        where m.org_id = ${orgId} and r.name = 'Engineer' order by u.id limit 1`,
  );
  const role = await one<{ version: number }>(
    db,
    sql`select version from roles where id = ${engineer.role_id}`,
  );
  Object.assign(values, {
    user: String(engineer.id),
    "user.v": String(engineer.version),
    "user.username": engineer.username,
    role: String(engineer.role_id),
    "role.v": String(role.version),
  });
  // One casing and one subsurface report of the matrix well, created as the forms create them.
  for (const [kind, action, address, params] of [
    ["casing", activityAction, "/form/drilling-activity/casing", { type: "casing" }],
    ["subsurface", subsurfaceAction, "/form/subsurface-form", {}],
  ] as const) {
    const created = await call(action, `${address}?well=${wellId}`, {
      cookie: adminCookie,
      params,
      form: { intent: "create", reportDate: REPORT_DATE },
    });
    const id = new URL(created.headers.get("location") ?? "/", "http://x").searchParams.get("id");
    if (created.status !== 302 || !id) throw new Error(`no ${kind} report for ${org}`);
    values[kind] = id;
  }
  // An approved DDR of the organisation: only a finished report is offered as WITSML.
  const approved = await one<{ id: number }>(
    db,
    sql`select id from reports where org_id = ${orgId} and kind = 'ddr' and status = 'approved'
        order by id limit 1`,
  );
  values.approved = String(approved.id);
  // The administrator's avatar: a file of this organisation.
  const form = new FormData();
  form.set("intent", "avatar");
  form.set("avatar", pngFile("me.png"));
  const upload = await callMultipart(profileAction, "/profile", { cookie: adminCookie, form });
  if (upload.status !== 302) throw new Error(`no avatar for ${admin}: ${upload.status}`);
  const file = await one<{ avatar_file_id: string }>(
    db,
    sql`select avatar_file_id from users where username = ${admin}`,
  );
  values.file = file.avatar_file_id;
  return values;
}

/**
 * The client administrator's organisation runs no wells of its own: it gets a well (with its field
 * and pad) for the asset screens, and reads the others' records everywhere else.
 */
export async function supportRecords(db: Kysely<Database>, others: Values): Promise<Values> {
  const org = await one<{ id: number }>(
    db,
    sql`select id from organisations where name = 'Drillbook Support'`,
  );
  const wellId = await createTestWell(db, "Drillbook Support", "Matrix support");
  const field = await one<{ id: number; version: number; pad: number }>(
    db,
    sql`select f.id, f.version, p.id as pad from wells w join pads p on p.id = w.pad_id
        join fields f on f.id = p.field_id where w.id = ${wellId}`,
  );
  return {
    ...others,
    org: String(org.id),
    well: String(wellId),
    field: String(field.id),
    "field.v": String(field.version),
    pad: String(field.pad),
  };
}

/** Signs the person in and selects their organisation's matrix well, as the menu would. */
export async function signInWithWell(username: string, wellId: string | undefined) {
  const cookie = await signIn(username);
  if (wellId) {
    const selected = await call(homeAction, "/field/well", {
      cookie,
      params: { tab: "well" },
      form: { intent: "select", wellId },
    });
    if (selected.status !== 302) throw new Error(`${username} could not select well ${wellId}`);
  }
  return cookie;
}

const UNCOUNTED = new Set([
  // Refused requests are logged on purpose, and signing in records attempts and sessions.
  "audit_log",
  "sessions",
  "sign_in_attempts",
  "login_failures",
]);

/**
 * Rows of every table and, where a table has one, the sum of its `version` column: a refused
 * request adds, removes and updates nothing. One query, so it can be asked often.
 */
export async function stateQuery(db: Kysely<Database>) {
  const { rows } = await sql<{ table_name: string; versioned: boolean }>`
    select t.table_name, exists (
      select 1 from information_schema.columns c
      where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'version'
    ) as versioned
    from information_schema.tables t
    where t.table_schema = 'public' and t.table_type = 'BASE TABLE' order by t.table_name`.execute(
    db,
  );
  const parts = rows
    .filter((row) => !UNCOUNTED.has(row.table_name))
    .map((row) =>
      row.versioned
        ? `(select count(*) || '/' || coalesce(sum(version), 0) from "${row.table_name}") as "${row.table_name}"`
        : `(select count(*)::text from "${row.table_name}") as "${row.table_name}"`,
    );
  const query = sql.raw<Record<string, string>>(`select ${parts.join(", ")}`);
  return async () => (await query.execute(db)).rows[0]!;
}
