/** Bit-run figures of the bit data section (DOMAIN.md §2 "Bit data", §4). Stored units. */
import { METRES_PER_INCH } from "../units/units";

/** Metres drilled by a run; null while the bit is still in hole (no depth out). */
export function bitRunFootage(depthIn: number, depthOut: number | null | undefined): number | null {
  if (depthOut === null || depthOut === undefined) return null;
  return depthOut - depthIn;
}

/** Average ROP, m/s: footage over on-bottom time (s); null when no time was logged. */
export function rateOfPenetration(footage: number, onBottomTime: number): number | null {
  if (!(onBottomTime > 0)) return null;
  return footage / onBottomTime;
}

/** A bit run's figures to date. */
export interface BitRunToDate {
  /** Metres drilled so far; null when the depth it counts to is unknown. */
  footage: number | null;
  /** Average ROP over the on-bottom hours so far, m/s; null without hours. */
  rop: number | null;
  /** Still in the hole: no depth out yet. */
  inHole: boolean;
}

/**
 * A run as it stands: a pulled bit from depth in to depth out; a bit still in the hole from
 * depth in to the hole's current depth, over the hours logged so far.
 */
export function bitRunToDate(
  run: { depthIn: number; depthOut: number | null | undefined; hours: number | null | undefined },
  currentMd: number | null | undefined,
): BitRunToDate {
  const inHole = run.depthOut === null || run.depthOut === undefined;
  const footage = inHole
    ? currentMd === null || currentMd === undefined || currentMd < run.depthIn
      ? null
      : currentMd - run.depthIn
    : bitRunFootage(run.depthIn, run.depthOut);
  const rop =
    footage === null || run.hours === null || run.hours === undefined
      ? null
      : rateOfPenetration(footage, run.hours);
  return { footage, rop, inHole };
}

/** A set of identical nozzles, e.g. 3 × 12/32 in; sizes are in 32nds of an inch everywhere. */
export interface NozzleSet {
  count: number;
  size32nds: number;
}

/** Total flow area of the bit nozzles, m²: Σ count·π/4·(size/32 in)². */
export function totalFlowArea(nozzles: readonly NozzleSet[]): number {
  return nozzles.reduce((area, { count, size32nds }) => {
    const diameter = (size32nds / 32) * METRES_PER_INCH;
    return area + (count * Math.PI * diameter ** 2) / 4;
  }, 0);
}
