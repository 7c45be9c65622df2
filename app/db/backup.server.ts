import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";

import { lockDataDir } from "./data-dir-lock.server";

/**
 * Backups of the embedded database (its whole folder, gzipped tar as PGlite dumps it) and of a
 * PostgreSQL server (pg_dump's custom format). The embedded folder is read and written only under
 * its lock (decision 021): while the app runs on it, both refuse and name the app's process.
 */

export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupRefused";
  }
}

const pgdata = (dataDir: string) => path.join(path.resolve(dataDir), "pgdata");

/** Writes the embedded database in `dataDir` to `file`; the folder's lock is held throughout. */
export async function backupEmbedded(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!existsSync(path.join(pgdata(dataDir), "PG_VERSION")))
    throw new BackupRefused(`${dataDir} holds no embedded database to back up.`);
  const lock = lockDataDir(dataDir, { command: "npm run backup" });
  try {
    const pglite = await PGlite.create(pgdata(dataDir));
    try {
      const dump = await pglite.dumpDataDir("gzip");
      const bytes = new Uint8Array(await dump.arrayBuffer());
      writeFileSync(file, bytes);
      return { bytes: bytes.byteLength };
    } finally {
      await pglite.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * Puts a backup made by `backupEmbedded` into `dataDir`. The folder must hold no database, or,
 * with `replace`, the one it holds is kept aside (pgdata.before-restore-<time>), never deleted.
 */
export async function restoreEmbedded(
  file: string,
  dataDir: string,
  options: { replace?: boolean } = {},
): Promise<{ keptAside: string | null }> {
  const lock = lockDataDir(dataDir, { command: "npm run restore" });
  try {
    if (!existsSync(file)) throw new BackupRefused(`No backup file at ${file}.`);
    const target = pgdata(dataDir);
    let keptAside: string | null = null;
    if (existsSync(target) && readdirSync(target).length > 0) {
      if (!options.replace)
        throw new BackupRefused(
          `${dataDir} already holds a database. Restore into a new folder (DATA_DIR=<new folder>), ` +
            "or add --replace to keep the present one aside and restore over it.",
        );
      keptAside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      renameSync(target, keptAside);
    }
    const dump = new Blob([new Uint8Array(readFileSync(file))]);
    const pglite = await PGlite.create(target, { loadDataDir: dump });
    try {
      await pglite.query("select 1");
    } finally {
      await pglite.close();
    }
    return { keptAside };
  } finally {
    lock.release();
  }
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.error) {
    throw new BackupRefused(
      `${command} could not be run (${result.error.message}): install the PostgreSQL client tools.`,
    );
  }
  if (result.status !== 0)
    throw new BackupRefused(`${command} failed (exit ${result.status}):\n${result.stderr.trim()}`);
}

/** pg_dump of the database in `databaseUrl`, in the custom format pg_restore reads. */
export function backupServer(databaseUrl: string, file: string) {
  run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", "--file", file, databaseUrl]);
}

/**
 * pg_restore of such a dump into `databaseUrl`, in one transaction: what the dump holds replaces
 * what is there (`--clean`), or nothing changes at all.
 */
export function restoreServer(file: string, databaseUrl: string) {
  if (!existsSync(file)) throw new BackupRefused(`No backup file at ${file}.`);
  run("pg_restore", [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--no-privileges",
    "--single-transaction",
    "--exit-on-error",
    "--dbname",
    databaseUrl,
    file,
  ]);
}
