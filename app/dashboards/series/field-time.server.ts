import { sql } from "kysely";

import { comparePhases } from "~/domain/cost/phases";
import { nptPercent } from "~/domain/drilling/performance";
import { moneyToNumber, parseMoney } from "~/domain/money/decimal";
import { holeSectionOf, type TimeLogPlace } from "~/domain/time-log/hole-section";

import { f32, seriesTable } from "./arrow";
import { SECONDS_PER_HOUR, lookupLabelIn } from "./context";
import { sectionGroup, sectionsByWell } from "./field-sections.server";
import { sectionSpans } from "./progress.server";
import {
  NPT_ROWS_HREF,
  wellColumns,
  wellDashboardHref,
  wellIdList,
  type WellSetContext,
} from "./well-set.server";

/*
 * Time and cost across wells, read from the per-well totals the database keeps with every saved
 * time log and cost line (well_time_totals, well_cost_totals: a few rows per well), so a field of
 * fifty 365-day wells sums thousands of rows, not a hundred thousand.
 */

/** Activities shown apart in the field's breakdown; the rest are summed as "other". */
const TOP_ACTIVITIES = 8;

const hours = (seconds: number) => seconds / SECONDS_PER_HOUR;

/**
 * Share of each well's logged time per IADC activity, and the field's over all its wells (the
 * row with well id 0). The field's eight largest activities are shown apart, the rest together,
 * each named by the organisation's IADC list (its labels carry the code, e.g. "2 Drill actual").
 */
export async function fieldActivityBreakdown(ctx: WellSetContext) {
  const { rows } = await sql<{ well_id: number; code: string; label: string; seconds: number }>`
    select t.well_id, t.iadc_code as code,
           coalesce(${lookupLabelIn(ctx.language)}, t.iadc_code) as label,
           sum(t.seconds)::float8 as seconds
    from well_time_totals t
    left join lookup_values lv
      on lv.org_id = t.org_id and lv.list = 'iadcCode' and lv.code = t.iadc_code
    where t.org_id = ${ctx.orgId} and t.well_id in (${wellIdList(ctx)})
    group by t.well_id, t.iadc_code, lv.label, lv.label_indonesian`.execute(ctx.db);
  const fieldByCode = new Map<string, number>();
  const labels = new Map<string, string>();
  for (const row of rows) {
    fieldByCode.set(row.code, (fieldByCode.get(row.code) ?? 0) + row.seconds);
    labels.set(row.code, row.label);
  }
  const top = [...fieldByCode]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b, "en", { numeric: true }))
    .slice(0, TOP_ACTIVITIES)
    .map(([code]) => code);
  const shown = (code: string) => (top.includes(code) ? code : "other");
  const order = [...top, "other"];
  // Seconds per well and shown activity; the field's total under well 0.
  const sums = new Map<number, Map<string, number>>();
  const add = (wellId: number, code: string, seconds: number) => {
    const byCode = sums.get(wellId) ?? new Map<string, number>();
    byCode.set(code, (byCode.get(code) ?? 0) + seconds);
    sums.set(wellId, byCode);
  };
  for (const row of rows) {
    add(row.well_id, shown(row.code), row.seconds);
    add(0, shown(row.code), row.seconds);
  }
  const ids: number[] = [];
  const code: string[] = [];
  const label: (string | null)[] = [];
  const hoursColumn: number[] = [];
  const pct: number[] = [];
  for (const wellId of [0, ...ctx.wells.map((well) => well.id)]) {
    const byCode = sums.get(wellId);
    if (!byCode) continue;
    const total = [...byCode.values()].reduce((sum, seconds) => sum + seconds, 0);
    for (const activity of order) {
      const seconds = byCode.get(activity);
      if (seconds === undefined || total <= 0) continue;
      ids.push(wellId);
      code.push(activity);
      label.push(activity === "other" ? null : (labels.get(activity) ?? activity));
      hoursColumn.push(hours(seconds));
      pct.push((seconds / total) * 100);
    }
  }
  const columns = wellColumns(ctx, ids);
  return seriesTable(
    {
      ...columns,
      well: columns.well.map((name, index) => (ids[index] === 0 ? "" : name)),
      code,
      label,
      hours: f32(hoursColumn),
      pct: f32(pct),
    },
    { "unit:hours": "hr", href: wellDashboardHref("activity-breakdown") },
  );
}

/** Logged and NPT time, per well and phase. */
async function timeByPhase(ctx: WellSetContext) {
  const { rows } = await sql<{ well_id: number; phase: string; total: number; npt: number }>`
    select well_id, phase, sum(seconds)::float8 as total,
           coalesce(sum(seconds) filter (where is_npt), 0)::float8 as npt
    from well_time_totals
    where org_id = ${ctx.orgId} and well_id in (${wellIdList(ctx)})
    group by well_id, phase`.execute(ctx.db);
  return rows;
}

/** In the wells' order, then the phases in the order a well goes through them. */
function inWellOrder<T extends { well_id: number; phase: string | null }>(
  ctx: WellSetContext,
  rows: T[],
): T[] {
  const rank = new Map(ctx.wells.map((well, index) => [well.id, index]));
  return [...rows].sort(
    (a, b) =>
      (rank.get(a.well_id) ?? 0) - (rank.get(b.well_id) ?? 0) || comparePhases(a.phase, b.phase),
  );
}

/** Hours per phase of each well, of which NPT. */
export async function fieldPhaseTime(ctx: WellSetContext) {
  const rows = inWellOrder(ctx, await timeByPhase(ctx));
  return seriesTable(
    {
      ...wellColumns(
        ctx,
        rows.map((row) => row.well_id),
      ),
      phase: rows.map((row) => row.phase),
      hours: f32(rows.map((row) => hours(row.total))),
      nptHours: f32(rows.map((row) => hours(row.npt))),
    },
    {
      "unit:hours": "hr",
      href: wellDashboardHref("drilling-performance/drilling-phase-breakdown"),
    },
  );
}

/** Cost booked per phase of each well (cost lines without a phase apart). */
export async function fieldPhaseCost(ctx: WellSetContext) {
  const { rows } = await sql<{ well_id: number; phase: string | null; amount: string }>`
    select well_id, phase, sum(amount)::text as amount from well_cost_totals
    where org_id = ${ctx.orgId} and well_id in (${wellIdList(ctx)})
    group by well_id, phase`.execute(ctx.db);
  const ordered = inWellOrder(ctx, rows);
  return seriesTable(
    {
      ...wellColumns(
        ctx,
        ordered.map((row) => row.well_id),
      ),
      phase: ordered.map((row) => row.phase),
      amount: Float64Array.from(ordered.map((row) => moneyToNumber(parseMoney(row.amount)))),
    },
    { "unit:amount": "USD", href: wellDashboardHref("cost-breakdown/afe-vs-actual") },
  );
}

/** NPT as a share of each well's logged time, most first; the field's share beside it. */
export async function fieldNptPercent(ctx: WellSetContext) {
  const totals = new Map<number, { total: number; npt: number }>();
  for (const row of await timeByPhase(ctx)) {
    const sum = totals.get(row.well_id) ?? { total: 0, npt: 0 };
    sum.total += row.total;
    sum.npt += row.npt;
    totals.set(row.well_id, sum);
  }
  const wells = ctx.wells
    .filter((well) => (totals.get(well.id)?.total ?? 0) > 0)
    .map((well) => {
      const { total, npt } = totals.get(well.id)!;
      return { id: well.id, total, npt, pct: nptPercent(npt, total)! };
    })
    .sort((a, b) => b.pct - a.pct);
  const sum = (pick: (entry: (typeof wells)[number]) => number) =>
    wells.reduce((total, entry) => total + pick(entry), 0);
  const field = nptPercent(
    sum((entry) => entry.npt),
    sum((entry) => entry.total),
  );
  return seriesTable(
    {
      ...wellColumns(
        ctx,
        wells.map((entry) => entry.id),
      ),
      nptHours: f32(wells.map((entry) => hours(entry.npt))),
      totalHours: f32(wells.map((entry) => hours(entry.total))),
      pct: f32(wells.map((entry) => entry.pct)),
    },
    {
      "unit:pct": "%",
      field: field === null ? "" : String(field),
      href: wellDashboardHref("npt-analysis"),
    },
  );
}

/** NPT hours per well and cause. */
async function nptByWellAndCode(ctx: WellSetContext) {
  const { rows } = await sql<{ well_id: number; code: string; seconds: number }>`
    select well_id, coalesce(npt_code, '?') as code, sum(seconds)::float8 as seconds
    from well_time_totals
    where org_id = ${ctx.orgId} and well_id in (${wellIdList(ctx)}) and is_npt
    group by well_id, coalesce(npt_code, '?')`.execute(ctx.db);
  return rows;
}

/** NPT hours of each well by cause; a bar opens the time-log rows behind it on that well. */
export async function fieldNptBreakdown(ctx: WellSetContext) {
  const rank = new Map(ctx.wells.map((well, index) => [well.id, index]));
  const rows = (await nptByWellAndCode(ctx)).sort(
    (a, b) =>
      (rank.get(a.well_id) ?? 0) - (rank.get(b.well_id) ?? 0) ||
      b.seconds - a.seconds ||
      a.code.localeCompare(b.code),
  );
  return seriesTable(
    {
      ...wellColumns(
        ctx,
        rows.map((row) => row.well_id),
      ),
      code: rows.map((row) => row.code),
      hours: f32(rows.map((row) => hours(row.seconds))),
    },
    { "unit:hours": "hr", href: NPT_ROWS_HREF },
  );
}

/** The causes of NPT over all the wells, most hours first, with how many wells lost time to each. */
export async function fieldNptCauses(ctx: WellSetContext) {
  const causes = new Map<string, { seconds: number; wells: number }>();
  let total = 0;
  for (const row of await nptByWellAndCode(ctx)) {
    const cause = causes.get(row.code) ?? { seconds: 0, wells: 0 };
    cause.seconds += row.seconds;
    cause.wells += 1;
    causes.set(row.code, cause);
    total += row.seconds;
  }
  const list = [...causes].sort(([a, x], [b, y]) => y.seconds - x.seconds || a.localeCompare(b));
  return seriesTable(
    {
      code: list.map(([code]) => code),
      hours: f32(list.map(([, cause]) => hours(cause.seconds))),
      wells: Int32Array.from(list.map(([, cause]) => cause.wells)),
      pct: f32(list.map(([, cause]) => (cause.seconds / total) * 100)),
    },
    { "unit:hours": "hr" },
  );
}

/**
 * NPT hours per hole section, each well's apart: every NPT row goes to the section its well was
 * drilling when it was logged, by the rule of the well's own chart (`holeSectionOf`); sections
 * are matched across wells by hole size.
 */
export async function fieldNptByHoleSection(ctx: WellSetContext) {
  const [sections, { rows }] = await Promise.all([
    sectionsByWell(ctx),
    // One array per column: building a JSON array per row costs three times as much.
    sql<{
      well_id: number;
      phases: string[];
      dates: string[];
      depths: (number | null)[];
      durations: (number | null)[];
    }>`
      select well_id, json_agg(phase) as phases, json_agg(report_date::text) as dates,
        json_agg(coalesce(md_from, md_to)) as depths, json_agg(duration) as durations
      from time_log_rows
      where org_id = ${ctx.orgId} and is_npt and well_id in (${wellIdList(ctx)})
      group by well_id`.execute(ctx.db),
  ]);
  const groups = new Map<string, { label: string; order: number; byWell: Map<number, number> }>();
  for (const row of rows) {
    const wellId = row.well_id;
    const wellSections = sections.get(wellId)?.sections ?? [];
    const spans = sectionSpans(wellSections);
    row.phases.forEach((phase, i) => {
      const place: TimeLogPlace = { phase, date: row.dates[i]!, md: row.depths[i] ?? null };
      const index = holeSectionOf(place, spans);
      const group = sectionGroup(index === null ? undefined : wellSections[index]);
      const entry = groups.get(group.key) ?? { ...group, byWell: new Map<number, number>() };
      entry.byWell.set(wellId, (entry.byWell.get(wellId) ?? 0) + (row.durations[i] ?? 0));
      groups.set(group.key, entry);
    });
  }
  const ordered = [...groups.values()].sort(
    (a, b) => (b.order < 0 ? -1 : 0) - (a.order < 0 ? -1 : 0) || b.order - a.order,
  );
  const ids: number[] = [];
  const section: string[] = [];
  const seconds: number[] = [];
  for (const group of ordered) {
    for (const well of ctx.wells) {
      const lost = group.byWell.get(well.id);
      if (!lost) continue;
      ids.push(well.id);
      section.push(group.label);
      seconds.push(lost);
    }
  }
  return seriesTable(
    { ...wellColumns(ctx, ids), section, hours: f32(seconds.map(hours)) },
    { "unit:hours": "hr", href: wellDashboardHref("drilling-performance/npt-hole-section") },
  );
}
