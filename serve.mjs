// npm start / npm run serve: the app server, one process per core on a PostgreSQL server.
//
//   node serve.mjs ./build/index.js
//
// With DATABASE_URL, WEB_CONCURRENCY processes (default: one per core) share the port, each
// with its own connection pool; sessions, sign-in limits, layouts and the selected well live in
// the database, so any of them may answer any request. The embedded database belongs to one
// process (decision 021): without DATABASE_URL this is remix-serve, as before.
import cluster from "node:cluster";
import { availableParallelism } from "node:os";

const onServer = Boolean(process.env.DATABASE_URL);
const asked = process.env.WEB_CONCURRENCY ? Number(process.env.WEB_CONCURRENCY) : null;
if (asked !== null && (!Number.isInteger(asked) || asked < 1)) {
  console.error(
    `WEB_CONCURRENCY must be a whole number of processes: ${process.env.WEB_CONCURRENCY}`,
  );
  process.exit(2);
}
const processes = onServer ? (asked ?? availableParallelism()) : 1;
if (!onServer && asked !== null && asked > 1) {
  console.warn("WEB_CONCURRENCY is ignored on the embedded database: it belongs to one process.");
}

if (processes === 1 || !cluster.isPrimary) {
  // remix-serve reads the build's path from argv[2] and the port from PORT.
  await import("@remix-run/serve/dist/cli.js");
} else {
  // Every process must listen on the same port: remix-serve would look for a free one otherwise.
  process.env.PORT ??= "3000";
  // A page render allocates a few MB of short-lived objects; V8's default young generation
  // collects them many times per request. 32 MB semi-spaces took the garbage collector from 16%
  // to 12.5% of a DDR page's server CPU profile (decision 072). A size given by the operator wins.
  const given = [...process.execArgv, process.env.NODE_OPTIONS ?? ""].join(" ");
  if (!given.includes("semi-space-size")) {
    cluster.setupPrimary({ execArgv: [...process.execArgv, "--max-semi-space-size=32"] });
  }
  let stopping = false;
  const fork = () =>
    new Promise((resolve) => {
      const worker = cluster.fork();
      worker.once("listening", resolve);
      worker.once("exit", (code, signal) => {
        if (stopping) return;
        console.error(
          `App process ${worker.process.pid} ended (${signal ?? code}); starting another.`,
        );
        void fork();
      });
    });
  // The first process migrates the database alone; the others start once it answers.
  await fork();
  await Promise.all(Array.from({ length: processes - 1 }, fork));
  console.log(`${processes} app processes on port ${process.env.PORT} (WEB_CONCURRENCY).`);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      setTimeout(() => process.exit(0), 5000).unref();
    });
  }
}
