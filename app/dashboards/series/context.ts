import type { Kysely } from "kysely";

import type { Database } from "~/db/schema";
import type { UnitSystem } from "~/domain/units/systems";

export interface SeriesContext {
  db: Kysely<Database>;
  orgId: number;
  wellId: number;
  system: UnitSystem;
}

/** Where a click on a mark from a report leads: that day's DDR, at the section it came from. */
export function reportHrefTemplate(wellId: number, section: string): string {
  return `/ddr-link?well=${wellId}&date={date}&section=${section}`;
}

export const SECONDS_PER_HOUR = 3600;
