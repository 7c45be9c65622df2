import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { action as loginAction } from "~/routes/_auth.login";
import { loader as layoutLoader } from "~/routes/_app";
import { loader as editLoader, action as editAction } from "~/routes/_app.field.$tab.$id.edit";
import {
  loader as removeLoader,
  action as removeAction,
} from "~/routes/_app.field.$tab.$id.remove";
import { loader as newLoader, action as newAction } from "~/routes/_app.field.$tab.new";
import { loader as listLoader, action as listAction } from "~/routes/_app.field.$tab";
import { loader as indexLoader } from "~/routes/_index";

import { call, cookieFrom } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

let engine: Engine & { label: string };
beforeAll(async () => {
  engine = await useDemoDatabase();
});
afterAll(async () => {
  await engine.close();
});

async function signIn(username: string): Promise<string> {
  const response = await call(loginAction, "/login", {
    form: { username, password: "drillbook", redirectTo: "/field/well" },
  });
  expect(response.status).toBe(302);
  return cookieFrom(response)!;
}

async function idOf(table: "fields" | "pads" | "wells", name: string): Promise<number> {
  const row = await engine.db
    .selectFrom(table)
    .select("id")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Adds a well on a pad, as the new-well form posts it. */
function newWell(cookie: string, padId: number, form: Record<string, string>) {
  return call(newAction, "/field/well/new", {
    cookie,
    params: { tab: "well" },
    form: { padId: String(padId), ...form },
  });
}

/** The messages a refused form answers with, by field. */
async function fieldErrors(response: Response): Promise<Record<string, string[]>> {
  return ((await response.json()) as { reply: { error: Record<string, string[]> } }).reply.error;
}

interface WellListRow {
  id: number;
  name: string;
  totalDays: number | null;
  wellType: string;
}
interface ListData {
  wells: { rows: WellListRow[]; total: number; page: number } | null;
  pads: { rows: { name: string }[]; total: number } | null;
  fields: { rows: { name: string; padCount: number; wellCount: number }[]; total: number } | null;
  selected: { name: string; groundElevation: number | null } | null;
  canManage: boolean;
}

async function list(path: string, cookie: string): Promise<ListData> {
  const tab = path.split("?")[0]!.split("/")[2]!;
  const response = await call(listLoader, path, { cookie, params: { tab } });
  expect(response.status).toBe(200);
  return (await response.json()) as ListData;
}

async function selectedWellOn(path: string, cookie: string): Promise<{ name: string } | null> {
  const response = await call(layoutLoader, path, { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { selectedWell: { name: string } | null }).selectedWell;
}

describe(`fields, pads and wells (${process.env.TEST_DATABASE_URL ? "PostgreSQL server" : "PGlite"})`, () => {
  it("gives Demo Energy two fields, four pads and eight geothermal and oil wells", async () => {
    const cookie = await signIn("engineer");
    const fields = await list("/field/field", cookie);
    expect(
      fields.fields!.rows.map((field) => [field.name, field.padCount, field.wellCount]),
    ).toEqual([
      ["Kawah Ratu", 2, 4],
      ["Selatan Raya", 2, 4],
    ]);
    expect((await list("/field/pad", cookie)).pads!.total).toBe(4);
    const wells = await list("/field/well", cookie);
    expect(wells.wells!.total).toBe(8);
    expect(new Set(wells.wells!.rows.map((well) => well.wellType))).toEqual(
      new Set(["geothermal", "oil"]),
    );
    // Released wells count spud to the end of the release day, as the last report's day from
    // spud does (KR-A1's report #76); planned ones have none.
    const byName = new Map(wells.wells!.rows.map((well) => [well.name, well.totalDays]));
    expect(byName.get("KR-A1")).toBe(76);
    expect(byName.get("KR-B2")).toBeNull();
    // Viewing needs only sign-in; the engineer cannot manage assets.
    expect(wells.canManage).toBe(false);

    const other = await signIn("other-admin");
    const theirs = await list("/field/well", other);
    expect(theirs.wells!.rows.map((well) => well.name)).toEqual(["TB-1", "TB-2"]);
    expect((await list("/field/field", other)).fields!.rows.map((field) => field.name)).toEqual([
      "Tanjung Barat",
    ]);
  });

  it("filters and pages the lists", async () => {
    const cookie = await signIn("engineer");
    expect((await list("/field/well?q=sr-1", cookie)).wells!.rows.map((w) => w.name)).toEqual([
      "SR-101",
      "SR-102",
    ]);
    // By UWI/API number, by pad.
    expect(
      (await list("/field/well?q=GT-3204-0003", cookie)).wells!.rows.map((w) => w.name),
    ).toEqual(["KR-B1"]);
    const padId = await idOf("pads", "Pad KR-A");
    expect((await list(`/field/well?pad=${padId}`, cookie)).wells!.rows.map((w) => w.name)).toEqual(
      ["KR-A1", "KR-A2"],
    );
    // The user's % and _ are literal characters, not wildcards.
    expect((await list("/field/well?q=%25", cookie)).wells!.total).toBe(0);
    // A page past the end shows the last page.
    const late = await list("/field/well?page=9", cookie);
    expect(late.wells!.page).toBe(1);

    const response = await call(listLoader, "/field/rigs", { cookie, params: { tab: "rigs" } });
    expect(response.status).toBe(404);
  });

  it("adds a field, a pad and a well, with numbers typed in the user's units", async () => {
    const admin = await signIn("admin");
    const field = await call(newAction, "/field/field/new", {
      cookie: admin,
      params: { tab: "field" },
      form: { name: "Gunung Hijau", location: "North Sumatra, Indonesia" },
    });
    expect(field.status).toBe(302);
    expect(field.headers.get("location")).toBe("/field/field?q=Gunung%20Hijau");
    const fieldId = await idOf("fields", "Gunung Hijau");

    const pad = await call(newAction, "/field/pad/new", {
      cookie: admin,
      params: { tab: "pad" },
      form: { fieldId: String(fieldId), name: "Pad GH-1", latitude: "2.95", longitude: "98.51" },
    });
    expect(pad.status).toBe(302);
    const padId = await idOf("pads", "Pad GH-1");

    // admin works in api units: feet, so 1000 ft of ground elevation is 304.8 m.
    const well = await newWell(admin, padId, {
      name: "GH-1",
      uwi: "NS-1201-0001",
      wellType: "geothermal",
      status: "drilling",
      surfaceLatitude: "2.9501",
      surfaceLongitude: "98.5102",
      groundElevation: "1000",
      rotaryTableElevation: "1031",
      spudDate: "11/02/2026",
      plannedTd: "9000",
      rig: "Rig GH-2",
    });
    expect(well.status).toBe(302);
    const stored = await engine.db
      .selectFrom("wells")
      .selectAll()
      .where("name", "=", "GH-1")
      .executeTakeFirstOrThrow();
    expect(stored.ground_elevation).toBeCloseTo(304.8, 9);
    expect(stored.rotary_table_elevation).toBeCloseTo(1031 * 0.3048, 9);
    expect(stored.planned_td).toBeCloseTo(2743.2, 9);
    expect(stored.spud_date).toBe("2026-11-02");
    expect(stored.org_id).toBe(
      (
        await engine.db
          .selectFrom("organisations")
          .select("id")
          .where("name", "=", "Demo Energy")
          .executeTakeFirstOrThrow()
      ).id,
    );
    const audit = await engine.db
      .selectFrom("audit_log")
      .select(["action", "record_type"])
      .where("record_id", "=", String(stored.id))
      .where("record_type", "=", "well")
      .execute();
    expect(audit).toEqual([{ action: "create", record_type: "well" }]);
  });

  it("says what is wrong next to the field and keeps what was typed", async () => {
    const admin = await signIn("admin");
    const padId = await idOf("pads", "Pad KR-A");
    const response = await newWell(admin, padId, {
      name: "",
      wellType: "geothermal",
      status: "planned",
      groundElevation: "12a",
      rotaryTableElevation: "1500",
      spudDate: "31/12/2026",
      surfaceLatitude: "95",
    });
    expect(response.status).toBe(400);
    const { reply } = (await response.json()) as {
      reply: { error: Record<string, string[]>; initialValue: Record<string, string> };
    };
    expect(reply.error.name).toEqual(["validation.required"]);
    expect(reply.error.groundElevation).toEqual(["validation.number"]);
    expect(reply.error.spudDate).toEqual(['assets.validation.date|{"pattern":"MM/DD/YYYY"}']);
    expect(reply.error.surfaceLatitude).toEqual(['units.atMost|{"value":"90","unit":"deg"}']);
    expect(reply.initialValue.groundElevation).toBe("12a");

    // Each refused well says why next to its field and stores nothing.
    const wellCount = async () =>
      Number(
        (
          await engine.db
            .selectFrom("wells")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await wellCount();
    const refused = async (onPad: number, form: Record<string, string>) => {
      const answer = await newWell(admin, onPad, {
        wellType: "geothermal",
        status: "planned",
        ...form,
      });
      expect(answer.status).toBe(400);
      return fieldErrors(answer);
    };
    // The rotary table stands on the ground, not below it.
    const below = await refused(padId, {
      name: "KR-A9",
      groundElevation: "4900",
      rotaryTableElevation: "4800",
    });
    expect(below.rotaryTableElevation).toEqual(["assets.validation.rotaryTableBelowGround"]);
    expect((await refused(padId, { name: "kr-a1" })).name).toEqual(["assets.errors.duplicateName"]);
    // Another well's UWI.
    expect((await refused(padId, { name: "KR-A10", uwi: "GT-3204-0001" })).uwi).toEqual([
      "assets.errors.duplicateUwi",
    ]);
    // A pad removed while the form was open.
    const gone = await call(newAction, "/field/pad/new", {
      cookie: admin,
      params: { tab: "pad" },
      form: { fieldId: String(await idOf("fields", "Kawah Ratu")), name: "Pad Gone" },
    });
    expect(gone.status).toBe(302);
    const gonePadId = await idOf("pads", "Pad Gone");
    await engine.db.deleteFrom("pads").where("id", "=", gonePadId).execute();
    expect((await refused(gonePadId, { name: "KR-A11" })).padId).toEqual([
      "assets.errors.padNotFound",
    ]);
    expect(await wellCount()).toBe(before);
  });

  it("reads numbers in the user's own units and notation", async () => {
    const admin = await signIn("admin");
    const padId = await idOf("pads", "Pad KR-B");
    await engine.db
      .updateTable("users")
      .set({ unit_standard: 3 })
      .where("username", "=", "admin")
      .execute();
    try {
      // gde: metres, and Indonesian (the language follows the unit standard) writes 1.536,5.
      const response = await newWell(admin, padId, {
        name: "KR-B3",
        wellType: "geothermal",
        status: "planned",
        groundElevation: "1.536,5",
        spudDate: "05/12/2026",
      });
      expect(response.status).toBe(302);
      const stored = await engine.db
        .selectFrom("wells")
        .select(["ground_elevation", "spud_date"])
        .where("name", "=", "KR-B3")
        .executeTakeFirstOrThrow();
      expect(stored.ground_elevation).toBe(1536.5);
      expect(stored.spud_date).toBe("2026-12-05");
    } finally {
      await engine.db
        .updateTable("users")
        .set({ unit_standard: 1 })
        .where("username", "=", "admin")
        .execute();
    }
  });

  it("edits with optimistic concurrency: a stale save is refused and loses nothing", async () => {
    const admin = await signIn("admin");
    const id = await idOf("fields", "Selatan Raya");
    const params = { tab: "field", id: String(id) };
    const form = await call(editLoader, `/field/field/${id}/edit`, { cookie: admin, params });
    const { record } = (await form.json()) as { record: { version: number } };

    const first = await call(editAction, `/field/field/${id}/edit`, {
      cookie: admin,
      params,
      form: {
        name: "Selatan Raya",
        location: "Musi Banyuasin, South Sumatra",
        version: String(record.version),
      },
    });
    expect(first.status).toBe(302);
    const stale = await call(editAction, `/field/field/${id}/edit`, {
      cookie: admin,
      params,
      form: { name: "Selatan Raya", location: "Somewhere else", version: String(record.version) },
    });
    expect(stale.status).toBe(400);
    const { reply } = (await stale.json()) as {
      reply: { error: Record<string, string[]>; initialValue: Record<string, string> };
    };
    expect(reply.error[""]).toEqual(["assets.errors.conflict"]);
    expect(reply.initialValue.location).toBe("Somewhere else");
    const stored = await engine.db
      .selectFrom("fields")
      .select("location")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored.location).toBe("Musi Banyuasin, South Sumatra");
  });

  it("lets only the privilege that manages assets add, edit and remove", async () => {
    const engineer = await signIn("engineer");
    const wellId = await idOf("wells", "SR-202");
    for (const response of [
      await call(newLoader, "/field/well/new", { cookie: engineer, params: { tab: "well" } }),
      await call(newAction, "/field/field/new", {
        cookie: engineer,
        params: { tab: "field" },
        form: { name: "Not allowed" },
      }),
      await call(editLoader, `/field/well/${wellId}/edit`, {
        cookie: engineer,
        params: { tab: "well", id: String(wellId) },
      }),
      await call(removeAction, `/field/well/${wellId}/remove`, {
        cookie: engineer,
        params: { tab: "well", id: String(wellId) },
        form: {},
      }),
    ]) {
      expect(response.status).toBe(404);
    }
    expect(await idOf("wells", "SR-202")).toBe(wellId);
  });

  it("refuses to remove what still has pads, wells or reports, and removes the rest", async () => {
    const admin = await signIn("admin");
    const remove = (tab: string, id: number) =>
      call(removeAction, `/field/${tab}/${id}/remove`, {
        cookie: admin,
        params: { tab, id: String(id) },
        form: {},
      });

    const fieldId = await idOf("fields", "Kawah Ratu");
    const field = await remove("field", fieldId);
    expect(field.status).toBe(409);
    expect(await field.json()).toEqual({ refused: "hasPads" });

    const padId = await idOf("pads", "Pad KR-A");
    expect(await (await remove("pad", padId)).json()).toEqual({ refused: "hasWells" });

    // A well with reports stays (the demo data reports on some wells).
    const reportedWell = await engine.db
      .selectFrom("reports as r")
      .innerJoin("organisations as o", "o.id", "r.org_id")
      .select("r.well_id")
      .where("o.name", "=", "Demo Energy")
      .executeTakeFirstOrThrow();
    const reported = await remove("well", reportedWell.well_id);
    expect(reported.status).toBe(409);
    expect(await reported.json()).toEqual({ refused: "hasReports" });
    expect(
      await engine.db
        .selectFrom("wells")
        .select("id")
        .where("id", "=", reportedWell.well_id)
        .execute(),
    ).toHaveLength(1);

    // The confirmation page names what will go; removing clears it from whoever selected it.
    const wellId = await idOf("wells", "SR-202");
    const confirm = await call(removeLoader, `/field/well/${wellId}/remove`, {
      cookie: admin,
      params: { tab: "well", id: String(wellId) },
    });
    expect(await confirm.json()).toEqual({ tab: "well", name: "SR-202" });
    const planner = await signIn("planner");
    await call(listAction, "/field/well", {
      cookie: planner,
      params: { tab: "well" },
      form: { intent: "select", wellId: String(wellId) },
    });
    expect(await selectedWellOn("/field/well", planner)).toMatchObject({ name: "SR-202" });
    // The demo planner gave the planned well an AFE: while that plan refers to it, it stays.
    expect((await remove("well", wellId)).status).toBe(409);
    await engine.db.deleteFrom("afes").where("well_id", "=", wellId).execute();
    const removed = await remove("well", wellId);
    expect(removed.status).toBe(302);
    expect(
      await engine.db.selectFrom("wells").select("id").where("id", "=", wellId).execute(),
    ).toEqual([]);
    expect(await selectedWellOn("/field/well", planner)).toBeNull();
  });
});

describe("the selected well", () => {
  it("is kept on the server across reloads and sign-ins, shown with its information", async () => {
    const cookie = await signIn("manager");
    expect(await selectedWellOn("/field/well", cookie)).toBeNull();
    const wellId = await idOf("wells", "KR-A2");
    const select = await call(listAction, "/field/well", {
      cookie,
      params: { tab: "well" },
      form: { intent: "select", wellId: String(wellId) },
    });
    expect(select.status).toBe(302);
    expect(select.headers.get("location")).toBe("/field/well");
    expect(await selectedWellOn("/dashboard", cookie)).toEqual({
      id: wellId,
      name: "KR-A2",
      uwi: "GT-3204-0002",
      wellType: "geothermal",
      status: "drilling",
      padName: "Pad KR-A",
      fieldId: await idOf("fields", "Kawah Ratu"),
      fieldName: "Kawah Ratu",
    });
    // Another sign-in of the same user finds it too.
    const again = await signIn("manager");
    expect(await selectedWellOn("/field/pad", again)).toMatchObject({ name: "KR-A2" });
    const home = await list("/field/well", again);
    expect(home.selected).toMatchObject({ name: "KR-A2", groundElevation: 1482 });
  });

  it("is cleared by visiting /, /account, /account/create, /account/detail… and /comparison-study", async () => {
    const cookie = await signIn("manager");
    const wellId = await idOf("wells", "KR-A2");
    const select = () =>
      call(listAction, "/field/well", {
        cookie,
        params: { tab: "well" },
        form: { intent: "select", wellId: String(wellId) },
      });
    for (const path of ["/account", "/account/create", "/account/detail/3", "/comparison-study"]) {
      await select();
      expect(await selectedWellOn(path, cookie), path).toBeNull();
      expect(await selectedWellOn("/field/well", cookie), path).toBeNull();
    }
    await select();
    const index = await call(indexLoader, "/", { cookie });
    expect(index.headers.get("location")).toBe("/field/well");
    expect(await selectedWellOn("/field/well", cookie)).toBeNull();

    await select();
    expect(await selectedWellOn("/account/log-activity", cookie)).not.toBeNull();
    const unselect = await call(listAction, "/field/well", {
      cookie,
      params: { tab: "well" },
      form: { intent: "unselect" },
    });
    expect(unselect.status).toBe(302);
    expect(await selectedWellOn("/field/well", cookie)).toBeNull();
  });
});

describe("another organisation", () => {
  it("other-admin cannot see, select or change Demo Energy's assets", async () => {
    const other = await signIn("other-admin");
    const wellId = await idOf("wells", "KR-A1");
    const padId = await idOf("pads", "Pad KR-B");
    const fieldId = await idOf("fields", "Kawah Ratu");

    // Not in their lists, not behind a filter.
    const wells = await list("/field/well?q=KR", other);
    expect(wells.wells!.total).toBe(0);
    const byPad = await call(listLoader, `/field/well?pad=${padId}`, {
      cookie: other,
      params: { tab: "well" },
    });
    expect(byPad.status).toBe(404);
    const byField = await call(listLoader, `/field/pad?field=${fieldId}`, {
      cookie: other,
      params: { tab: "pad" },
    });
    expect(byField.status).toBe(404);

    // Not selectable, not editable, not removable: all answer 404.
    const select = await call(listAction, "/field/well", {
      cookie: other,
      params: { tab: "well" },
      form: { intent: "select", wellId: String(wellId) },
    });
    expect(select.status).toBe(404);
    expect(await selectedWellOn("/field/well", other)).toBeNull();
    for (const [tab, id] of [
      ["well", wellId],
      ["pad", padId],
      ["field", fieldId],
    ] as const) {
      const params = { tab, id: String(id) };
      expect(
        (await call(editLoader, `/field/${tab}/${id}/edit`, { cookie: other, params })).status,
      ).toBe(404);
      expect(
        (await call(removeLoader, `/field/${tab}/${id}/remove`, { cookie: other, params })).status,
      ).toBe(404);
      expect(
        (
          await call(removeAction, `/field/${tab}/${id}/remove`, {
            cookie: other,
            params,
            form: {},
          })
        ).status,
      ).toBe(404);
    }
    const rename = await call(editAction, `/field/field/${fieldId}/edit`, {
      cookie: other,
      params: { tab: "field", id: String(fieldId) },
      form: { name: "Taken over", version: "1" },
    });
    expect(rename.status).toBe(404);

    // Nor can they hang their own well on Demo Energy's pad.
    const intruder = await newWell(other, padId, {
      name: "Intruder",
      wellType: "oil",
      status: "planned",
    });
    expect(intruder.status).toBe(400);
    expect((await fieldErrors(intruder)).padId).toEqual(["assets.errors.padNotFound"]);

    const untouched = await engine.db
      .selectFrom("fields")
      .select("name")
      .where("id", "=", fieldId)
      .executeTakeFirstOrThrow();
    expect(untouched.name).toBe("Kawah Ratu");
    expect(
      await engine.db.selectFrom("wells").select("id").where("name", "=", "Intruder").execute(),
    ).toEqual([]);
    expect(await idOf("wells", "KR-A1")).toBe(wellId);
  });

  it("a selection kept from another organisation is never shown", async () => {
    const other = await signIn("other-admin");
    const wellId = await idOf("wells", "KR-A2");
    await engine.db
      .updateTable("users")
      .set({ selected_well_id: wellId })
      .where("username", "=", "other-admin")
      .execute();
    expect(await selectedWellOn("/field/well", other)).toBeNull();
    expect((await list("/field/well", other)).selected).toBeNull();
    await engine.db
      .updateTable("users")
      .set({ selected_well_id: null })
      .where("username", "=", "other-admin")
      .execute();
  });
});
