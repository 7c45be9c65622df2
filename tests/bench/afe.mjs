// The planner's AFE against actual for one well (issue 6): server time, in process.
import { runTimings, summary } from "./lib.mjs";

export const name = "afe";
export const title = "AFE vs actual (server time, in process)";

export async function run(context) {
  const figures = runTimings(
    "tests/bench/afe-timings.ts",
    [context.runs.requests],
    context.dataDir,
  );
  context.print(
    `computeAfeVsActual (${figures.well}: ${figures.days} days, ${figures.lines} cost lines): ` +
      `${summary(figures.times)} (target < 20 ms)`,
  );
}
