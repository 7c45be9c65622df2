import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.
// The planner's cost catalogue and the AFE of each well. Money is numeric(14,2) (exact, never
// floating point); durations are seconds. Runs after the assets migration (wells) and before
// the reports migration, whose cost_lines reference cost_items and contract_bundles.

const PHASES = [
  "mobilisation",
  "pre-spud",
  "conductor",
  "surface",
  "intermediate-1",
  "intermediate-2",
  "intermediate-3",
  "production",
  "completion",
  "well-test",
  "p-and-a",
  "demobilisation",
];
const phaseCheck = sql.raw(`phase in (${PHASES.map((p) => `'${p}'`).join(", ")})`);

export async function up(db: Kysely<any>): Promise<void> {
  const orgColumn = (c: any) => c.notNull().references("organisations.id").onDelete("cascade");

  // Contract bundles are the contract categories cost is reported by (rig, mud, cement, …).
  await db.schema
    .createTable("contract_bundles")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("org_id", "integer", orgColumn)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`create unique index contract_bundles_org_name_key on contract_bundles (org_id, lower(name))`.execute(
    db,
  );

  await db.schema
    .createTable("general_components")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("org_id", "integer", orgColumn)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`create unique index general_components_org_name_key on general_components (org_id, lower(name))`.execute(
    db,
  );

  await db.schema
    .createTable("cost_units")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("org_id", "integer", orgColumn)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`create unique index cost_units_org_name_key on cost_units (org_id, lower(name))`.execute(
    db,
  );

  await db.schema
    .createTable("cost_items")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("org_id", "integer", orgColumn)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("contract_bundle_id", "integer", (c) =>
      c.notNull().references("contract_bundles.id"),
    )
    .addColumn("general_component_id", "integer", (c) => c.references("general_components.id"))
    .addColumn("cost_unit_id", "integer", (c) => c.notNull().references("cost_units.id"))
    .addColumn("vendor", "text")
    .addColumn("unit_price", sql`numeric(14,2)`, (c) => c.notNull().check(sql`unit_price >= 0`))
    .addColumn("currency", "text", (c) =>
      c
        .notNull()
        .defaultTo("USD")
        .check(sql`currency = 'USD'`),
    )
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`create unique index cost_items_org_name_key on cost_items (org_id, lower(name))`.execute(
    db,
  );
  await db.schema
    .createIndex("cost_items_bundle_idx")
    .on("cost_items")
    .column("contract_bundle_id")
    .execute();

  // Activities: the planned operations of a phase, with how long they take.
  await db.schema
    .createTable("activities")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("org_id", "integer", orgColumn)
    .addColumn("phase", "text", (c) => c.notNull().check(phaseCheck))
    .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(10))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("planned_duration_s", sql`numeric(12,0)`, (c) =>
      c.notNull().check(sql`planned_duration_s >= 0`),
    )
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`create unique index activities_org_phase_name_key on activities (org_id, phase, lower(name))`.execute(
    db,
  );

  // Activity costs: cost item × quantity for one activity; they belong to the activity.
  await db.schema
    .createTable("activity_costs")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("org_id", "integer", orgColumn)
    .addColumn("activity_id", "integer", (c) =>
      c.notNull().references("activities.id").onDelete("cascade"),
    )
    .addColumn("cost_item_id", "integer", (c) => c.notNull().references("cost_items.id"))
    .addColumn("quantity", sql`numeric(14,4)`, (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn("remark", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint("activity_costs_activity_item_key", ["activity_id", "cost_item_id"])
    .execute();
  await db.schema
    .createIndex("activity_costs_item_idx")
    .on("activity_costs")
    .column("cost_item_id")
    .execute();

  // AFE versions of a well: 1 is the original, 2… are supplements adding to it.
  await db.schema
    .createTable("afes")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("org_id", "integer", orgColumn)
    .addColumn("well_id", "integer", (c) => c.notNull().references("wells.id"))
    .addColumn("version_no", "integer", (c) => c.notNull().check(sql`version_no >= 1`))
    .addColumn("reference", "text")
    .addColumn("reason", "text")
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("draft")
        .check(sql`status in ('draft', 'approved')`),
    )
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("approved_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("approved_by_name", "text")
    .addColumn("approved_at", "timestamptz")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint("afes_well_version_key", ["well_id", "version_no"])
    .addCheckConstraint(
      "afes_approval_recorded",
      sql`status <> 'approved' or (approved_at is not null and approved_by_name is not null)`,
    )
    .execute();
  await sql`create unique index afes_one_draft_per_well on afes (well_id) where status = 'draft'`.execute(
    db,
  );
  await db.schema
    .createIndex("afes_org_well_idx")
    .on("afes")
    .columns(["org_id", "well_id"])
    .execute();

  await db.schema
    .createTable("afe_lines")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("org_id", "integer", orgColumn)
    .addColumn("afe_id", "integer", (c) => c.notNull().references("afes.id").onDelete("cascade"))
    .addColumn("line_no", "integer", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("phase", "text", (c) => c.notNull().check(phaseCheck))
    .addColumn("contract_bundle_id", "integer", (c) => c.references("contract_bundles.id"))
    .addColumn("cost_item_id", "integer", (c) => c.references("cost_items.id"))
    .addColumn("activity_id", "integer", (c) => c.references("activities.id"))
    .addColumn("activity_sequence", "integer")
    .addColumn("planned_duration_s", sql`numeric(12,0)`)
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("quantity", sql`numeric(14,4)`)
    .addColumn("unit", "text")
    .addColumn("unit_price", sql`numeric(14,2)`)
    .addColumn("amount", sql`numeric(14,2)`, (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint("afe_lines_afe_line_key", ["afe_id", "line_no"])
    .execute();
  for (const column of ["contract_bundle_id", "cost_item_id", "activity_id"]) {
    await db.schema
      .createIndex(`afe_lines_${column.replace(/_id$/, "")}_idx`)
      .on("afe_lines")
      .column(column)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "afe_lines",
    "afes",
    "activity_costs",
    "activities",
    "cost_items",
    "cost_units",
    "general_components",
    "contract_bundles",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
