import type { PGlite } from "@electric-sql/pglite";
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from "kysely";

import { ConnectionTurns, type ConnectionTurn } from "./connection-turns.server";

/**
 * Kysely dialect for embedded PGlite. PGlite has exactly one connection, so the driver hands it
 * out to one caller at a time, in the order they asked (ConnectionTurns); a Kysely transaction
 * holds it from BEGIN to COMMIT/ROLLBACK.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  readonly #turns = new ConnectionTurns();

  constructor(private readonly pglite: PGlite) {}

  async init() {}

  /**
   * A connection object per turn, holding that turn: Kysely releases exactly what it acquired,
   * once (DefaultConnectionProvider's `finally`; a transaction or `db.connection()` runs inside
   * one such acquisition, its queries through a SingleConnectionProvider on the same object), so
   * a release can only end its own turn, and a late one ends nothing (ConnectionTurns).
   */
  async acquireConnection(): Promise<DatabaseConnection> {
    const turn = await this.#turns.take();
    return new PGliteConnection(this.pglite, turn);
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("begin"));
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }
  async releaseConnection(connection: DatabaseConnection) {
    (connection as PGliteConnection).turn.end();
  }
  /** Waits for the work queued before it (a transaction in progress) and keeps the connection. */
  async destroy() {
    await this.#turns.take();
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly pglite: PGlite,
    readonly turn: ConnectionTurn,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiled.sql, [...compiled.parameters]);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined && affected !== null ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming queries are not supported on the embedded database.");
  }
}
