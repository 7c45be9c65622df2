/**
 * Records of the catalogue screens, declared in the sections' vocabulary (the planner's bundles,
 * cost items, activities and AFE lines).
 */
import type { FieldCommon, FieldDeclaration, RecordReferenceName } from "./vocabulary";

/** A field of a record: a section's field, or a reference to any record it may point at. */
export type RecordFieldDeclaration<N extends string = string> =
  | Exclude<FieldDeclaration<N>, { kind: "reference" }>
  | (FieldCommon<N> & { kind: "reference"; to: RecordReferenceName });

/** A column of a record's list: the list row's value it shows, its header, how it is written. */
export interface RecordColumn {
  /** The value's name in a row of the list (and the spreadsheet column's key). */
  key: string;
  /** Translation key of the header, with its parameters. */
  labelKey: string;
  labelParams?: Record<string, string>;
  /** Money is written to the cent (a USD number cell in the workbook); text otherwise. */
  money?: boolean;
  /** The column's width in the workbook, in characters. */
  width?: number;
  /** Only on the screen's list, or only in the workbook; both when not said. */
  only?: "screen" | "sheet";
}

/**
 * A record of a catalogue screen (a contract bundle, a cost item, an AFE line…), declared in the
 * same vocabulary as a section: its fields, how its list is searched, who may see and change it.
 * Its add, update and remove schemas and its list filter are derived from it
 * (docs/decisions/043-records-declared-as-data.md).
 */
export interface RecordDeclaration<
  Id extends string = string,
  Fs extends readonly RecordFieldDeclaration[] = readonly RecordFieldDeclaration[],
> {
  /** The record's name in posts and messages: "bundle" → "bundle.add", "bundle.remove". */
  id: Id;
  /** How the activity log names it. */
  recordType: string;
  /** Translation key of the list's title. */
  labelKey: string;
  /** What a person types, in the order the form shows it. */
  fields: Fs;
  /** What an edit may change; every field when not given (a bundle is only renamed). */
  editable?: readonly Fs[number]["name"][];
  /** Fields that say which record this one belongs to: posted, never edited (an activity's cost). */
  owner?: readonly Fs[number]["name"][];
  /** What the list's filter text searches, as the list's columns. */
  search: readonly string[];
  /** Privileges: to see the list, to add, change and remove. */
  privileges: { view: number; edit: number };
  /** The planner database's list of the record and its workbook sheet, column by column. */
  columns?: readonly RecordColumn[];
}

/** A record's list columns where they are shown: on the screen or in the workbook. */
export function columnsIn(record: RecordDeclaration, where: "screen" | "sheet"): RecordColumn[] {
  return (record.columns ?? []).filter((column) => !column.only || column.only === where);
}

export function defineRecord<
  const Id extends string,
  const Fs extends readonly RecordFieldDeclaration[],
>(declaration: RecordDeclaration<Id, Fs>): RecordDeclaration<Id, Fs> {
  return declaration;
}

/** The fields an edit of the record posts: its editable ones and the ones naming its owner. */
export function editedFields(record: RecordDeclaration): RecordFieldDeclaration[] {
  const names = new Set<string>([
    ...(record.editable ?? record.fields.map((f) => f.name)),
    ...(record.owner ?? []),
  ]);
  return record.fields.filter((f) => names.has(f.name));
}
