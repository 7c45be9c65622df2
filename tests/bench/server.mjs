// Cold start of the built server and the sign-in round trip.
import { median, ms, signIn, startServer, stopServer, summary } from "./lib.mjs";

export const name = "server";
export const title = "Cold start and sign-in";

export async function run(context) {
  const { buildName, dataDir, port, runs } = context;
  const starts = [];
  const firstSignIns = [];
  for (let i = 0; i < runs.coldStart; i++) {
    const { child, ms: elapsed } = await startServer({ buildName, dataDir, port });
    starts.push(elapsed);
    // The embedded database opens on first use, so the first sign-in shows that cost too.
    const before = performance.now();
    await signIn(port);
    firstSignIns.push(elapsed + performance.now() - before);
    await stopServer(child);
  }
  const list = (values) => values.map((value) => value.toFixed(0)).join(", ");
  context.print(
    `cold start to first /login (${buildName}, existing data dir): median ${ms(median(starts))} ` +
      `(runs: ${list(starts)} ms)`,
  );
  context.print(
    `cold start to first signed-in response (database opened): median ${ms(median(firstSignIns))} ` +
      `(runs: ${list(firstSignIns)} ms)`,
  );

  const { child } = await startServer({ buildName, dataDir, port });
  try {
    for (let i = 0; i < 3; i++) await signIn(port);
    const times = [];
    for (let i = 0; i < runs.requests; i++) times.push((await signIn(port)).ms);
    context.print(`sign-in round trip (POST /login → 302, localhost): ${summary(times)}`);
  } finally {
    await stopServer(child);
  }
}
