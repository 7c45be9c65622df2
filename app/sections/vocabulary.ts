/**
 * The vocabulary every report section is declared in. A section is data: its fields (name in the
 * driller's vocabulary, kind, required, limits in SI) and its tables of rows. The zod schema, the
 * form, the review table and the spreadsheet columns are all derived from a declaration; nobody
 * hand-writes them per section (docs/decisions/004-sections-as-data.md).
 */
import type { DayHydraulicsInputs } from "~/domain/drilling/run-hydraulics";
import type { QuantityKind } from "~/domain/units/quantities";

import type { Carry, Feed, SectionCarry } from "./carry-declarations";
import type { LookupListName } from "./lookup-lists";

/** Records of other screens a field may point at (the planner's cost data). */
export type ReferenceName = "costItem" | "contractBundle";

/** Records a catalogue record may point at besides those: its owner, its unit, its well. */
export type RecordReferenceName =
  ReferenceName | "generalComponent" | "costUnit" | "activity" | "afe" | "well" | "field" | "pad";

/** Typed tables for rows that dashboards aggregate; other tables live in the section's jsonb. */
export type TypedRowTable =
  | "time_log_rows"
  | "survey_stations"
  | "bit_runs"
  | "mud_checks"
  | "drilling_parameters"
  | "personnel_rows"
  | "cost_lines";

export interface FieldCommon<N extends string> {
  /** camelCase name from DOMAIN.md §2; typed row tables name their column after it (snake_case). */
  name: N;
  /** Translation key of the label; `ddr.<section>.<name>` when not given. */
  labelKey?: string;
  required?: boolean;
  /** Worked out from other values, shown read-only, stored with the rest. */
  computed?: boolean;
  /** What the next day's report takes over from it (see `Carry`). */
  carry?: Carry;
  /** Which validation contexts read it (see `Feed`). */
  feeds?: readonly Feed[];
}

export type QuantityField<N extends string = string> = FieldCommon<N> & {
  kind: "quantity";
  quantity: QuantityKind;
  /** Limits in the stored (SI) unit, so one declaration serves every unit system. */
  min?: number;
  max?: number;
  /** A limit the value must stay below (azimuth < 360°). */
  below?: number;
  /** Standard values offered while typing (e.g. hole sizes), from a lookup list. */
  suggest?: LookupListName;
  /** A fixed unit for unitless numbers (`number` kind), e.g. "s/qt". */
  suffix?: string;
  /** A limit: read rounded down in every unit system, never above what was worked out. */
  roundDown?: boolean;
};

export type IntegerField<N extends string = string> = FieldCommon<N> & {
  kind: "integer";
  min?: number;
  max?: number;
};

export type TextField<N extends string = string> = FieldCommon<N> & {
  kind: "text" | "longText";
  maxLength?: number;
};

export type DateField<N extends string = string> = FieldCommon<N> & { kind: "date" };
/** "HH:MM"; 24:00 is allowed as the end of a day. */
export type TimeField<N extends string = string> = FieldCommon<N> & { kind: "time" };
export type LookupField<N extends string = string> = FieldCommon<N> & {
  kind: "lookup";
  list: LookupListName;
};
export type ReferenceField<N extends string = string> = FieldCommon<N> & {
  kind: "reference";
  to: ReferenceName;
};
export type BooleanField<N extends string = string> = FieldCommon<N> & { kind: "boolean" };
/** USD as an exact decimal string ("1234.56"); never a binary float. */
export type MoneyField<N extends string = string> = FieldCommon<N> & {
  kind: "money";
  min?: number;
};
/** USD per metre drilled, shown per foot or per metre in the user's length unit. */
export type CostPerLengthField<N extends string = string> = FieldCommon<N> & {
  kind: "costPerLength";
};

export type FieldDeclaration<N extends string = string> =
  | QuantityField<N>
  | IntegerField<N>
  | TextField<N>
  | DateField<N>
  | TimeField<N>
  | LookupField<N>
  | ReferenceField<N>
  | BooleanField<N>
  | MoneyField<N>
  | CostPerLengthField<N>;

/** The stored value of a field: SI numbers, exact money strings, "YYYY-MM-DD", "HH:MM". */
export type FieldValue<F extends FieldDeclaration> = F extends { kind: "boolean" }
  ? boolean
  : F extends { kind: "quantity" | "integer" | "reference" | "costPerLength" }
    ? number | null
    : string | null;

export type RecordValue<Fs extends readonly FieldDeclaration[]> = {
  [F in Fs[number] as F["name"]]: FieldValue<F>;
};

export interface TableDeclaration<
  N extends string = string,
  Cs extends readonly FieldDeclaration[] = readonly FieldDeclaration[],
> {
  name: N;
  /** Translation key of the table caption; `ddr.<section>.<name>` when not given. */
  labelKey?: string;
  columns: Cs;
  /**
   * The most rows one day's report can hold: more is a mistake (a pasted log, a runaway
   * export), refused by the form and the spreadsheet alike, and it keeps the page fast.
   */
  maxRows: number;
  /** A typed table for rows dashboards aggregate; otherwise rows live in the section's jsonb. */
  storedIn?: TypedRowTable;
  /**
   * The rows the next day's report takes over: "whole" as stored, "columns" only the columns
   * that declare `carry`; `keep` picks which (the bits still in the hole). Without it a carried
   * section starts the table empty.
   */
  carry?: { rows: "whole" | "columns"; keep?: (row: StoredRow) => boolean };
}

type TableValues<Ts extends readonly TableDeclaration[]> = {
  [T in Ts[number] as T["name"]]: RecordValue<T["columns"]>[];
};

export type SectionValueOf<
  Fs extends readonly FieldDeclaration[],
  Ts extends readonly TableDeclaration[],
> = RecordValue<Fs> & TableValues<Ts>;

/** A stored section value when the section is not known statically. */
export type StoredRow = Record<string, string | number | boolean | null>;
export type StoredSectionValue = Record<string, string | number | boolean | null | StoredRow[]>;

/**
 * Something wrong across fields or rows, found by a section's rules. `rowIndex` counts the rows
 * the rules were given (blank rows left out); the framework maps it back to the form's row.
 */
export interface SectionIssue {
  table?: string;
  rowIndex?: number;
  field?: string;
  /** Translation key. */
  code: string;
  params?: Record<string, string | number>;
}

/** What a section's computations may know beyond its own fields, assembled by the server. */
export interface SectionContext {
  /** "YYYY-MM-DD" */
  reportDate: string;
  /** Start of the reporting day, "HH:MM". */
  dayStart: string;
  spudDate: string | null;
  /** The well's first DDR: the rig has been on location since. */
  firstReportDate: string | null;
  previous: PreviousReport | null;
  /** The deepest survey station known for this report (its own surveys, else the tie-in). */
  deepestStation: {
    md: number;
    inclination: number;
    azimuth: number;
    tvd: number;
    ns: number;
    ew: number;
  } | null;
  /** Σ length and weight of this report's BHA components, when saved. */
  bhaTotals: { length: number; weight: number | null } | null;
  /** Diameter of the bit in hole (for MSE), m. */
  bitInHoleSize: number | null;
  /** This report's depth (its general section), m: how far a bit still in the hole has drilled. */
  mdAtReport: number | null;
  /** The day's pump rates and mud weight (drilling parameters, mud): the bit hydraulics' inputs. */
  hydraulics: DayHydraulicsInputs;
  /**
   * Other sections of the same report as saved, those some section `reads` (a fishing job's
   * result against its fish): absent where no section reads another.
   */
  sameReport?: Partial<Record<string, StoredSectionValue>>;
}

/** What a report needs from the one before it on the same well. */
export interface PreviousReport {
  reportNo: number;
  reportDate: string;
  wellbore: string | null;
  mdAtReport: number | null;
  /** Cumulative cost up to and including the previous report, "1234.56". */
  cumulativeCost: string;
  daysWithoutLti: number | null;
}

export interface SectionDeclaration<
  Id extends string = string,
  Fs extends readonly FieldDeclaration[] = readonly FieldDeclaration[],
  Ts extends readonly TableDeclaration[] = readonly TableDeclaration[],
> {
  id: Id;
  /** Translation key of the section title: `<keyPrefix>.title` when the declaration has none. */
  labelKey: string;
  /** Where its title, field and table labels are translated: `ddr.<id>` when not given. */
  keyPrefix?: string;
  /** The single-record part (empty for a pure table, which declares none). */
  fields: Fs;
  /** The tables of rows (empty for a pure record, which declares none). */
  tables: Ts;
  /** A report cannot be submitted without this section saved. */
  requiredForSubmit?: boolean;
  /** Other sections of the same report its rules compare with (in `context.sameReport`). */
  reads?: readonly string[];
  /** Rules across fields and rows, from app/domain; run after every field is valid. */
  rules?(value: SectionValueOf<Fs, Ts>, context: SectionContext): SectionIssue[];
  /**
   * Rules that judge what can be read while other fields are still wrong (the time log's
   * tiling): they also run on a refused value, read leniently (unreadable fields empty, nothing
   * computed), so one refused save tells every problem.
   */
  earlyRules?(value: SectionValueOf<Fs, Ts>, context: SectionContext): SectionIssue[];
  /** The value as it is stored once it passed every rule (the time log in time order). */
  stored?(value: SectionValueOf<Fs, Ts>, context: SectionContext): SectionValueOf<Fs, Ts>;
  /** Fills the computed fields; pure and cheap, it runs on every keystroke too. */
  compute?(value: SectionValueOf<Fs, Ts>, context: SectionContext): SectionValueOf<Fs, Ts>;
  /** How the section is carried to the next day beyond its fields' and tables' `carry`. */
  carryOver?: SectionCarry;
}

/**
 * Any section, when code works on all of them: its value types are not known statically, so
 * generic code passes values through `as never` and reads results as `StoredSectionValue`.
 */
export interface AnySection {
  id: string;
  labelKey: string;
  keyPrefix?: string;
  fields: readonly FieldDeclaration[];
  tables: readonly TableDeclaration[];
  requiredForSubmit?: boolean;
  reads?: readonly string[];
  rules?(value: never, context: SectionContext): SectionIssue[];
  earlyRules?(value: never, context: SectionContext): SectionIssue[];
  stored?(value: never, context: SectionContext): unknown;
  compute?(value: never, context: SectionContext): unknown;
  carryOver?: SectionCarry;
}

/**
 * Thrown by a section's `compute` when what is typed cannot give its figures yet (survey stations
 * out of order): the section's rules say why, and the value is kept without its figures. Any
 * other exception from a computation is a fault, and the save is refused.
 */
export class NotComputableYet extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "NotComputableYet";
  }
}

/**
 * Declares a section, keeping its field names and kinds in the types of `rules` and `compute`.
 * What every section would say alike is left out: its title's key, `<keyPrefix>.title`, the fields
 * of a section of tables alone and the tables of a section of one record.
 */
export function defineSection<
  const Id extends string,
  const Fs extends readonly FieldDeclaration[] = readonly [],
  const Ts extends readonly TableDeclaration[] = readonly [],
>(
  declaration: Omit<SectionDeclaration<Id, Fs, Ts>, "labelKey" | "fields" | "tables"> & {
    labelKey?: string;
    fields?: Fs;
    tables?: Ts;
  },
): SectionDeclaration<Id, Fs, Ts> {
  const { labelKey, fields, tables, ...rest } = declaration;
  return {
    ...rest,
    labelKey: labelKey ?? `${labelPrefix(declaration)}.title`,
    fields: fields ?? ([] as readonly FieldDeclaration[] as Fs),
    tables: tables ?? ([] as readonly TableDeclaration[] as Ts),
  };
}

export function defineTable<const N extends string, const Cs extends readonly FieldDeclaration[]>(
  table: TableDeclaration<N, Cs>,
): TableDeclaration<N, Cs> {
  return table;
}

/** No options given: the builders keep the literal types of the options they are given. */
type NoOptions = Record<never, never>;

/** Field builders: `quantity("mdAtReport", "length", { required: true, min: 0 })`. */
export const field = {
  quantity: <
    const N extends string,
    const Q extends QuantityKind,
    const O extends Omit<QuantityField<N>, "name" | "kind" | "quantity"> = NoOptions,
  >(
    name: N,
    quantity: Q,
    options: O = {} as O,
  ) => ({ name, kind: "quantity" as const, quantity, ...options }),
  integer: <
    const N extends string,
    const O extends Omit<IntegerField<N>, "name" | "kind"> = NoOptions,
  >(
    name: N,
    options: O = {} as O,
  ) => ({ name, kind: "integer" as const, ...options }),
  text: <const N extends string, const O extends Omit<TextField<N>, "name" | "kind"> = NoOptions>(
    name: N,
    options: O = {} as O,
  ) => ({ name, kind: "text" as const, ...options }),
  longText: <const N extends string>(
    name: N,
    options: Omit<TextField<N>, "name" | "kind"> = {},
  ) => ({ name, kind: "longText" as const, ...options }),
  date: <const N extends string>(name: N, options: Omit<DateField<N>, "name" | "kind"> = {}) => ({
    name,
    kind: "date" as const,
    ...options,
  }),
  time: <const N extends string>(name: N, options: Omit<TimeField<N>, "name" | "kind"> = {}) => ({
    name,
    kind: "time" as const,
    ...options,
  }),
  lookup: <
    const N extends string,
    const O extends Omit<LookupField<N>, "name" | "kind" | "list"> = NoOptions,
  >(
    name: N,
    list: LookupListName,
    options: O = {} as O,
  ) => ({ name, kind: "lookup" as const, list, ...options }),
  reference: <const N extends string>(
    name: N,
    to: ReferenceName,
    options: Omit<ReferenceField<N>, "name" | "kind" | "to"> = {},
  ) => ({ name, kind: "reference" as const, to, ...options }),
  boolean: <const N extends string>(
    name: N,
    options: Omit<BooleanField<N>, "name" | "kind"> = {},
  ) => ({ name, kind: "boolean" as const, ...options }),
  money: <const N extends string, const O extends Omit<MoneyField<N>, "name" | "kind"> = NoOptions>(
    name: N,
    options: O = {} as O,
  ) => ({ name, kind: "money" as const, ...options }),
  /** A record's reference to another record of the organisation. */
  record: <const N extends string, const O extends Omit<FieldCommon<N>, "name"> = NoOptions>(
    name: N,
    to: RecordReferenceName,
    options: O = {} as O,
  ) => ({ name, kind: "reference" as const, to, ...options }),
  costPerLength: <const N extends string>(name: N) => ({
    name,
    kind: "costPerLength" as const,
    computed: true as const,
  }),
};

/** The translation key of a field's label. */
export function fieldLabelKey(section: AnySection, fieldDeclaration: FieldDeclaration): string {
  return fieldDeclaration.labelKey ?? `${labelPrefix(section)}.${fieldDeclaration.name}`;
}

export function tableLabelKey(section: AnySection, table: TableDeclaration): string {
  return table.labelKey ?? `${labelPrefix(section)}.${table.name}`;
}

function labelPrefix(section: { id: string; keyPrefix?: string }): string {
  return section.keyPrefix ?? `ddr.${section.id}`;
}

/** Fields a person types (computed ones are shown, never submitted). */
export function inputFields(fields: readonly FieldDeclaration[]): FieldDeclaration[] {
  return fields.filter((f) => !f.computed);
}

/** A typed row table's column for a field: `fromTime` → `from_time`. */
export function columnName(fieldName: string): string {
  return fieldName.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
