// Drilling-activity report form: loader (open a casing report) and action (save its tally),
// server time on the benchmark set, measured in process by activity-timings.ts on the same data
// folder. Target as the DDR's: ≤ 50 ms p95 (printed, never asserted).
import { runTimings, summary } from "./lib.mjs";

export const name = "activity";
export const title = "Drilling-activity report form (server time, in process)";

export async function run(context) {
  const figures = runTimings(
    "tests/bench/activity-timings.ts",
    [context.runs.requests],
    context.dataDir,
  );
  const set = `${figures.wells} wells, ${figures.reports} casing reports of ${figures.joints} joints`;
  context.print(`open a casing report (loader, ${set}): ${summary(figures.loads)}`);
  context.print(
    `save its tally (action, ${figures.joints} joints, incl. validation): ${summary(figures.saves)}`,
  );
}
