import { describe, expect, it } from "vitest";

import { databaseAt } from "../support/migration-db";
import { createTestWell } from "./ddr-helpers";

// Reports saved before 2026-11-27T01-00 keep their time-log totals under keys that said hours
// while holding seconds; the migration renames them in place, on both engines.
const BEFORE = "2026-11-27T00-00-revisions-per-well";

const database = databaseAt(BEFORE);

async function reportWithSections(sections: Record<string, unknown>): Promise<number> {
  const db = database.engine.db;
  const name = `Time log ${Math.random()}`;
  const org = await db
    .insertInto("organisations")
    .values({ name, bg_color: "#1f4e79" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const wellId = await createTestWell(db, name, "W-1");
  const report = await db
    .insertInto("reports")
    .values({ org_id: org.id, well_id: wellId, report_date: "2026-03-02", report_no: 1 })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const [sectionId, data] of Object.entries(sections)) {
    await db
      .insertInto("report_sections")
      .values({
        report_id: report.id,
        org_id: org.id,
        section_id: sectionId,
        data: JSON.stringify(data),
        saved_by: null,
      })
      .execute();
  }
  return report.id;
}

async function sectionsOf(reportId: number): Promise<Record<string, unknown>> {
  const rows = await database.engine.db
    .selectFrom("report_sections")
    .select(["section_id", "data"])
    .where("report_id", "=", reportId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.section_id, row.data]));
}

describe("the time log's totals are stored under keys that say seconds", () => {
  it("renames the three totals of a stored time log and leaves every other value as it was", async () => {
    const reportId = await reportWithSections({
      timeLog: { totalHours: 86_400, productiveHours: 81_000, nptHours: 5400, rows: [] },
      general: { nptHours: "not a time log", mdAtReport: 1234.5 },
    });

    const up = await database.migrator.migrateToLatest();
    expect(up.error).toBeUndefined();

    expect(await sectionsOf(reportId)).toEqual({
      timeLog: { totalSeconds: 86_400, productiveSeconds: 81_000, nptSeconds: 5400, rows: [] },
      general: { nptHours: "not a time log", mdAtReport: 1234.5 },
    });

    // And back, for a release rolled back.
    const down = await database.migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    expect((await sectionsOf(reportId)).timeLog).toEqual({
      totalHours: 86_400,
      productiveHours: 81_000,
      nptHours: 5400,
      rows: [],
    });
    const again = await database.migrator.migrateToLatest();
    expect(again.error).toBeUndefined();
  });

  it("keeps a time log saved without its totals as it was", async () => {
    const down = await database.migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    const reportId = await reportWithSections({ timeLog: { rows: [] } });
    const up = await database.migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect((await sectionsOf(reportId)).timeLog).toEqual({ rows: [] });
  });
});
