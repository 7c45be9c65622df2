// Field dashboards at field scale: `npm run seed -- --wells 50 --days 365` in a data folder of
// its own (its 50 benchmark wells share one field), then
// - each field series' build time in process (target ≤ 100 ms), rows, Arrow and drawn SVG size;
// - the field dashboard page (/dashboard/drilling-program-field, only the depth vs days of every
//   well) in headless Chromium: its first chart drawn, against the well bench's static page with
//   the 365-day well's depth vs days (target ≤ 1.5×), the two loaded in turns; and the server's
//   part alone.
// Environment: BENCH_DASHBOARD_RUNS (page loads, 40), BENCH_FRESH=1 (seed again).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { browserPath, loadOnce, memoryServer, timedPageLoad } from "./browser.mjs";
import {
  baseUrl,
  browserCookies,
  median,
  ms,
  ROOT,
  poster,
  runTimings,
  signIn,
  startServer,
  stopServer,
} from "./lib.mjs";

const SET = JSON.stringify({ wells: 50, days: 365, field: true });
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

function prepare(dataDir, print) {
  const marker = path.join(dataDir, "bench-set.json");
  if (process.env.BENCH_FRESH !== "1" && existsSync(marker)) {
    if (readFileSync(marker, "utf8") === SET) return;
  }
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const started = performance.now();
  const seeded = spawnSync(
    path.join(ROOT, "node_modules/.bin/tsx"),
    ["app/demo/seed-cli.ts", "--wells", "50", "--days", "365"],
    { cwd: ROOT, encoding: "utf8", env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
  );
  if (seeded.status !== 0) throw new Error(`seeding the field failed:\n${seeded.stderr}`);
  print(`seeded the 50-well field in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  writeFileSync(marker, SET);
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
  const url = baseUrl(port);
  const { child } = await startServer({ buildName: context.buildName, dataDir, port });
  let browserInstance;
  let closeMemory;
  try {
    const { cookie } = await signIn(port, "manager");
    const post = poster(url, cookie);
    await post("/field/well", { intent: "select", wellId: String(figures.wellId) });
    const field = "/dashboard/drilling-program-field";
    const tiles = [{ id: "depth-0", type: "fieldDepthVsDays", x: 0, y: 0, w: 12, h: 9 }];
    await post(field, { intent: "save", tiles: JSON.stringify(tiles) });

    const answers = [];
    for (let i = 0; i < 200; i++) answers.push(await timedPageLoad(`${url}${field}`, cookie));
    context.print(
      `${field} (every well's depth vs days) from the server alone: median ` +
        `${ms(median(answers.slice(100).map((a) => a.ms)))} over answers 101–200, ` +
        `${kB(answers.at(-1).bytes)} of HTML`,
    );

    const memory = await memoryServer({ "/chart": reference.staticPage }, url);
    closeMemory = memory.close;
    browserInstance = await chromium.launch({
      executablePath: browserPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
    const cookies = browserCookies(cookie, url);
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
