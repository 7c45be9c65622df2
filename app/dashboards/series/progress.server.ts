import { sql } from "kysely";

import { fromSI, unitLabel } from "~/domain/units/units";

import { f32, seriesTable } from "./arrow";
import { reportHrefTemplate, type SeriesContext } from "./context";

interface ReportDay {
  report_date: string;
  report_no: number;
  day: number;
  md: number | null;
  daily_cost: string | null;
}

/** The well's daily reports with their day from spud (spud date, or the first report). */
export async function reportDays({ db, orgId, wellId }: SeriesContext): Promise<ReportDay[]> {
  const { rows } = await sql<ReportDay>`
    select r.report_date, r.report_no, r.md_at_report as md, r.daily_cost,
           (r.report_date - coalesce(w.spud_date, min(r.report_date) over ()))::int as day
    from reports r join wells w on w.id = r.well_id and w.org_id = r.org_id
    where r.org_id = ${orgId} and r.well_id = ${wellId} and r.kind = 'ddr'
    order by r.report_date`.execute(db);
  return rows;
}

export interface HoleSection {
  sectionName: string | null;
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
}: SeriesContext): Promise<{ sections: HoleSection[]; spud: string | null }> {
  const { rows } = await sql<{ data: { sections?: HoleSection[] } | null; spud: string | null }>`
    select s.data, (select coalesce(w.spud_date, min(r2.report_date)) from wells w
                    left join reports r2 on r2.well_id = w.id and r2.kind = 'ddr'
                    where w.id = ${wellId} group by w.spud_date) as spud
    from reports r join report_sections s on s.report_id = r.id and s.section_id = 'holeSections'
    where r.org_id = ${orgId} and r.well_id = ${wellId} and r.kind = 'ddr'
    order by r.report_date desc limit 1`.execute(db);
  return { sections: rows[0]?.data?.sections ?? [], spud: rows[0]?.spud ?? null };
}

const dayOf = (date: string | null, spud: string | null) =>
  date && spud ? Math.round((Date.parse(date) - Date.parse(spud)) / 86_400_000) : null;

/** Depth vs days: the actual curve from each report, and the plan from the hole sections. */
export async function depthVsDays(ctx: SeriesContext) {
  const days = await reportDays(ctx);
  const { sections, spud } = days.length
    ? await latestHoleSections(ctx)
    : { sections: [], spud: null };
  const plan: { day: number; md: number }[] = [];
  for (const section of sections) {
    const start = dayOf(section.plannedStart, spud);
    const end = dayOf(section.plannedEnd, spud);
    if (
      start === null ||
      end === null ||
      section.plannedTopMd === null ||
      section.plannedBottomMd === null
    )
      continue;
    plan.push({ day: start, md: section.plannedTopMd }, { day: end, md: section.plannedBottomMd });
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

/** Daily cost per report day. */
export async function progressCost(ctx: SeriesContext) {
  const days = await reportDays(ctx);
  let previous: number | null = null;
  const progress: number[] = [];
  for (const day of days) {
    progress.push(
      day.md !== null && previous !== null ? fromSI("length", day.md - previous, ctx.system) : 0,
    );
    if (day.md !== null) previous = day.md;
  }
  return seriesTable(
    {
      day: f32(days.map((d) => d.day)),
      // A day's cost is shown in whole dollars; single precision holds those exactly to $16.7M.
      cost: f32(days.map((d) => Number(d.daily_cost ?? 0))),
      progress: f32(progress),
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
  const { sections } = await latestHoleSections(ctx);
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
