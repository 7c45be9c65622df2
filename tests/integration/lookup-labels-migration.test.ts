import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import { databaseAt } from "../support/migration-db";

// Lookup values stored before 2026-11-27T06-00 had one label; the migration keeps it as the
// English label and gives each value an Indonesian one, on both engines.
const BEFORE = "2026-11-27T05-00-notification-rules";

const database = databaseAt(BEFORE);

describe("a lookup value's labels", () => {
  it("keep the stored label as the English one; the Indonesian one comes from the standard lists, else the English", async () => {
    const org = await database.engine.db
      .insertInto("organisations")
      .values({ name: `Lookups ${Math.random()}`, bg_color: "#1f4e79" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const values: [string, string, string][] = [
      ["nptCode", "STUCK", "Stuck pipe"],
      // Renamed by the organisation: its own English stays, the standard Indonesian is given.
      ["fishingResult", "recovered", "Fish recovered in full"],
      // A value of its own: the Indonesian starts as the English, to be translated.
      ["nptCode", "BOP", "BOP repair"],
      ["casingGrade", "P110", "P110"],
    ];
    await sql`insert into lookup_values (org_id, list, code, label) values ${sql.join(
      values.map(([list, code, label]) => sql`(${org.id}, ${list}, ${code}, ${label})`),
    )}`.execute(database.engine.db);

    const up = await database.migrator.migrateToLatest();
    expect(up.error).toBeUndefined();

    const rows = await database.engine.db
      .selectFrom("lookup_values")
      .select(["list", "code", "label", "label_indonesian"])
      .where("org_id", "=", org.id)
      .orderBy("id")
      .execute();
    expect(rows.map((row) => [row.code, row.label, row.label_indonesian])).toEqual([
      ["STUCK", "Stuck pipe", "Pipa terjepit"],
      ["recovered", "Fish recovered in full", "Terangkat"],
      ["BOP", "BOP repair", "BOP repair"],
      ["P110", "P110", "P110"],
    ]);

    // A value kept in Indonesian only, as the editor allows since.
    await database.engine.db
      .updateTable("lookup_values")
      .set({ label: "" })
      .where("org_id", "=", org.id)
      .where("code", "=", "STUCK")
      .execute();

    // And back, for a release rolled back: one label again, the English one, else the Indonesian.
    const down = await database.migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    const { rows: after } = await sql<{ label: string }>`
      select label from lookup_values where org_id = ${org.id} order by id`.execute(
      database.engine.db,
    );
    expect(after.map((row) => row.label)).toEqual([
      "Pipa terjepit",
      ...values.slice(1).map(([, , label]) => label),
    ]);
    expect((await database.migrator.migrateToLatest()).error).toBeUndefined();
  });
});
