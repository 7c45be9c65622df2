import type { Db } from "~/db/schema";
import { sql, type RawBuilder } from "kysely";

import type { Language, UnitSystem } from "~/domain/units/systems";

export interface SeriesContext {
  db: Db;
  orgId: number;
  wellId: number;
  system: UnitSystem;
  /** The reader's language: a code's label in it (decision 076). */
  language: Language;
}

/** Where a click on a mark from a report leads: that day's DDR, at the section it came from. */
export function reportHrefTemplate(wellId: number, section: string): string {
  return `/ddr-link?well=${wellId}&date={date}&section=${section}`;
}

export const SECONDS_PER_HOUR = 3600;

/**
 * A code's label from the organisation's list joined as `lv`, in the reader's language, else the
 * other one (a value may leave one of its labels empty, never both).
 */
export function lookupLabelIn(language: Language): RawBuilder<string | null> {
  return language === "id"
    ? sql<string | null>`coalesce(nullif(lv.label_indonesian, ''), nullif(lv.label, ''))`
    : sql<string | null>`coalesce(nullif(lv.label, ''), nullif(lv.label_indonesian, ''))`;
}
