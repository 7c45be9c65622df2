import { sql } from "kysely";

import { dailyProgress } from "~/domain/reports/progress";
import type { HoleSectionSpan } from "~/domain/time-log/hole-section";
import { fromSI, unitLabel } from "~/domain/units/units";

import { f32, seriesTable } from "./arrow";
import { reportHrefTemplate, type SeriesContext } from "./context";
import { planDay, reportDay, spudOrigin } from "./days.server";

interface ReportDay {
  report_date: string;
  report_no: number;
  /** Days from spud, as the report itself says. */
  day: number;
  md: number | null;
  daily_cost: string | null;
  /** Metres made that day, as the report's general section says. */
  progress: number | null;
}

/** The well's daily reports with their day from spud and progress, as each report shows them. */
export async function reportDays(ctx: SeriesContext): Promise<ReportDay[]> {
  const { db, orgId, wellId } = ctx;
  const [origin, { rows }] = await Promise.all([
    spudOrigin(ctx),
    sql<Omit<ReportDay, "day" | "progress">>`
      select r.report_date, r.report_no, r.md_at_report as md, r.daily_cost
      from reports r
      where r.org_id = ${orgId} and r.well_id = ${wellId} and r.kind = 'ddr'
      order by r.report_date`.execute(db),
  ]);
  return rows.map((row, index) => {
    const day = reportDay(origin ?? row.report_date, row.report_date);
    const previous = index > 0 ? { md: rows[index - 1]!.md } : null;
    return { ...row, day, progress: dailyProgress({ md: row.md, previous, dfs: day }) };
  });
}

export interface HoleSection {
  sectionName: string | null;
  sectionType: string | null;
  /** m */
  holeSize?: number | null;
  plannedTopMd: number | null;
  plannedBottomMd: number | null;
  actualTopMd: number | null;
  actualBottomMd: number | null;
  plannedStart: string | null;
  plannedEnd: string | null;
  actualStart: string | null;
  actualEnd: string | null;
}

/** The hole sections as last reported for the well (the SHS table travels with each DDR). */
export async function latestHoleSections({
  db,
  orgId,
  wellId,
}: SeriesContext): Promise<HoleSection[]> {
  const { rows } = await sql<{ data: { sections?: HoleSection[] } | null }>`
    select s.data
    from reports r join report_sections s on s.report_id = r.id and s.section_id = 'holeSections'
    where r.org_id = ${orgId} and r.well_id = ${wellId} and r.kind = 'ddr'
    order by r.report_date desc limit 1`.execute(db);
  return rows[0]?.data?.sections ?? [];
}

/**
 * Where each section was drilled, for placing a row logged on a day at a depth in its section
 * (`holeSectionOf`): actual figures where the section has started, else its plan. Stored tables
 * may leave fields out.
 */
export function sectionSpans(sections: readonly HoleSection[]): HoleSectionSpan[] {
  return sections.map((section) => ({
    sectionType: section.sectionType ?? null,
    top: section.actualTopMd ?? section.plannedTopMd ?? null,
    bottom: section.actualBottomMd ?? section.plannedBottomMd ?? null,
    start: section.actualStart ?? section.plannedStart ?? null,
    end: (section.actualStart ? section.actualEnd : section.plannedEnd) ?? null,
  }));
}

/** Depth vs days: the actual curve from each report, and the plan from the hole sections. */
export async function depthVsDays(ctx: SeriesContext) {
  const days = await reportDays(ctx);
  const [sections, spud] = days.length
    ? await Promise.all([latestHoleSections(ctx), spudOrigin(ctx)])
    : [[], null];
  const plan: { day: number; md: number }[] = [];
  for (const section of sections) {
    if (
      spud === null ||
      section.plannedStart === null ||
      section.plannedEnd === null ||
      section.plannedTopMd === null ||
      section.plannedBottomMd === null
    )
      continue;
    plan.push(
      { day: planDay(spud, section.plannedStart), md: section.plannedTopMd },
      { day: planDay(spud, section.plannedEnd), md: section.plannedBottomMd },
    );
  }
  plan.sort((a, b) => a.day - b.day || a.md - b.md);
  const actual = days.filter((d) => d.md !== null);
  const length = (si: number) => fromSI("length", si, ctx.system);
  return seriesTable(
    {
      series: [...actual.map(() => "actual"), ...plan.map(() => "plan")],
      day: f32([...actual.map((d) => d.day), ...plan.map((p) => p.day)]),
      md: f32([...actual.map((d) => length(d.md!)), ...plan.map((p) => length(p.md))]),
      date: [...actual.map((d) => d.report_date), ...plan.map(() => null)],
      reportNo: Int32Array.from([...actual.map((d) => d.report_no), ...plan.map(() => 0)]),
    },
    { "unit:md": unitLabel("length", ctx.system), href: reportHrefTemplate(ctx.wellId, "general") },
  );
}

/** Depth vs cumulative cost, with the approved AFE total as a reference line. */
export async function depthVsCost(ctx: SeriesContext, afeTotal: number | null) {
  const days = await reportDays(ctx);
  let cumulative = 0;
  const points: { md: number; cost: number; date: string }[] = [];
  for (const day of days) {
    cumulative += Number(day.daily_cost ?? 0);
    if (day.md !== null)
      points.push({
        md: fromSI("length", day.md, ctx.system),
        cost: cumulative,
        date: day.report_date,
      });
  }
  return seriesTable(
    {
      md: f32(points.map((p) => p.md)),
      // Dollars to the cent need more than single precision past ~$160k.
      cost: Float64Array.from(points.map((p) => p.cost)),
      date: points.map((p) => p.date),
    },
    {
      "unit:md": unitLabel("length", ctx.system),
      "unit:cost": "USD",
      afe: afeTotal === null ? "" : String(afeTotal),
      href: reportHrefTemplate(ctx.wellId, "cost"),
    },
  );
}

/** Daily cost and the day's progress per report day. */
export async function progressCost(ctx: SeriesContext) {
  const days = await reportDays(ctx);
  return seriesTable(
    {
      day: f32(days.map((d) => d.day)),
      reportNo: Int32Array.from(days.map((d) => d.report_no)),
      // Tooltips show a day's cost to the cent: single precision would move $355,843.80 to .81.
      cost: Float64Array.from(days.map((d) => Number(d.daily_cost ?? 0))),
      // NaN where the day's progress cannot be told (no depth reported): its title says "—".
      progress: f32(
        days.map((d) => (d.progress === null ? null : fromSI("length", d.progress, ctx.system))),
      ),
      date: days.map((d) => d.report_date),
    },
    {
      "unit:progress": unitLabel("length", ctx.system),
      "unit:cost": "USD",
      href: reportHrefTemplate(ctx.wellId, "cost"),
    },
  );
}

/** Hole sections, planned and actual intervals. */
export async function drillingProgram(ctx: SeriesContext) {
  const sections = await latestHoleSections(ctx);
  const bars: { section: string; kind: string; top: number; bottom: number }[] = [];
  for (const section of sections) {
    const name = section.sectionName ?? "?";
    if (section.plannedTopMd !== null && section.plannedBottomMd !== null) {
      bars.push({
        section: name,
        kind: "plan",
        top: section.plannedTopMd,
        bottom: section.plannedBottomMd,
      });
    }
    if (section.actualTopMd !== null && section.actualBottomMd !== null) {
      bars.push({
        section: name,
        kind: "actual",
        top: section.actualTopMd,
        bottom: section.actualBottomMd,
      });
    }
  }
  const length = (si: number) => fromSI("length", si, ctx.system);
  return seriesTable(
    {
      section: bars.map((b) => b.section),
      kind: bars.map((b) => b.kind),
      top: f32(bars.map((b) => length(b.top))),
      bottom: f32(bars.map((b) => length(b.bottom))),
    },
    { "unit:top": unitLabel("length", ctx.system) },
  );
}

/** Plan view: north and east of each survey station. */
export async function planView(ctx: SeriesContext) {
  const { rows } = await sql<{ md: number; ns: number; ew: number; report_date: string }>`
    select distinct on (md) md, ns, ew, report_date::text as report_date
    from survey_stations
    where org_id = ${ctx.orgId} and well_id = ${ctx.wellId} and ns is not null and ew is not null
    order by md, report_date desc`.execute(ctx.db);
  const length = (si: number) => fromSI("length", si, ctx.system);
  return seriesTable(
    {
      md: f32(rows.map((r) => length(r.md))),
      ns: f32(rows.map((r) => length(r.ns))),
      ew: f32(rows.map((r) => length(r.ew))),
      date: rows.map((r) => r.report_date),
    },
    { "unit:ns": unitLabel("length", ctx.system), href: reportHrefTemplate(ctx.wellId, "surveys") },
  );
}
