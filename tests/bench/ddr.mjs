// Daily drilling report form: loader (open a report) and action (save its time log), server
// time on the benchmark set, measured in process by ddr-timings.ts on the same data folder.
import { spawnSync } from "node:child_process";
import path from "node:path";

import { ROOT, summary } from "./lib.mjs";

export const name = "ddr";
export const title = "Daily drilling report form (server time, in process)";

export async function run(context) {
  const result = spawnSync(
    path.join(ROOT, "node_modules/.bin/tsx"),
    [
      "--import",
      "./tests/bench/css-stub.mjs",
      "tests/bench/ddr-timings.ts",
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
  const set = `${figures.wells} wells, ${figures.reports} reports`;
  context.print(`open a DDR (loader, ${set}): ${summary(figures.loads)}`);
  context.print(
    `save the time log (action, ${figures.timeLogRows} rows, incl. validation): ${summary(figures.saves)}`,
  );
}
