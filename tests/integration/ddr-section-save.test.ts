import type { KyselyPlugin, RootOperationNode } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { setEngine } from "~/db/db.server";
import type { Engine } from "~/db/engine.server";

import { useDemoDatabase } from "../support/test-db";

import {
  GENERAL,
  PERSONNEL,
  TIME_LOG,
  createReport,
  createTestWell,
  saveSection,
  signIn,
  storedVersion,
} from "./ddr-helpers";

let engine: Engine & { label: string };
let wellId: number;
let engineer: string;
// The statements the app sends, as executed (a subquery is part of its statement).
const compiled = new Map<unknown, string>();
const statements: string[] = [];
let listening = false;

beforeAll(async () => {
  engine = await useDemoDatabase();
  const log: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      if (listening) {
        const { sql } = engine.db.getExecutor().compileQuery(node as RootOperationNode, queryId);
        compiled.set(queryId, sql);
      }
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      if (listening) statements.push(compiled.get(queryId) ?? "?");
      return result;
    },
  };
  setEngine(Promise.resolve({ ...engine, db: engine.db.withPlugin(log) }));
  wellId = await createTestWell(engine.db, "Demo Energy", "Save-Count-1");
  engineer = await signIn("engineer");
  await createReport(engineer, wellId, "2026-03-01");
  for (const [id, values] of [
    ["general", GENERAL],
    ["personnel", PERSONNEL],
    ["timeLog", TIME_LOG],
  ] as const) {
    expect((await saveSection(engineer, wellId, "2026-03-01", id, values)).status).toBe(302);
  }
  await createReport(engineer, wellId, "2026-03-02");
});
afterAll(async () => {
  await engine.close();
});

async function countedSave(sectionId: string, values: Record<string, unknown>) {
  const version = await storedVersion(wellId, "2026-03-02", sectionId);
  statements.length = 0;
  listening = true;
  const response = await saveSection(engineer, wellId, "2026-03-02", sectionId, values, version);
  listening = false;
  expect(response.status).toBe(302);
  console.log(`${sectionId} save: ${statements.length} statements\n  ${statements.join("\n  ")}`);
  return statements.filter(
    (sql) => sql.includes('from "reports" as "r"') && sql.includes('"r"."return_comment"'),
  );
}

describe("one section save on a report's second day", () => {
  it("reads the report's header once", async () => {
    expect(await countedSave("general", { ...GENERAL, mdAtReport: "1800" })).toHaveLength(1);
    expect(await countedSave("timeLog", TIME_LOG)).toHaveLength(1);
  });
});
