// 200 people at 06:00: each signed in with a session of their own, opening their DDR, saving its
// general section (version-checked, their own report, so a conflict is a failure, not load) and
// opening the one-page dashboard every third round; with autocannon, on the PostgreSQL server
// with one app process per core (WEB_CONCURRENCY) and on the embedded database (one process).
// Prints latency percentiles per kind of request, errors, throughput and the server's memory.
// Environment:
//   BENCH_LOAD_USERS (200), BENCH_LOAD_SECONDS (60 per database, as issue 24 asks)
//   BENCH_APP_LOG             a file for the app's access log (one line per answered request)
//   BENCH_DATABASE_URL        a PostgreSQL server (default TEST_DATABASE_URL): a database of
//                             the run's own is made on it and dropped afterwards
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import autocannon from "autocannon";
import pg from "pg";

import { baseUrl, ms, percentile, ROOT, stopServer } from "./lib.mjs";

export const name = "load";
export const title = "Load: people saving their DDR at 06:00 (autocannon, every core)";

const GENERAL = {
  rigName: "Rig L",
  wellbore: "OH",
  mdAtReport: "1500",
  holeSize: "12.25",
  summary24h: "Drilled from 1,200 ft to 1,500 ft.",
  forecast24h: "Drill ahead to casing point.",
  supervisor: "A. Supervisor",
};

export async function run(context) {
  const people = Number(process.env.BENCH_LOAD_USERS ?? 200);
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const database = await scratchDatabase(serverUrl);
    try {
      await measure(context, {
        label: `PostgreSQL, ${availableParallelism()} app processes (one per core)`,
        env: { DATABASE_URL: database.url },
        people,
        seconds,
      });
    } finally {
      await database.drop();
    }
  } else {
    context.print("PostgreSQL: not measured (set BENCH_DATABASE_URL to a server)");
  }
  // The embedded run works on a copy of the benchmark data, so the people it adds stay there.
  const dataDir = `${context.dataDir}-load`;
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(context.dataDir, dataDir, {
    recursive: true,
    filter: (source) => path.basename(source) !== "drillbook.lock",
  });
  try {
    await measure(context, {
      label: "embedded database, one app process",
      env: { DATA_DIR: dataDir, DATABASE_URL: "" },
      people,
      seconds,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function scratchDatabase(serverUrl) {
  const database = `drillbook_bench_load_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${database} with (force)`);
      await cleanup.end();
    },
  };
}

/** Makes the people and their reports (before the server holds the data), then the run. */
async function measure(context, { label, env, people, seconds }) {
  const started = performance.now();
  const setup = spawnSync(
    path.join(ROOT, "node_modules/.bin/tsx"),
    ["--import", "./tests/bench/css-stub.mjs", "tests/bench/load-setup.ts", String(people)],
    {
      cwd: ROOT,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, ...env, NODE_ENV: "production", COOKIE_SECURE: "false" },
    },
  );
  if (setup.status !== 0)
    throw new Error(setup.stderr.trim().split("\n").slice(-3).join(" ") || "setup failed");
  const { people: ready } = JSON.parse(setup.stdout.trim().split("\n").pop());
  context.print(
    `${label}: ${ready.length} people signed in, each with a draft DDR of their own ` +
      `(set up in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  const server = await startApp(context, env);
  try {
    const url = baseUrl(context.port);
    // A few of each page first, so every process has compiled its code; not counted. One left
    // unanswered is named instead of holding the run up for ever.
    const warm = ready.slice(0, 2 * availableParallelism()).flatMap((person) =>
      [
        `/form/daily-drilling-report?well=${person.wellId}&date=${person.date}`,
        "/dashboard/one-page",
      ].map(async (page) => {
        const started = performance.now();
        try {
          const response = await fetch(`${url}${page}`, {
            headers: { cookie: person.cookie },
            signal: AbortSignal.timeout(120_000),
          });
          await response.arrayBuffer();
        } catch (error) {
          throw new Error(
            `warm-up ${page} unanswered after ${ms(performance.now() - started)}: ` +
              (error instanceof Error ? error.message : String(error)),
          );
        }
      }),
    );
    await Promise.all(warm);
    const before = rssMb(server.pid);
    const figures = await load(url, ready, seconds);
    const after = rssMb(server.pid);
    const line = (kind) => {
      const times = figures.times[kind];
      if (times.length === 0) return "none answered within the run";
      return (
        `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, ` +
        `p99 ${ms(percentile(times, 99))}, n=${times.length}`
      );
    };
    context.print(`  save a DDR section (POST, version-checked): ${line("save")}`);
    context.print(`  open the DDR (whole page): ${line("ddr")}`);
    context.print(`  open the one-page dashboard: ${line("dashboard")}`);
    const unexpected = Object.entries(figures.unexpected)
      .map(([what, count]) => `${count} × ${what}`)
      .join(", ");
    context.print(
      `  ${figures.requests} answers in ${seconds} s = ${(figures.requests / seconds).toFixed(1)} requests/s ` +
        `(${figures.sent} sent; ${Math.max(0, figures.sent - figures.requests)} still unanswered at the end); ` +
        `errors: ${figures.errors} connection errors, ${figures.timeouts} timeouts, ` +
        `${figures.unexpectedCount} unexpected answers${unexpected ? ` (${unexpected})` : ""}`,
    );
    context.print(
      `  server memory (RSS, all app processes): ${before.total.toFixed(0)} MB before, ` +
        `${after.total.toFixed(0)} MB after (${after.processes} processes)`,
    );
  } finally {
    await stopServer(server);
  }
}

/**
 * Every person a connection of their own, paced at one request a second (autocannon paces per
 * whole second): open the DDR, save it, and every third round the dashboard too. The sequence
 * is longer than the run, so a person's context (their session, their section's version) is
 * never reset.
 */
export async function load(url, ready, seconds) {
  let next = 0;
  const take = (context) => {
    context.person ??= { ...ready[next++ % ready.length], round: 0 };
    return context.person;
  };
  const headers = (person, extra = {}) => ({ cookie: person.cookie, ...extra });
  const ddrPath = (person) =>
    `/form/daily-drilling-report?well=${person.wellId}&date=${person.date}`;
  const expect = (kind, wanted) => (status, _body, context) => {
    context.last = { kind, ok: status === wanted, status };
    if (kind === "save" && status === wanted) context.person.version++;
  };
  const requests = [];
  for (let round = 0; requests.length < seconds * 3 + 10; round++) {
    requests.push({
      method: "GET",
      setupRequest: (request, context) => {
        const person = take(context);
        return { ...request, path: ddrPath(person), headers: headers(person) };
      },
      onResponse: expect("ddr", 200),
    });
    requests.push({
      method: "POST",
      setupRequest: (request, context) => {
        const person = take(context);
        person.round++;
        const form = new URLSearchParams({
          intent: "save",
          sectionId: "general",
          version: String(person.version),
          ...GENERAL,
          currentStatus: `Drilling ahead, round ${person.round}`,
        });
        return {
          ...request,
          path: ddrPath(person),
          body: form.toString(),
          headers: headers(person, {
            origin: url,
            "content-type": "application/x-www-form-urlencoded",
          }),
        };
      },
      onResponse: expect("save", 302),
    });
    if (round % 3 === 2)
      requests.push({
        method: "GET",
        setupRequest: (request, context) => ({
          ...request,
          path: "/dashboard/one-page",
          headers: headers(take(context)),
        }),
        onResponse: expect("dashboard", 200),
      });
  }

  const times = { ddr: [], save: [], dashboard: [] };
  const unexpected = {};
  let unexpectedCount = 0;
  const instance = autocannon({
    url,
    connections: ready.length,
    connectionRate: 1,
    duration: seconds,
    timeout: 60,
    requests,
  });
  instance.on("response", (client, _status, _bytes, responseTime) => {
    const last = client.requestIterator.context.last;
    if (!last) return;
    times[last.kind].push(responseTime);
    if (!last.ok) {
      unexpectedCount++;
      const what = `${last.kind} ${last.status}`;
      unexpected[what] = (unexpected[what] ?? 0) + 1;
    }
  });
  const result = await instance;
  return {
    times,
    unexpected,
    unexpectedCount,
    requests: result.requests.total,
    sent: result.requests.sent,
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
  };
}

async function startApp(context, env) {
  // remix-serve moves to a free port when its own is taken, and the run would then measure
  // whichever server holds it.
  const taken = await fetch(`${baseUrl(context.port)}/login`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${context.port} is already served by another process`);
  const child = spawn(process.execPath, ["serve.mjs", path.join(context.buildName, "index.js")], {
    cwd: ROOT,
    // BENCH_APP_LOG: a file for the app's access log (a line per answered request, with its
    // time), to tell slow requests from ones never answered.
    stdio: [
      "ignore",
      process.env.BENCH_APP_LOG ? openSync(process.env.BENCH_APP_LOG, "w") : "ignore",
      "pipe",
    ],
    env: {
      ...process.env,
      ...env,
      PORT: String(context.port),
      NODE_ENV: "production",
      COOKIE_SECURE: "false",
    },
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app ended before serving:\n${stderr}`);
    try {
      const response = await fetch(`${baseUrl(context.port)}/login`);
      await response.arrayBuffer();
      // Every forked process listens before the cluster counts as started.
      if (response.status === 200 && processTree(child.pid).length >= expected(env)) return child;
    } catch {
      // Not listening yet.
    }
    await sleep(50);
  }
  child.kill("SIGTERM");
  throw new Error(`the app did not serve /login within 120 s:\n${stderr}`);
}

/** The processes serve.mjs starts: a primary and one per core on a server, else one. */
const expected = (env) =>
  env.DATABASE_URL && availableParallelism() > 1 ? availableParallelism() + 1 : 1;

/** The process and its children (the cluster's app processes), from /proc. */
function processTree(pid) {
  const pids = [pid];
  try {
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        if (parent === pid) pids.push(Number(entry));
      } catch {
        // Ended while listed.
      }
    }
  } catch {
    // No /proc: the process alone.
  }
  return pids;
}

/** Resident memory of the app's processes, in MB (0 off Linux). */
function rssMb(pid) {
  const pids = processTree(pid);
  let total = 0;
  for (const one of pids) {
    try {
      const status = readFileSync(`/proc/${one}/status`, "utf8");
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    } catch {
      // Ended while measured.
    }
  }
  return { total, processes: pids.length };
}
