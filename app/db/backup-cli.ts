/**
 * npm run backup -- <file>
 * npm run restore -- <file> [--replace]
 *
 * On DATABASE_URL: pg_dump to <file> (custom format), pg_restore from it. Otherwise on the
 * embedded database in DATA_DIR (./data), with the app stopped: while an app runs on the folder,
 * both refuse and name its process. A restore goes into a folder without a database; --replace
 * keeps the present one aside (pgdata.before-restore-<time>) and restores over it.
 */
import { parseArgs } from "node:util";

import {
  BackupRefused,
  backupEmbedded,
  backupServer,
  restoreEmbedded,
  restoreServer,
} from "./backup.server";
import { DataDirLocked } from "./data-dir-lock.server";

const USAGE = "usage: npm run backup -- <file>   |   npm run restore -- <file> [--replace]";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { replace: { type: "boolean" }, help: { type: "boolean", short: "h" } },
});
const [mode, file] = positionals;
if (values.help || (mode !== "backup" && mode !== "restore") || !file || positionals.length > 2) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR || "./data";
const where = databaseUrl ? "the PostgreSQL server in DATABASE_URL" : dataDir;
const started = performance.now();
try {
  if (mode === "backup") {
    if (databaseUrl) backupServer(databaseUrl, file);
    else await backupEmbedded(dataDir, file);
    console.log(`Backed up ${where} to ${file}.`);
  } else {
    if (databaseUrl) restoreServer(file, databaseUrl);
    else {
      const { keptAside } = await restoreEmbedded(file, dataDir, { replace: values.replace });
      if (keptAside) console.log(`The database that was there is kept in ${keptAside}.`);
    }
    console.log(`Restored ${file} into ${where}.`);
  }
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
} catch (error) {
  if (error instanceof DataDirLocked || error instanceof BackupRefused) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
