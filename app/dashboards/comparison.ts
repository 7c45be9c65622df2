/** The comparison study's choice of wells, as its address carries it (`?well=12&well=31`). */

export const MIN_COMPARED = 2;
export const MAX_COMPARED = 8;

/**
 * The well ids a request names, in the order given, each once; anything that is not an id is
 * left out. Whether they are the user's wells is the server's question (`chosenWells`).
 */
export function parseWellChoice(values: readonly string[]): number[] {
  const ids: number[] = [];
  for (const value of values.flatMap((text) => text.split(","))) {
    if (!/^\d{1,9}$/.test(value.trim())) continue;
    const id = Number(value.trim());
    if (id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** What is wrong with a choice of wells, as a translation key; null when it can be compared. */
export function choiceProblem(count: number): string | null {
  if (count < MIN_COMPARED) return "fieldDashboards.comparison.tooFew";
  if (count > MAX_COMPARED) return "fieldDashboards.comparison.tooMany";
  return null;
}

/** The study's address for a choice of wells. */
export function comparisonPath(wellIds: readonly number[]): string {
  const query = wellIds.map((id) => `well=${id}`).join("&");
  return `/comparison-study${query ? `?${query}` : ""}`;
}

export interface ComparedWell {
  id: number;
  name: string;
  fieldName: string;
  /** Days from spud at the last report, and the deepest depth reported (user's length unit). */
  days: number | null;
  md: number | null;
  daysPerThousand: number | null;
  /** USD booked so far, and the approved AFE (null without one). */
  cost: number;
  afe: number | null;
  costPerLength: number | null;
  nptHours: number | null;
  nptPercent: number | null;
  /** The well's three largest NPT causes, hours each. */
  topCauses: { code: string; hours: number }[];
}

export interface ComparedPhase {
  wellId: number;
  well: string;
  phase: string | null;
  hours: number;
  nptHours: number;
  cost: number;
}

export interface ComparisonFigures {
  lengthUnit: string;
  wells: ComparedWell[];
  phases: ComparedPhase[];
}
