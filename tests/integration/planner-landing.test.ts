import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { loader as rootLoader } from "~/root";
import { action as formAction, loader as formLoader } from "~/routes/_app.form.planner-form";
import { action as loginAction } from "~/routes/_auth.login";

import { call, cookieFrom } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

// After adding, the planner sees what was added: the list page it landed on, marked.
let engine: Engine;
let cookie: string;

beforeAll(async () => {
  engine = await useDemoDatabase();
  const response = await call(loginAction, "/login", {
    form: { username: "planner", password: "drillbook", redirectTo: "/" },
  });
  cookie = cookieFrom(response)!;
}, 180_000);
afterAll(async () => {
  await engine.close();
});

const add = (name: string, search: string) =>
  call(formAction, `/form/planner-form${search}`, {
    form: { intent: "bundle.add", formId: "bundle.add", name },
    cookie,
  });

async function idOf(name: string) {
  const row = await engine.db
    .selectFrom("contract_bundles")
    .select("id")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("after adding a record", () => {
  it("opens the page it landed on, marked, and drops a filter that would hide it", async () => {
    for (let n = 1; n <= 11; n++) {
      const name = `Landing ${String(n).padStart(2, "0")}`;
      expect((await add(name, "?tab=bundles&q=Landing")).status).toBe(302);
    }
    const response = await add("Landing 10b", "?tab=bundles&q=Landing");
    const id = await idOf("Landing 10b");
    const location = response.headers.get("location")!;
    // Sorted by name, "Landing 10b" is the 11th: the list opens at page 2 of the filtered list,
    // and the save's message names the record to mark.
    expect(location).toBe("/form/planner-form?tab=bundles&q=Landing&page=2");
    const after = cookieFrom(response)!;
    const rowsAt = async (sessionCookie: string) => {
      const page = await call(formLoader, location, { cookie: sessionCookie });
      return (await page.json()) as { entries: { page: number; rows: { id: number }[] } };
    };
    const data = await rowsAt(after);
    expect(data.entries.page).toBe(2);
    expect(data.entries.rows.map((row) => row.id)).toContain(id);
    const root = (await (await call(rootLoader, location, { cookie: after })).json()) as {
      toast: { recordId?: number };
    };
    expect(root.toast.recordId).toBe(id);
    // A reload, its message shown already, still opens the page the record is on.
    const reloaded = await rowsAt(cookie);
    expect(reloaded.entries.page).toBe(2);
    expect(reloaded.entries.rows.map((row) => row.id)).toContain(id);

    // Added on page 1, the list opens there: no page in the address.
    const first = await add("Landing 00", "?tab=bundles&q=Landing&page=2");
    expect(first.headers.get("location")).toBe("/form/planner-form?tab=bundles&q=Landing");

    const hidden = await add("Zephyr lift", "?tab=bundles&q=Landing&page=2");
    // Sorted by name, "Zephyr lift" is the last of all bundles: the filter goes, its page stays.
    const zephyr = await engine.db
      .selectFrom("contract_bundles")
      .select("org_id")
      .where("name", "=", "Zephyr lift")
      .executeTakeFirstOrThrow();
    const all = await engine.db
      .selectFrom("contract_bundles")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("org_id", "=", zephyr.org_id)
      .executeTakeFirstOrThrow();
    const last = Math.ceil(Number(all.n) / 10);
    expect(hidden.headers.get("location")).toBe(
      `/form/planner-form?tab=bundles${last > 1 ? `&page=${last}` : ""}`,
    );
  });
});

describe("a cost item with a unit not in the list yet", () => {
  const addItem = (form: Record<string, string>) =>
    call(formAction, "/form/planner-form?tab=items", {
      form: { intent: "item.add", formId: "item.add", unitPrice: "67.50", ...form },
      cookie,
    });

  it("adds the unit with the item, or neither, with the message beside the field", async () => {
    const bundle = String(await idOf("Landing 01"));
    const added = await addItem({
      name: "Brine Landing",
      contractBundleId: bundle,
      newUnit: "m³ brine",
    });
    expect(added.status).toBe(302);
    const item = await engine.db
      .selectFrom("cost_items as ci")
      .innerJoin("cost_units as u", "u.id", "ci.cost_unit_id")
      .select(["u.name", "ci.unit_price"])
      .where("ci.name", "=", "Brine Landing")
      .executeTakeFirstOrThrow();
    expect(item).toEqual({ name: "m³ brine", unit_price: "67.50" });

    // The unit's name is taken: nothing is added, the message sits beside the new unit's box.
    const taken = await addItem({
      name: "Brine 2 Landing",
      contractBundleId: bundle,
      newUnit: "M³ BRINE",
    });
    expect(taken.status).toBe(400);
    const body = (await taken.json()) as { result: { error: Record<string, string[]> } };
    expect(body.result.error.newUnit).toEqual(["planner.errors.duplicateName"]);
    const none = await engine.db
      .selectFrom("cost_items")
      .select("id")
      .where("name", "=", "Brine 2 Landing")
      .execute();
    expect(none).toEqual([]);

    const neither = await addItem({ name: "Brine 3 Landing", contractBundleId: bundle });
    const refused = (await neither.json()) as { result: { error: Record<string, string[]> } };
    expect(refused.result.error.costUnitId).toEqual(["planner.validation.unitOrNew"]);
  });
});
