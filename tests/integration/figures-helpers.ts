import type { Table } from "apache-arrow";
import { afterAll, beforeAll } from "vitest";

import { buildSeries } from "~/dashboards/series.server";
import type { TileType } from "~/dashboards/tile-types";
import type { Engine } from "~/db/engine.server";
import { UNIT_SYSTEMS, type UnitSystem } from "~/domain/units/systems";
import { loadDdr, type DdrDocument } from "~/reports/ddr.server";

import { DEMO_AS_OF, useDemoDatabase } from "../support/test-db";

/** The demo wells that have daily reports, in every organisation. */
export async function demoWellsWithReports(engine: Engine) {
  const wells = await engine.db
    .selectFrom("wells as w")
    .select(["w.id", "w.org_id", "w.name", "w.spud_date", "w.release_date", "w.status"])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("reports as r")
          .select("r.id")
          .whereRef("r.well_id", "=", "w.id")
          .where("r.kind", "=", "ddr"),
      ),
    )
    .orderBy("w.name")
    .execute();
  return wells;
}

export type DemoWell = Awaited<ReturnType<typeof demoWellsWithReports>>[number];

export interface DemoWells {
  engine: Engine & { label: string };
  wells: DemoWell[];
}

/**
 * The demo database of a figures test and its wells with reports, opened before the file's tests
 * (then `prepare` runs) and closed after them.
 */
/** The demo as of one known day, whatever day the tests run (see DEMO_AS_OF). */
export function demoWellsFixture(prepare?: (demo: DemoWells) => Promise<void>): DemoWells {
  const demo = { wells: [] as DemoWell[] } as DemoWells;
  beforeAll(async () => {
    demo.engine = await useDemoDatabase({ asOf: DEMO_AS_OF });
    demo.wells = await demoWellsWithReports(demo.engine);
    await prepare?.(demo);
  }, 180_000);
  afterAll(async () => {
    await demo.engine.close();
  });
  return demo;
}

/** Every daily report of a well as its page shows it (computed values worked out afresh). */
export async function reportDocuments(engine: Engine, well: DemoWell): Promise<DdrDocument[]> {
  const reports = await engine.db
    .selectFrom("reports")
    .select("id")
    .where("org_id", "=", well.org_id)
    .where("well_id", "=", well.id)
    .where("kind", "=", "ddr")
    .orderBy("report_date")
    .execute();
  const documents: DdrDocument[] = [];
  for (const report of reports) documents.push((await loadDdr(well.org_id, report.id))!);
  return documents;
}

export const rowsOf = (table: Table) =>
  table.toArray().map((row) => row.toJSON() as Record<string, unknown>);

/** A tile's series for the well in each unit system. */
export async function seriesInEverySystem(well: DemoWell, type: TileType) {
  const bySystem = new Map<UnitSystem, Record<string, unknown>[]>();
  for (const system of UNIT_SYSTEMS) {
    bySystem.set(
      system,
      rowsOf(await buildSeries(type, { orgId: well.org_id, wellId: well.id, system })),
    );
  }
  return bySystem;
}

export { UNIT_SYSTEMS };
