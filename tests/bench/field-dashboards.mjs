// Field dashboards at field scale: `npm run seed -- --wells 50 --days 365` in a data folder of
// its own (its 50 benchmark wells share one field), then
// - each field series' build time in process (target ≤ 100 ms), rows, Arrow and drawn SVG size;
// - the field dashboard page (/dashboard/drilling-program-field, only the depth vs days of every
//   well) in headless Chromium: its first chart drawn, against the well bench's static page with
//   the 365-day well's depth vs days (target ≤ 1.5×), the two loaded in turns; and the server's
//   part alone.
// Environment: BENCH_DASHBOARD_RUNS (page loads, 40), BENCH_FRESH=1 (seed again).
import path from "node:path";

import { launchForMeasuring, loadOnce, memoryServer, timedPageLoad } from "./browser.mjs";
import {
  kB,
  median,
  ms,
  oneTileDashboard,
  prepareDataDir,
  runTimings,
  startServer,
  stopServer,
} from "./lib.mjs";

function prepare(dataDir, print) {
  const seeded = prepareDataDir(dataDir, { wells: 50, days: 365, field: true });
  if (!seeded.reused) print(`seeded the 50-well field in ${(seeded.ms / 1000).toFixed(1)} s`);
}

export async function runField(context, reference) {
  const dataDir = path.join(path.dirname(context.dataDir), ".data-field");
  context.print("");
  prepare(dataDir, context.print);
  const figures = runTimings("tests/bench/field-timings.ts", [7], dataDir);
  context.print(
    `field dashboards: ${figures.field}, ${figures.wells} wells, ${figures.reports} daily reports`,
  );
  context.print(
    "series per field tile type (median of 7 builds, in process; Arrow IPC; chart drawn at 12×9):",
  );
  let slowest = 0;
  for (const tile of figures.tiles) {
    const built = median(tile.times);
    slowest = Math.max(slowest, built);
    context.print(
      `  ${tile.type.padEnd(24)} ${ms(built).padStart(9)}  ${String(tile.rows).padStart(6)} rows  ` +
        `Arrow ${kB(tile.arrowBytes).padStart(8)}  SVG ${kB(tile.svgBytes).padStart(8)}`,
    );
  }
  context.print(`slowest field series ${ms(slowest)} (target ≤ 100 ms each)`);
  if (!reference) {
    context.print("field page skipped: the well bench's static page was not measured");
    return;
  }
  await fieldPage(context, dataDir, figures, reference);
}

async function fieldPage(context, dataDir, figures, reference) {
  const { chromium } = await import("@playwright/test");
  const runs = Number(process.env.BENCH_DASHBOARD_RUNS ?? 40);
  const port = context.port; // the well bench's server has stopped
  const { child } = await startServer({ buildName: context.buildName, dataDir, port });
  let browserInstance;
  let closeMemory;
  try {
    const field = "/dashboard/drilling-program-field";
    const { url, cookie, cookies } = await oneTileDashboard(
      port,
      "manager",
      figures.wellId,
      field,
      {
        id: "depth-0",
        type: "fieldDepthVsDays",
      },
    );

    const answers = [];
    for (let i = 0; i < 200; i++) answers.push(await timedPageLoad(`${url}${field}`, cookie));
    context.print(
      `${field} (every well's depth vs days) from the server alone: median ` +
        `${ms(median(answers.slice(100).map((a) => a.ms)))} over answers 101–200, ` +
        `${kB(answers.at(-1).bytes)} of HTML`,
    );

    const memory = await memoryServer({ "/chart": reference.staticPage }, url);
    closeMemory = memory.close;
    browserInstance = await launchForMeasuring(chromium);
    const samples = { field: [], reference: [] };
    for (let i = 0; i <= runs; i++) {
      const page = await loadOnce(browserInstance, cookies, `${url}${field}`);
      const still = await loadOnce(browserInstance, [], `${memory.url}/chart`);
      if (i > 0) {
        samples.field.push(page);
        samples.reference.push(still);
      }
    }
    const pick = (set, key) => median(samples[set].map((sample) => sample[key]));
    const drawn = pick("field", "chartMs");
    const referenceDrawn = pick("reference", "chartMs");
    context.print(`${field}, ${runs} fresh loads in turns with the static page (medians):`);
    context.print(
      `  first chart drawn ${ms(drawn)}; the well bench's static page (the 365-day well's depth ` +
        `vs days) ${ms(referenceDrawn)} = ${(drawn / referenceDrawn).toFixed(2)}× (target ≤ 1.5×)`,
    );
    context.print(
      `  document answered ${ms(pick("field", "responseMs"))}; transferred ` +
        `${kB(pick("field", "bytes"))}, of which JavaScript ${kB(pick("field", "jsBytes"))}`,
    );
  } finally {
    await browserInstance?.close();
    closeMemory?.();
    await stopServer(child);
  }
}
