// Daily drilling report form: loader (open a report) and action (save its time log), server
// time on the benchmark set, measured in process by ddr-timings.ts on the same data folder;
// then the form and the consolidated report of a report with every table at its row limit,
// whole pages over HTTP from the built server, with the server's CPU time per page.
import { readFileSync } from "node:fs";

import { baseUrl, runTimings, signIn, startServer, stopServer, summary } from "./lib.mjs";

export const name = "ddr";
export const title =
  "Daily drilling report form (server time, in process; pages at the row limits)";

export async function run(context) {
  const figures = runTimings(
    "tests/bench/ddr-timings.ts",
    [context.runs.requests],
    context.dataDir,
  );
  const set = `${figures.wells} wells, ${figures.reports} reports`;
  context.print(`open a DDR (loader, ${set}): ${summary(figures.loads)}`);
  context.print(
    `save the time log (action, ${figures.timeLogRows} rows, incl. validation): ${summary(figures.saves)}`,
  );
  await pagesAtLimits(context, figures.limits);
}

/** CPU time (user + system) the process has used so far, in ms; null off Linux. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function pagesAtLimits(context, limits) {
  const { child } = await startServer(context);
  try {
    const { cookie } = await signIn(context.port, "engineer");
    const query = `well=${limits.wellId}&date=${limits.reportDate}`;
    const pages = [
      ["form", `/form/daily-drilling-report?${query}`],
      ["consolidated report", `/form/consolidated-daily-drilling-report?${query}`],
    ];
    for (const [label, address] of pages) {
      const walls = [];
      const cpus = [];
      let bytes = 0;
      const get = async () => {
        const response = await fetch(`${baseUrl(context.port)}${address}`, { headers: { cookie } });
        const body = await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${address} answered ${response.status}`);
        bytes = body.byteLength;
      };
      for (let i = 0; i < 3; i++) await get();
      const runs = Math.max(5, Math.round(context.runs.requests / 2));
      for (let i = 0; i < runs; i++) {
        const cpuBefore = cpuMs(child.pid);
        const started = performance.now();
        await get();
        walls.push(performance.now() - started);
        const cpuAfter = cpuMs(child.pid);
        if (cpuBefore !== null && cpuAfter !== null) cpus.push(cpuAfter - cpuBefore);
      }
      const size = `${(bytes / 1024 / 1024).toFixed(1)} MB`;
      context.print(
        `DDR ${label} at the row limits (${limits.rows} rows, ${size}, whole page over HTTP): ${summary(walls)}` +
          (cpus.length ? `; server CPU per page ${summary(cpus)}` : ""),
      );
    }
  } finally {
    await stopServer(child);
  }
}
