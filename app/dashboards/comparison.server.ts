import { sql } from "kysely";

import { getDb } from "~/db/db.server";
import { comparePhases } from "~/domain/cost/phases";
import { unitLabel } from "~/domain/units/units";
import type { Language, UnitSystem } from "~/domain/units/systems";

import {
  choiceProblem,
  parseWellChoice,
  type ComparedPhase,
  type ComparedWell,
  type ComparisonFigures,
} from "./comparison";
import { buildSeries } from "./series.server";
import { wellSetOf } from "./series/well-set.server";
import type { FieldTileType } from "./tile-types";

/** A well the comparison study offers, under its field. */
export interface ComparableWell {
  id: number;
  name: string;
  fieldName: string;
}

/** Every well of the organisation, by field and then name, for choosing what to compare. */
export async function comparableWells(orgId: number): Promise<ComparableWell[]> {
  const { rows } = await sql<ComparableWell>`
    select w.id, w.name, f.name as "fieldName"
    from wells w
    join pads p on p.id = w.pad_id and p.org_id = w.org_id
    join fields f on f.id = p.field_id and f.org_id = w.org_id
    where w.org_id = ${orgId}`.execute(await getDb());
  return rows.sort(
    (a, b) =>
      a.fieldName.localeCompare(b.fieldName) ||
      a.name.localeCompare(b.name, "en", { numeric: true }),
  );
}

/** Of the ids a study names, those of the organisation's wells, in the order named. */
export async function chosenWellIds(orgId: number, ids: readonly number[]): Promise<number[]> {
  const wells = await wellSetOf({
    db: await getDb(),
    orgId,
    set: { field: false, wellIds: ids },
  });
  const known = new Set(wells.map((well) => well.id));
  return ids.filter((id) => known.has(id));
}

const round = (value: unknown, digits: number): number | null => {
  const number = Number(value);
  if (value === null || value === undefined || !Number.isFinite(number)) return null;
  const scale = 10 ** digits;
  return Math.round(number * scale) / scale;
};

/**
 * The figures a comparison shows and exports, read from the same series its charts are drawn
 * from: a table and its charts cannot disagree.
 */
export async function comparisonFigures(
  orgId: number,
  wellIds: readonly number[],
  system: UnitSystem,
  language: Language,
): Promise<ComparisonFigures> {
  const scope = { orgId, wellId: 0, system, language, wellIds };
  const rowsOf = async (type: FieldTileType) =>
    (await buildSeries(type, scope))
      .toArray()
      .map((row) => row.toJSON() as Record<string, unknown>);
  const [wells, days, costPerLength, afe, npt, causes, time, cost] = await Promise.all([
    wellSetOf({ db: await getDb(), orgId, set: { field: false, wellIds } }),
    rowsOf("fieldDaysPerThousand"),
    rowsOf("fieldCostPerLength"),
    rowsOf("fieldAfeVsActual"),
    rowsOf("fieldNptPercent"),
    rowsOf("fieldNptBreakdown"),
    rowsOf("fieldPhaseTime"),
    rowsOf("fieldPhaseCost"),
  ]);
  const of = (rows: Record<string, unknown>[], wellId: number, kind?: string) =>
    rows.find((row) => row.wellId === wellId && (kind === undefined || row.kind === kind));
  const compared = wells.map((well): ComparedWell => {
    const progress = of(days, well.id);
    const spend = of(costPerLength, well.id);
    const lost = of(npt, well.id);
    const budget = of(afe, well.id, "AFE");
    return {
      id: well.id,
      name: well.name,
      fieldName: well.fieldName,
      days: round(progress?.days, 0),
      md: round(progress?.md, 1),
      daysPerThousand: round(progress?.value, 2),
      cost: round(of(afe, well.id, "Actual")?.amount, 2) ?? 0,
      afe: round(budget?.amount, 2),
      costPerLength: round(spend?.value, 2),
      nptHours: round(lost?.nptHours, 2),
      nptPercent: round(lost?.pct, 1),
      topCauses: causes
        .filter((row) => row.wellId === well.id)
        .slice(0, 3)
        .map((row) => ({ code: String(row.code), hours: round(row.hours, 2)! })),
    };
  });
  const phases = new Map<string, ComparedPhase>();
  const phaseOf = (row: Record<string, unknown>) => {
    const phase = (row.phase as string | null) ?? null;
    const key = `${String(row.wellId)}|${phase}`;
    const entry = phases.get(key) ?? {
      wellId: Number(row.wellId),
      well: String(row.well),
      phase,
      hours: 0,
      nptHours: 0,
      cost: 0,
    };
    phases.set(key, entry);
    return entry;
  };
  for (const row of time) {
    const entry = phaseOf(row);
    entry.hours = round(row.hours, 2)!;
    entry.nptHours = round(row.nptHours, 2)!;
  }
  for (const row of cost) phaseOf(row).cost = round(row.amount, 2)!;
  const rank = new Map(wells.map((well, index) => [well.id, index]));
  return {
    lengthUnit: unitLabel("length", system),
    wells: compared,
    phases: [...phases.values()].sort(
      (a, b) =>
        (rank.get(a.wellId) ?? 0) - (rank.get(b.wellId) ?? 0) || comparePhases(a.phase, b.phase),
    ),
  };
}

/** What a study's address asks for: the organisation's wells it names, and what is wrong. */
export async function readChoice(orgId: number, url: URL) {
  const requested = parseWellChoice(url.searchParams.getAll("well"));
  const chosen = await chosenWellIds(orgId, requested);
  return {
    chosen,
    // Ids of no well of the organisation (another's, or none at all) are left out, and said so.
    leftOut: requested.length - chosen.length,
    problem: requested.length === 0 ? null : choiceProblem(chosen.length),
  };
}
