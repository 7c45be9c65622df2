/**
 * One repository shape for the records an organisation owns (the planner's catalogue, its AFE
 * lines, fields, pads and wells): read, list with a filter and a page, create, update only at the
 * version the form was loaded with, remove unless something uses the record. Every statement is
 * scoped by `org_id` here, so a caller cannot forget it. The LIKE escaping, the paging and the
 * reading of PostgreSQL's refusals live here once.
 */
import type {
  Insertable,
  Kysely,
  Selectable,
  SelectQueryBuilder,
  StringReference,
  Updateable,
} from "kysely";
import { sql } from "kysely";

import { pageWindow, rowNumbers, type PagedRows } from "~/identity/paging";

import type { Database, Db, Tx } from "./schema";

export type { PagedRows };
export type { Db, Tx } from "./schema";

/** Tables of records an organisation owns: each has id, org_id and version. */
export type OrgTable =
  | "contract_bundles"
  | "general_components"
  | "cost_units"
  | "cost_items"
  | "activities"
  | "activity_costs"
  | "afes"
  | "afe_lines"
  | "fields"
  | "pads"
  | "wells";

/** Tables whose records carry a name people tell them apart by. */
export type NamedTable = Exclude<OrgTable, "activity_costs" | "afes" | "afe_lines">;

/** Tables that keep when a record was last changed. */
const TOUCHED = new Set<OrgTable>(["fields", "pads", "wells"]);

// Kysely cannot see that a row of one of these tables has the columns common to all of them.
type Common = { id: number; org_id: number; version: number; name: string; updated_at: Date };
type Loose = Kysely<Record<OrgTable, Common>>;
const loose = (db: Db | Tx) => db as unknown as Loose;

// --- filtering and paging ---

/** A LIKE pattern matching `text` anywhere, with the user's %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

function startsWithPattern(text: string): string {
  return `${escapeLike(text)}%`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The rows where any of `columns` contains the filter text; all of them when there is none. */
export function whereAnyContains<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  text: string | undefined,
  columns: StringReference<DB, TB>[],
): SelectQueryBuilder<DB, TB, O> {
  const q = text?.trim();
  if (!q) return base;
  const pattern = containsPattern(q);
  return base.where((eb) =>
    eb.or(columns.map((column) => sql<boolean>`${sql.ref(column)} ilike ${pattern}`)),
  );
}

/**
 * The rows whose `name` contains the text, those that start with it first, then by name, at most
 * `limit`: what a search box shows.
 */
export function namesStartingFirst<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  name: StringReference<DB, TB>,
  text: string,
  limit: number,
): SelectQueryBuilder<DB, TB, O> {
  const column = sql.ref(name);
  return base
    .orderBy(sql`lower(${column}) like lower(${startsWithPattern(text)})`, "desc")
    .orderBy(sql`lower(${column})`)
    .limit(limit);
}

export interface PageRequest {
  page?: number;
  /** Every row at once, for a spreadsheet export. */
  all?: boolean;
}

/** The page asked for, within the pages that exist (a page past the end shows the last). */
function clampPage(page: number | undefined, total: number, pageSize: number): number {
  const asked = page !== undefined && Number.isFinite(page) ? Math.floor(page) : 1;
  return pageWindow(asked, total, pageSize).page;
}

/**
 * Counts what `base` finds and limits it to the page asked for; `asPage` numbers the rows read
 * from that page.
 */
export async function pageOf<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  request: PageRequest,
  pageSize: number,
) {
  const counted = await base
    .select(sql<number>`count(*)`.as("n"))
    .$castTo<{ n: number | string }>()
    .executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const size = request.all ? Math.max(total, 1) : pageSize;
  const page = request.all ? 1 : clampPage(request.page, total, size);
  const window = pageWindow(page, total, size);
  return {
    window,
    onePage: base.limit(window.pageSize).offset(window.offset),
    asPage: <Row>(rows: Row[]): PagedRows<Row> => ({
      rows,
      numbers: rowNumbers(window, rows.length),
      page: window.page,
      pageCount: window.pageCount,
      pageSize: window.pageSize,
      total,
    }),
  };
}

// --- PostgreSQL's refusals ---

/** PostgreSQL's SQLSTATE and constraint of a failed statement, from either engine's error. */
export function databaseError(error: unknown): { code?: string; constraint?: string } {
  if (typeof error !== "object" || error === null) return {};
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return {
    code: typeof code === "string" ? code : undefined,
    constraint: typeof constraint === "string" ? constraint : undefined,
  };
}

/** A unique index refused the write (23505); with `constraint`, that index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = databaseError(error);
  if (found.code !== "23505") return false;
  return (
    constraint === undefined || found.constraint === undefined || found.constraint === constraint
  );
}

/** A foreign key refused the write (23503): a parent gone, or a child still pointing here. */
export function isForeignKeyViolation(error: unknown): boolean {
  return databaseError(error).code === "23503";
}

// --- reading and writing one record ---

export type VersionCheck = "current" | "conflict" | "notFound";

/**
 * The record's name, locked for the rest of the transaction, if it is still at `version`
 * (no version: whatever it is now).
 */
export async function lockNamed(
  tx: Tx,
  table: NamedTable,
  orgId: number,
  id: number,
  version?: number,
): Promise<{ name: string } | Exclude<VersionCheck, "current">> {
  const row = await loose(tx)
    .selectFrom(table)
    .select(["name", "version"])
    .where("org_id", "=", orgId)
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return "notFound";
  if (version !== undefined && row.version !== version) return "conflict";
  return { name: row.name };
}

/** Whether another record of the organisation already has this name (as people read it). */
export async function nameTaken(
  tx: Tx,
  table: NamedTable,
  orgId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let query = loose(tx)
    .selectFrom(table)
    .select("id")
    .where("org_id", "=", orgId)
    .where((eb) => eb(eb.fn("lower", ["name"]), "=", name.trim().toLowerCase()));
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Adds a record to the organisation; returns its id. */
export async function insertRecord<T extends OrgTable>(
  tx: Tx,
  table: T,
  orgId: number,
  columns: Omit<Insertable<Database[T]>, "org_id">,
): Promise<number> {
  const values = { ...columns, org_id: orgId } as unknown as Insertable<Common>;
  const row = await loose(tx)
    .insertInto(table as OrgTable)
    .values(values)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Saves the columns only if the record is still at `version`, and moves its version on;
 * otherwise says why nothing was saved: someone saved it meanwhile, or it is not there.
 */
export async function updateVersioned<T extends OrgTable>(
  tx: Tx,
  table: T,
  orgId: number,
  id: number,
  version: number,
  columns: Updateable<Database[T]>,
): Promise<VersionCheck> {
  const values = columns as unknown as Updateable<Common>;
  const touched = TOUCHED.has(table);
  const updated = await loose(tx)
    .updateTable(table as OrgTable)
    .set((eb) => ({
      ...values,
      ...(touched ? { updated_at: new Date() } : {}),
      version: eb("version", "+", 1),
    }))
    .where("org_id", "=", orgId)
    .where("id", "=", id)
    .where("version", "=", version)
    .executeTakeFirst();
  if (updated.numUpdatedRows > 0n) return "current";
  return (await exists(tx, table, orgId, id)) ? "conflict" : "notFound";
}

/** The whole record, if it is in the organisation. */
export async function readRecord<T extends OrgTable>(
  db: Db | Tx,
  table: T,
  orgId: number,
  id: number,
): Promise<Selectable<Database[T]> | null> {
  const row = await loose(db)
    .selectFrom(table as OrgTable)
    .selectAll()
    .where("org_id", "=", orgId)
    .where("id", "=", id)
    .executeTakeFirst();
  return (row as Selectable<Database[T]> | undefined) ?? null;
}

/** Whether the record is in the organisation. */
export async function exists(tx: Db | Tx, table: OrgTable, orgId: number, id: number) {
  const row = await loose(tx)
    .selectFrom(table)
    .select("id")
    .where("org_id", "=", orgId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Where a record may be in use: rows of `table` whose `column` refers to it. */
export interface Usage<R extends string> {
  table: "pads" | "wells" | "reports";
  column: string;
  /** What the removal says when such a row exists. */
  refusal: R;
}

/**
 * Removes the record unless a row of one of `usages` still refers to it. The record is locked
 * first, so nothing is added under it meanwhile. Says its name, the first usage found, or that
 * it is not in the organisation. A reference no usage lists is left to the foreign keys: the
 * caller reads their refusal with `isForeignKeyViolation` once the transaction has failed.
 */
export async function removeUnlessUsed<R extends string>(
  tx: Tx,
  table: NamedTable,
  orgId: number,
  id: number,
  usages: readonly Usage<R>[],
): Promise<{ name: string } | "notFound" | R> {
  const record = await lockNamed(tx, table, orgId, id);
  if (record === "notFound" || record === "conflict") return "notFound";
  for (const usage of usages) {
    const user = await (tx as unknown as Kysely<Record<string, Record<string, number>>>)
      .selectFrom(usage.table)
      .select("id")
      .where("org_id", "=", orgId)
      .where(usage.column, "=", id)
      .limit(1)
      .executeTakeFirst();
    if (user) return usage.refusal;
  }
  await loose(tx).deleteFrom(table).where("org_id", "=", orgId).where("id", "=", id).execute();
  return record;
}
