/**
 * Cost per foot (or metre) of a bit run, DOMAIN.md §4:
 *   CPF = (bitCost + rigRate·(drillingHours + tripHours)) / footage.
 * Not rounded here: round after dividing, for display only.
 */
import { METRES_PER_FOOT, SECONDS_PER_HOUR } from "../units/units";

export interface CostPerFootInput {
  /** USD */
  bitCost: number;
  /** USD per hour; a day rate is rate/24. */
  rigRatePerHour: number;
  /** On-bottom drilling time, s. */
  drillingTime: number;
  /** Round-trip time charged to the run, s. */
  tripTime: number;
  /** m */
  footage: number;
}

/** USD per metre drilled, or null when nothing was drilled. */
export function costPerMetre(input: CostPerFootInput): number | null {
  if (!(input.footage > 0)) return null;
  const rigHours = (input.drillingTime + input.tripTime) / SECONDS_PER_HOUR;
  return (input.bitCost + input.rigRatePerHour * rigHours) / input.footage;
}

/** USD per foot drilled, or null when nothing was drilled. */
export function costPerFoot(input: CostPerFootInput): number | null {
  const perMetre = costPerMetre(input);
  return perMetre === null ? null : perMetre * METRES_PER_FOOT;
}
