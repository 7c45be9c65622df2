/**
 * Server time of the daily drilling report form on the benchmark data set, measured in process
 * (the route's loader and action called as Remix calls them, no network): opening a report and
 * saving its time log. Run by tests/bench/ddr.mjs with tsx; prints one JSON line.
 *
 *   DATA_DIR=… tsx --import ./tests/bench/css-stub.mjs tests/bench/ddr-timings.ts <requests>
 */
import { requireUser } from "~/auth/session.server";
import { setEngine } from "~/db/db.server";
import { migrateToLatest, openEngine } from "~/db/engine.server";
import { createRandom } from "~/demo/generator/random";
import { unitSystemFromStandard } from "~/domain/units/systems";
import { languageOf } from "~/i18n/i18n";
import { loadDdr } from "~/reports/ddr.server";
import { action as loginAction } from "~/routes/_auth.login";
import { action as ddrAction, loader as ddrLoader } from "~/routes/_app.form.daily-drilling-report";
import { ddrSection } from "~/sections";
import { toFormValue, type SectionFormValue } from "~/sections/form-values";

import { call, cookieFrom } from "../support/requests";
import { ensureLimitsReport, rowsAtLimits } from "./ddr-at-limits";
import { ensureStatistics } from "./statistics";

const requests = Number(process.argv[2] ?? 40);
const engine = await openEngine({ dataDir: process.env.DATA_DIR });
await migrateToLatest(engine.db);
await ensureStatistics(engine.db);
setEngine(Promise.resolve(engine));

try {
  const login = await call(loginAction, "/login", {
    form: { username: "engineer", password: "drillbook", redirectTo: "/" },
  });
  const cookie = cookieFrom(login);
  if (!cookie) throw new Error("engineer could not sign in");
  const userResponse = await call(async ({ request }) => requireUser(request), "/", { cookie });
  const user = (await userResponse.json()) as {
    id: number;
    orgId: number;
    unitStandard: number;
    language: string | null;
  };

  const reports = await engine.db
    .selectFrom("reports as r")
    .innerJoin("wells as w", "w.id", "r.well_id")
    .select(["r.id", "r.well_id", "r.report_date", "r.status"])
    .where("w.name", "like", "BM-%")
    .where("r.org_id", "=", user.orgId)
    .execute();
  const wells = new Set(reports.map((report) => report.well_id)).size;
  if (reports.length === 0)
    throw new Error("no benchmark wells: run npm run seed -- --wells N first");
  const random = createRandom("ddr-bench");
  const path = (report: { well_id: number; report_date: string }) =>
    `/form/daily-drilling-report?well=${report.well_id}&date=${report.report_date}`;

  const timed = async (run: () => Promise<Response>) => {
    const started = performance.now();
    const response = await run();
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  };

  // Opening a report: any day of any benchmark well.
  for (let i = 0; i < 5; i++) await call(ddrLoader, path(random.pick(reports)), { cookie });
  const loads: number[] = [];
  for (let i = 0; i < requests; i++) {
    const report = random.pick(reports);
    const result = await timed(() => call(ddrLoader, path(report), { cookie }));
    if (result.status !== 200) throw new Error(`loader answered ${result.status}`);
    loads.push(result.ms);
  }

  // Saving a section: the time log of a report back with its author (returned), resaved as is.
  // The editable one with the longest time log, a typical drilling day rather than rig-down.
  const candidates = reports.filter(
    (report) => report.status === "returned" || report.status === "draft",
  );
  if (candidates.length === 0) throw new Error("no editable benchmark report");
  const longest = await engine.db
    .selectFrom("time_log_rows")
    .select(["report_id", engine.db.fn.countAll<number>().as("rows")])
    .where(
      "report_id",
      "in",
      candidates.map((report) => report.id),
    )
    .groupBy("report_id")
    .orderBy("rows", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
  const editable = candidates.find((report) => report.id === longest.report_id)!;
  const section = ddrSection("timeLog")!;
  const system = unitSystemFromStandard(user.unitStandard);
  const language = languageOf(user);
  const saves: number[] = [];
  let rows = 0;
  for (let i = 0; i < requests; i++) {
    const document = (await loadDdr(user.orgId, editable.id))!;
    const saved = document.saved[section.id]!;
    const formValue = toFormValue(section, saved.value, system, language, 0);
    rows = (formValue.rows as unknown[]).length;
    const form = {
      intent: "save",
      sectionId: section.id,
      version: String(saved.version),
      ...flatten(formValue),
    };
    const result = await timed(() => call(ddrAction, path(editable), { cookie, form }));
    if (result.status !== 302) {
      // Say which fields were refused, so a broken run tells why.
      const reply = await (await call(ddrAction, path(editable), { cookie, form })).text();
      const refused = /"error":(\{[^}]*\})/.exec(reply)?.[1] ?? "";
      throw new Error(`saving the time log answered ${result.status} ${refused}`);
    }
    saves.push(result.ms);
  }
  // The largest page the row limits allow, measured over HTTP by ddr.mjs.
  const limits = await ensureLimitsReport(engine.db, { id: user.id, orgId: user.orgId });
  console.log(
    JSON.stringify({
      wells,
      reports: reports.length,
      loads,
      saves,
      timeLogRows: rows,
      limits: { ...limits, rows: rowsAtLimits() },
    }),
  );
} finally {
  await engine.close();
}

/** Form field names as conform writes them: `rows[0].fromTime`. */
function flatten(value: SectionFormValue): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, entry] of Object.entries(value)) {
    if (Array.isArray(entry)) {
      entry.forEach((row, index) => {
        for (const [column, text] of Object.entries(row)) {
          if (text !== undefined) fields[`${name}[${index}].${column}`] = text;
        }
      });
    } else if (entry !== undefined) {
      fields[name] = entry;
    }
  }
  return fields;
}
