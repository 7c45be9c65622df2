/**
 * How a section declares what the next day's report takes over and which validation contexts
 * read it: options of `defineSection`, its fields and tables (app/sections/vocabulary.ts).
 * app/sections/carry-over.ts and app/sections/feeds.ts derive the carry-over and the context
 * reads from them.
 */
import type { CarriedParam } from "~/domain/reports/carry-over";

import type { StoredRow, StoredSectionValue } from "./vocabulary";

/**
 * What a new report takes over from the previous one's field (DOMAIN.md §6): `true` its value;
 * `{ from }` another field of the same section or row (yesterday's end balance as today's start);
 * `{ lastRowOf, column }` that column of the table's last row, or its own value without rows (a
 * survey's tie-in); "cleared" nothing, stored blank beside what is carried.
 */
export type Carry = true | "cleared" | { from: string } | { lastRowOf: string; column: string };

/**
 * "day": the other sections of the same report are validated against it (the report's depth,
 * the bit in hole, the day's pump rates); "nextDay": the next report's context reads it from
 * this one (its wellbore, its days without a lost-time incident).
 */
export type Feed = "day" | "nextDay";

/** A section's carry-over as a whole (app/sections/carry-over.ts applies it). */
export interface SectionCarry {
  /**
   * Whether the section is carried, given what it would carry: by default when that holds a
   * value or a row. `carried` is what the sections before it in the report carry.
   */
  when?(input: {
    value: StoredSectionValue;
    holdsSomething: boolean;
    carried: Readonly<Record<string, StoredSectionValue>>;
  }): boolean;
  /**
   * The line "what was carried over" shows for the section (a key under `ddr.carry`), from
   * what it carries (undefined when it is not carried); null for no line.
   */
  item?: {
    key: string;
    params(
      carried: StoredSectionValue | undefined,
      previous: CarriedFrom,
    ): Record<string, CarriedParam> | null;
  };
}

/** What an item may say about the report it was carried from. */
export interface CarriedFrom {
  /** "1234.56" */
  cumulativeCost: string;
  sections: Readonly<Partial<Record<string, StoredSectionValue>>>;
}

/** Readers for the values an item speaks of. */
export const numberOf = (value: unknown): number | null =>
  typeof value === "number" ? value : null;
export const textOf = (value: unknown): string | null => (typeof value === "string" ? value : null);
export const rowsOf = (value: StoredSectionValue | undefined, table: string): StoredRow[] => {
  const rows = value?.[table];
  return Array.isArray(rows) ? rows : [];
};
