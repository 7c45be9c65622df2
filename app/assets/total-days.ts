import type { WellStatus } from "~/db/tables/assets";
import { spudDay } from "~/domain/reports/report-days";

const MS_PER_DAY = 86_400_000;

export interface TotalDaysInput {
  status: WellStatus;
  /** YYYY-MM-DD; the day starts at 00:00 UTC. */
  spudDate: string | null;
  /** Rig release, YYYY-MM-DD. */
  releaseDate: string | null;
}

/**
 * A well's total days: from spud (00:00 UTC of the spud date) to rig release, counted like the
 * reports' days from spud, at the end of the day (the rig-release day's report says the well's
 * last day, so it counts whole), or to now while the well is still on the books (drilling or
 * suspended). Null, shown as N/A, when the count has no start (no spud date, spud in the future,
 * a planned well) or no known end (completed or abandoned without a release date).
 */
export function totalDays(well: TotalDaysInput, now: Date): number | null {
  const spud = dayStart(well.spudDate);
  if (spud === null || spud > now.getTime() || well.status === "planned") return null;
  if (dayStart(well.releaseDate) !== null) return spudDay(well.spudDate!, well.releaseDate!);
  if (well.status === "drilling" || well.status === "suspended") {
    return (now.getTime() - spud) / MS_PER_DAY;
  }
  return null;
}

function dayStart(date: string | null): number | null {
  if (!date) return null;
  const time = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isFinite(time) ? time : null;
}
