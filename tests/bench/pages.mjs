// The pages people live in, as whole pages in headless Chromium (issue 22), on a 365-day well
// (`npm run seed -- --wells 1 --days 365`, a data folder of its own), admin signed in, no cache:
// - the floor: a static page holding only the dashboard's first chart, served gzipped from memory;
// - /dashboard/one-page in its default arrangement (every tile), warm, and right after a section
//   save changed the well's data (its charts drawn afresh);
// - /form/daily-drilling-report on the well's busiest day (most time-log rows).
// Every page is loaded in every round, in a new random order each round. Printed per page
// (medians): document answered, first content, first chart, hydrated, HTML and JavaScript bytes,
// requests; then the documents' server time alone beside the DDR loader's, in process.
// No peer is printed: none is measured in this run.
// Environment: BENCH_PAGE_RUNS (rounds, 15); BENCH_PAGES_COMPARE=label=/checkout,… measures the
// builds of other checkouts (each built there into build/, with its own copy of the data) in the
// same rounds, e.g. the code before a change.
import { cpSync, rmSync } from "node:fs";
import path from "node:path";

import { browserPath, loadPage, memoryServer, timedPageLoad } from "./browser.mjs";
import {
  baseUrl,
  browserCookies,
  kB,
  median,
  ms,
  poster,
  prepareDataDir,
  ROOT,
  runTimings,
  signIn,
  startServer,
  stopServer,
} from "./lib.mjs";

export const name = "pages";
export const title =
  "Whole pages: the default one-page dashboard and a busy DDR day (365-day well)";

function shuffled(values) {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** A build to measure: this checkout's, or another's named in BENCH_PAGES_COMPARE. */
function builds(context) {
  const own = { label: "this build", root: ROOT, buildName: context.buildName };
  const others = (process.env.BENCH_PAGES_COMPARE ?? "")
    .split(",")
    .filter(Boolean)
    .map((entry) => {
      const [label, root] = entry.split("=");
      return { label, root: path.resolve(root), buildName: "build" };
    });
  return [...others, own];
}

/** A signed-in server on its own copy of the data, with the well selected and the default layout. */
async function serve(build, index, context, dataDir, day) {
  const ownData = index === 0 ? dataDir : `${dataDir}-${index}`;
  const port = context.port + 10 + index;
  const url = baseUrl(port);
  const { child } = await startServer({ ...build, dataDir: ownData, port });
  const { cookie } = await signIn(port, "admin");
  const post = poster(url, cookie);
  await post("/field/well", { intent: "select", wellId: String(day.wellId) });
  await post("/dashboard/one-page", { intent: "reset" });
  const ddr = (date) => `/form/daily-drilling-report?well=${day.wellId}&date=${date}`;
  // A section save on the well's editable report, at the version the page read: the dashboard
  // loaded next draws its charts afresh.
  const saveSection = async () => {
    if (!day.editable) throw new Error("the well has no editable report to save");
    const address = ddr(day.editable.date);
    const data = await (
      await fetch(`${url}${address}&_data=routes/_app.form.daily-drilling-report`, {
        headers: { Cookie: cookie },
      })
    ).json();
    const version = data.document?.saved?.environmental?.version;
    if (version === undefined) throw new Error("the editable report has no environmental section");
    const response = await post(address, {
      intent: "save",
      sectionId: "environmental",
      version: String(version),
    });
    if (response.status !== 302) throw new Error(`the section save answered ${response.status}`);
  };
  // A person's browser has run the app's scripts on the sign-in page before it opens a
  // dashboard, and says so (app/document/scripts-cookie.ts).
  const cookies = [...browserCookies(cookie, url), { name: "scripts", value: "1", url }];
  return { build, child, url, cookie, cookies, ddr: ddr(day.date), saveSection };
}

export async function run(context) {
  const dataDir = path.join(path.dirname(context.dataDir), ".data-pages");
  prepareDataDir(dataDir, { wells: 1, days: 365 });
  const day = runTimings("tests/bench/busy-day.ts", [20], dataDir);
  let chromium;
  try {
    ({ chromium } = await import("@playwright/test"));
  } catch {
    context.print("browser figures skipped: @playwright/test is not installed");
    return;
  }
  const rounds = Number(process.env.BENCH_PAGE_RUNS ?? 15);
  const servers = [];
  let browser;
  let closeMemory;
  try {
    const measured = builds(context);
    // Every other build gets its own copy of the data, taken while no server holds it.
    for (let index = 1; index < measured.length; index++) {
      rmSync(`${dataDir}-${index}`, { recursive: true, force: true });
      cpSync(dataDir, `${dataDir}-${index}`, { recursive: true });
    }
    for (const [index, build] of measured.entries()) {
      servers.push(await serve(build, index, context, dataDir, day));
    }
    // The floor: the default dashboard's first chart alone on a static page.
    const first = servers[0];
    const html = await (
      await fetch(`${first.url}/dashboard/one-page`, { headers: { Cookie: first.cookie } })
    ).text();
    const chart = html.match(/<div class="chart"[\s\S]*?<\/figure><\/div>/)?.[0];
    if (!chart) throw new Error("the dashboard page holds no drawn chart");
    const floor =
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Chart</title></head>` +
      `<body><h1>Chart</h1>${chart}</body></html>`;
    const memory = await memoryServer({ "/chart": floor }, first.url);
    closeMemory = memory.close;

    // The documents' server time alone, asked for as a browser asks (after 20 warm-ups each).
    const alone = [];
    for (const server of servers) {
      for (const [label, address] of [
        ["dashboard", "/dashboard/one-page"],
        ["DDR", server.ddr],
      ]) {
        const times = [];
        for (let i = 0; i < 40; i++) {
          const answer = await timedPageLoad(`${server.url}${address}`, server.cookie);
          if (answer.status !== 200) throw new Error(`${address} answered ${answer.status}`);
          if (i >= 20) times.push(answer.ms);
        }
        alone.push({ server, label, ms: median(times) });
      }
    }

    browser = await chromium.launch({
      executablePath: browserPath(),
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
    });
    // The headless shell names itself HeadlessChrome, which the app answers as a crawler (the
    // whole page at once); a person's Chromium is answered as such.
    const probe = await browser.newPage();
    const userAgent = (await probe.evaluate(() => navigator.userAgent)).replace(
      "HeadlessChrome",
      "Chrome",
    );
    await probe.close();
    const targets = [
      {
        key: "floor",
        label: "floor (static chart)",
        cookies: [],
        url: `${memory.url}/chart`,
        chart: true,
        hydrates: false,
      },
    ];
    for (const server of servers) {
      const prefix = servers.length > 1 ? `${server.build.label}: ` : "";
      targets.push(
        {
          key: `${prefix}dashboard`,
          label: `${prefix}/dashboard/one-page, default tiles`,
          cookies: server.cookies,
          url: `${server.url}/dashboard/one-page`,
          chart: true,
        },
        {
          key: `${prefix}dashboard-cold`,
          label: `${prefix}  … right after a section save`,
          cookies: server.cookies,
          url: `${server.url}/dashboard/one-page`,
          chart: true,
          before: server.saveSection,
        },
        {
          key: `${prefix}ddr`,
          label: `${prefix}DDR editor, busy day`,
          cookies: server.cookies,
          url: `${server.url}${server.ddr}`,
          chart: false,
        },
      );
    }
    const samples = new Map(targets.map((target) => [target.key, []]));
    for (let round = 0; round <= rounds; round++) {
      for (const target of shuffled(targets)) {
        await target.before?.();
        const sample = await loadPage(browser, target.cookies, target.url, {
          ...target,
          userAgent,
        });
        // Round 0 warms the servers' caches and the browser's first start.
        if (round > 0) samples.get(target.key).push(sample);
      }
    }
    const pick = (key, field) => median(samples.get(key).map((sample) => sample[field]));
    const floorChart = pick("floor", "chartMs");
    context.print(
      `well ${day.wellId}, busy day ${day.date} (${day.timeLogRows} time-log rows); ` +
        `${path.basename(browserPath())} ${browser.version()}, ${rounds} shuffled rounds (medians)`,
    );
    context.print(
      `${"page".padEnd(44)} ${"document".padStart(9)} ${"content".padStart(9)} ${"chart".padStart(16)} ` +
        `${"hydrated".padStart(16)} ${"HTML".padStart(9)} ${"(sent)".padStart(9)} ${"JS sent".padStart(9)} req`,
    );
    for (const target of targets) {
      const ratio = (value) => (Number.isNaN(value) ? "" : ` ${(value / floorChart).toFixed(1)}×`);
      const chartMs = pick(target.key, "chartMs");
      const hydratedMs = pick(target.key, "hydratedMs");
      context.print(
        `${target.label.padEnd(44)} ${ms(pick(target.key, "responseMs")).padStart(9)} ` +
          `${ms(pick(target.key, "contentMs")).padStart(9)} ` +
          `${(target.chart ? ms(chartMs) + ratio(chartMs) : "–").padStart(16)} ` +
          `${(target.key === "floor" ? "–" : ms(hydratedMs) + ratio(hydratedMs)).padStart(16)} ` +
          `${kB(pick(target.key, "htmlBytes")).padStart(9)} ${kB(pick(target.key, "htmlSent")).padStart(9)} ` +
          `${kB(pick(target.key, "jsBytes")).padStart(9)} ${pick(target.key, "requests")}`,
      );
    }
    context.print(
      "targets (issue 22): dashboard first chart ≤ 1.5× the floor, hydrated ≤ 5×; DDR busy day " +
        "HTML ≤ 150 kB, JS ≤ 150 kB gzip, hydrated ≤ 6× the floor's chart, document ≤ 2× its loader",
    );
    const loader = median(day.loaderMs);
    for (const { server, label, ms: documentMs } of alone) {
      const prefix = servers.length > 1 ? `${server.build.label}: ` : "";
      context.print(
        `${prefix}${label} document from the server alone: ${ms(documentMs)}` +
          (label === "DDR"
            ? ` beside its loader in process ${ms(loader)} = ${(documentMs / loader).toFixed(1)}×`
            : ""),
      );
    }
  } finally {
    await browser?.close();
    closeMemory?.();
    for (const server of servers) await stopServer(server.child);
  }
}
