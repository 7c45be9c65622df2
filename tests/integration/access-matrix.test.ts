import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { hasPrivilege } from "~/auth/privileges";
import type { Engine } from "~/db/engine.server";
import { CONFIRMED_FIELD } from "~/forms/confirmation";

import { useDemoDatabase } from "../support/test-db";
import {
  OPERATORS,
  PEOPLE,
  organisationRecords,
  signInWithWell,
  stateQuery,
  supportRecords,
  type Values,
} from "./access/fixtures";
import {
  ID_KINDS,
  ROUTES,
  type Form,
  type IdKind,
  type Intent,
  type RouteEntry,
  type Who,
} from "./access/matrix";
import {
  declaredIntents,
  fill,
  fillForm,
  importRoute,
  intentsInSource,
  kindsIn,
  routeFiles,
  send,
  type RouteModule,
} from "./access/requests";
import { signIn } from "./ddr-helpers";

// Every route module × every demo role of both organisations (and the client administrator, and
// nobody signed in): the holder of a page's privilege gets it, anyone else 404; every id an address
// or a form carries, taken from the other organisation, answers 404 and changes nothing.

let engine: Engine;
let state: () => Promise<Record<string, string>>;
const records: Record<string, Values> = {};
const privileges: Record<string, number[]> = {};
const cookies: Record<string, string> = {};
const modules = new Map<string, RouteModule>();
let requests = 0;

beforeAll(async () => {
  engine = await useDemoDatabase();
  state = await stateQuery(engine.db);
  for (const { org, admin } of OPERATORS)
    records[org] = await organisationRecords(engine.db, org, admin);
  records["Drillbook Support"] = await supportRecords(engine.db, records["Demo Energy"]!);
  for (const person of PEOPLE) {
    const row = await engine.db
      .selectFrom("users as u")
      .innerJoin("memberships as m", "m.user_id", "u.id")
      .innerJoin("roles as r", "r.id", "m.role_id")
      .select("r.privileges")
      .where("u.username", "=", person.username)
      .executeTakeFirstOrThrow();
    privileges[person.username] = row.privileges;
    cookies[person.username] = await signInWithWell(person.username, ownWell(person.org));
  }
  for (const entry of ROUTES) modules.set(entry.file, await importRoute(entry.file));
}, 240_000);
afterAll(async () => {
  await engine.close();
});

function ownWell(org: string) {
  return records[org]!.well;
}

/** Puts every person back on their organisation's well (some pages clear or change it). */
async function reselect() {
  for (const person of PEOPLE) {
    const well = ownWell(person.org);
    if (well) cookies[person.username] = await signInWithWellKeepingSession(person.username, well);
  }
}

async function signInWithWellKeepingSession(username: string, well: string) {
  const { action } = modules.get("_app.field.$tab.tsx")!;
  await send(action!, "/field/well", {
    cookie: cookies[username]!,
    params: { tab: "well" },
    form: { intent: "select", wellId: well },
  });
  return cookies[username]!;
}

function allowedTo(username: string | null, entry: RouteEntry, who: Who = entry.who) {
  if (who === "anyone") return true;
  if (!username) return false;
  return who === "signed-in" || hasPrivilege(privileges[username]!, who);
}

/** One person's requests to one route: its pages, and each intent (a probe if they hold it). */
async function visit(
  entry: RouteEntry,
  person: { username: string | null; org: string },
  allowed: boolean,
): Promise<string[]> {
  const problems: string[] = [];
  const route = modules.get(entry.file)!;
  const own = records[person.org]!;
  const cookie = person.username
    ? entry.endsSession
      ? await signIn(person.username)
      : cookies[person.username]!
    : null;
  const who = person.username ?? "signed out";
  const loaderAllowed = allowedTo(person.username, entry, entry.loaderWho ?? entry.who);
  for (const address of entry.get ?? []) {
    const url = fill(address, own);
    const { status, location } = await answer(
      await send(route.loader!, url, { cookie, params: params(entry, own) }),
    );
    requests++;
    const expected = loaderAllowed ? (entry.answers ?? [200]) : person.username ? [404] : [302];
    if (!expected.includes(status))
      problems.push(`${who} GET ${url}: ${status}, expected ${expected.join("/")}`);
    if (!loaderAllowed && !person.username && !location.startsWith("/login"))
      problems.push(`${who} GET ${url}: sent to ${location}, not sign-in`);
  }
  for (const [name, intent] of Object.entries(entry.intents ?? {})) {
    const url = fill(intent.post ?? entry.post ?? entry.get?.[0] ?? "/", own);
    const form = fillForm(
      allowed
        ? (intent.probe ?? intentForm(name, {}, intent))
        : intentForm(name, intent.form, intent),
      own,
    );
    const { status, location } = await answer(
      await send(route.action!, url, {
        cookie,
        form,
        multipart: intent.multipart,
        params: params(entry, own),
      }),
    );
    requests++;
    const label = `${who} POST ${url} ${name || "(action)"}`;
    if (status >= 500) problems.push(`${label}: ${status}`);
    else if (allowed && entry.who !== "anyone" && status === 404)
      problems.push(`${label}: 404 to a holder`);
    else if (!allowed && person.username && status !== 404)
      problems.push(`${label}: ${status}, expected 404`);
    else if (!allowed && !person.username && !(status === 302 && location.startsWith("/login")))
      problems.push(`${label}: ${status} ${location}, expected sign-in`);
  }
  return problems;
}

const params = (entry: RouteEntry, own: Values, other?: Values, foreign?: string) =>
  Object.fromEntries(
    Object.entries(entry.params ?? {}).map(([name, value]) => [
      name,
      fill(value, own, other, foreign),
    ]),
  );

const intentForm = (name: string, form: Form, intent?: Intent): Form =>
  name && !intent?.bare ? { intent: name, ...form } : form;

async function answer(response: Response) {
  // An event stream never ends by itself: its status is the answer.
  const live = response.headers.get("content-type")?.startsWith("text/event-stream");
  if (live) await response.body?.cancel();
  const body = live ? "" : await response.text();
  return { status: response.status, body, location: response.headers.get("location") ?? "" };
}

describe("the access matrix", () => {
  it("has one line for every route module, and each line says what the module does", () => {
    const files = routeFiles();
    const listed = ROUTES.map((entry) => entry.file).sort();
    expect(listed, "app/routes and the matrix (tests/integration/access/matrix.ts)").toEqual(files);
    const problems: string[] = [];
    for (const entry of ROUTES) {
      const route = modules.get(entry.file)!;
      if (Boolean(route.loader) !== Boolean(entry.get))
        problems.push(
          `${entry.file}: loader ${route.loader ? "exported" : "absent"}, get ${entry.get ? "listed" : "absent"}`,
        );
      if (Boolean(route.action) !== Boolean(entry.intents))
        problems.push(
          `${entry.file}: action ${route.action ? "exported" : "absent"}, intents ${entry.intents ? "listed" : "absent"}`,
        );
      if (route.action && intentsInSource(entry.file).join() !== declaredIntents(entry).join())
        problems.push(
          `${entry.file}: intents in the module ${intentsInSource(entry.file).join()} but listed ${declaredIntents(entry).join()}`,
        );
    }
    expect(problems).toEqual([]);
  });

  it("gives each page to the holders of its privilege and 404 to everyone else", async () => {
    const problems: string[] = [];
    let cells = 0;
    const everyone = [...PEOPLE, { username: null, org: "Demo Energy" } as const];
    for (const entry of ROUTES) {
      await reselect();
      // Holders first (their answers may rightly write), then everyone else, who changes nothing.
      for (const person of everyone.filter((p) => allowedTo(p.username, entry)))
        problems.push(...(await visit(entry, person, true)));
      const before = await state();
      for (const person of everyone.filter((p) => !allowedTo(p.username, entry)))
        problems.push(...(await visit(entry, person, false)));
      const after = await state();
      if (JSON.stringify(after) !== JSON.stringify(before))
        problems.push(`${entry.file}: refused requests changed rows: ${changed(before, after)}`);
      cells += PEOPLE.length;
    }
    console.log(
      `access matrix: ${ROUTES.length} routes × ${PEOPLE.length} roles (4 + 2 of the two operators, 1 client administrator) = ${cells} cells, ${requests} requests`,
    );
    expect(problems).toEqual([]);
  }, 240_000);

  it("answers 404 to every id of the other organisation and changes nothing", async () => {
    const problems: string[] = [];
    let tried = 0;
    for (const [index, attacker] of OPERATORS.entries()) {
      const victim = OPERATORS[1 - index]!;
      const own = records[attacker.org]!;
      const theirs = records[victim.org]!;
      for (const entry of ROUTES) {
        const route = modules.get(entry.file)!;
        await reselect();
        const before = await state();
        const cookie = cookies[attacker.admin]!;
        const paramKinds = kindsIn(JSON.stringify(entry.params ?? {}));
        const label = (method: string, url: string, kind: string) =>
          `${attacker.admin} ${method} ${url} (${victim.org}'s ${kind})`;
        for (const address of entry.get ?? []) {
          for (const kind of idKinds(kindsIn(address), paramKinds)) {
            const url = fill(address, own, theirs, kind);
            const response = await send(route.loader!, url, {
              cookie,
              params: params(entry, own, theirs, kind),
            });
            tried++;
            if (entry.foreignLeftOut?.includes(kind)) {
              const shown = await namesShown(response, theirs);
              if (response.status >= 500 || shown.length > 0)
                problems.push(`${label("GET", url, kind)}: ${response.status}, shows ${shown}`);
            } else if (response.status !== 404) {
              problems.push(`${label("GET", url, kind)}: ${response.status}`);
            }
          }
        }
        for (const [name, intent] of Object.entries(entry.intents ?? {})) {
          const address = intent.post ?? entry.post ?? entry.get?.[0] ?? "/";
          const form = intentForm(name, intent.form, intent);
          for (const kind of idKinds(kindsIn(address), kindsIn(JSON.stringify(form)), paramKinds)) {
            const post = (values: Values) =>
              send(route.action!, fill(address, own, values, kind), {
                cookie,
                form: fillForm(form, own, values, kind),
                multipart: intent.multipart,
                params: params(entry, own, values, kind),
              }).then(answer);
            const url = fill(address, own, theirs, kind);
            const got = await post(theirs);
            tried++;
            if (intent.choices?.includes(kind)) {
              // Answered like an id that names nothing, with the same message.
              const missing = { ...theirs, [kind]: "2147483000" };
              const nothing = await post(missing);
              // The typed values come back as typed (the id differs); the rest must not.
              const same = (body: string) =>
                JSON.stringify(
                  JSON.parse(body, (key, value: unknown) =>
                    key === "initialValue" ? undefined : value,
                  ),
                );
              if (
                got.status >= 500 ||
                got.status !== nothing.status ||
                same(got.body) !== same(nothing.body)
              )
                problems.push(
                  `${label("POST", url, kind)} ${name}: ${got.status} ${got.body.slice(0, 200)}, for an id of nothing ${nothing.status} ${nothing.body.slice(0, 200)}`,
                );
            } else if (got.status !== 404) {
              problems.push(
                `${label("POST", url, kind)} ${name}: ${got.status} ${JSON.stringify(fillForm(form, own, theirs, kind))}`,
              );
            }
            if (CONFIRMED_FIELD in form) {
              // Unconfirmed, it is answered with the question (200): the same for their record as
              // for an id that names nothing, and naming nothing of theirs.
              const unconfirmed = Object.fromEntries(
                Object.entries(form).filter(([field]) => field !== CONFIRMED_FIELD),
              );
              const ask = (values: Values) =>
                send(route.action!, fill(address, own, values, kind), {
                  cookie,
                  form: fillForm(unconfirmed, own, values, kind),
                  params: params(entry, own, values, kind),
                }).then(answer);
              const asked = await ask(theirs);
              const nothing = await ask({ ...theirs, [kind]: "2147483000" });
              tried++;
              const withoutId = (body: string) =>
                JSON.stringify(
                  JSON.parse(body, (key, value: unknown) => (key === "id" ? undefined : value)),
                );
              const shown = await namesShown(new Response(asked.body), theirs);
              if (
                asked.status !== 200 ||
                asked.status !== nothing.status ||
                withoutId(asked.body) !== withoutId(nothing.body) ||
                shown.length > 0
              )
                problems.push(
                  `${label("POST", url, kind)} ${name} unconfirmed: ${asked.status} ${asked.body.slice(0, 300)}, for an id of nothing ${nothing.status} ${nothing.body.slice(0, 300)}`,
                );
            }
          }
        }
        const after = await state();
        if (JSON.stringify(after) !== JSON.stringify(before))
          problems.push(`${entry.file}: rows changed: ${changed(before, after)}`);
      }
    }
    console.log(`access matrix: ${tried} requests with the other organisation's ids, both ways`);
    expect(tried).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  }, 240_000);
});

const isIdKind = (kind: string): kind is IdKind => (ID_KINDS as readonly string[]).includes(kind);

function idKinds(...lists: string[][]): IdKind[] {
  return [...new Set(lists.flat())].filter(isIdKind);
}

/** The other organisation's record names an answer shows (workbooks read cell by cell). */
async function namesShown(response: Response, theirs: Values): Promise<string[]> {
  let text: string;
  if (response.headers.get("content-type")?.includes("spreadsheetml")) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const cells: string[] = [];
    workbook.eachSheet((sheet) =>
      sheet.eachRow((row) => row.eachCell((cell) => void cells.push(cell.text))),
    );
    text = cells.join("\n");
  } else {
    text = await response.text();
  }
  return Object.entries(theirs)
    .filter(([key, value]) => key.endsWith(".name") && text.includes(value))
    .map(([key]) => key);
}

function changed(before: Record<string, string>, after: Record<string, string>) {
  return Object.keys(after)
    .filter((table) => after[table] !== before[table])
    .map((table) => `${table} ${before[table]} → ${after[table]}`)
    .join(", ");
}
