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
  /** 0: records of the whole organisation (lookups, the planner's catalogue, fields and pads). */
  well_id: ColumnType<number, never, never>;
  revision: ColumnType<string, never, never>;
}

/**
 * Per-well sums of the time log, kept by triggers on time_log_rows (migration
 * 2026-11-25T02-00-field-roll-ups): what field dashboards read instead of every row.
 */
export interface WellTimeTotalTable {
  org_id: number;
  well_id: number;
  phase: string;
  iadc_code: string;
  activity_category: string;
  is_npt: boolean;
  npt_code: string | null;
  /** s */
  seconds: number;
  row_count: number;
}

/** Per-well sums of the cost lines by phase, kept by triggers on cost_lines. */
export interface WellCostTotalTable {
  org_id: number;
  well_id: number;
  phase: string | null;
  /** numeric: exact decimal string */
  amount: string;
  row_count: number;
}
