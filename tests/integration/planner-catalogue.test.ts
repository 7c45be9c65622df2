import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { addActivity, addActivityCost, removeActivity } from "~/planner/activities.server";
import { addFreeLine, addLinesFromActivities, createAfeVersion } from "~/planner/afe.server";
import {
  addContractBundle,
  addCostItem,
  addCostUnit,
  addGeneralComponent,
  removeContractBundle,
  removeCostItem,
  removeCostUnit,
  removeGeneralComponent,
  renameContractBundle,
  updateCostItem,
} from "~/planner/catalogue.server";
import { computeAfeVsActual } from "~/planner/afe-vs-actual.server";
import type { Actor } from "~/planner/results";

import { useDemoDatabase } from "../support/test-db";
import { actorFor, bookDdr, wellFor } from "./planner-fixtures";

let engine: Engine;
let planner: Actor;
let otherAdmin: Actor;
let wellId: number;

beforeAll(async () => {
  engine = await useDemoDatabase();
  planner = await actorFor(engine.db, "planner");
  otherAdmin = await actorFor(engine.db, "other-admin");
  wellId = await wellFor(engine.db, planner.orgId, "Catalogue Test-1");
});
afterAll(async () => {
  await engine.close();
});

function ok<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result)}`);
  return result as Extract<T, { ok: true }>;
}

async function version(
  table: "contract_bundles" | "cost_items" | "cost_units" | "general_components" | "activities",
  id: number,
) {
  const row = await engine.db
    .selectFrom(table)
    .select("version")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.version;
}

async function catalogue(prefix: string) {
  const bundle = ok(await addContractBundle(engine.db, planner, { name: `${prefix} Mud` }));
  const unit = ok(
    await addCostUnit(engine.db, planner, { name: `${prefix} sack`, description: null }),
  );
  const component = ok(
    await addGeneralComponent(engine.db, planner, {
      name: `${prefix} Consumables`,
      description: null,
    }),
  );
  const item = ok(
    await addCostItem(engine.db, planner, {
      name: `${prefix} Barite`,
      contractBundleId: bundle.id,
      generalComponentId: component.id,
      costUnitId: unit.id,
      vendor: "Equator Fluids",
      unitPrice: "18.75",
    }),
  );
  return { bundle, unit, component, item };
}

describe("contract bundles", () => {
  it("adds, refuses a duplicate name in any case, and keeps organisations apart", async () => {
    ok(await addContractBundle(engine.db, planner, { name: "Coring " }));
    expect(await addContractBundle(engine.db, planner, { name: "coring" })).toEqual({
      ok: false,
      reason: "duplicate",
      field: "name",
    });
    // Another organisation may use the same name.
    ok(await addContractBundle(engine.db, otherAdmin, { name: "Coring" }));
    const names = await engine.db
      .selectFrom("contract_bundles")
      .select("name")
      .where("org_id", "=", planner.orgId)
      .where("name", "=", "Coring")
      .execute();
    expect(names).toEqual([{ name: "Coring" }]);
  });

  it("rename propagates: the item, the AFE line and AFE vs actual show the new name", async () => {
    const { bundle, item } = await catalogue("Rename");
    const afe = ok(
      await createAfeVersion(engine.db, planner, { wellId, reference: null, reason: null }),
    );
    ok(
      await addFreeLine(engine.db, planner, {
        afeId: afe.id,
        phase: "surface",
        contractBundleId: null,
        costItemId: item.id,
        description: null,
        quantity: "100",
        unitPrice: null,
        amount: null,
      }),
    );
    ok(
      await renameContractBundle(engine.db, planner, {
        id: bundle.id,
        version: await version("contract_bundles", bundle.id),
        name: "Drilling fluids",
      }),
    );
    const line = await engine.db
      .selectFrom("afe_lines as l")
      .innerJoin("contract_bundles as b", "b.id", "l.contract_bundle_id")
      .select(["b.name", "l.amount"])
      .where("l.afe_id", "=", afe.id)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ name: "Drilling fluids", amount: "1875.00" });
    const itemRow = await engine.db
      .selectFrom("cost_items as ci")
      .innerJoin("contract_bundles as b", "b.id", "ci.contract_bundle_id")
      .select("b.name")
      .where("ci.id", "=", item.id)
      .executeTakeFirstOrThrow();
    expect(itemRow.name).toBe("Drilling fluids");

    const audit = await engine.db
      .selectFrom("audit_log")
      .select(["action", "user_id", "detail"])
      .where("record_type", "=", "contract_bundle")
      .where("record_id", "=", String(bundle.id))
      .orderBy("id")
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(["create", "rename"]);
    expect(audit[1]!.user_id).toBe(planner.id);
    expect(audit[1]!.detail).toEqual({ from: "Rename Mud", to: "Drilling fluids" });
  });

  it("refuses a stale rename and a rename from another organisation", async () => {
    const bundle = ok(await addContractBundle(engine.db, planner, { name: "Rentals" }));
    ok(
      await renameContractBundle(engine.db, planner, {
        id: bundle.id,
        version: 1,
        name: "Rental tools",
      }),
    );
    expect(
      await renameContractBundle(engine.db, planner, { id: bundle.id, version: 1, name: "Trucks" }),
    ).toEqual({ ok: false, reason: "conflict" });
    expect(
      await renameContractBundle(engine.db, otherAdmin, {
        id: bundle.id,
        version: 2,
        name: "Mine",
      }),
    ).toEqual({ ok: false, reason: "notFound" });
  });
});

describe("removing what is used", () => {
  it("refuses to remove a bundle, unit and component that cost items use, naming them", async () => {
    const { bundle, unit, component } = await catalogue("Used");
    const refused = await removeContractBundle(engine.db, planner, {
      id: bundle.id,
      version: await version("contract_bundles", bundle.id),
    });
    expect(refused).toEqual({
      ok: false,
      reason: "inUse",
      name: "Used Mud",
      usages: [{ kind: "costItem", count: 1, names: [{ label: "Used Barite" }], more: 0 }],
    });
    expect((await removeCostUnit(engine.db, planner, { id: unit.id, version: 1 })).ok).toBe(false);
    expect(
      (await removeGeneralComponent(engine.db, planner, { id: component.id, version: 1 })).ok,
    ).toBe(false);
    const still = await engine.db
      .selectFrom("contract_bundles")
      .select("id")
      .where("id", "=", bundle.id)
      .executeTakeFirst();
    expect(still).toBeDefined();
  });

  it("refuses to remove a cost item used by an activity, an AFE line and a DDR cost line", async () => {
    const { item, bundle } = await catalogue("Busy");
    const activity = ok(
      await addActivity(engine.db, planner, {
        phase: "surface",
        sequence: 10,
        name: "Drill 26 in hole",
        description: null,
        plannedDurationS: 5 * 86_400,
      }),
    );
    ok(
      await addActivityCost(engine.db, planner, {
        activityId: activity.id,
        costItemId: item.id,
        quantity: "400",
        remark: null,
      }),
    );
    const well = await wellFor(engine.db, planner.orgId, "Busy Well-2");
    const afe = ok(
      await createAfeVersion(engine.db, planner, { wellId: well, reference: null, reason: null }),
    );
    expect(
      ok(
        await addLinesFromActivities(engine.db, planner, {
          afeId: afe.id,
          activityIds: [activity.id],
        }),
      ).lines,
    ).toBe(1);
    await bookDdr(engine.db, {
      orgId: planner.orgId,
      wellId: well,
      reportDate: "2026-03-04",
      reportNo: 7,
      lines: [{ costItemId: item.id, phase: "surface", amount: "937.50" }],
    });

    const refused = await removeCostItem(engine.db, planner, {
      id: item.id,
      version: await version("cost_items", item.id),
    });
    expect(refused).toEqual({
      ok: false,
      reason: "inUse",
      name: "Busy Barite",
      usages: [
        { kind: "activityCost", count: 1, names: [{ label: "Drill 26 in hole" }], more: 0 },
        { kind: "afeLine", count: 1, names: [{ label: "Busy Well-2 AFE v1 SUR-001" }], more: 0 },
        {
          kind: "costLine",
          count: 1,
          names: [{ label: "Busy Well-2 DDR #7", date: "2026-03-04" }],
          more: 0,
        },
      ],
    });
    // The activity an AFE was built from stays too; its bundle through the AFE line and DDR.
    const activityRefused = await removeActivity(engine.db, planner, {
      id: activity.id,
      version: 1,
    });
    expect(activityRefused.ok === false && activityRefused.reason).toBe("inUse");
    const bundleRefused = await removeContractBundle(engine.db, planner, {
      id: bundle.id,
      version: await version("contract_bundles", bundle.id),
    });
    expect(
      bundleRefused.ok === false &&
        bundleRefused.reason === "inUse" &&
        bundleRefused.usages.map((u) => u.kind),
    ).toEqual(["costItem", "afeLine"]);
  });

  it("counts every daily-report cost line that uses an item, however many there are", async () => {
    const busiest = await engine.db
      .selectFrom("cost_lines")
      .select(["cost_item_id", (eb) => eb.fn.countAll<string>().as("lines")])
      .where("org_id", "=", planner.orgId)
      .where("cost_item_id", "is not", null)
      .groupBy("cost_item_id")
      .orderBy("lines", "desc")
      .executeTakeFirstOrThrow();
    // The demo books some items on every report day of every well: far more than a page.
    expect(Number(busiest.lines)).toBeGreaterThan(200);
    const refused = await removeCostItem(engine.db, planner, {
      id: busiest.cost_item_id!,
      version: await version("cost_items", busiest.cost_item_id!),
    });
    const costLines =
      refused.ok === false && refused.reason === "inUse"
        ? refused.usages.find((usage) => usage.kind === "costLine")
        : undefined;
    expect(costLines?.count).toBe(Number(busiest.lines));
    expect(costLines?.names).toHaveLength(5);
  });

  it("removes what nothing uses, with an audit entry", async () => {
    const bundle = ok(await addContractBundle(engine.db, planner, { name: "Spare" }));
    ok(await removeContractBundle(engine.db, planner, { id: bundle.id, version: 1 }));
    const entries = await engine.db
      .selectFrom("audit_log")
      .select("action")
      .where("record_type", "=", "contract_bundle")
      .where("record_id", "=", String(bundle.id))
      .execute();
    expect(entries.map((e) => e.action)).toEqual(["create", "remove"]);
  });
});

describe("cost items", () => {
  it("refuses references to another organisation's bundle", async () => {
    const foreign = ok(await addContractBundle(engine.db, otherAdmin, { name: "Foreign bundle" }));
    const { unit } = await catalogue("Ref");
    expect(
      await addCostItem(engine.db, planner, {
        name: "Sneaky",
        contractBundleId: foreign.id,
        generalComponentId: null,
        costUnitId: unit.id,
        vendor: null,
        unitPrice: "1.00",
      }),
    ).toEqual({ ok: false, reason: "invalidReference", field: "contractBundleId" });
  });

  it("a new unit price leaves authorised AFE lines at their price", async () => {
    const { item, bundle, unit } = await catalogue("Price");
    const well = await wellFor(engine.db, planner.orgId, "Price Well-3");
    const afe = ok(
      await createAfeVersion(engine.db, planner, { wellId: well, reference: null, reason: null }),
    );
    ok(
      await addFreeLine(engine.db, planner, {
        afeId: afe.id,
        phase: "intermediate-1",
        contractBundleId: null,
        costItemId: item.id,
        description: null,
        quantity: "12.5",
        unitPrice: null,
        amount: null,
      }),
    );
    ok(
      await updateCostItem(engine.db, planner, {
        id: item.id,
        version: 1,
        name: "Price Barite",
        contractBundleId: bundle.id,
        generalComponentId: null,
        costUnitId: unit.id,
        vendor: null,
        unitPrice: "25.00",
      }),
    );
    const line = await engine.db
      .selectFrom("afe_lines")
      .select(["amount", "unit_price", "code"])
      .where("afe_id", "=", afe.id)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ amount: "234.38", unit_price: "18.75", code: "IN1-001" });
    const figures = await computeAfeVsActual(engine.db, planner.orgId, well);
    // A draft is not authorised yet.
    expect(figures!.total.afe).toBe(0n);
  });
});
