import { spawn } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

import pg from "pg";
import { describe, expect, it } from "vitest";

import { openEngine, type Engine } from "~/db/engine.server";

import { AppProcess, freshDataDir } from "./app-process-helpers";

// `npm run backup` and `npm run restore` as the README has them: a backup of a database the app
// wrote, restored into a fresh data folder (or a new database on the server), reads back the same
// reports. On the embedded database both refuse while the app runs on the folder.

const ROOT = path.resolve(import.meta.dirname, "../..");

/** `npm run backup|restore -- …` with the environment given; its exit code and output. */
function runCli(args: string[], env: { DATA_DIR?: string; DATABASE_URL?: string }) {
  const child = spawn(process.execPath, ["--import", "tsx", "app/db/backup-cli.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: "", DATABASE_URL: "", ...env },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once("exit", (code) => resolve({ code, output })),
  );
}

/** The reports and their sections as a reader of the database sees them. */
async function reportsIn(engine: Engine) {
  const reports = await engine.db
    .selectFrom("reports")
    .select(["id", "well_id", "report_date", "report_no", "status", "version"])
    .orderBy("id")
    .execute();
  const sections = await engine.db
    .selectFrom("report_sections")
    .select(["report_id", "section_id", "version", "data"])
    .orderBy("report_id")
    .orderBy("section_id")
    .execute();
  return { reports, sections };
}

/** An app process writes three reports, and stops. */
async function writtenByTheApp(env: { DATA_DIR?: string; DATABASE_URL?: string }) {
  const app = await AppProcess.start(env);
  app.send("reports 3 2026-02-01");
  await app.untilAcks(3);
  return app;
}

describe("backup and restore of the embedded database", () => {
  it("refuses while the app runs, then restores into a fresh folder what the app wrote", async () => {
    const source = freshDataDir("backup-source");
    const restored = freshDataDir("backup-restored");
    const file = path.join(source, "..", `${path.basename(source)}.tar.gz`);
    try {
      const app = await writtenByTheApp({ DATA_DIR: source });
      const whileRunning = await runCli(["backup", file], { DATA_DIR: source });
      expect(whileRunning.code).toBe(1);
      expect(whileRunning.output).toContain(String(app.pid));
      expect(existsSync(file)).toBe(false);
      const intoRunning = await runCli(["restore", file, "--replace"], { DATA_DIR: source });
      expect(intoRunning.code).toBe(1);
      expect(intoRunning.output).toContain(String(app.pid));
      await app.exit();

      const backup = await runCli(["backup", file], { DATA_DIR: source });
      expect(backup.output).toContain(`Backed up ${source}`);
      expect(backup.code).toBe(0);
      const restore = await runCli(["restore", file], { DATA_DIR: restored });
      expect(restore.output).toContain(`Restored ${file} into ${restored}`);
      expect(restore.code).toBe(0);
      // A folder that holds a database is never restored over by accident.
      const again = await runCli(["restore", file], { DATA_DIR: restored });
      expect(again.code).toBe(1);
      expect(again.output).toContain("already holds a database");

      const original = await openEngine({ dataDir: source });
      const expected = await reportsIn(original).finally(() => original.close());
      expect(expected.reports).toHaveLength(3);
      const copy = await openEngine({ dataDir: restored });
      expect(await reportsIn(copy).finally(() => copy.close())).toEqual(expected);
      // --replace keeps the database that was there aside, and restores over it.
      const replaced = await runCli(["restore", file, "--replace"], { DATA_DIR: restored });
      expect(replaced.code).toBe(0);
      expect(
        readdirSync(restored).filter((name) => name.startsWith("pgdata.before-restore-")),
      ).toHaveLength(1);
      const reopened = await openEngine({ dataDir: restored });
      expect(await reportsIn(reopened).finally(() => reopened.close())).toEqual(expected);
    } finally {
      for (const dir of [source, restored, file]) rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});

// On the server the database tests run against (TEST_DATABASE_URL), as in .ci/run.
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl)
  describe("backup and restore on a PostgreSQL server", () => {
    it("restores into a new database what the app wrote", async () => {
      const url = serverUrl;
      const suffix = Math.random().toString(16).slice(2, 10);
      const names = [`drillbook_backup_${suffix}`, `drillbook_restore_${suffix}`];
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const urlOf = (name: string) =>
        Object.assign(new URL(url), { pathname: `/${name}` }).toString();
      const file = path.join(freshDataDir("pg-backup"), "drillbook.dump");
      try {
        for (const name of names) await admin.query(`create database ${name}`);
        const app = await writtenByTheApp({ DATABASE_URL: urlOf(names[0]!) });
        await app.exit();
        const backup = await runCli(["backup", file], { DATABASE_URL: urlOf(names[0]!) });
        expect(backup.code, backup.output).toBe(0);
        const restore = await runCli(["restore", file], { DATABASE_URL: urlOf(names[1]!) });
        expect(restore.code, restore.output).toBe(0);
        const original = await openEngine({ databaseUrl: urlOf(names[0]!) });
        const expected = await reportsIn(original).finally(() => original.close());
        expect(expected.reports).toHaveLength(3);
        const copy = await openEngine({ databaseUrl: urlOf(names[1]!) });
        expect(await reportsIn(copy).finally(() => copy.close())).toEqual(expected);
      } finally {
        for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
        rmSync(path.dirname(file), { recursive: true, force: true });
      }
    }, 180_000);
  });
