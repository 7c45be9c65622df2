import { sql } from "kysely";

import { sharedWhileInFlight } from "~/db/shared-lookups.server";
import { holeSizeInches, holeSizeLabel } from "~/domain/drilling/hole-size";

import type { HoleSection } from "./progress.server";
import { wellIdList, type WellSetContext } from "./well-set.server";

/** A well's hole sections as its latest report lists them, with that report's date. */
export interface WellSections {
  /** The date of the report they come from: where a section still being drilled has got to. */
  date: string;
  sections: HoleSection[];
}

/**
 * Each well's hole sections as last reported, the rule the well's own charts follow
 * (`latestHoleSections`): one index lookup per well, not every report of the field.
 */
async function readSections(ctx: WellSetContext): Promise<Map<number, WellSections>> {
  const { rows } = await sql<{
    well_id: number;
    date: string;
    data: { sections?: HoleSection[] } | null;
  }>`
    select w.id as well_id, l.report_date::text as date, s.data
    from wells w
    cross join lateral (
      select r.id, r.report_date from reports r
      join report_sections s on s.report_id = r.id and s.section_id = 'holeSections'
      where r.org_id = ${ctx.orgId} and r.well_id = w.id and r.kind = 'ddr'
      order by r.report_date desc limit 1
    ) l
    join report_sections s on s.report_id = l.id and s.section_id = 'holeSections'
    where w.org_id = ${ctx.orgId} and w.id in (${wellIdList(ctx)})`.execute(ctx.db);
  return new Map(
    rows.map((row) => [row.well_id, { date: row.date, sections: row.data?.sections ?? [] }]),
  );
}

/** The tiles of one page ask together and share one read. */
export const sectionsByWell = sharedWhileInFlight(readSections, (ctx: WellSetContext) =>
  [ctx.orgId, ...ctx.wells.map((well) => well.id)].join(","),
);

/**
 * How a hole section is told across wells: by its hole size ("12¼ in"), since the wells of a
 * field name their sections their own way; by its name where the size is not given. `order`
 * puts the largest hole (the top of the well) first.
 */
export function sectionGroup(section: HoleSection | undefined): {
  key: string;
  label: string;
  order: number;
} {
  if (!section) return { key: "—", label: "—", order: -1 };
  if (section.holeSize) {
    const inches = holeSizeInches(section.holeSize);
    return { key: `${inches}`, label: holeSizeLabel(section.holeSize), order: inches };
  }
  const name = section.sectionName ?? "?";
  return { key: `name:${name}`, label: name, order: 0 };
}
