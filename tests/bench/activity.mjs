// Drilling-activity report form: loader (open a casing report) and action (save its tally),
// server time on the benchmark set, measured in process by activity-timings.ts on the same data
// folder. Target as the DDR's: ≤ 50 ms p95 (printed, never asserted).
import { spawnSync } from "node:child_process";
import path from "node:path";

import { ROOT, summary } from "./lib.mjs";

export const name = "activity";
export const title = "Drilling-activity report form (server time, in process)";

export async function run(context) {
  const result = spawnSync(
    path.join(ROOT, "node_modules/.bin/tsx"),
    [
      "--import",
      "./tests/bench/css-stub.mjs",
      "tests/bench/activity-timings.ts",
      String(context.runs.requests),
    ],
    {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, DATA_DIR: context.dataDir, DATABASE_URL: "", NODE_ENV: "production" },
    },
  );
  if (result.status !== 0) throw new Error(result.stderr.trim().split("\n").slice(-3).join(" "));
  const figures = JSON.parse(result.stdout.trim().split("\n").pop());
  const set = `${figures.wells} wells, ${figures.reports} casing reports of ${figures.joints} joints`;
  context.print(`open a casing report (loader, ${set}): ${summary(figures.loads)}`);
  context.print(
    `save its tally (action, ${figures.joints} joints, incl. validation): ${summary(figures.saves)}`,
  );
}
