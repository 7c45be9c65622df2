import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { computeAfeVsActual } from "~/planner/afe-vs-actual.server";
import { seedPlannerDemo } from "~/demo/planner.server";

import { useDemoDatabase } from "../support/test-db";
import { orgId } from "./planner-fixtures";

// The demo seed runs seedPlannerDemo between the wells and the reports (app/demo/organisations.server.ts).
let engine: Engine;
beforeAll(async () => {
  engine = await useDemoDatabase();
}, 180_000);
afterAll(async () => {
  await engine.close();
});

describe("planner demo data", () => {
  it("has the catalogue and an approved AFE for every demo well, and adds nothing twice", async () => {
    const wells = await engine.db.selectFrom("wells").select("id").execute();
    const afes = await engine.db
      .selectFrom("afes")
      .select(["well_id", "status"])
      .where("version_no", "=", 1)
      .execute();
    expect(afes.map((afe) => afe.well_id).sort()).toEqual(wells.map((well) => well.id).sort());
    expect(afes.every((afe) => afe.status === "approved")).toBe(true);

    expect(await seedPlannerDemo(engine.db)).toEqual({ catalogues: 0, afes: 0 });

    const demo = await orgId(engine.db, "Demo Energy");
    const items = await engine.db
      .selectFrom("cost_items")
      .select("name")
      .where("org_id", "=", demo)
      .execute();
    const names = items.map((item) => item.name);
    for (const expected of [
      "Rig day rate",
      "Mud chemicals",
      "Cement and additives",
      "Casing pipe",
      "Drill bit",
      "Directional drilling services",
      "Wireline logging",
      "Trucking and cranes",
      "Camp and catering",
    ]) {
      expect(names).toContain(expected);
    }
    const activities = await engine.db
      .selectFrom("activity_costs")
      .select("activity_id")
      .distinct()
      .where("org_id", "=", demo)
      .execute();
    expect(activities.length).toBeGreaterThanOrEqual(10);
  });

  it("the demo reports book against it, and some wells run over budget while others stay under", async () => {
    const linked = await engine.db
      .selectFrom("cost_lines")
      .select((eb) => [
        eb.fn.countAll<number>().as("all"),
        eb.fn.count<number>("cost_item_id").as("items"),
        eb.fn.count<number>("contract_bundle_id").as("bundles"),
        eb.fn.count<number>("afe_line").as("afeLines"),
      ])
      .executeTakeFirstOrThrow();
    expect(Number(linked.all)).toBeGreaterThan(0);
    expect(Number(linked.items)).toBe(Number(linked.all));
    expect(Number(linked.bundles)).toBe(Number(linked.all));
    expect(Number(linked.afeLines)).toBeGreaterThan(0);

    const wells = await engine.db
      .selectFrom("wells")
      .select(["id", "org_id"])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("reports")
            .select("reports.id")
            .whereRef("reports.well_id", "=", "wells.id"),
        ),
      )
      .execute();
    expect(wells.length).toBeGreaterThanOrEqual(5);
    const outcomes = new Set<string>();
    for (const well of wells) {
      const result = (await computeAfeVsActual(engine.db, well.org_id, well.id))!;
      expect(result.total.afe).toBeGreaterThan(0n);
      expect(result.total.actual).toBeGreaterThan(0n);
      // Phases and categories add up to the total, to the cent.
      expect(result.byPhase.reduce((sum, row) => sum + row.forecast, 0n)).toBe(
        result.total.forecast,
      );
      expect(result.byCategory.reduce((sum, row) => sum + row.actual, 0n)).toBe(
        result.total.actual,
      );
      outcomes.add(result.total.forecastVariance > 0n ? "over" : "under");
    }
    expect([...outcomes].sort()).toEqual(["over", "under"]);
  });
});
