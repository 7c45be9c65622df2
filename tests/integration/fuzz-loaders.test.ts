import ExcelJS from "exceljs";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";

import { useDemoDatabase } from "../support/test-db";
import {
  OPERATORS,
  organisationRecords,
  signInWithWell,
  stateQuery,
  type Values,
} from "./access/fixtures";
import { ROUTES, type RouteEntry } from "./access/matrix";
import { fill, importRoute, type RouteModule } from "./access/requests";
import { tokenFor } from "./api-helpers";
import { addressCase, applyCase, type AddressCase } from "./fuzz/addresses";
import { leaksIn, sendRaw } from "./fuzz/harness";

// Every loader of every route module, asked by an administrator of each operator for its own
// addresses with the query string bent out of shape: ids, dates and pages with odd values, the
// other organisation's ids, unicode, numbers past any integer, arrays, broken percent escapes,
// route params likewise. No answer may be 5xx, show a stack trace or SQL, or name a record of
// the other organisation. The seed is fixed: a failure prints the case to replay.

const SEED = 20_261_127;
/**
 * Cases per address and operator: about 900 requests in all by default, which `npm test` can
 * afford on every run; FUZZ_RUNS=18 (about 2,700 requests) for a deeper search.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
/** Sign-out ends the session the fuzzing runs in. */
const LEFT_OUT = new Set(["logout.tsx"]);

let engine: Engine;
const records: Record<string, Values> = {};
const cookies: Record<string, string> = {};
const tokens: Record<string, string> = {};
const modules = new Map<string, RouteModule>();
const tally = { sent: 0, fiveHundreds: 0, shown: 0 };

beforeAll(async () => {
  engine = await useDemoDatabase();
  for (const { org, admin } of OPERATORS) {
    records[org] = await organisationRecords(engine.db, org, admin);
    cookies[org] = await signInWithWell(admin, records[org]!.well);
    tokens[org] = await tokenFor(engine.db, admin);
  }
  for (const entry of ROUTES)
    if (entry.get && !LEFT_OUT.has(entry.file)) {
      const route = await importRoute(entry.file);
      if (route.loader) modules.set(entry.file, route);
    }
}, 240_000);
afterAll(async () => {
  await engine.close();
  console.log(
    `loader fuzzing: ${tally.sent} requests over ${modules.size} loaders, ${tally.fiveHundreds} answers ≥ 500, ` +
      `${tally.shown} naming the other organisation's records`,
  );
});

/** The JSON API's lines name record 1: asked with the operator's own records and a token. */
function ownAddress(entry: RouteEntry, address: string, own: Values) {
  if (!entry.file.startsWith("api.v1.")) return fill(address, own);
  return address
    .replace("/wells/1", `/wells/${own.well}`)
    .replace("/reports/1", `/reports/${own.report}`)
    .replace("well=1", `well=${own.well}`);
}

function ownParams(entry: RouteEntry, own: Values): Record<string, string> {
  const params = Object.fromEntries(
    Object.entries(entry.params ?? {}).map(([key, value]) => [key, fill(value, own)]),
  );
  if (params.wellId) params.wellId = own.well!;
  if (params.reportId) params.reportId = own.report!;
  return params;
}

/** The text of an answer as a person would read it (a workbook cell by cell). */
async function readable(response: Response): Promise<string> {
  const type = response.headers.get("content-type") ?? "";
  if (type.startsWith("text/event-stream")) {
    // An event stream never ends by itself: what it says first (or within 2 s) is checked.
    const reader = response.body!.getReader();
    const first = await Promise.race([
      reader.read(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000)),
    ]);
    await reader.cancel();
    return first?.value ? new TextDecoder().decode(first.value) : "";
  }
  if (!type.includes("spreadsheetml")) return response.text();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const cells: string[] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) => row.eachCell((cell) => void cells.push(cell.text))),
  );
  return cells.join("\n");
}

/** The names only the other organisation's records carry (its well, field, contract bundle). */
const namesOf = (theirs: Values) => Object.entries(theirs).filter(([key]) => key.endsWith(".name"));

/**
 * What a GET may write, and why: the refusals of another organisation's ids (`audit_log`, action
 * "denied", logged on purpose); opening a well from an address (`dashboard.open-well`), which
 * makes it the user's selected well and logs "select-well" (the user's row keeps its version);
 * the session it runs in (`sessions`) and counters of sign-in attempts (`sign_in_attempts`,
 * `login_failures`). `stateQuery` leaves these tables out. Everything else, in rows and in the
 * sum of versions, must stand as it was.
 */
const READS_MAY_LOG = ["denied", "select-well"];

async function auditedWork() {
  const rows = await engine.db
    .selectFrom("audit_log")
    .select(["action", (eb) => eb.fn.countAll<number>().as("n")])
    .where("action", "not in", READS_MAY_LOG)
    .groupBy("action")
    .orderBy("action")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.action, Number(row.n)]));
}

describe("fuzzing every loader's query string", () => {
  it("answers every bent address without a server error, a leak or another organisation's record", async () => {
    const problems: string[] = [];
    const state = await stateQuery(engine.db);
    const before = { tables: await state(), audited: await auditedWork() };
    for (const [index, { org }] of OPERATORS.entries()) {
      const own = records[org]!;
      const theirs = records[OPERATORS[1 - index]!.org]!;
      const foreignIds = Object.entries(theirs)
        .filter(([key]) => !key.includes("."))
        .map(([, value]) => value);
      for (const entry of ROUTES) {
        const route = modules.get(entry.file);
        if (!route) continue;
        const api = entry.file.startsWith("api.v1.");
        const params = ownParams(entry, own);
        for (const address of entry.get!) {
          const base = ownAddress(entry, address, own);
          // Signs the page's own answer carries by right (a section's "severity" field, say)
          // are no leak; a sign only a bent address brings out is.
          const page = await sendRaw(route.loader!, {
            method: "GET",
            address: base,
            cookie: api ? null : cookies[org]!,
            params,
            bearer: api ? tokens[org] : undefined,
          });
          const ownSigns = new Set(leaksIn(await readable(page)));
          const ask = async (bent: AddressCase) => {
            const { url, params: bentParams } = applyCase(base, params, bent);
            const response = await sendRaw(route.loader!, {
              method: "GET",
              address: url,
              cookie: bent.signedOut || api ? null : cookies[org]!,
              params: bentParams,
              bearer: api && !bent.signedOut ? tokens[org] : undefined,
            });
            tally.sent++;
            const where = `${org}: ${entry.file} GET ${url.slice(0, 300)} ${JSON.stringify(bentParams).slice(0, 200)}`;
            if (response.status >= 500) {
              tally.fiveHundreds++;
              throw new Error(
                `${where}: ${response.status} ${(await response.text()).slice(0, 300)}`,
              );
            }
            const text = await readable(response);
            const leaks = leaksIn(text).filter((sign) => !ownSigns.has(sign));
            if (leaks.length > 0)
              throw new Error(`${where}: ${leaks.join(", ")} in ${text.slice(0, 300)}`);
            const shown = namesOf(theirs).filter(([, name]) => text.includes(name));
            if (shown.length > 0) {
              tally.shown++;
              throw new Error(`${where}: shows ${shown.map(([key]) => key).join(", ")}`);
            }
          };
          const result = await fc.check(
            fc.asyncProperty(addressCase(Object.keys(params), foreignIds), ask),
            { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
          );
          if (result.failed) {
            const error = result.errorInstance;
            const why = error instanceof Error ? error.message : String(error);
            problems.push(`${why}\n  replay: ${JSON.stringify(result.counterexample)}`);
          }
        }
      }
    }
    expect(tally.sent).toBeGreaterThan(RUNS * 100);
    expect(problems).toEqual([]);
    // Reading changes nothing: every table's rows and versions, and the audit log but for refusals.
    expect({ tables: await state(), audited: await auditedWork() }).toEqual(before);
  }, 900_000);
});
