/**
 * A daily report's progress (DOMAIN.md §2): the hole made that day, from the previous report's
 * depth. The well's first report counts from the depth the well was spudded at, when it is the
 * spud-day report (or earlier): before it there was no hole.
 */

export interface ProgressInput {
  /** Depth at report time, m; null when not reported. */
  md: number | null;
  /** The previous report's depth; null on the well's first report. */
  previous: { md: number | null } | null;
  /** The report's days from spud; null without a spud date. */
  dfs: number | null;
  /**
   * Depth the well was spudded at, m below the depth reference. The well record holds none, so
   * this is 0: the hole starts at the reference.
   */
  spudMd?: number;
}

/** Metres made on the report's day; null when the depth it counts from is unknown. */
export function dailyProgress({ md, previous, dfs, spudMd = 0 }: ProgressInput): number | null {
  if (md === null) return null;
  if (previous !== null) return previous.md === null ? null : md - previous.md;
  // A first report after the spud day: the depth of the day before is not on record.
  if (dfs !== null && dfs > 1) return null;
  return md - spudMd;
}
