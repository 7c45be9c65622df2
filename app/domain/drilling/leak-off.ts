/**
 * A leak-off or formation-integrity test as the well-control sheet reads it (decision 020).
 * The stored EMW is the physical one, P/(g·TVD) with standard gravity (hydraulics.ts); the
 * sheet every rig works from uses 0.052 psi/ft per ppg instead of the exact 0.051948, so its
 * EMW reads up to 0.01 ppg lower. The report shows the sheet's figure, and the limit the test
 * sets (for MAASP and kick tolerance) is that EMW rounded down to 0.1 ppg.
 */
import { KG_PER_M3_PER_PPG, METRES_PER_FOOT, PASCALS_PER_PSI } from "../units/units";

/** The sheet's gradient of 1 ppg of mud, psi/ft. */
export const SHEET_PSI_PER_FT_PER_PPG = 0.052;

/** That gradient as an acceleration, m/s² (9.8166…, against standard gravity's 9.80665). */
export const SHEET_GRAVITY =
  (SHEET_PSI_PER_FT_PER_PPG * PASCALS_PER_PSI) / METRES_PER_FOOT / KG_PER_M3_PER_PPG;

/** The step a leak-off limit is rounded down to: 0.1 ppg, kg/m³. */
export const LIMIT_STEP = 0.1 * KG_PER_M3_PER_PPG;

/** EMW as the sheet works it out, kg/m³: MW + P/(0.052·TVD); null at the surface. */
export function sheetEquivalentMudWeight(
  mudDensity: number,
  surfacePressure: number,
  shoeTvd: number,
): number | null {
  if (!(shoeTvd > 0)) return null;
  return mudDensity + surfacePressure / (SHEET_GRAVITY * shoeTvd);
}

/**
 * The test's EMW used as a limit: rounded down to 0.1 ppg, kg/m³. A tenth that the sheet reads
 * whole (15.30 ppg) stays whole despite binary fractions.
 */
export function equivalentMudWeightLimit(emw: number): number {
  return Math.floor(emw / LIMIT_STEP + 1e-9) * LIMIT_STEP;
}

/**
 * MAASP, Pa, as the sheet gives it: (limit EMW − mud weight) × 0.052 × shoe TVD; null when the
 * mud is at or above the limit (no pressure may be held at surface).
 */
export function sheetMaasp(limitEmw: number, mudDensity: number, shoeTvd: number): number | null {
  // Equal to a millionth of a kg/m³ counts as equal (the limit is a multiple of a binary step).
  if (!(shoeTvd > 0) || !(limitEmw - mudDensity > 1e-6)) return null;
  return (limitEmw - mudDensity) * SHEET_GRAVITY * shoeTvd;
}
