// Shared pieces of the benchmark sections: the built server, HTTP timing and statistics.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export const ROOT = path.resolve(import.meta.dirname, "../..");
const REMIX_SERVE = path.join(ROOT, "node_modules/@remix-run/serve/dist/cli.js");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");

export function median(values) {
  return percentile(values, 50);
}

/** Nearest-rank percentile. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

export const ms = (value) => `${value.toFixed(1)} ms`;
export const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

export function summary(values) {
  return `median ${ms(median(values))}, p95 ${ms(percentile(values, 95))}, n=${values.length}`;
}

/** `npx remix build` into its own folder, once per run (or reused with BENCH_BUILD=0). */
export function buildApp(buildName) {
  if (process.env.BENCH_BUILD === "0" && existsSync(path.join(ROOT, buildName, "index.js"))) {
    return { reused: true, ms: 0 };
  }
  const started = performance.now();
  const result = spawnSync("npx", ["remix", "build"], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, BUILD_NAME: buildName, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error(`remix build failed:\n${result.stderr}`);
  return { reused: false, ms: performance.now() - started };
}

/**
 * A data folder seeded with the demo data and `wells` extra wells of `days` reports each,
 * kept between runs while the set asked for stays the same (BENCH_FRESH=1 rebuilds it). What
 * else the set holds is named in `more` and done by `finish` once the seed is in (a densified
 * well); the set is recorded only after that.
 */
export function prepareDataDir(dataDir, { wells, days, ...more }, finish = () => {}) {
  const marker = path.join(dataDir, "bench-set.json");
  const wanted = JSON.stringify({ wells, days, ...more });
  if (process.env.BENCH_FRESH !== "1" && existsSync(marker)) {
    if (readFileSync(marker, "utf8") === wanted) return { reused: true, ms: 0 };
  }
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const started = performance.now();
  const result = spawnSync(
    TSX,
    ["app/demo/seed-cli.ts", "--wells", String(wells), "--days", String(days)],
    {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    },
  );
  if (result.status !== 0) throw new Error(`seeding the benchmark data failed:\n${result.stderr}`);
  finish();
  writeFileSync(marker, wanted);
  return { reused: false, ms: performance.now() - started };
}

export function baseUrl(port) {
  return `http://localhost:${port}`;
}

/** Starts the built server (`root`: the checkout it was built in); resolves once /login answers 200, with the time that took. */
export async function startServer({ buildName, dataDir, port, root = ROOT }) {
  const started = performance.now();
  const child = spawn(process.execPath, [REMIX_SERVE, path.join(buildName, "index.js")], {
    cwd: root,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      NODE_ENV: "production",
      COOKIE_SECURE: "false",
    },
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  let exited = false;
  child.on("exit", () => (exited = true));
  const deadline = started + 120_000;
  while (performance.now() < deadline) {
    if (exited) throw new Error(`server exited before serving /login:\n${stderr}`);
    try {
      const response = await fetch(`${baseUrl(port)}/login`);
      await response.arrayBuffer();
      if (response.status === 200) {
        return { child, ms: performance.now() - started };
      }
    } catch {
      // Not listening yet.
    }
    await sleep(5);
  }
  child.kill("SIGTERM");
  throw new Error(`server did not serve /login within 120 s:\n${stderr}`);
}

export async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** POST /login as a demo user; returns the session cookie and the round-trip time. */
export async function signIn(port, username = "admin", password = "drillbook") {
  const body = new URLSearchParams({ username, password, redirectTo: "/" });
  const started = performance.now();
  const response = await fetch(`${baseUrl(port)}/login`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: baseUrl(port), "Content-Type": "application/x-www-form-urlencoded" },
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 302) throw new Error(`sign-in answered ${response.status}`);
  const cookie = (response.headers.getSetCookie?.() ?? [])
    .map((header) => header.split(";")[0])
    .join("; ");
  return { cookie, ms: elapsed };
}

/** A form poster signed in with `cookie`, as a browser of the same origin posts. */
export function poster(url, cookie) {
  return async (pathname, fields) => {
    const response = await fetch(`${url}${pathname}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      redirect: "manual",
      headers: { Cookie: cookie, Origin: url },
    });
    await response.arrayBuffer();
    if (response.status >= 400) throw new Error(`POST ${pathname} answered ${response.status}`);
    return response;
  };
}

/**
 * Signs `username` in, selects the well and lays the dashboard at `address` out as `tile` alone,
 * at full width; returns the server's address and the session, as a cookie header and as the
 * cookies of a browser context.
 */
export async function oneTileDashboard(port, username, wellId, address, tile) {
  const url = baseUrl(port);
  const { cookie } = await signIn(port, username);
  const post = poster(url, cookie);
  await post("/field/well", { intent: "select", wellId: String(wellId) });
  const tiles = [{ ...tile, x: 0, y: 0, w: 12, h: 9 }];
  await post(address, { intent: "save", tiles: JSON.stringify(tiles) });
  return { url, cookie, cookies: browserCookies(cookie, url) };
}

/** A session cookie header as the cookies a browser context is given. */
export function browserCookies(cookie, url) {
  return cookie.split("; ").map((pair) => {
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
  });
}

/**
 * Runs an in-process timing script with tsx on a data folder and returns the JSON it prints
 * last; its error output becomes the error when it fails.
 */
export function runTimings(script, args, dataDir) {
  const result = spawnSync(
    TSX,
    ["--import", "./tests/bench/css-stub.mjs", script, ...args.map(String)],
    {
      cwd: ROOT,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "production" },
    },
  );
  if (result.status !== 0) {
    throw new Error(result.stderr.trim().split("\n").slice(-3).join(" ") || `${script} failed`);
  }
  return JSON.parse(result.stdout.trim().split("\n").pop());
}
