// Well dashboards (issue 7) on a 365-day well at the density, in a data folder of its own
// (demo data + BM-001, densified by dashboard-timings.ts): series build time and Arrow against
// JSON per tile type, then the one-page dashboard with only a depth-vs-days tile in headless
// Chromium: time until the first chart is drawn, against a static page holding only the same
// chart measured alike (the target is relative to such a page) and against the dashboard's own
// page served from memory, bytes and JavaScript bytes transferred (as sent, gzip), requests.
// The browser is Debian's headless shell (package chromium-headless-shell) where it is installed,
// as Playwright's own headless mode uses: the full browser in headless mode also builds its
// address-bar pages for every new window, work that lands inside both measured loads on two cores
// (the static page took 86–99 ms there, 47–59 ms in the shell). Otherwise /usr/bin/chromium.
// Environment: BENCH_DASHBOARD_RUNS (page loads, 40: with 15 the ratio of two medians still
// moved by ±0.25 between runs on this two-core machine), CHROMIUM_PATH (the browser).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import {
  browserPath,
  launchForMeasuring,
  loadOnce,
  memoryServer,
  timedPageLoad,
} from "./browser.mjs";
import { runField } from "./field-dashboards.mjs";
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

export const name = "dashboards";
export const title = "Well dashboards (365-day well) and field dashboards (50 wells × 365 days)";

/** The 365-day well densified to the density; its counts kept beside the set. */
function prepare(dataDir) {
  const countsFile = path.join(dataDir, "bench-set.json.counts");
  prepareDataDir(dataDir, { wells: 1, days: 365, density: "issue-7" }, () => {
    const counts = runTimings("tests/bench/dashboard-timings.ts", ["densify"], dataDir);
    writeFileSync(countsFile, JSON.stringify(counts));
  });
  return JSON.parse(readFileSync(countsFile, "utf8"));
}

export async function run(context) {
  const dataDir = path.join(path.dirname(context.dataDir), ".data-dashboards");
  const counts = prepare(dataDir);
  context.print(
    `well ${counts.well}: ${counts.reports} reports, ${counts.timeLogRows} time-log rows, ` +
      `${counts.surveyStations} survey stations, ${counts.bitRuns} bit runs, ${counts.costLines} cost lines`,
  );

  const figures = runTimings("tests/bench/dashboard-timings.ts", ["series", 7], dataDir);
  context.print(
    "series per tile type (median build, in process; Arrow IPC stream vs JSON rows, both gzipped):",
  );
  let slowest = 0;
  let arrowTotal = 0;
  let jsonTotal = 0;
  for (const tile of figures.tiles) {
    if (tile.error) {
      context.print(`  ${tile.type.padEnd(20)} could not measure: ${tile.error}`);
      continue;
    }
    const built = median(tile.times);
    slowest = Math.max(slowest, built);
    arrowTotal += tile.arrowBytes;
    jsonTotal += tile.jsonBytes;
    context.print(
      `  ${tile.type.padEnd(20)} ${ms(built).padStart(9)}  ${String(tile.rows).padStart(5)} rows  ` +
        `Arrow ${kB(tile.arrowBytes).padStart(8)} / JSON ${kB(tile.jsonBytes).padStart(8)} ` +
        `(${(tile.arrowBytes / tile.jsonBytes).toFixed(2)}×)`,
    );
  }
  context.print(
    `slowest series ${ms(slowest)} (target < 30 ms each); all tiles Arrow ${kB(arrowTotal)} vs ` +
      `JSON ${kB(jsonTotal)} = ${(arrowTotal / jsonTotal).toFixed(2)}× (target ≤ 0.5×)`,
  );

  const reference = await browser(context, dataDir, figures);
  await runField(context, reference);
}

async function browser(context, dataDir, figures) {
  let chromium;
  try {
    ({ chromium } = await import("@playwright/test"));
  } catch {
    context.print("browser figures skipped: @playwright/test is not installed");
    return null;
  }
  const runs = Number(process.env.BENCH_DASHBOARD_RUNS ?? 40);
  const executablePath = browserPath();
  const port = context.port;
  const { child } = await startServer({ buildName: context.buildName, dataDir, port });
  let browserInstance;
  let closeMemory;
  try {
    const { url, cookie, cookies } = await oneTileDashboard(
      port,
      figures.user,
      figures.wellId,
      "/dashboard/one-page",
      {
        id: "depthVsDays-0",
        type: "depthVsDays",
      },
    );

    // The server's part alone: the whole page, read to the end, asked for as a browser loads a
    // page (fetch() would send its own Sec-Fetch-Mode). The first 100 answers warm the server up
    // as any server in use is (its compiled code settles only after the first hundred or so:
    // 21 ms over the first 20, 10 ms from the hundredth on); the browser loads come after them.
    const answers = [];
    for (let i = 0; i < 200; i++) {
      answers.push(await timedPageLoad(`${url}/dashboard/one-page`, cookie));
    }
    context.print(
      `/dashboard/one-page from the server alone: median ${ms(median(answers.slice(100).map((a) => a.ms)))} ` +
        `over answers 101–200 (the first 20: ${ms(median(answers.slice(0, 20).map((a) => a.ms)))}), ` +
        `for ${kB(answers.at(-1).bytes)} of HTML (charts drawn once per data revision)`,
    );

    // The reference the target is set against: a static page holding only the same chart,
    // pre-rendered, served gzipped from memory, measured the same way on the same machine. The
    // dashboard's own page is served from memory too (its scripts fetched once from the app),
    // which tells the page's part from the server's.
    const page = await (
      await fetch(`${url}/dashboard/one-page`, { headers: { Cookie: cookie } })
    ).text();
    const chart = page.match(/<div class="chart"[\s\S]*?<\/figure><\/div>/)?.[0];
    if (!chart) throw new Error("the dashboard page holds no drawn chart");
    const staticPage =
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Depth vs Days` +
      `</title></head><body><h1>Depth vs Days</h1>${chart}</body></html>`;
    const memory = await memoryServer({ "/chart": staticPage, "/dashboard": page }, url);
    closeMemory = memory.close;

    browserInstance = await launchForMeasuring(chromium, executablePath);
    // One warm-up load each (server caches, Chromium's first start), then fresh contexts: no
    // cache. The dashboard and the static page take turns so that both see the same machine;
    // the page from memory is measured after them, so it does not lengthen the server's idle
    // time between two dashboard loads.
    const samples = { dashboard: [], fromMemory: [], reference: [] };
    const measure = async (turns) => {
      for (let i = 0; i <= runs; i++) {
        for (const [name, target] of turns) {
          const sample = await loadOnce(browserInstance, target.cookies, target.url);
          if (i > 0) samples[name].push(sample);
        }
      }
    };
    await measure([
      ["dashboard", { cookies, url: `${url}/dashboard/one-page` }],
      ["reference", { cookies: [], url: `${memory.url}/chart` }],
    ]);
    await measure([["fromMemory", { cookies: [], url: `${memory.url}/dashboard` }]]);
    const pick = (set, key) => median(samples[set].map((sample) => sample[key]));
    const drawn = pick("dashboard", "chartMs");
    const referenceDrawn = pick("reference", "chartMs");
    const fromMemory = pick("fromMemory", "chartMs");
    context.print(
      `/dashboard/one-page, depth vs days only, ${path.basename(executablePath)} ` +
        `${browserInstance.version()}, ${runs} fresh loads (medians):`,
    );
    context.print(
      `  first chart drawn ${ms(drawn)} after navigation start; the static page with the same ` +
        `chart ${ms(referenceDrawn)} (${kB(memory.bytes["/chart"])} gzipped) = ` +
        `${(drawn / referenceDrawn).toFixed(2)}× (target ≤ 1.5×)`,
    );
    context.print(
      `  the same dashboard page served from memory: first chart drawn ${ms(fromMemory)} = ` +
        `${(fromMemory / referenceDrawn).toFixed(2)}× (the rest is the app server's part)`,
    );
    context.print(
      `  document answered ${ms(pick("dashboard", "responseMs"))} (the static page ` +
        `${ms(pick("reference", "responseMs"))}); DOMContentLoaded ` +
        `${ms(pick("dashboard", "domMs"))}`,
    );
    context.print(
      `  transferred ${kB(pick("dashboard", "bytes"))}, of which JavaScript ` +
        `${kB(pick("dashboard", "jsBytes"))} in ${pick("dashboard", "jsRequests")} files ` +
        `(target ≤ 200 kB gzipped JS); ${pick("dashboard", "requests")} requests`,
    );
    // The field dashboards measure their first chart against this same static page.
    return { staticPage };
  } finally {
    await browserInstance?.close();
    closeMemory?.();
    await stopServer(child);
  }
}
