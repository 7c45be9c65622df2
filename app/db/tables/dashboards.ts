import type { ColumnType } from "kysely";

export interface DashboardLayoutTable {
  user_id: number;
  org_id: number;
  /** The dashboard's slug, e.g. "one-page" or "cost-breakdown/progress-cost". */
  dashboard: string;
  /** Saved tiles, checked by app/dashboards/layout.ts parseTiles before they are stored. */
  tiles: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Raised by triggers on every change to what dashboards are drawn from (migration 06). */
export interface DataRevisionTable {
  org_id: number;
  revision: ColumnType<string, never, never>;
}
