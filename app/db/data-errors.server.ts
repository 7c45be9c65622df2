import type { DatabaseConnection, Dialect, Driver } from "kysely";

import { badRequest } from "~/forms/refusals.server";

/**
 * PostgreSQL's "this value cannot be stored" answers: text that is not a number (22P02), a number
 * out of range (22003), text too long for its column (22001), a date out of range (22008) or
 * unreadable (22007), NUL in text (22021) or JSON (22P05), a value too large (54000).
 */
const REFUSED_VALUE = new Set([
  "22001",
  "22003",
  "22007",
  "22008",
  "22021",
  "22P02",
  "22P05",
  "54000",
]);

export function isRefusedValue(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code } = error as { code?: unknown };
  return typeof code === "string" && REFUSED_VALUE.has(code);
}

const guarded = new WeakSet<DatabaseConnection>();

/**
 * The backstop behind the parsing at the edge: a value PostgreSQL refuses is the request's fault,
 * so it answers 400 with a message (the transaction rolled back), never 500. Each time it fires,
 * a value slipped past the edge parsing; the log says which statement refused it.
 */
export function refusingBadValues(dialect: Dialect): Dialect {
  const createDriver = dialect.createDriver.bind(dialect);
  dialect.createDriver = (): Driver => {
    const driver = createDriver();
    const acquire = driver.acquireConnection.bind(driver);
    driver.acquireConnection = async () => guard(await acquire());
    return driver;
  };
  return dialect;
}

function guard(connection: DatabaseConnection): DatabaseConnection {
  if (guarded.has(connection)) return connection;
  guarded.add(connection);
  const execute = connection.executeQuery.bind(connection);
  connection.executeQuery = async (query) => {
    try {
      return await execute(query);
    } catch (error) {
      if (!isRefusedValue(error)) throw error;
      const { code, message } = error as { code: string; message?: string };
      console.warn(`A request's value was refused by the database (${code} ${message ?? ""}).`);
      throw badRequest("badRequest.badValue");
    }
  };
  return connection;
}
