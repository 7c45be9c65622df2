import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.
// Fields, pads and wells of each organisation, and the well a user is working on. Quantities are
// SI (metres) in double precision; coordinates are WGS 84 degrees. A pad's field and a well's
// pad must belong to the same organisation: the composite keys make the database refuse a
// cross-tenant link even if a query forgot its org_id.

const WELL_TYPES = sql.raw(`well_type in ('oil', 'gas', 'geothermal')`);
const WELL_STATUSES = sql.raw(
  `status in ('planned', 'drilling', 'completed', 'suspended', 'abandoned')`,
);

export async function up(db: Kysely<any>): Promise<void> {
  const orgColumn = (c: any) => c.notNull().references("organisations.id").onDelete("cascade");

  await db.schema
    .createTable("fields")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("org_id", "integer", orgColumn)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("location", "text")
    .addColumn("concession", "text")
    .addColumn("remarks", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint("fields_id_org_key", ["id", "org_id"])
    .execute();
  await sql`create unique index fields_org_name_key on fields (org_id, lower(name))`.execute(db);

  await db.schema
    .createTable("pads")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("org_id", "integer", orgColumn)
    .addColumn("field_id", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("latitude", "double precision", (c) => c.check(sql`latitude between -90 and 90`))
    .addColumn("longitude", "double precision", (c) => c.check(sql`longitude between -180 and 180`))
    .addColumn("remarks", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint("pads_id_org_key", ["id", "org_id"])
    .addForeignKeyConstraint("pads_field_fkey", ["field_id", "org_id"], "fields", ["id", "org_id"])
    .execute();
  // Pad names repeat across fields ("Pad A"), not within one.
  await sql`create unique index pads_field_name_key on pads (field_id, lower(name))`.execute(db);
  await sql`create index pads_org_name_idx on pads (org_id, lower(name))`.execute(db);

  await db.schema
    .createTable("wells")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("org_id", "integer", orgColumn)
    .addColumn("pad_id", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    // Unique well identifier (UWI) or API number; free text because formats differ by country.
    .addColumn("uwi", "text")
    .addColumn("well_type", "text", (c) => c.notNull().check(WELL_TYPES))
    .addColumn("surface_latitude", "double precision", (c) =>
      c.check(sql`surface_latitude between -90 and 90`),
    )
    .addColumn("surface_longitude", "double precision", (c) =>
      c.check(sql`surface_longitude between -180 and 180`),
    )
    .addColumn("ground_elevation", "double precision")
    .addColumn("rotary_table_elevation", "double precision")
    .addColumn("spud_date", "date")
    .addColumn("release_date", "date")
    .addColumn("planned_td", "double precision", (c) => c.check(sql`planned_td > 0`))
    .addColumn("rig", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("planned").check(WELL_STATUSES))
    .addColumn("remarks", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint("wells_id_org_key", ["id", "org_id"])
    .addForeignKeyConstraint("wells_pad_fkey", ["pad_id", "org_id"], "pads", ["id", "org_id"])
    .addCheckConstraint(
      "wells_rotary_table_above_ground",
      sql`rotary_table_elevation is null or ground_elevation is null or rotary_table_elevation >= ground_elevation`,
    )
    .addCheckConstraint(
      "wells_release_after_spud",
      sql`release_date is null or spud_date is null or release_date >= spud_date`,
    )
    .execute();
  await sql`create unique index wells_org_name_key on wells (org_id, lower(name))`.execute(db);
  await sql`create unique index wells_org_uwi_key on wells (org_id, lower(uwi)) where uwi is not null`.execute(
    db,
  );
  await db.schema.createIndex("wells_pad_idx").on("wells").column("pad_id").execute();

  // The well a user is working on, kept across reloads and sign-ins; removing the well clears it.
  await db.schema
    .alterTable("users")
    .addColumn("selected_well_id", "integer", (c) => c.references("wells.id").onDelete("set null"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("selected_well_id").execute();
  for (const table of ["wells", "pads", "fields"]) {
    await db.schema.dropTable(table).execute();
  }
}
