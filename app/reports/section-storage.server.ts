/**
 * Where a section's stored value lives, derived from its declaration: the single-record part and
 * the tables without a typed home in `report_sections.data` (jsonb), tables with `storedIn` in
 * their typed table, one column per field (camelCase → snake_case). Nothing here is written per
 * section.
 */

import type { Db, Tx } from "~/db/schema";
import {
  columnName,
  type AnySection,
  type FieldDeclaration,
  type StoredRow,
  type StoredSectionValue,
  type TableDeclaration,
  type TypedRowTable,
} from "~/sections/vocabulary";

export interface ReportKeys {
  orgId: number;
  reportId: number;
  wellId: number;
  reportDate: string;
}

export interface SavedSection {
  value: StoredSectionValue;
  version: number;
  savedBy: string | null;
  savedAt: string;
  /** Taken over from the previous report when this one was created; nobody has saved it since. */
  carried: boolean;
}

/** A column value as PostgreSQL takes it. */
function toColumn(declaration: FieldDeclaration, value: StoredRow[string] | undefined): unknown {
  if (value === undefined) return null;
  return value;
}

/** A column value as the section stores it: numbers as numbers, times "HH:MM". */
function fromColumn(declaration: FieldDeclaration, value: unknown): StoredRow[string] {
  if (value === null || value === undefined) return declaration.kind === "boolean" ? false : null;
  switch (declaration.kind) {
    case "quantity":
    case "integer":
    case "reference":
    case "costPerLength":
      return Number(value);
    case "time":
      // PostgreSQL prints "06:00:00" and "24:00:00".
      return String(value).slice(0, 5);
    case "money": {
      const text = String(value);
      return text.includes(".") ? text : `${text}.00`;
    }
    case "boolean":
      return value === true;
    case "date":
      return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
    case "text":
    case "longText":
    case "lookup":
      return String(value);
    default: {
      const exhaustive: never = declaration;
      return exhaustive;
    }
  }
}

function typedRow(table: TableDeclaration, row: StoredRow, keys: ReportKeys, index: number) {
  const record: Record<string, unknown> = {
    org_id: keys.orgId,
    report_id: keys.reportId,
    well_id: keys.wellId,
  };
  // cost_lines has an agreed shape without row numbers; its own cost_date says the day.
  if (table.storedIn !== "cost_lines") {
    record.report_date = keys.reportDate;
    record.row_no = index + 1;
  }
  for (const column of table.columns)
    record[columnName(column.name)] = toColumn(column, row[column.name]);
  return record;
}

/** The part of a section value kept in jsonb: everything but the typed tables' rows. */
function jsonPart(section: AnySection, value: StoredSectionValue): StoredSectionValue {
  const data: StoredSectionValue = {};
  for (const f of section.fields) data[f.name] = value[f.name] ?? null;
  for (const table of section.tables) {
    if (!table.storedIn) data[table.name] = (value[table.name] as StoredRow[] | undefined) ?? [];
  }
  return data;
}

async function replaceTypedRows(
  tx: Db,
  table: TableDeclaration & { storedIn: TypedRowTable },
  rows: StoredRow[],
  keys: ReportKeys,
) {
  await tx
    .deleteFrom(table.storedIn)
    .where("report_id", "=", keys.reportId)
    .where("org_id", "=", keys.orgId)
    .execute();
  if (rows.length === 0) return;
  await tx
    .insertInto(table.storedIn)
    .values(rows.map((row, index) => typedRow(table, row, keys, index)) as never)
    .execute();
}

/**
 * Stores a section value; `expectedVersion` is the version the user started from (0 when the
 * section was never saved). Returns the new version, or null when someone saved in between.
 * `carried` marks a value taken over from the previous report rather than saved by a person.
 */
export async function writeSection(
  tx: Tx,
  section: AnySection,
  value: StoredSectionValue,
  keys: ReportKeys,
  expectedVersion: number,
  userId: number,
  carried = false,
): Promise<number | null> {
  if (!Number.isInteger(expectedVersion) || expectedVersion < 0) return null;
  const version = expectedVersion + 1;
  const data = JSON.stringify(jsonPart(section, value));
  const stamp = { data, version, saved_by: userId, saved_at: new Date(), carried_over: carried };
  // The version check is the write itself: no row changed (or inserted) means someone saved first.
  const written =
    expectedVersion > 0
      ? await tx
          .updateTable("report_sections")
          .set(stamp)
          .where("report_id", "=", keys.reportId)
          .where("section_id", "=", section.id)
          .where("version", "=", expectedVersion)
          .returning("version")
          .executeTakeFirst()
      : await tx
          .insertInto("report_sections")
          .values({
            report_id: keys.reportId,
            org_id: keys.orgId,
            section_id: section.id,
            ...stamp,
          })
          .onConflict((oc) => oc.columns(["report_id", "section_id"]).doNothing())
          .returning("version")
          .executeTakeFirst();
  if (!written) return null;
  for (const table of section.tables) {
    if (table.storedIn) {
      await replaceTypedRows(
        tx,
        table as TableDeclaration & { storedIn: TypedRowTable },
        (value[table.name] as StoredRow[] | undefined) ?? [],
        keys,
      );
    }
  }
  return version;
}

/** Every saved section of a report, with its typed rows put back in place. */
export async function readSections(
  db: Db,
  sections: readonly AnySection[],
  keys: Pick<ReportKeys, "orgId" | "reportId">,
): Promise<Record<string, SavedSection>> {
  const rows = await db
    .selectFrom("report_sections as s")
    .leftJoin("users as u", "u.id", "s.saved_by")
    .select(["s.section_id", "s.data", "s.version", "s.saved_at", "s.carried_over", "u.full_name"])
    .where("s.report_id", "=", keys.reportId)
    .where("s.org_id", "=", keys.orgId)
    .execute();
  const byId = new Map(rows.map((row) => [row.section_id, row]));
  const saved: Record<string, SavedSection> = {};
  for (const section of sections) {
    const row = byId.get(section.id);
    if (!row) continue;
    const value = { ...(row.data as StoredSectionValue) };
    for (const table of section.tables) {
      if (!table.storedIn) continue;
      value[table.name] = await readTypedRows(
        db,
        table as TableDeclaration & { storedIn: TypedRowTable },
        keys,
      );
    }
    saved[section.id] = {
      value,
      version: row.version,
      savedBy: row.full_name,
      savedAt: new Date(row.saved_at).toISOString(),
      carried: row.carried_over,
    };
  }
  return saved;
}

async function readTypedRows(
  db: Db,
  table: TableDeclaration & { storedIn: TypedRowTable },
  keys: Pick<ReportKeys, "orgId" | "reportId">,
): Promise<StoredRow[]> {
  const rows = (await db
    .selectFrom(table.storedIn)
    .selectAll()
    .where("report_id", "=", keys.reportId)
    .where("org_id", "=", keys.orgId)
    .orderBy(table.storedIn === "cost_lines" ? "id" : "row_no")
    .execute()) as Record<string, unknown>[];
  return rows.map((record) => {
    const row: StoredRow = {};
    for (const column of table.columns)
      row[column.name] = fromColumn(column, record[columnName(column.name)]);
    return row;
  });
}
