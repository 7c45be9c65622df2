import { randomBytes } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import pg from "pg";
import { describe, expect, it } from "vitest";

import { DataDirUnreadable, openEngine, type Engine } from "~/db/engine.server";
import type { StoredSectionValue } from "~/sections/vocabulary";

import { AppProcess, freshDataDir, type Acknowledged } from "./app-process-helpers";

// The app killed with SIGKILL in the middle of a burst of report creations and section saves,
// twice, then started again on the same data: every write it acknowledged is there, and no
// report is half-written. On the embedded database always; on the PostgreSQL server too when
// TEST_DATABASE_URL names one.

interface Target {
  label: string;
  env: { DATA_DIR?: string; DATABASE_URL?: string };
  open(): Promise<Engine>;
  dispose(): Promise<void>;
}

function embedded(): Target {
  const dataDir = freshDataDir("crash");
  return {
    label: "embedded database",
    env: { DATA_DIR: dataDir },
    open: () => openEngine({ dataDir }),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function server(serverUrl: string): Promise<Target> {
  const name = `drillbook_crash_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    label: "PostgreSQL server",
    env: { DATABASE_URL: url.toString() },
    open: () => openEngine({ databaseUrl: url.toString() }),
    dispose: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Starts the app, lets it write until `acks` writes are acknowledged, then kills it. */
async function burstAndKill(target: Target, firstDate: string, acks: number) {
  const app = await AppProcess.start(target.env);
  app.send(`burst 4 ${firstDate}`);
  await app.untilAcks(acks);
  const { signal } = await app.kill();
  expect(signal).toBe("SIGKILL");
  return app.acks;
}

interface Findings {
  reports: number;
  sections: number;
  lost: string[];
  halfWritten: string[];
}

async function check(engine: Engine, acknowledged: Acknowledged[]): Promise<Findings> {
  const db = engine.db;
  const reports = await db
    .selectFrom("reports as r")
    .innerJoin("wells as w", "w.id", "r.well_id")
    .select(["r.id", "r.report_date", "r.md_at_report"])
    .where("w.name", "=", "CT-1")
    .execute();
  const byDate = new Map(reports.map((report) => [report.report_date, report]));
  const sections = await db
    .selectFrom("report_sections")
    .select(["report_id", "section_id", "version", "data"])
    .where(
      "report_id",
      "in",
      reports.map((report) => report.id),
    )
    .execute();
  const general = new Map(
    sections
      .filter((section) => section.section_id === "general")
      .map((section) => [section.report_id, section]),
  );
  const audit = await db
    .selectFrom("audit_log")
    .select(["action", "record_id", "detail"])
    .where("record_type", "=", "report")
    .execute();
  const entries = (action: string, id: number) =>
    audit.filter((entry) => entry.action === action && entry.record_id === String(id)).length;
  // A new report stores the general section it carried over (version 1), before any save.
  const carriedGeneral = (id: number) =>
    audit.some(
      (entry) =>
        entry.action === "create" &&
        entry.record_id === String(id) &&
        (entry.detail as { carriedSections?: string[] } | null)?.carriedSections?.includes(
          "general",
        ),
    )
      ? 1
      : 0;

  const lost: string[] = [];
  for (const ack of acknowledged) {
    const report = byDate.get(ack.date);
    if (!report) {
      lost.push(`report of ${ack.date}`);
      continue;
    }
    if (ack.ack !== "section") continue;
    const stored = general.get(report.id);
    const value = stored?.data as StoredSectionValue | undefined;
    // A later save may have landed (committed, but killed before it was acknowledged).
    if (!stored || stored.version < ack.version!) lost.push(`${ack.mark} (none stored)`);
    else if (stored.version === ack.version && value?.currentStatus !== ack.mark)
      lost.push(`${ack.mark} (stored ${String(value?.currentStatus)})`);
  }

  // Each write is one transaction: a report with its audit entry, a section with its version,
  // its audit entry and the report's figures taken from it. Anything else is half-written.
  const halfWritten: string[] = [];
  for (const report of reports) {
    if (entries("create", report.id) !== 1) halfWritten.push(`report ${report.report_date}`);
    const stored = general.get(report.id);
    const saves = entries("save-section", report.id);
    if ((stored?.version ?? 0) !== saves + carriedGeneral(report.id))
      halfWritten.push(`${report.report_date}: version ${stored?.version}, ${saves} saves logged`);
    const md = (stored?.data as StoredSectionValue | undefined)?.mdAtReport ?? null;
    if (md !== report.md_at_report)
      halfWritten.push(`${report.report_date}: md ${report.md_at_report} against ${String(md)}`);
  }
  return {
    reports: acknowledged.filter((ack) => ack.ack === "report").length,
    sections: acknowledged.filter((ack) => ack.ack === "section").length,
    lost,
    halfWritten,
  };
}

const targets: [string, () => Promise<Target>][] = [
  ["the embedded database", async () => embedded()],
];
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) targets.push(["the PostgreSQL server", () => server(serverUrl)]);

describe("killing the app in the middle of writes", () => {
  it.each(targets)(
    "loses no acknowledged write and half-writes no report on %s",
    async (_label, make) => {
      const target = await make();
      try {
        const first = await burstAndKill(target, "2024-01-01", 80);
        // Started again on the same data (the killed app's lock taken over), written, killed.
        const second = await burstAndKill(target, "2025-01-01", 40);
        const engine = await target.open();
        let findings: Findings;
        try {
          findings = await check(engine, [...first, ...second]);
        } finally {
          await engine.close();
        }
        console.log(
          `crash safety (${target.label}): 2 kills, ${first.length + second.length} acknowledged writes ` +
            `(${findings.reports} report creations, ${findings.sections} section saves), ` +
            `${findings.lost.length} lost after kill, ${findings.halfWritten.length} half-written reports`,
        );
        expect(findings.lost).toEqual([]);
        expect(findings.halfWritten).toEqual([]);
      } finally {
        await target.dispose();
      }
    },
    90_000,
  );
});

describe("a data folder the database cannot start on", () => {
  it("is refused with the recovery step, and left as it was", async () => {
    const dataDir = freshDataDir("damaged");
    try {
      const made = await openEngine({ dataDir });
      await made.close();
      // PostgreSQL's control file overwritten, as a failing disk might leave it.
      const control = path.join(dataDir, "pgdata", "global", "pg_control");
      const damaged = Buffer.alloc(8192, 0x5a);
      writeFileSync(control, damaged);

      for (let attempt = 0; attempt < 2; attempt++) {
        const refusal = await openEngine({ dataDir }).then(
          (engine) => engine.close().then(() => null),
          (error: unknown) => error,
        );
        // The second attempt gets the same answer: the refused opener let go of the folder.
        expect(refusal).toBeInstanceOf(DataDirUnreadable);
        const message = (refusal as Error).message;
        expect(message).toContain(`${path.join(dataDir, "pgdata")} could not be opened`);
        expect(message).toContain(
          "put back a copy of the data folder taken while the app was stopped",
        );
        expect(message).toContain(`mv ${dataDir} ${dataDir}.damaged-`);
      }
      expect(readFileSync(control).equals(damaged)).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
