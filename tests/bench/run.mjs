// npm run bench: prints speed figures; it never fails on a slow number, only on a broken run.
//
// Each section is a module exporting `name`, `title` and `run(context)`; add one to SECTIONS to
// report a new figure. Sections share one build and one data folder (demo data plus the
// benchmark wells). Environment:
//   BENCH_ONLY=server,ddr     run only these sections (server, ddr, activity, afe, dashboards, pages, load)
//   BENCH_BUILD=0             reuse an existing build-bench/ instead of building
//   BENCH_FRESH=1             re-seed the data folder even when it holds the wanted set
//   BENCH_WELLS / BENCH_DAYS  size of the benchmark set (30 × 120)
//   BENCH_RUNS / BENCH_REQUESTS  cold starts and timed requests per figure (5 / 40)
//   BENCH_PORT                port of the server under test (3390)
import path from "node:path";

import * as activity from "./activity.mjs";
import * as afe from "./afe.mjs";
import * as dashboards from "./dashboards.mjs";
import * as ddr from "./ddr.mjs";
import * as load from "./load.mjs";
import * as pages from "./pages.mjs";
import { buildApp, ms, prepareDataDir, ROOT } from "./lib.mjs";
import * as server from "./server.mjs";

const SECTIONS = [server, ddr, activity, afe, dashboards, pages, load];

const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim());
const context = {
  buildName: process.env.BENCH_BUILD_NAME ?? "build-bench",
  dataDir: path.resolve(ROOT, process.env.BENCH_DATA_DIR ?? "tests/bench/.data"),
  port: Number(process.env.BENCH_PORT ?? 3390),
  set: {
    wells: Number(process.env.BENCH_WELLS ?? 30),
    days: Number(process.env.BENCH_DAYS ?? 120),
  },
  runs: {
    coldStart: Number(process.env.BENCH_RUNS ?? 5),
    requests: Number(process.env.BENCH_REQUESTS ?? 40),
  },
  print: (line) => console.log(`  ${line}`),
};

function shown(folder) {
  const relative = path.relative(ROOT, folder);
  return relative.startsWith("..") ? folder : relative;
}

console.log(`Drillbook benchmark (node ${process.version}, ${new Date().toISOString()})`);
const build = buildApp(context.buildName);
console.log(build.reused ? `build: reused ${context.buildName}/` : `build: ${ms(build.ms)}`);
const data = prepareDataDir(context.dataDir, context.set);
console.log(
  `data: demo data + ${context.set.wells} wells × ${context.set.days} days in ${shown(context.dataDir)}` +
    (data.reused ? " (reused)" : ` (seeded in ${(data.ms / 1000).toFixed(1)} s)`),
);

let failed = false;
for (const section of SECTIONS) {
  if (only && !only.includes(section.name)) continue;
  console.log(`\n${section.title}`);
  try {
    await section.run(context);
  } catch (error) {
    failed = true;
    console.log(`  could not measure: ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.exit(failed ? 1 : 0);
