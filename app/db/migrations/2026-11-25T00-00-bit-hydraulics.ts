import type { Kysely } from "kysely";

// Frozen in time: never import app code here.
// The bit section's hydraulics, stored with the rest of a bit run's computed figures: pressure
// drop across the nozzles (Pa), jet velocity (m/s), hydraulic power at the bit (W) and HSI (W/m²).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("bit_runs")
    .addColumn("bit_pressure_drop", "double precision")
    .addColumn("jet_velocity", "double precision")
    .addColumn("hydraulic_power", "double precision")
    .addColumn("hsi", "double precision")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("bit_runs")
    .dropColumn("bit_pressure_drop")
    .dropColumn("jet_velocity")
    .dropColumn("hydraulic_power")
    .dropColumn("hsi")
    .execute();
}
