import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.
// Reports (the DDR now, activity reports later), each section saved on its own, typed tables for
// the rows dashboards aggregate, and the lookup lists report fields pick from. Every quantity
// column is SI in double precision (m, s, Pa, m³, m³/s, N, N·m, K, kg, kg/m³, m², m/s, deg,
// deg/m, rpm, percent, mg/L); durations are seconds even where the column says "hours" after
// the driller's word; money is numeric(14,2) USD; typed row columns are named after the
// section fields (camelCase → snake_case).

const REPORT_KINDS = [
  "ddr",
  "casing",
  "cement",
  "coring",
  "fishing",
  "logging",
  "kick",
  "well-test",
  "general-work",
  "subsurface",
];

type Column = [name: string, type: string, notNull?: boolean];

const double = "double precision";

async function rowTable(db: Kysely<any>, name: string, columns: Column[]) {
  let table = db.schema
    .createTable(name)
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("org_id", "integer", (c) => c.notNull())
    .addColumn("report_id", "integer", (c) =>
      c.notNull().references("reports.id").onDelete("cascade"),
    )
    .addColumn("well_id", "integer", (c) => c.notNull().references("wells.id"))
    .addColumn("report_date", "date", (c) => c.notNull())
    .addColumn("row_no", "integer", (c) => c.notNull());
  for (const [column, type, notNull] of columns) {
    table = table.addColumn(column, sql.raw(type), (c) => (notNull ? c.notNull() : c));
  }
  await table.execute();
  await db.schema
    .createIndex(`${name}_report_idx`)
    .on(name)
    .columns(["report_id", "row_no"])
    .execute();
  await db.schema
    .createIndex(`${name}_well_date_idx`)
    .on(name)
    .columns(["well_id", "report_date"])
    .execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("lookup_values")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("org_id", "integer", (c) =>
      c.notNull().references("organisations.id").onDelete("cascade"),
    )
    .addColumn("list", "text", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_active", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint("lookup_values_org_list_code_key", ["org_id", "list", "code"])
    .execute();

  await db.schema
    .createTable("reports")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("org_id", "integer", (c) =>
      c.notNull().references("organisations.id").onDelete("cascade"),
    )
    .addColumn("well_id", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) =>
      c
        .notNull()
        .defaultTo("ddr")
        .check(sql.raw(`kind in (${REPORT_KINDS.map((k) => `'${k}'`).join(", ")})`)),
    )
    .addColumn("report_date", "date", (c) => c.notNull())
    .addColumn("report_no", "integer", (c) => c.notNull().check(sql`report_no >= 1`))
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("draft")
        .check(sql`status in ('draft', 'submitted', 'approved', 'returned')`),
    )
    .addColumn("return_comment", "text")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    // What the report started from (the previous day's carry-over), shown to its authors.
    .addColumn("carry_over", "jsonb")
    // Header figures for lists and dashboards, refreshed whenever a section is saved.
    .addColumn("md_at_report", double)
    .addColumn("tvd_at_report", double)
    .addColumn("daily_cost", sql`numeric(14,2)`)
    .addColumn("npt_time", double)
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("submitted_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("submitted_at", "timestamptz")
    .addColumn("approved_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("approved_at", "timestamptz")
    .addColumn("returned_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("returned_at", "timestamptz")
    // A report's well belongs to the report's organisation, whatever a query forgets.
    .addForeignKeyConstraint("reports_well_fkey", ["well_id", "org_id"], "wells", ["id", "org_id"])
    .execute();
  await sql`create unique index reports_ddr_well_date_key on reports (well_id, kind, report_date) where kind = 'ddr'`.execute(
    db,
  );
  await sql`create unique index reports_ddr_well_no_key on reports (well_id, kind, report_no) where kind = 'ddr'`.execute(
    db,
  );
  await db.schema
    .createIndex("reports_well_date_idx")
    .on("reports")
    .columns(["well_id", "report_date"])
    .execute();
  await db.schema
    .createIndex("reports_org_status_idx")
    .on("reports")
    .columns(["org_id", "status", "report_date"])
    .execute();

  await db.schema
    .createTable("report_sections")
    .addColumn("report_id", "integer", (c) =>
      c.notNull().references("reports.id").onDelete("cascade"),
    )
    .addColumn("org_id", "integer", (c) => c.notNull())
    .addColumn("section_id", "text", (c) => c.notNull())
    .addColumn("data", "jsonb", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("saved_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("saved_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("report_sections_pkey", ["report_id", "section_id"])
    .execute();

  await rowTable(db, "time_log_rows", [
    ["from_time", "time", true],
    ["to_time", "time", true],
    ["duration", double],
    ["phase", "text", true],
    ["iadc_code", "text", true],
    ["sub_code", "text"],
    ["activity_category", "text", true],
    ["md_from", double],
    ["md_to", double],
    ["is_npt", "boolean", true],
    ["npt_code", "text"],
    ["description", "text", true],
  ]);

  await rowTable(db, "survey_stations", [
    ["md", double, true],
    ["inclination", double, true],
    ["azimuth", double, true],
    ["tool_type", "text", true],
    ["tvd", double],
    ["ns", double],
    ["ew", double],
    ["vertical_section", double],
    ["dls", double],
  ]);

  await rowTable(db, "bit_runs", [
    ["bit_no", "text", true],
    ["size", double, true],
    ["make", "text", true],
    ["type", "text"],
    ["serial_no", "text", true],
    ["iadc_code", "text"],
    ["nozzles", "text"],
    ["tfa", double],
    ["depth_in", double, true],
    ["depth_out", double],
    ["hours", double],
    ["trip_time", double],
    ["footage", double],
    ["rop", double],
    ["dull_i", "integer"],
    ["dull_o", "integer"],
    ["dull_d", "text"],
    ["dull_l", "text"],
    ["dull_b", "text"],
    ["dull_g", "text"],
    ["dull_other", "text"],
    ["dull_r", "text"],
    ["bit_cost", "numeric(14,2)"],
    ["cost_per_length", double],
  ]);

  await rowTable(db, "mud_checks", [
    ["check_time", "time", true],
    ["check_md", double],
    ["mud_type", "text", true],
    ["density", double, true],
    ["funnel_viscosity", double],
    ["pv", double],
    ["yp", double],
    ["gel10s", double],
    ["gel10m", double],
    ["filtrate_api", double],
    ["filtrate_hthp", double],
    ["cake_thickness", double],
    ["solids_pct", double],
    ["oil_pct", double],
    ["water_pct", double],
    ["sand_pct", double],
    ["oil_water_ratio", "text"],
    ["ph", double],
    ["chlorides", double],
    ["calcium", double],
    ["mbt", double],
    ["ecd", double],
    ["flowline_temp", double],
    ["pit_volume", double],
    ["losses_surface", double],
    ["losses_downhole", double],
  ]);

  await rowTable(db, "drilling_parameters", [
    ["md_from", double, true],
    ["md_to", double, true],
    ["wob_min", double],
    ["wob_max", double],
    ["rpm_surface", double],
    ["rpm_motor", double],
    ["torque", double],
    ["flow_rate", double, true],
    ["spp", double],
    ["rop", double],
    ["hook_load", double],
    ["mse", double],
  ]);

  await rowTable(db, "personnel_rows", [
    ["company", "text", true],
    ["role_or_service", "text", true],
    ["count", "integer", true],
    ["hours", double],
  ]);

  // The planner's AFE vs actual reads this table; its shape is agreed and must not drift.
  await db.schema
    .createTable("cost_lines")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("org_id", "integer", (c) => c.notNull())
    .addColumn("report_id", "integer", (c) =>
      c.notNull().references("reports.id").onDelete("cascade"),
    )
    .addColumn("well_id", "integer", (c) => c.notNull().references("wells.id"))
    .addColumn("cost_date", "date", (c) => c.notNull())
    .addColumn("cost_item_id", "integer", (c) => c.references("cost_items.id"))
    .addColumn("contract_bundle_id", "integer", (c) => c.references("contract_bundles.id"))
    .addColumn("phase", "text")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("vendor", "text")
    .addColumn("quantity", "numeric")
    .addColumn("unit", "text")
    .addColumn("unit_price", sql`numeric(14,2)`)
    .addColumn("amount", sql`numeric(14,2)`, (c) => c.notNull())
    .addColumn("afe_line", "text")
    .addColumn("is_carry_over", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex("cost_lines_report_idx")
    .on("cost_lines")
    .column("report_id")
    .execute();
  await db.schema
    .createIndex("cost_lines_well_date_idx")
    .on("cost_lines")
    .columns(["well_id", "cost_date"])
    .execute();
  await db.schema
    .createIndex("cost_lines_cost_item_idx")
    .on("cost_lines")
    .column("cost_item_id")
    .execute();
  await db.schema
    .createIndex("cost_lines_contract_bundle_idx")
    .on("cost_lines")
    .column("contract_bundle_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "cost_lines",
    "personnel_rows",
    "drilling_parameters",
    "mud_checks",
    "bit_runs",
    "survey_stations",
    "time_log_rows",
    "report_sections",
    "reports",
    "lookup_values",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
