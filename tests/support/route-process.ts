/**
 * An app process of its own on DATABASE_URL (or DATA_DIR), answering requests to any route module, one JSON
 * line in and one out: the stand-in for one of several app servers on one PostgreSQL database.
 *
 *   node --import tsx --import ./tests/bench/css-stub.mjs tests/support/route-process.ts
 *
 * In:  {"id":1,"file":"_auth.login.tsx","kind":"action","path":"/login","cookie":null,
 *       "form":{"username":"admin"},"params":{}}
 * Out: {"id":1,"status":302,"location":"/","cookie":"__drillbook=…","body":"…"}
 */
import path from "node:path";
import { createInterface } from "node:readline";

import { setEngine } from "~/db/db.server";
import { migrateToLatest, openEngine } from "~/db/engine.server";

import { call, cookieFrom } from "./requests";

interface Ask {
  id: number;
  file: string;
  kind: "loader" | "action";
  path: string;
  cookie: string | null;
  form?: Record<string, string>;
  params?: Record<string, string>;
}

type Handler = Parameters<typeof call>[0];

const engine = await openEngine({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR,
});
await migrateToLatest(engine.db);
setEngine(Promise.resolve(engine));
const routes = path.resolve(import.meta.dirname, "../../app/routes");
console.log(JSON.stringify({ ready: process.pid }));

for await (const line of createInterface({ input: process.stdin })) {
  if (line === "exit") break;
  const ask = JSON.parse(line) as Ask;
  const module = (await import(path.join(routes, ask.file))) as Record<string, Handler>;
  const response = await call(module[ask.kind]!, ask.path, {
    cookie: ask.cookie,
    form: ask.form,
    params: ask.params,
  });
  console.log(
    JSON.stringify({
      id: ask.id,
      status: response.status,
      location: response.headers.get("location"),
      cookie: cookieFrom(response),
      body: await response.text(),
    }),
  );
}
await engine.close();
