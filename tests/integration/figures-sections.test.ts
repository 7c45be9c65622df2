import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import { listWells } from "~/assets/wells.server";
import { wellInformation } from "~/dashboards/well-information.server";
import { formatTotalDays } from "~/domain/formatting/total-days";
import { daysFromSpud } from "~/domain/reports/report-days";

import {
  demoWellsFixture,
  seriesInEverySystem,
  UNIT_SYSTEMS,
  type DemoWell,
} from "./figures-helpers";

const demo = demoWellsFixture();

const HOLE_PHASES = /^(conductor|surface|intermediate-\d+|production)$/;

/**
 * NPT hours per hole section worked out from the time log's own phases: the hole phases in the
 * order the time log enters them are the hole sections in the order the SHS table lists them.
 */
async function nptByPhase(well: DemoWell): Promise<Map<string, number>> {
  const { rows: phases } = await sql<{ phase: string; npt: number }>`
    select phase, coalesce(sum(duration) filter (where is_npt), 0)::float8 / 3600 as npt
    from time_log_rows where org_id = ${well.org_id} and well_id = ${well.id}
    group by phase order by min(report_date), min(from_time)`.execute(demo.engine.db);
  const { rows: latest } = await sql<{ data: { sections: { sectionName: string }[] } }>`
    select s.data from reports r
    join report_sections s on s.report_id = r.id and s.section_id = 'holeSections'
    where r.well_id = ${well.id} order by r.report_date desc limit 1`.execute(demo.engine.db);
  const names = latest[0]!.data.sections.map((section) => section.sectionName);
  const expected = new Map<string, number>();
  const holePhases = phases.filter((row) => HOLE_PHASES.test(row.phase));
  holePhases.forEach((row, index) => {
    if (row.npt > 0) expected.set(names[index]!, row.npt);
  });
  // Every NPT hour of these wells is logged in a hole phase.
  const total = phases.reduce((sum, row) => sum + row.npt, 0);
  expect([...expected.values()].reduce((sum, hours) => sum + hours, 0)).toBeCloseTo(total, 6);
  return expected;
}

describe("NPT by hole section", () => {
  it("puts each NPT row in the section its phase was drilling, in every unit system", async () => {
    for (const name of ["KR-A2", "KR-B1", "SR-102", "SR-201"]) {
      const well = demo.wells.find((w) => w.name === name)!;
      const expected = await nptByPhase(well);
      const bySystem = await seriesInEverySystem(well, "nptByHoleSection");
      for (const system of UNIT_SYSTEMS) {
        const shown = new Map(bySystem.get(system)!.map((row) => [row.label, row.hours]));
        expect(shown, `${name} ${system}`).toEqual(expected);
      }
    }
  });

  it("gives KR-A2's 17½ in hole its 20.0 h, not the 13⅜ in shoe's share of the 12¼ in", async () => {
    const well = demo.wells.find((w) => w.name === "KR-A2")!;
    const rows = (await seriesInEverySystem(well, "nptByHoleSection")).get("api")!;
    expect(rows.find((row) => row.label === "17½ in")?.hours).toBe(20);
  });

  it("holds on every demo well", async () => {
    for (const well of demo.wells) {
      const expected = await nptByPhase(well);
      const rows = (await seriesInEverySystem(well, "nptByHoleSection")).get("apimix")!;
      expect(new Map(rows.map((row) => [row.label, row.hours])), well.name).toEqual(expected);
    }
  });
});

describe("a completed well's total days", () => {
  it("include the rig-release day: the last report's day from spud", async () => {
    const released = demo.wells.filter((well) => well.release_date !== null);
    expect(released.map((well) => well.name)).toEqual(["KR-A1", "KR-B1", "SR-101", "TB-1"]);
    for (const well of released) {
      const last = await demo.engine.db
        .selectFrom("reports")
        .select(["report_no", "report_date"])
        .where("well_id", "=", well.id)
        .where("kind", "=", "ddr")
        .orderBy("report_date", "desc")
        .executeTakeFirstOrThrow();
      // The rig-release day's report closes the well.
      expect(last.report_date, well.name).toBe(well.release_date);
      const dfs = daysFromSpud(well.spud_date, last.report_date)!;
      const list = await listWells(well.org_id, { q: well.name });
      const row = list.rows.find((r) => r.name === well.name)!;
      expect(formatTotalDays(row.totalDays), `${well.name} list`).toBe(`${dfs}.00`);
      const info = (await wellInformation(well.org_id, well.id))!;
      expect(formatTotalDays(info.well.totalDays), `${well.name} dashboard`).toBe(`${dfs}.00`);
    }
    const byName = new Map(
      (await listWells(demo.wells[0]!.org_id)).rows.map((row) => [row.name, row.totalDays]),
    );
    expect([byName.get("KR-A1"), byName.get("KR-B1"), byName.get("SR-101")]).toEqual([76, 77, 51]);
  });
});
