import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { Kysely, Migrator, PostgresDialect, type MigrationProvider } from "kysely";
import pg from "pg";

import { lockDataDir, type LockOptions } from "./data-dir-lock.server";
import { refusingBadValues } from "./data-errors.server";
import { migrations } from "./migrations";
import { PGliteDialect } from "./pglite-dialect.server";
import type { Database, Db } from "./schema";

export type EngineKind = "pglite" | "postgres";

export interface Engine {
  db: Db;
  kind: EngineKind;
  close(): Promise<void>;
  /**
   * Calls `onPayload` with what `pg_notify(channel, …)` sends once its transaction commits: from
   * any process on a PostgreSQL server (a connection of its own), from this one on PGlite.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

// Both engines hand back the same JavaScript types: counts as numbers, money (numeric) as exact
// strings, calendar dates as "YYYY-MM-DD" strings (never a Date shifted by the time zone).
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const identity = (value: string) => value;

export interface OpenOptions {
  /** A PostgreSQL server URL; without it the embedded engine is used. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded engine's files; "memory" keeps them in memory only. */
  dataDir?: string | undefined;
  /** How this process names itself to a second opener of the same folder. */
  holder?: LockOptions;
}

/** The embedded database's folder exists but PGlite cannot start on it. */
export class DataDirUnreadable extends Error {
  constructor(
    readonly location: string,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    const folder = path.dirname(location);
    const aside = `${folder}.damaged-${new Date().toISOString().slice(0, 10)}`;
    super(
      [
        `The embedded database in ${location} could not be opened: ${reason}`,
        "Nothing was started on it: keep that folder as it is (it holds what is left of the",
        "data) and, to recover, either",
        `  - put back a copy of the data folder taken while the app was stopped, or`,
        `  - move it aside (mv ${folder} ${aside}) and start again with a new, empty database.`,
      ].join("\n"),
      { cause },
    );
    this.name = "DataDirUnreadable";
  }
}

export async function openEngine(options: OpenOptions): Promise<Engine> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      types: {
        getTypeParser: ((oid: number, format?: "text" | "binary") => {
          if (oid === INT8) return (value: string) => Number(value);
          if (oid === NUMERIC || oid === DATE) return identity;
          return pg.types.getTypeParser(oid, format);
        }) as typeof pg.types.getTypeParser,
      },
    });
    // A connection the server drops while idle (restart, failover, a dropped database) must not
    // take the process down; the pool opens a new one on the next query.
    pool.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = new Kysely<Database>({
      dialect: refusingBadValues(new PostgresDialect({ pool })),
    });
    // A connection of its own, listening; when the server drops it (restart, failover) a new one
    // takes its place, waiting 1 s, then longer, up to 30 s between tries.
    const listen = async (channel: string, onPayload: (payload: string) => void) => {
      let current: pg.Client | null = null;
      let stopped = false;
      let wait = 1000;
      const connect = async (): Promise<void> => {
        const client = new pg.Client({ connectionString: options.databaseUrl });
        const lost = (error?: Error) => {
          if (stopped || current !== client) return;
          current = null;
          console.error(`Listening on ${channel} lost${error ? `: ${error.message}` : ""}`);
          retry();
        };
        client.on("error", lost);
        client.on("end", () => lost());
        client.on("notification", (message) => {
          if (message.channel === channel) onPayload(message.payload ?? "");
        });
        await client.connect();
        await client.query(`LISTEN "${channel.replace(/"/g, "")}"`);
        current = client;
        wait = 1000;
      };
      const retry = () => {
        if (stopped) return;
        setTimeout(() => {
          connect().catch(() => {
            wait = Math.min(wait * 2, 30_000);
            retry();
          });
        }, wait).unref();
      };
      await connect();
      return async () => {
        stopped = true;
        await current?.end();
      };
    };
    return { db, kind: "postgres", close: () => db.destroy(), listen };
  }

  const dataDir = options.dataDir ?? "./data";
  // Taken before PGlite touches a file: a second opener is refused before it can do harm.
  const lock = dataDir === "memory" ? null : lockDataDir(dataDir, options.holder);
  if (lock?.tookOverFrom) {
    const stale = lock.tookOverFrom;
    console.warn(
      `Took over ${lock.dataDir} from pid ${stale.pid} (${stale.command}, started ${stale.startedAt}), which is no longer running.`,
    );
  }
  const location = lock ? path.join(lock.dataDir, "pgdata") : undefined;
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(location, {
      parsers: {
        [INT8]: (value: string) => Number(value),
        [NUMERIC]: identity,
        [DATE]: identity,
      },
    });
  } catch (error) {
    lock?.release();
    throw location ? new DataDirUnreadable(location, error) : error;
  }
  const db = new Kysely<Database>({ dialect: refusingBadValues(new PGliteDialect(pglite)) });
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      try {
        // Waits for the statement or transaction in progress, then shuts PostgreSQL down cleanly.
        await db.destroy();
        await pglite.close();
      } finally {
        lock?.release();
      }
    })());
  lock?.onShutdown(close);
  const listen = async (channel: string, onPayload: (payload: string) => void) =>
    pglite.listen(channel, onPayload);
  return { db, kind: "pglite", close, listen };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === "Error") console.error(`Migration ${result.migrationName} failed`);
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
