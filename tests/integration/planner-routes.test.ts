import ExcelJS from "exceljs";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { parseMoney } from "~/domain/money/decimal";
import { computeAfeVsActual } from "~/planner/afe-vs-actual.server";
import { action as loginAction } from "~/routes/_auth.login";
import { loader as databaseLoader } from "~/routes/_app.database.planner";
import { action as formAction, loader as formLoader } from "~/routes/_app.form.planner-form";
import { loader as exportLoader } from "~/routes/database.planner[.xlsx]";

import { call, cookieFrom } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";
import { orgId, wellFor } from "./planner-fixtures";

let engine: Engine;
const cookies: Record<string, string> = {};
let demoOrg: number;
let wellId: number;

beforeAll(async () => {
  engine = await useDemoDatabase();
  for (const username of ["planner", "admin", "engineer", "manager", "other-admin"]) {
    const response = await call(loginAction, "/login", {
      form: { username, password: "drillbook", redirectTo: "/" },
    });
    cookies[username] = cookieFrom(response)!;
  }
  demoOrg = await orgId(engine.db, "Demo Energy");
  wellId = await wellFor(engine.db, demoOrg, "Route Test-1");
}, 180_000);
afterAll(async () => {
  await engine.close();
});

const post = (username: string, form: Record<string, string>, search = "?tab=bundles") =>
  call(formAction, `/form/planner-form${search}`, { form, cookie: cookies[username] });

interface Failure {
  formId: string;
  result: { error?: Record<string, string[] | null> };
}

async function failure(response: Response): Promise<Failure> {
  return (await response.json()) as Failure;
}

async function bundleId(name: string) {
  const row = await engine.db
    .selectFrom("contract_bundles")
    .select(["id", "version"])
    .where("org_id", "=", demoOrg)
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return row;
}

describe("who may open the planner", () => {
  it("needs privilege 8 for the database and 9 for the form, else 404", async () => {
    expect(
      (await call(databaseLoader, "/database/planner", { cookie: cookies.engineer })).status,
    ).toBe(404);
    expect(
      (await call(databaseLoader, "/database/planner", { cookie: cookies.manager })).status,
    ).toBe(200);
    expect((await call(formLoader, "/form/planner-form", { cookie: cookies.manager })).status).toBe(
      404,
    );
    expect(
      (await post("manager", { intent: "bundle.add", formId: "bundle.add", name: "Nope" })).status,
    ).toBe(404);
    expect((await call(formLoader, "/form/planner-form", { cookie: cookies.planner })).status).toBe(
      200,
    );
  });

  it("never shows another organisation's well", async () => {
    const response = await call(databaseLoader, `/database/planner?view=afe&well=${wellId}`, {
      cookie: cookies["other-admin"],
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { well: unknown; wells: { id: number }[] };
    expect(body.well).toBeNull();
    expect(body.wells.map((well) => well.id)).not.toContain(wellId);
  });
});

describe("the planner form", () => {
  it("adds a bundle and answers with a redirect and a toast", async () => {
    const response = await post("planner", {
      intent: "bundle.add",
      formId: "bundle.add",
      name: "Wireline",
    });
    expect(response.status).toBe(302);
    // Sorted by name among the demo's bundles, "Wireline" is on the list's second page.
    expect(response.headers.get("location")).toBe("/form/planner-form?tab=bundles&page=2");
    expect(response.headers.get("set-cookie")).toMatch(/__drillbook=/);
  });

  it("keeps what was typed and says what is wrong", async () => {
    const empty = await failure(
      await post("planner", { intent: "bundle.add", formId: "bundle.add", name: "" }),
    );
    expect(empty.formId).toBe("bundle.add");
    expect(empty.result.error?.name).toEqual(["validation.required"]);

    const duplicate = await post("planner", {
      intent: "bundle.add",
      formId: "bundle.add",
      name: "WIRELINE",
    });
    expect(duplicate.status).toBe(400);
    expect((await failure(duplicate)).result.error?.name).toEqual(["planner.errors.duplicateName"]);

    const price = await post(
      "planner",
      {
        intent: "item.add",
        formId: "item.add",
        name: "Logging unit",
        contractBundleId: String((await bundleId("Wireline")).id),
        costUnitId: "1",
        unitPrice: "12.345",
      },
      "?tab=items",
    );
    expect(price.status).toBe(400);
    const body = (await price.json()) as Failure & {
      result: { initialValue?: Record<string, unknown> };
    };
    expect(body.result.error?.unitPrice).toEqual(['planner.validation.decimals|{"places":2}']);
    expect(body.result.initialValue?.name).toBe("Logging unit");
  });

  it("refuses an unknown intent without a server error", async () => {
    const response = await post("planner", { intent: "drop.tables", formId: "x" });
    expect(response.status).toBe(400);
  });

  it("does not let another organisation rename or remove a bundle: not found", async () => {
    const bundle = await bundleId("Wireline");
    const response = await call(formAction, "/form/planner-form?tab=bundles", {
      cookie: cookies["other-admin"],
      form: {
        intent: "bundle.rename",
        formId: `bundle.rename-${bundle.id}`,
        id: String(bundle.id),
        version: String(bundle.version),
        name: "Taken over",
      },
    });
    expect(response.status).toBe(404);
    expect((await failure(response)).result.error?.[""]).toEqual(["planner.errors.notFound"]);
    expect((await bundleId("Wireline")).version).toBe(bundle.version);
  });

  it("answers 404 to another organisation's activity cost line, even one its own would clash with", async () => {
    const line = await engine.db
      .selectFrom("activity_costs")
      .select(["id", "version", "activity_id", "cost_item_id"])
      .where("org_id", "=", demoOrg)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    // The other organisation's own first line: the pair it would clash with.
    const theirs = await engine.db
      .selectFrom("activity_costs")
      .select(["activity_id", "cost_item_id"])
      .where("org_id", "<>", demoOrg)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const response = await call(formAction, "/form/planner-form?tab=activities", {
      cookie: cookies["other-admin"],
      form: {
        intent: "activityCost.update",
        formId: `activityCost.update-${line.id}`,
        id: String(line.id),
        version: String(line.version),
        activityId: String(theirs.activity_id),
        costItemId: String(theirs.cost_item_id),
        quantity: "2",
      },
    });
    expect(response.status).toBe(404);
    const after = await engine.db
      .selectFrom("activity_costs")
      .select("version")
      .where("id", "=", line.id)
      .executeTakeFirstOrThrow();
    expect(after.version).toBe(line.version);
  });

  it("refuses to remove a used bundle with a message naming what uses it", async () => {
    await post(
      "planner",
      { intent: "unit.add", formId: "unit.add", name: "run (test)" },
      "?tab=units",
    );
    const unit = await engine.db
      .selectFrom("cost_units")
      .select("id")
      .where("name", "=", "run (test)")
      .executeTakeFirstOrThrow();
    const bundle = await bundleId("Wireline");
    expect(
      (
        await post(
          "planner",
          {
            intent: "item.add",
            formId: "item.add",
            name: "Open-hole logging run",
            contractBundleId: String(bundle.id),
            costUnitId: String(unit.id),
            vendor: "Deepline Wireline",
            unitPrice: "62,500.00",
          },
          "?tab=items",
        )
      ).status,
    ).toBe(302);
    const item = await engine.db
      .selectFrom("cost_items")
      .select("unit_price")
      .where("name", "=", "Open-hole logging run")
      .executeTakeFirstOrThrow();
    expect(item.unit_price).toBe("62500.00");

    const refused = await post("planner", {
      intent: "bundle.remove",
      formId: `row:bundle.remove-${bundle.id}`,
      id: String(bundle.id),
      version: String(bundle.version),
      confirmed: "yes",
    });
    expect(refused.status).toBe(409);
    const [message] = (await failure(refused)).result.error?.[""] ?? [];
    const [key, params] = message!.split("|");
    expect(key).toBe("planner.errors.inUse");
    expect(JSON.parse(params!)).toEqual({
      name: "Wireline",
      users: "1 cost item (Open-hole logging run)",
    });
  });
});

describe("a refused removal in the reader's language", () => {
  it("dates the daily reports that use a cost item as the reader writes dates", async () => {
    const used = await engine.db
      .selectFrom("cost_lines as cl")
      .innerJoin("reports as r", "r.id", "cl.report_id")
      .innerJoin("cost_items as ci", "ci.id", "cl.cost_item_id")
      .select(["ci.id", "ci.version", (eb) => eb.fn.max("r.report_date").as("last_day")])
      .where("cl.org_id", "=", demoOrg)
      .groupBy(["ci.id", "ci.version"])
      .orderBy("ci.id")
      .executeTakeFirstOrThrow();
    const [year, month, day] = String(used.last_day).slice(0, 10).split("-");
    const removeItem = async () => {
      const refused = await post(
        "planner",
        {
          intent: "item.remove",
          formId: `row:item.remove-${used.id}`,
          id: String(used.id),
          version: String(used.version),
          confirmed: "yes",
        },
        "?tab=items",
      );
      expect(refused.status).toBe(409);
      const [message] = (await failure(refused)).result.error?.[""] ?? [];
      return (JSON.parse(message!.split("|")[1]!) as { users: string }).users;
    };
    const planner = await engine.db
      .selectFrom("users")
      .select(["id", "language"])
      .where("username", "=", "planner")
      .executeTakeFirstOrThrow();
    try {
      await engine.db
        .updateTable("users")
        .set({ language: "id" })
        .where("id", "=", planner.id)
        .execute();
      const indonesian = await removeItem();
      expect(indonesian).toContain(`baris biaya DDR`);
      expect(indonesian).toContain(`(${day}/${month}/${year})`);
      expect(indonesian).not.toMatch(/\d{4}-\d{2}-\d{2}/);

      await engine.db
        .updateTable("users")
        .set({ language: "en" })
        .where("id", "=", planner.id)
        .execute();
      const english = await removeItem();
      expect(english).toContain(`(${month}/${day}/${year})`);
      expect(english).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    } finally {
      await engine.db
        .updateTable("users")
        .set({ language: planner.language })
        .where("id", "=", planner.id)
        .execute();
    }
  });
});

describe("building and approving an AFE through the form", () => {
  it("builds the original from an activity, records the approver and locks it", async () => {
    const item = await engine.db
      .selectFrom("cost_items")
      .select("id")
      .where("name", "=", "Open-hole logging run")
      .executeTakeFirstOrThrow();
    expect(
      (
        await post(
          "planner",
          {
            intent: "activity.add",
            formId: "activity.add",
            phase: "intermediate-2",
            sequence: "30",
            name: "Log the 12¼ in hole",
            plannedHours: "36",
          },
          "?tab=activities",
        )
      ).status,
    ).toBe(302);
    const activity = await engine.db
      .selectFrom("activities")
      .select(["id", "planned_duration_s"])
      .where("name", "=", "Log the 12¼ in hole")
      .executeTakeFirstOrThrow();
    expect(activity.planned_duration_s).toBe("129600");
    await post(
      "planner",
      {
        intent: "activityCost.add",
        formId: `activityCost.add-${activity.id}`,
        activityId: String(activity.id),
        costItemId: String(item.id),
        quantity: "2",
      },
      "?tab=activities",
    );

    const search = `?tab=afe&well=${wellId}`;
    expect(
      (
        await post(
          // Someone else starts the version: its builder could not approve it.
          "admin",
          { intent: "afe.create", formId: "afe", wellId: String(wellId) },
          search,
        )
      ).status,
    ).toBe(302);
    const draft = await engine.db
      .selectFrom("afes")
      .select(["id", "version", "version_no"])
      .where("well_id", "=", wellId)
      .executeTakeFirstOrThrow();
    expect(draft.version_no).toBe(1);

    const emptyApproval = await post(
      "planner",
      {
        intent: "afe.approve",
        formId: "a",
        id: String(draft.id),
        version: String(draft.version),
        confirmed: "yes",
      },
      search,
    );
    expect((await failure(emptyApproval)).result.error?.[""]).toEqual(["planner.errors.emptyAfe"]);

    expect(
      (
        await call(formAction, `/form/planner-form${search}`, {
          cookie: cookies.planner,
          form: {
            intent: "afeLine.fromActivities",
            formId: "f",
            afeId: String(draft.id),
            activityIds: String(activity.id),
          },
        })
      ).status,
    ).toBe(302);
    expect(
      (
        await post(
          "planner",
          {
            intent: "afeLine.add",
            formId: "l",
            afeId: String(draft.id),
            phase: "intermediate-2",
            contractBundleId: String((await bundleId("Wireline")).id),
            description: "Contingency for a repeat run",
            amount: "15000",
          },
          search,
        )
      ).status,
    ).toBe(302);

    // The approver sees the version as the lines left it: each line write moved it on.
    const seen = await engine.db
      .selectFrom("afes")
      .select("version")
      .where("id", "=", draft.id)
      .executeTakeFirstOrThrow();
    expect(seen.version).toBe(draft.version + 2);
    expect(
      (
        await post(
          "planner",
          {
            intent: "afe.approve",
            formId: "a",
            id: String(draft.id),
            version: String(seen.version),
            confirmed: "yes",
          },
          search,
        )
      ).status,
    ).toBe(302);
    const approved = await engine.db
      .selectFrom("afes")
      .select(["status", "approved_by_name", "approved_at", "version"])
      .where("id", "=", draft.id)
      .executeTakeFirstOrThrow();
    expect(approved.status).toBe("approved");
    expect(approved.approved_by_name).toBe("Dimas Wijaya");
    expect(approved.approved_at).not.toBeNull();

    const locked = await post(
      "planner",
      {
        intent: "afe.update",
        formId: "u",
        id: String(draft.id),
        version: String(approved.version),
        reference: "changed",
      },
      search,
    );
    expect(locked.status).toBe(409);
    expect((await failure(locked)).result.error?.[""]).toEqual(["planner.errors.locked"]);

    const figures = (await computeAfeVsActual(engine.db, demoOrg, wellId))!;
    // 2 runs × $62,500 + $15,000 contingency.
    expect(figures.total.afe).toBe(parseMoney("140000"));
    expect(figures.byPhase.map((row) => row.phase)).toEqual(["intermediate-2"]);

    const audit = await engine.db
      .selectFrom("audit_log")
      .select("action")
      .where("record_type", "=", "afe")
      .where("record_id", "=", String(draft.id))
      .orderBy("id")
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(["create", "add-lines", "approve"]);
  });

  it("moves actual, variance and forecast by exactly a cost line booked in a draft DDR", async () => {
    const report = await sql<{ id: number }>`
      insert into reports (org_id, well_id, kind, report_date, report_no, status)
      values (${demoOrg}, ${wellId}, 'ddr', '2026-11-20', 1, 'draft') returning id`.execute(
      engine.db,
    );
    const reportId = report.rows[0]!.id;
    const before = (await computeAfeVsActual(engine.db, demoOrg, wellId))!;
    const bundle = await bundleId("Wireline");
    await sql`insert into cost_lines (org_id, report_id, well_id, cost_date, contract_bundle_id, phase, description, amount)
      values (${demoOrg}, ${reportId}, ${wellId}, '2026-11-20', ${bundle.id}, 'intermediate-2', 'Logging run', '12345.67')`.execute(
      engine.db,
    );
    const after = (await computeAfeVsActual(engine.db, demoOrg, wellId))!;
    const booked = parseMoney("12345.67");
    expect(after.total.actual - before.total.actual).toBe(booked);
    expect(after.total.variance - before.total.variance).toBe(booked);
    expect(after.total.forecast - before.total.forecast).toBe(booked);
    expect(after.total.committed - before.total.committed).toBe(booked);

    await sql`update reports set status = 'approved' where id = ${reportId}`.execute(engine.db);
    const approved = (await computeAfeVsActual(engine.db, demoOrg, wellId))!;
    expect(approved.total.actual).toBe(after.total.actual);
    expect(approved.total.committed).toBe(before.total.committed);
  });
});

describe("the spreadsheet export", () => {
  it("lists the cost data with translated headers and every row", async () => {
    const response = await call(exportLoader, "/database/planner.xlsx?view=items&q=open-hole", {
      cookie: cookies.planner,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe("Cost item");
    expect(sheet.getRow(2).getCell(2).value).toBe("Open-hole logging run");
    expect(sheet.getRow(2).getCell(7).value).toBe(62500);
  });

  it("needs privilege 8", async () => {
    expect(
      (await call(exportLoader, "/database/planner.xlsx", { cookie: cookies.engineer })).status,
    ).toBe(404);
  });
});
