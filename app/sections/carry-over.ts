/**
 * What a new daily drilling report starts from: the previous report of the same well
 * (DOMAIN.md §6), derived from the sections' declarations. A field says what it carries
 * (`carry`), a table which rows (`carry`), a section when it is carried and what line the form
 * shows for it (`carryOver`). Days from spud and on location are worked out from dates, not
 * carried. Values are stored section values (SI numbers, exact money strings); the new report
 * stores the carried sections as its own, marked as carried over until someone saves them.
 */
import type { CarriedItem, CarryOver, PreviousDdr } from "~/domain/reports/carry-over";

import { rowsOf } from "./carry-declarations";
import { DDR_SECTIONS } from "./index";
import type {
  AnySection,
  FieldDeclaration,
  StoredRow,
  StoredSectionValue,
  TableDeclaration,
} from "./vocabulary";

type Value = StoredRow[string];
type Source = StoredRow | StoredSectionValue;

const single = (value: unknown): Value =>
  Array.isArray(value) || value === undefined ? null : (value as Value);

/** The carried fields of a record or row, from what it held yesterday. */
function carriedFields(
  fields: readonly FieldDeclaration[],
  source: Source,
  rowsIn: (table: string) => StoredRow[],
): StoredRow | null {
  const carried: StoredRow = {};
  let any = false;
  for (const { name, carry } of fields) {
    if (carry === undefined) continue;
    any = true;
    if (carry === true) carried[name] = single(source[name]);
    else if (carry === "cleared") carried[name] = null;
    else if ("from" in carry) carried[name] = single(source[carry.from]);
    else {
      const last = rowsIn(carry.lastRowOf).at(-1);
      carried[name] = single(last ? last[carry.column] : source[name]);
    }
  }
  return any ? carried : null;
}

function carriedRows(table: TableDeclaration, rows: StoredRow[]): StoredRow[] {
  const plan = table.carry;
  if (!plan) return [];
  const kept = rows.filter((row) => plan.keep?.(row) ?? true);
  return kept.map((row) =>
    plan.rows === "whole" ? { ...row } : (carriedFields(table.columns, row, () => []) ?? {}),
  );
}

const carries = (section: AnySection) =>
  section.carryOver !== undefined ||
  section.tables.some((table) => table.carry) ||
  section.fields.some((field) => field.carry !== undefined);

/** What one section would carry from yesterday's value, and whether that holds anything. */
function carriedSection(section: AnySection, from: StoredSectionValue) {
  const rowsIn = (table: string) => rowsOf(from, table);
  const fields = carriedFields(section.fields, from, rowsIn) ?? {};
  const value: StoredSectionValue = { ...fields };
  let holdsSomething = section.fields.some(
    (field) =>
      field.carry !== undefined && field.carry !== "cleared" && fields[field.name] !== null,
  );
  for (const table of section.tables) {
    const rows = carriedRows(table, rowsIn(table.name));
    value[table.name] = rows;
    if (rows.length > 0) holdsSomething = true;
  }
  return { value, holdsSomething };
}

export function carryOver(previous: PreviousDdr): CarryOver {
  const sections: Record<string, StoredSectionValue> = {};
  const items: CarriedItem[] = [];
  for (const section of (DDR_SECTIONS as readonly AnySection[]).filter(carries)) {
    const from = previous.sections[section.id];
    if (from) {
      const { value, holdsSomething } = carriedSection(section, from);
      const when = section.carryOver?.when;
      if (when ? when({ value, holdsSomething, carried: sections }) : holdsSomething) {
        sections[section.id] = value;
      }
    }
    const item = section.carryOver?.item;
    const params = item?.params(sections[section.id], previous);
    if (item && params) items.push({ section: section.id, key: item.key, params });
  }
  return {
    fromReportNo: previous.reportNo,
    fromReportDate: previous.reportDate,
    sections,
    items,
  };
}
