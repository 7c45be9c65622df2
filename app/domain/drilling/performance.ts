/** Well-performance ratios for the dashboards (DOMAIN.md §4 "Other formulas"). */
import { METRES_PER_FOOT } from "../units/units";

const METRES_PER_10K_FT = 10_000 * METRES_PER_FOOT;

/** Days per 10,000 ft = days / (MD_m / 3,048); null before any depth is drilled. */
export function daysPer10kFt(days: number, md: number): number | null {
  if (!(md > 0)) return null;
  return days / (md / METRES_PER_10K_FT);
}

/**
 * Days per 1,000 of a length unit (1,000 m, or 1,000 ft with `metresPerUnit` 0.3048): the field
 * ranking of how fast wells were drilled. Null before any depth is drilled.
 */
export function daysPerThousand(days: number, md: number, metresPerUnit = 1): number | null {
  if (!(md > 0)) return null;
  return days / (md / metresPerUnit / 1000);
}

/** A well's cost per metre (or foot) of hole: cost / MD in that unit; null before any depth. */
export function costPerLengthDrilled(cost: number, md: number, metresPerUnit = 1): number | null {
  if (!(md > 0)) return null;
  return cost / (md / metresPerUnit);
}

/** Share of time lost, percent 0–100; any one time unit for both arguments. */
export function nptPercent(nptTime: number, totalTime: number): number | null {
  if (!(totalTime > 0)) return null;
  return (nptTime / totalTime) * 100;
}

/** Core recovered as a percent of core cut; null when nothing was cut. */
export function coreRecoveryPercent(recovered: number, cut: number): number | null {
  if (!(cut > 0)) return null;
  return (recovered / cut) * 100;
}
