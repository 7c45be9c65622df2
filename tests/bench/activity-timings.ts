/**
 * Server time of the drilling-activity report form on the benchmark data set, measured in
 * process (the route's loader and action called as Remix calls them, no network): opening a
 * casing report with its tally and saving that tally. The benchmark wells get one draft casing
 * report each the first time (an 80-joint string, the length of a long intermediate run), written
 * through the form as an engineer would. Run by tests/bench/activity.mjs with tsx; prints one
 * JSON line.
 *
 *   DATA_DIR=… tsx --import ./tests/bench/css-stub.mjs tests/bench/activity-timings.ts <requests>
 */
import { setEngine } from "~/db/db.server";
import { migrateToLatest, openEngine } from "~/db/engine.server";
import { createRandom } from "~/demo/generator/random";
import {
  action as formAction,
  loader as formLoader,
} from "~/routes/_app.form.drilling-activity.$type";
import { action as loginAction } from "~/routes/_auth.login";

import { call, cookieFrom } from "../support/requests";
import { ensureStatistics } from "./statistics";

const requests = Number(process.argv[2] ?? 40);
const JOINTS = 80;
const engine = await openEngine({ dataDir: process.env.DATA_DIR });
await migrateToLatest(engine.db);
await ensureStatistics(engine.db);
setEngine(Promise.resolve(engine));

const formPath = (wellId: number, id?: number) =>
  `/form/drilling-activity/casing?well=${wellId}${id ? `&id=${id}` : ""}`;

/** The tally as the form posts it: `tally[3].length`. */
function casingForm(version: number): Record<string, string> {
  const form: Record<string, string> = {
    intent: "save",
    sectionId: "casingRun",
    version: String(version),
    stringType: "intermediate",
    holeSize: "12.25",
    od: "9.625",
    weight: "47",
    grade: "L80",
    thread: "BTC",
    shoeTrackJoints: "2",
  };
  for (let index = 0; index < JOINTS; index++) {
    form[`tally[${index}].jointNo`] = String(index + 1);
    form[`tally[${index}].length`] = (39 + (index % 7) * 0.25).toFixed(2);
    form[`tally[${index}].od`] = "9.625";
    form[`tally[${index}].grade`] = "L80";
    form[`tally[${index}].thread`] = "BTC";
  }
  return form;
}

try {
  const login = await call(loginAction, "/login", {
    form: { username: "engineer", password: "drillbook", redirectTo: "/" },
  });
  const cookie = cookieFrom(login);
  if (!cookie) throw new Error("engineer could not sign in");
  const wells = await engine.db
    .selectFrom("wells as w")
    .innerJoin("reports as r", "r.well_id", "w.id")
    .select(["w.id", (eb) => eb.fn.min("r.report_date").as("first")])
    .where("w.name", "like", "BM-%")
    .where("r.kind", "=", "ddr")
    .groupBy("w.id")
    .execute();
  if (wells.length === 0)
    throw new Error("no benchmark wells: run npm run seed -- --wells N first");

  /** A draft casing report with an 80-joint tally on a well, written through the form. */
  const createCasing = async (wellId: number, reportDate: string) => {
    const created = await call(formAction, formPath(wellId), {
      cookie,
      form: { intent: "create", reportDate },
      params: { type: "casing" },
    });
    const id = Number(
      new URL(created.headers.get("location") ?? "/", "http://x").searchParams.get("id"),
    );
    if (!id) throw new Error(`creating a casing report answered ${created.status}`);
    const saved = await call(formAction, formPath(wellId, id), {
      cookie,
      form: casingForm(0),
      params: { type: "casing" },
    });
    if (saved.status !== 302) throw new Error(`saving a tally answered ${saved.status}`);
  };
  // Every benchmark well gets a draft casing report once, kept in the data folder: opened by
  // the loader beside the wells' own casing reports, and resaved by the action.
  const drafts = await engine.db
    .selectFrom("reports")
    .select("well_id")
    .where("kind", "=", "casing")
    .where("status", "=", "draft")
    .execute();
  const withDraft = new Set(drafts.map((row) => row.well_id));
  for (const well of wells) {
    if (!withDraft.has(well.id)) await createCasing(well.id, String(well.first).slice(0, 10));
  }
  const reports = await engine.db
    .selectFrom("reports as r")
    .innerJoin("report_sections as s", "s.report_id", "r.id")
    .select(["r.id", "r.well_id", "r.status", "s.version"])
    .where("r.kind", "=", "casing")
    .where("s.section_id", "=", "casingRun")
    .where(
      "r.well_id",
      "in",
      wells.map((well) => well.id),
    )
    .execute();

  const timed = async (run: () => Promise<Response>) => {
    const started = performance.now();
    const response = await run();
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  };
  const random = createRandom("activity-bench");

  for (let i = 0; i < 5; i++) {
    const report = random.pick(reports);
    await call(formLoader, formPath(report.well_id, report.id), {
      cookie,
      params: { type: "casing" },
    });
  }
  const loads: number[] = [];
  for (let i = 0; i < requests; i++) {
    const report = random.pick(reports);
    const result = await timed(() =>
      call(formLoader, formPath(report.well_id, report.id), { cookie, params: { type: "casing" } }),
    );
    if (result.status !== 200) throw new Error(`loader answered ${result.status}`);
    loads.push(result.ms);
  }

  // Saving: one report's tally, resaved at its current version each time.
  const report = reports.find((candidate) => candidate.status === "draft")!;
  let version = report.version;
  const saves: number[] = [];
  for (let i = 0; i < requests; i++) {
    const form = casingForm(version);
    const result = await timed(() =>
      call(formAction, formPath(report.well_id, report.id), {
        cookie,
        form,
        params: { type: "casing" },
      }),
    );
    if (result.status !== 302) throw new Error(`saving the tally answered ${result.status}`);
    version += 1;
    saves.push(result.ms);
  }
  console.log(
    JSON.stringify({ wells: wells.length, reports: reports.length, joints: JOINTS, loads, saves }),
  );
} finally {
  await engine.close();
}
