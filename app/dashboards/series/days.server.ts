import { sql } from "kysely";

import { daysBetween, spudDay } from "~/domain/reports/report-days";

import type { SeriesContext } from "./context";

/**
 * The date a well's days count from: its spud date, or its first daily report while the well
 * record holds no spud date.
 */
export async function spudOrigin({ db, orgId, wellId }: SeriesContext): Promise<string | null> {
  const { rows } = await sql<{ origin: string | null }>`
    select coalesce(
      w.spud_date,
      (select min(r.report_date) from reports r
       where r.org_id = w.org_id and r.well_id = w.id and r.kind = 'ddr')
    )::text as origin
    from wells w where w.org_id = ${orgId} and w.id = ${wellId}`.execute(db);
  return rows[0]?.origin ?? null;
}

/*
 * A chart's day axis counts days elapsed since 00:00 of the spud date. A report (or anything
 * booked on a report day) sits at the end of its day, at the report's own "days from spud"; a
 * planned date sits at its start, so a plan beginning on the spud date begins at 0.
 */

/** Where a report day sits on the axis: its days from spud (the spud day is day 1). */
export const reportDay = (origin: string, date: string): number => spudDay(origin, date);

/** Where a planned date sits on the axis: the start of that day. */
export const planDay = (origin: string, date: string): number => daysBetween(origin, date);
