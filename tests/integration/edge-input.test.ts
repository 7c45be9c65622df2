import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { translator } from "~/i18n/resources.server";
import { loader as clientsLoader } from "~/routes/_app.account._index";
import {
  action as accountCreateAction,
  loader as accountCreateLoader,
} from "~/routes/_app.account.create/route";
import { loader as clientDetailLoader } from "~/routes/_app.account.detail.$id";
import { loader as activityLoader } from "~/routes/_app.account.log-activity";
import { action as lookupAction, loader as lookupLoader } from "~/routes/_app.account.lookup-lists";
import { loader as outboxLoader } from "~/routes/_app.account.outbox";
import { action as dashboardAction } from "~/routes/_app.dashboard.$";
import { loader as nptRowsLoader } from "~/routes/_app.dashboard.npt-rows";
import { loader as ddrDatabaseLoader } from "~/routes/_app.database.daily-drilling-report";
import { loader as plannerDatabaseLoader } from "~/routes/_app.database.planner";
import { action as homeAction, loader as homeLoader } from "~/routes/_app.field.$tab";
import { action as editAction, loader as editLoader } from "~/routes/_app.field.$tab.$id.edit";
import {
  action as removeAction,
  loader as removeLoader,
} from "~/routes/_app.field.$tab.$id.remove";
import { action as newAction, loader as newLoader } from "~/routes/_app.field.$tab.new";
import {
  action as approvalAction,
  loader as approvalLoader,
} from "~/routes/_app.form.approval-form";
import { loader as consolidatedLoader } from "~/routes/_app.form.consolidated-daily-drilling-report";
import { action as ddrAction, loader as ddrLoader } from "~/routes/_app.form.daily-drilling-report";
import { action as plannerAction, loader as plannerLoader } from "~/routes/_app.form.planner-form";
import { action as profileAction } from "~/routes/_app.profile";
import { loader as reportLoader } from "~/routes/_app.report.daily-drilling-report";
import { loader as searchLoader } from "~/routes/_app.search";
import { action as loginAction } from "~/routes/_auth.login";
import { action as registerAction } from "~/routes/_auth.register";
import { loader as seriesLoader } from "~/routes/dashboard-series.$tileType";
import { loader as plannerXlsxLoader } from "~/routes/database.planner[.xlsx]";
import { loader as ddrLinkLoader } from "~/routes/ddr-link";
import { loader as filesLoader } from "~/routes/files.$id";
import { loader as ddrXlsxLoader } from "~/routes/form.daily-drilling-report[.xlsx]";
import { loader as reportXlsxLoader } from "~/routes/report.daily-drilling-report[.xlsx]";
import { action as settingsAction } from "~/routes/settings";

import { call } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";
import { GENERAL, createReport, createTestWell, signIn } from "./ddr-helpers";

// Every id and text a request carries is parsed at the edge: an id past PostgreSQL's integer,
// a negative or non-numeric one, and text holding NUL are answered 400 (with a message) or 404,
// never 500, and change nothing. The first cases are the ones found by posting the pages' own
// forms back with such values.

const HOSTILE_IDS = ["99999999999", "-1", "abc", "1e3", "7\u0000"];
const NUL_TEXT = "Name\u0000with a NUL";

let engine: Engine;
let admin: string;
let wellId: number;
let reportId: number;
let bundle: { id: number; version: number };
const DATE = "2026-05-04";
const t = translator("en");

type Handler = Parameters<typeof call>[0];

interface Case {
  name: string;
  handler: Handler;
  path: string;
  params?: Record<string, string>;
  form?: Record<string, string>;
}

beforeAll(async () => {
  engine = await useDemoDatabase();
  admin = await signIn("admin");
  wellId = await createTestWell(engine.db, "Demo Energy", "Edge-1");
  expect((await createReport(admin, wellId, DATE)).status).toBe(302);
  reportId = (
    await engine.db
      .selectFrom("reports")
      .select("id")
      .where("well_id", "=", wellId)
      .executeTakeFirstOrThrow()
  ).id;
  bundle = await engine.db
    .selectFrom("contract_bundles as b")
    .innerJoin("organisations as o", "o.id", "b.org_id")
    .select(["b.id", "b.version"])
    .where("o.name", "=", "Demo Energy")
    .orderBy("b.id")
    .executeTakeFirstOrThrow();
}, 180_000);
afterAll(async () => {
  await engine.close();
});

/** Rows per table: a refused request changes none of them. */
async function rowCounts(): Promise<Record<string, number>> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(
    engine.db,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of rows) {
    const counted = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(table_name)}`.execute(engine.db);
    counts[table_name] = Number(counted.rows[0]!.n);
  }
  return counts;
}

/** The strings of a body that are messages a person can read (translation keys that exist). */
function messagesIn(body: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === "string") {
      const key = value.split("|", 1)[0]!;
      if (/^[a-zA-Z]+\.[\w.]+$/.test(key) && t(key) !== key) found.push(value);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit(parsed);
  return found;
}

async function send(request: Case) {
  const response = await call(request.handler, request.path, {
    cookie: request.name.startsWith("login") ? null : admin,
    form: request.form,
    params: request.params,
  });
  // A message comes in the body, or as a toast in the session cookie.
  const toast = response.headers.has("set-cookie");
  return { status: response.status, body: await response.text(), toast };
}

/** Sends each refused request; none may answer 5xx, a 400 must say why, no row may change. */
async function expectRefused(cases: Case[]) {
  const problems: string[] = [];
  const before = await rowCounts();
  for (const request of cases) {
    const { status, body, toast } = await send(request);
    if (![400, 401, 404, 409].includes(status)) {
      problems.push(`${request.name}: ${status} ${body.slice(0, 160)}`);
    } else if (status === 400 && !toast && messagesIn(body).length === 0) {
      problems.push(`${request.name}: 400 without a message: ${body.slice(0, 160)}`);
    }
  }
  expect(problems).toEqual([]);
  expect(await rowCounts()).toEqual(before);
  return cases.length;
}

const ddrPath = (well: string | number, date = DATE) =>
  `/form/daily-drilling-report?well=${encodeURIComponent(well)}&date=${date}`;

describe("the holes found by posting the pages' forms back", () => {
  it("answers an id past PostgreSQL's integer and a NUL in a name without a 500", async () => {
    await expectRefused([
      {
        name: "select a well 99999999999",
        handler: homeAction,
        path: "/field/well",
        params: { tab: "well" },
        form: { intent: "select", wellId: "99999999999" },
      },
      {
        name: "bundle.rename 99999999999",
        handler: plannerAction,
        path: "/form/planner-form?tab=bundles",
        form: { intent: "bundle.rename", id: "99999999999", version: "1", name: "Renamed" },
      },
      {
        name: "bundle.remove 99999999999",
        handler: plannerAction,
        path: "/form/planner-form?tab=bundles",
        form: { intent: "bundle.remove", id: "99999999999", version: "1", confirmed: "yes" },
      },
      {
        name: "bundle.add with NUL",
        handler: plannerAction,
        path: "/form/planner-form?tab=bundles",
        form: { intent: "bundle.add", name: NUL_TEXT },
      },
    ]);
    // The answers say what was wrong, next to the field.
    const added = await send({
      name: "bundle.add",
      handler: plannerAction,
      path: "/form/planner-form?tab=bundles",
      form: { intent: "bundle.add", name: NUL_TEXT },
    });
    expect(JSON.parse(added.body).result.error.name).toEqual(["validation.controlCharacters"]);
    const renamed = await send({
      name: "bundle.rename",
      handler: plannerAction,
      path: "/form/planner-form?tab=bundles",
      form: { intent: "bundle.rename", id: "99999999999", version: "1", name: "Renamed" },
    });
    expect(JSON.parse(renamed.body).result.error.id).toEqual(["validation.recordId"]);
  });
});

describe("every id-bearing form field and address", () => {
  it("refuses hostile ids and NUL text on every action", async () => {
    const cases: Case[] = [];
    const planner = (form: Record<string, string>): Case => ({
      name: `planner ${form.intent} ${JSON.stringify(form)}`,
      handler: plannerAction,
      path: "/form/planner-form?tab=bundles",
      // Past the confirmation a removal asks for, as the dialog's confirm button posts it.
      form: { ...form, confirmed: "yes" },
    });
    for (const id of HOSTILE_IDS) {
      cases.push(
        {
          name: `select well ${id}`,
          handler: homeAction,
          path: "/field/well",
          params: { tab: "well" },
          form: { intent: "select", wellId: id },
        },
        planner({ intent: "bundle.rename", id, version: "1", name: "Renamed" }),
        planner({ intent: "bundle.rename", id: String(bundle.id), version: id, name: "Renamed" }),
        planner({ intent: "bundle.remove", id, version: "1" }),
        planner({ intent: "component.update", id, version: "1", name: "C" }),
        planner({
          intent: "item.add",
          name: "I",
          contractBundleId: id,
          costUnitId: id,
          unitPrice: "1",
        }),
        planner({ intent: "activity.remove", id, version: "1" }),
        planner({ intent: "afe.create", wellId: id }),
        planner({ intent: "afeLine.fromActivities", afeId: id, activityIds: id }),
        planner({ intent: "afeLine.remove", id, version: id }),
        {
          name: `new pad in field ${id}`,
          handler: newAction,
          path: "/field/pad/new",
          params: { tab: "pad" },
          form: { fieldId: id, name: "Pad X" },
        },
        {
          name: `new well on pad ${id}`,
          handler: newAction,
          path: "/field/well/new",
          params: { tab: "well" },
          form: { padId: id, name: "Well X", wellType: "oil", status: "planned" },
        },
        {
          name: `edit field ${id}`,
          handler: editAction,
          path: `/field/field/${id}/edit`,
          params: { tab: "field", id },
          form: { name: "F", version: "1" },
        },
        {
          name: `remove well ${id}`,
          handler: removeAction,
          path: `/field/well/${id}/remove`,
          params: { tab: "well", id },
          form: {},
        },
        {
          name: `create DDR on well ${id}`,
          handler: ddrAction,
          path: ddrPath(id),
          form: { intent: "create", reportDate: "2026-06-01" },
        },
        {
          name: `save DDR section at version ${id}`,
          handler: ddrAction,
          path: ddrPath(wellId),
          form: { intent: "save", sectionId: "general", version: id, ...GENERAL },
        },
        {
          name: `approve report ${id}`,
          handler: approvalAction,
          path: "/form/approval-form",
          form: { intent: "approve", reportId: id, version: "1" },
        },
        {
          name: `return report at version ${id}`,
          handler: approvalAction,
          path: "/form/approval-form",
          form: { intent: "return", reportId: String(reportId), version: id, comment: "No" },
        },
        {
          name: `update lookup value ${id}`,
          handler: lookupAction,
          path: "/account/lookup-lists?list=holeSize",
          form: { intent: "update", id, version: "1", label: "L", sortOrder: "1" },
        },
        {
          name: `save organisation ${id}`,
          handler: accountCreateAction,
          path: "/account/create",
          form: { intent: "save-organisation", id, version: "1", name: "Org", bgColor: "#112233" },
        },
        {
          name: `save user in organisation ${id}`,
          handler: accountCreateAction,
          path: "/account/create",
          form: {
            intent: "save-user",
            fullName: "Sari",
            username: "sari-edge",
            orgId: id,
            roleId: id,
            password: "drillbook99",
          },
        },
        {
          name: `remove user ${id}`,
          handler: accountCreateAction,
          path: "/account/create",
          form: { intent: "remove-user", id, version: "1" },
        },
        {
          name: `save role in organisation ${id}`,
          handler: accountCreateAction,
          path: "/account/create",
          form: { intent: "save-role", orgId: id, name: "Role X" },
        },
        {
          name: `remove role at version ${id}`,
          handler: accountCreateAction,
          path: "/account/create",
          form: { intent: "remove-role", id: "1", version: id },
        },
        {
          name: `profile at version ${id}`,
          handler: profileAction,
          path: "/profile",
          form: { intent: "details", fullName: "Admin", unitStandard: "1", version: id },
        },
        {
          name: `settings unit standard ${id}`,
          handler: settingsAction,
          path: "/settings",
          form: { unitStandard: id, language: "en" },
        },
        {
          name: `dashboard tile ${id}`,
          handler: dashboardAction,
          path: "/dashboard/one-page",
          params: { "*": "one-page" },
          form: { intent: "add", tileType: id },
        },
      );
    }
    const texts: Case[] = [
      planner({ intent: "bundle.add", name: NUL_TEXT }),
      planner({ intent: "component.add", name: "Component", description: NUL_TEXT }),
      planner({ intent: "afe.create", wellId: String(wellId), reference: NUL_TEXT }),
      {
        name: "new field with NUL",
        handler: newAction,
        path: "/field/field/new",
        params: { tab: "field" },
        form: { name: NUL_TEXT },
      },
      {
        name: "DDR section with NUL",
        handler: ddrAction,
        path: ddrPath(wellId),
        form: {
          intent: "save",
          sectionId: "general",
          version: "0",
          ...GENERAL,
          supervisor: NUL_TEXT,
        },
      },
      {
        name: "DDR created for year 0",
        handler: ddrAction,
        path: ddrPath(wellId),
        form: { intent: "create", reportDate: "0000-01-01" },
      },
      {
        name: "return with NUL comment",
        handler: approvalAction,
        path: "/form/approval-form",
        form: { intent: "return", reportId: String(reportId), version: "1", comment: NUL_TEXT },
      },
      {
        name: "lookup value with NUL",
        handler: lookupAction,
        path: "/account/lookup-lists?list=holeSize",
        form: { intent: "add", code: NUL_TEXT, label: NUL_TEXT, sortOrder: "1" },
      },
      {
        name: "organisation with NUL",
        handler: accountCreateAction,
        path: "/account/create",
        form: { intent: "save-organisation", name: NUL_TEXT, bgColor: "#112233" },
      },
      {
        name: "profile with NUL",
        handler: profileAction,
        path: "/profile",
        form: { intent: "details", fullName: NUL_TEXT, unitStandard: "1", version: "1" },
      },
      {
        name: "dashboard layout with NUL",
        handler: dashboardAction,
        path: "/dashboard/one-page",
        params: { "*": "one-page" },
        form: {
          intent: "save",
          tiles: JSON.stringify([{ id: NUL_TEXT, type: "depthVsDays", x: 0, y: 0, w: 6, h: 8 }]),
        },
      },
      {
        name: "login with NUL",
        handler: loginAction,
        path: "/login",
        form: { username: NUL_TEXT, password: "drillbook", redirectTo: "/" },
      },
      {
        name: "login registration with NUL",
        handler: registerAction,
        path: "/register",
        form: {
          fullname: NUL_TEXT,
          email: "nul@example.com",
          password: "drillbook99",
          confirm_password: "drillbook99",
        },
      },
    ];
    const sent = await expectRefused([...cases, ...texts]);
    console.log(
      `edge parsing: ${sent} hostile form posts on ${new Set([...cases, ...texts].map((c) => c.handler)).size} actions, 0 answered 5xx, rows unchanged`,
    );
  }, 120_000);

  it("reads every id and text in an address without a 500", async () => {
    const problems: string[] = [];
    let sent = 0;
    const values = [...HOSTILE_IDS, NUL_TEXT, "0000-01-01"];
    for (const raw of values) {
      const v = encodeURIComponent(raw);
      const loaders: [string, Handler, string, Record<string, string>?][] = [
        ["home", homeLoader, `/field/well?q=${v}&page=${v}&pad=${v}`, { tab: "well" }],
        ["pads", homeLoader, `/field/pad?field=${v}&q=${v}`, { tab: "pad" }],
        ["new pad", newLoader, `/field/pad/new?field=${v}`, { tab: "pad" }],
        ["edit", editLoader, `/field/well/${v}/edit`, { tab: "well", id: raw }],
        ["remove", removeLoader, `/field/pad/${v}/remove`, { tab: "pad", id: raw }],
        [
          "planner form",
          plannerLoader,
          `/form/planner-form?tab=afe&edit=${v}&q=${v}&page=${v}&well=${v}&version=${v}`,
        ],
        [
          "planner database",
          plannerDatabaseLoader,
          `/database/planner?view=items&bundle=${v}&component=${v}&q=${v}&page=${v}`,
        ],
        [
          "planner xlsx",
          plannerXlsxLoader,
          `/database/planner.xlsx?view=afe&well=${v}&version=${v}`,
        ],
        ["DDR form", ddrLoader, `/form/daily-drilling-report?well=${v}&date=${v}`],
        ["DDR form date", ddrLoader, `/form/daily-drilling-report?well=${wellId}&date=${v}`],
        [
          "consolidated",
          consolidatedLoader,
          `/form/consolidated-daily-drilling-report?well=${v}&date=${v}`,
        ],
        ["report", reportLoader, `/report/daily-drilling-report?id=${v}`],
        [
          "DDR database",
          ddrDatabaseLoader,
          `/database/daily-drilling-report?well=${v}&page=${v}&from=${v}&to=${v}&status=${v}`,
        ],
        ["approval", approvalLoader, `/form/approval-form?report=${v}`],
        ["report xlsx", reportXlsxLoader, `/report/daily-drilling-report.xlsx?id=${v}`],
        ["DDR xlsx", ddrXlsxLoader, `/form/daily-drilling-report.xlsx?well=${v}&date=${v}`],
        [
          "manage account",
          accountCreateLoader,
          `/account/create?tab=users&edit=${v}&q=${v}&page=${v}`,
        ],
        ["manage roles", accountCreateLoader, `/account/create?tab=roles&remove=${v}`],
        ["clients", clientsLoader, `/account?q=${v}&page=${v}`],
        ["client detail", clientDetailLoader, `/account/detail/${v}`, { id: raw }],
        [
          "activity",
          activityLoader,
          `/account/log-activity?user=${v}&org=${v}&action=${v}&recordType=${v}&from=${v}&to=${v}&page=${v}`,
        ],
        ["outbox", outboxLoader, `/account/outbox?page=${v}`],
        ["lookup lists", lookupLoader, `/account/lookup-lists?list=${v}`],
        ["search", searchLoader, `/search?q=${v}`],
        ["file", filesLoader, `/files/${v}`, { id: raw }],
        [
          "series",
          seriesLoader,
          `/dashboard-series/depthVsDays?well=${v}`,
          { tileType: "depthVsDays" },
        ],
        ["NPT rows", nptRowsLoader, `/dashboard/npt-rows?code=${v}&well=${v}`],
        ["DDR link", ddrLinkLoader, `/ddr-link?well=${v}&date=${v}&section=${v}`],
      ];
      for (const [name, handler, path, params] of loaders) {
        sent++;
        const response = await call(handler, path, { cookie: admin, params });
        if (response.status >= 500) {
          problems.push(
            `${name} ${JSON.stringify(raw)}: ${response.status} ${(await response.text()).slice(0, 160)}`,
          );
        }
      }
    }
    console.log(
      `edge parsing: ${sent} hostile addresses on ${28} loaders, ${problems.length} answered 5xx`,
    );
    expect(problems).toEqual([]);
  }, 120_000);
});

describe("the database's backstop behind the edge", () => {
  it("answers a value PostgreSQL refuses as 400 with a message, the transaction rolled back", async () => {
    const warned: string[] = [];
    const warn = console.warn;
    console.warn = (line: string) => warned.push(line);
    try {
      const refusals: unknown[] = [];
      const outOfRange = engine.db.selectFrom("wells").select("id").where("id", "=", 99999999999);
      refusals.push(await outOfRange.execute().catch((error: unknown) => error));
      const before = await rowCounts();
      const nul = engine.db.transaction().execute(async (tx) => {
        await tx.updateTable("wells").set({ rig: "Rig 9" }).where("id", "=", wellId).execute();
        await tx.updateTable("wells").set({ remarks: NUL_TEXT }).where("id", "=", wellId).execute();
      });
      refusals.push(await nul.catch((error: unknown) => error));
      for (const refusal of refusals) {
        expect(refusal).toBeInstanceOf(Response);
        const response = refusal as Response;
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ message: "badRequest.badValue" });
      }
      expect(await rowCounts()).toEqual(before);
      const well = await engine.db
        .selectFrom("wells")
        .select("rig")
        .where("id", "=", wellId)
        .executeTakeFirstOrThrow();
      expect(well.rig).toBe("Rig T-1");
      expect(warned).toEqual([
        expect.stringMatching(/^A request's value was refused by the database \(22003 /),
        expect.stringMatching(/^A request's value was refused by the database \(22021 /),
      ]);
    } finally {
      console.warn = warn;
    }
  });
});
