import { sql } from "kysely";

import { sharedWhileInFlight } from "~/db/shared-lookups.server";
import { bitGroupKey, bitGroups, type GroupedBitRun } from "~/domain/drilling/bit-groups";
import { bitRunToDate } from "~/domain/drilling/bit-run";
import { holeSizeInches, holeSizeLabel } from "~/domain/drilling/hole-size";
import { holeSectionOf } from "~/domain/time-log/hole-section";
import { fromSI, unitLabel } from "~/domain/units/units";

import { f32, seriesTable } from "./arrow";
import { PARAMETERS, bitRunsOfWells } from "./bits.server";
import { SECONDS_PER_HOUR } from "./context";
import { sectionGroup, sectionsByWell } from "./field-sections.server";
import { sectionSpans } from "./progress.server";
import { wellColumns, wellDashboardHref, wellIdList, type WellSetContext } from "./well-set.server";

/** A bit run's type as its bit data names it; runs without one are grouped as "—". */
const bitTypeOf = (type: string | null) => type?.trim() || "—";

/**
 * Bit runs of the wells by hole size and bit type: each well's runs of a group together (its
 * mark), with the group's figures over all the wells. Runs are read as the well's own bit chart
 * reads them (latest report, a bit in the hole to the report's depth); a group's ROP is its
 * footage over its hours, its cost per metre weighted by footage (`bitGroups`).
 */
const fieldBitRuns = sharedWhileInFlight(
  async (ctx: WellSetContext) => {
    const byWell = await bitRunsOfWells(
      ctx,
      ctx.wells.map((well) => well.id),
    );
    const runs = ctx.wells.flatMap((well) =>
      (byWell.get(well.id) ?? []).map((run) => {
        const toDate = bitRunToDate(
          { depthIn: run.depth_in, depthOut: run.depth_out, hours: run.hours },
          run.md_at_report,
        );
        const grouped: GroupedBitRun = {
          size: run.size,
          bitType: bitTypeOf(run.type),
          footage: toDate.footage,
          hours: run.hours,
          costPerMetre: run.cost_per_length,
        };
        return { well, grouped };
      }),
    );
    const field = bitGroups(runs.map((entry) => entry.grouped));
    // Each well's runs of a group, in the order the groups first appear: largest hole first.
    const marks: { well: (typeof runs)[number]["well"]; key: string; sample: GroupedBitRun }[] = [];
    const perWell = new Map<string, GroupedBitRun[]>();
    for (const { well, grouped } of runs) {
      const key = `${well.id}|${bitGroupKey(grouped)}`;
      const list = perWell.get(key);
      if (list) list.push(grouped);
      else {
        perWell.set(key, [grouped]);
        marks.push({ well, key: bitGroupKey(grouped), sample: grouped });
      }
    }
    marks.sort(
      (a, b) =>
        holeSizeInches(b.sample.size) - holeSizeInches(a.sample.size) ||
        a.sample.bitType.localeCompare(b.sample.bitType) ||
        ctx.wells.indexOf(a.well) - ctx.wells.indexOf(b.well),
    );
    const own = marks.map((mark) =>
      bitGroups(perWell.get(`${mark.well.id}|${mark.key}`)!).get(mark.key)!,
    );
    const all = marks.map((mark) => field.get(mark.key)!);
    const { system } = ctx;
    const length = (metres: number) => fromSI("length", metres, system);
    const rop = (metresPerSecond: number | null) =>
      metresPerSecond === null ? null : fromSI("rop", metresPerSecond, system);
    // Cost per metre is stored per metre; shown per the user's length unit.
    const perLength = (perMetre: number | null) =>
      perMetre === null ? null : perMetre / fromSI("length", 1, system);
    return seriesTable(
      {
        ...wellColumns(
          ctx,
          marks.map((mark) => mark.well.id),
        ),
        bitType: marks.map((mark) => mark.sample.bitType),
        holeSize: marks.map((mark) => holeSizeLabel(mark.sample.size)),
        runs: Int32Array.from(own.map((group) => group.runs)),
        footage: f32(own.map((group) => length(group.footage))),
        hours: f32(own.map((group) => group.hours / SECONDS_PER_HOUR)),
        rop: f32(own.map((group) => rop(group.rop))),
        costPerLength: f32(own.map((group) => perLength(group.costPerMetre))),
        groupRuns: Int32Array.from(all.map((group) => group.runs)),
        groupFootage: f32(all.map((group) => length(group.footage))),
        groupRop: f32(all.map((group) => rop(group.rop))),
        groupCostPerLength: f32(all.map((group) => perLength(group.costPerMetre))),
      },
      {
        "unit:footage": unitLabel("length", system),
        "unit:rop": unitLabel("rop", system),
        "unit:costPerLength": unitLabel("length", system),
        href: wellDashboardHref("bit-performance"),
      },
    );
  },
  (ctx: WellSetContext) => [ctx.orgId, ctx.system, ...ctx.wells.map((well) => well.id)].join(","),
);

export { fieldBitRuns };

/**
 * Drilling parameters of each well per hole section (footage-weighted over its intervals), and the
 * field's over all the wells' intervals in that section. ROP is footage over time instead, as the
 * bit runs work it out: each interval weighs by the hours it took (its length over its ROP). An
 * interval goes to the section drilled at its top on its day, by the rule NPT rows are placed
 * with (`holeSectionOf`).
 */
export async function fieldDrillingParameters(ctx: WellSetContext) {
  const [sections, { rows }] = await Promise.all([
    sectionsByWell(ctx),
    // One array per column: building a JSON array per row costs three times as much.
    sql<
      { well_id: number; dates: string[]; tops: number[]; bottoms: number[] } & {
        [column: string]: (number | null)[];
      }
    >`
      select well_id, json_agg(report_date::text) as dates, json_agg(md_from) as tops,
        json_agg(md_to) as bottoms,
        ${sql.join(PARAMETERS.map(({ source, column }) => sql`json_agg(${source}) as ${sql.ref(column)}`))}
      from drilling_parameters
      where org_id = ${ctx.orgId} and well_id in (${wellIdList(ctx)})
      group by well_id`.execute(ctx.db),
  ]);
  // Weighted sums per section, parameter and well (well 0: all the wells together).
  type Sum = { weighted: number; weight: number; plain: number; count: number };
  const sums = new Map<string, Sum>();
  const groupsSeen = new Map<string, { label: string; order: number }>();
  const add = (key: string, value: number, weight: number) => {
    const sum = sums.get(key) ?? { weighted: 0, weight: 0, plain: 0, count: 0 };
    sum.weighted += value * weight;
    sum.weight += weight;
    sum.plain += value;
    sum.count += 1;
    sums.set(key, sum);
  };
  for (const row of rows) {
    const wellId = row.well_id;
    const wellSections = sections.get(wellId)?.sections ?? [];
    const spans = sectionSpans(wellSections);
    row.dates.forEach((date, interval) => {
      const top = row.tops[interval]!;
      const index = holeSectionOf({ phase: null, date, md: top }, spans);
      const group = sectionGroup(index === null ? undefined : wellSections[index]);
      groupsSeen.set(group.key, group);
      const length = Math.max(0, row.bottoms[interval]! - top);
      PARAMETERS.forEach(({ column, kind }, parameter) => {
        const value = row[column]![interval];
        if (value === null || value === undefined) return;
        const weight = kind === "rop" ? (value > 0 ? length / value : 0) : length;
        for (const who of [wellId, 0]) add(`${group.key}|${parameter}|${who}`, value, weight);
      });
    });
  }
  const mean = (sum: Sum) => (sum.weight > 0 ? sum.weighted / sum.weight : sum.plain / sum.count);
  const ordered = [...groupsSeen].sort(
    ([, a], [, b]) => (b.order < 0 ? -1 : 0) - (a.order < 0 ? -1 : 0) || b.order - a.order,
  );
  const ids: number[] = [];
  const section: string[] = [];
  const parameter: string[] = [];
  const value: number[] = [];
  const fieldValue: number[] = [];
  for (const [key, group] of ordered) {
    PARAMETERS.forEach(({ name, kind }, index) => {
      const field = sums.get(`${key}|${index}|0`);
      if (!field) return;
      const label = `${name} (${unitLabel(kind, ctx.system)})`;
      for (const well of ctx.wells) {
        const sum = sums.get(`${key}|${index}|${well.id}`);
        if (!sum) continue;
        ids.push(well.id);
        section.push(group.label);
        parameter.push(label);
        value.push(fromSI(kind, mean(sum), ctx.system));
        fieldValue.push(fromSI(kind, mean(field), ctx.system));
      }
    });
  }
  return seriesTable(
    {
      ...wellColumns(ctx, ids),
      section,
      parameter,
      value: f32(value),
      fieldValue: f32(fieldValue),
    },
    { href: wellDashboardHref("drilling-parameters") },
  );
}
