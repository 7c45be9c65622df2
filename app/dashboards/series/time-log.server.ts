import { sql } from "kysely";

import { holeSectionOf, type TimeLogPlace } from "~/domain/time-log/hole-section";

import { f32, seriesTable } from "./arrow";
import { SECONDS_PER_HOUR, lookupLabelIn, reportHrefTemplate, type SeriesContext } from "./context";
import { reportDay, spudOrigin } from "./days.server";
import { latestHoleSections, sectionSpans } from "./progress.server";

/** Where a click on an NPT bar leads: the list of time-log rows behind it. */
function nptRowsHref(wellId: number) {
  return `/dashboard/npt-rows?well=${wellId}&code={code}`;
}

interface HoursRow {
  label: string;
  kind: string;
  seconds: number;
  /** The code's name in the organisation's list, for the chart to print beside the code. */
  name?: string | null;
}

function hoursTable(rows: HoursRow[], metadata: Record<string, string> = {}) {
  const named = rows.some((r) => r.name !== undefined);
  return seriesTable(
    {
      label: rows.map((r) => r.label),
      ...(named ? { name: rows.map((r) => r.name ?? null) } : {}),
      kind: rows.map((r) => r.kind),
      hours: f32(rows.map((r) => r.seconds / SECONDS_PER_HOUR)),
    },
    { "unit:hours": "hr", ...metadata },
  );
}

/** Hours per IADC activity code, most first. */
export async function activityBreakdown({ db, orgId, wellId, language }: SeriesContext) {
  const { rows } = await sql<HoursRow>`
    select t.iadc_code as label, ${lookupLabelIn(language)} as name, 'activity' as kind,
           sum(t.duration)::float8 as seconds
    from time_log_rows t
    left join lookup_values lv on lv.org_id = t.org_id and lv.list = 'iadcCode' and lv.code = t.iadc_code
    where t.org_id = ${orgId} and t.well_id = ${wellId}
    group by t.iadc_code, lv.label, lv.label_indonesian order by seconds desc`.execute(db);
  return hoursTable(rows);
}

/** Hours per phase, split into productive and NPT. */
export async function phaseBreakdown({ db, orgId, wellId }: SeriesContext) {
  const { rows } = await sql<HoursRow>`
    select t.phase as label, case when t.is_npt then 'npt' else 'productive' end as kind,
           sum(t.duration)::float8 as seconds
    from time_log_rows t where t.org_id = ${orgId} and t.well_id = ${wellId}
    group by t.phase, t.is_npt order by min(t.report_date), t.phase, kind desc`.execute(db);
  return hoursTable(rows);
}

/** Productive against non-productive time for the whole well. */
export async function productiveVsNpt({ db, orgId, wellId }: SeriesContext) {
  const { rows } = await sql<HoursRow>`
    select case when t.is_npt then 'npt' else 'productive' end as label,
           case when t.is_npt then 'npt' else 'productive' end as kind,
           sum(t.duration)::float8 as seconds
    from time_log_rows t where t.org_id = ${orgId} and t.well_id = ${wellId}
    group by t.is_npt order by t.is_npt`.execute(db);
  return hoursTable(rows);
}

/** NPT hours per NPT code; each bar links to the rows behind it. */
export async function nptBreakdown(
  { db, orgId, wellId, language }: SeriesContext,
  equipmentOnly = false,
) {
  const { rows } = await sql<HoursRow>`
    select coalesce(t.npt_code, '?') as label, ${lookupLabelIn(language)} as name, 'npt' as kind,
           sum(t.duration)::float8 as seconds
    from time_log_rows t
    left join lookup_values lv on lv.org_id = t.org_id and lv.list = 'nptCode' and lv.code = t.npt_code
    where t.org_id = ${orgId} and t.well_id = ${wellId} and t.is_npt
      and (${!equipmentOnly} or t.npt_code like 'EQ-%' or t.npt_code = 'RIG-REP')
    group by t.npt_code, lv.label, lv.label_indonesian order by seconds desc`.execute(db);
  return hoursTable(rows, { href: nptRowsHref(wellId) });
}

/** Hours per day by activity category (planned, unplanned, downtime). */
export async function dailyActivity({ db, orgId, wellId }: SeriesContext) {
  const { rows } = await sql<{ date: string; category: string; seconds: number }>`
    select t.report_date::text as date, t.activity_category as category, sum(t.duration)::float8 as seconds
    from time_log_rows t where t.org_id = ${orgId} and t.well_id = ${wellId}
    group by t.report_date, t.activity_category order by t.report_date, t.activity_category`.execute(
    db,
  );
  return seriesTable(
    {
      date: rows.map((r) => r.date),
      category: rows.map((r) => r.category),
      hours: f32(rows.map((r) => r.seconds / SECONDS_PER_HOUR)),
    },
    { "unit:hours": "hr", href: reportHrefTemplate(wellId, "timeLog") },
  );
}

/** Daily and cumulative NPT share, per report day. */
export async function nptTrend(ctx: SeriesContext) {
  const { db, orgId, wellId } = ctx;
  const [origin, { rows }] = await Promise.all([
    spudOrigin(ctx),
    sql<{ date: string; total: number; npt: number }>`
      select t.report_date::text as date,
             sum(t.duration)::float8 as total,
             coalesce(sum(t.duration) filter (where t.is_npt), 0)::float8 as npt
      from time_log_rows t
      where t.org_id = ${orgId} and t.well_id = ${wellId}
      group by t.report_date order by t.report_date`.execute(db),
  ]);
  let total = 0;
  let npt = 0;
  const cumulative = rows.map((r) => {
    total += r.total;
    npt += r.npt;
    return total > 0 ? (npt / total) * 100 : 0;
  });
  return seriesTable(
    {
      date: rows.map((r) => r.date),
      day: f32(rows.map((r) => reportDay(origin ?? rows[0]!.date, r.date))),
      dailyPct: f32(rows.map((r) => (r.total > 0 ? (r.npt / r.total) * 100 : 0))),
      cumulativePct: f32(cumulative),
    },
    { "unit:dailyPct": "%", href: reportHrefTemplate(wellId, "timeLog") },
  );
}

/** NPT hours per hole section: each row goes to the section being drilled when it was logged. */
export async function nptByHoleSection(ctx: SeriesContext) {
  const [sections, { rows }] = await Promise.all([
    latestHoleSections(ctx),
    sql<TimeLogPlace & { seconds: number }>`
      select t.phase, t.report_date::text as date, coalesce(t.md_from, t.md_to) as md,
             t.duration::float8 as seconds
      from time_log_rows t where t.org_id = ${ctx.orgId} and t.well_id = ${ctx.wellId} and t.is_npt`.execute(
      ctx.db,
    ),
  ]);
  const spans = sectionSpans(sections);
  const totals = new Map<string, number>();
  for (const section of sections) totals.set(section.sectionName ?? "?", 0);
  const unassigned = "—";
  for (const row of rows) {
    const index = holeSectionOf(row, spans);
    const key = index === null ? unassigned : (sections[index]!.sectionName ?? "?");
    totals.set(key, (totals.get(key) ?? 0) + row.seconds);
  }
  const list = [...totals]
    .filter(([, seconds]) => seconds > 0)
    .map(([label, seconds]) => ({ label, kind: "npt", seconds }));
  return hoursTable(list);
}
