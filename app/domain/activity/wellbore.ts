/**
 * What a wellbore schematic shows, in SI, from the well's casing and cement reports and its
 * latest DDR: each casing string from its top (surface, or the liner top) to its shoe in the hole
 * it was run in, the cement behind it from its top to the shoe, the open hole below the deepest
 * shoe and the bit's depth.
 */
import { stringDepths } from "./casing-tally";

export interface CasingString {
  reportNo: number;
  /** m */
  od: number;
  topMd: number;
  shoeMd: number;
  /** m; null when the report does not say. */
  holeSize: number | null;
}

export interface CementColumn {
  /** m MD */
  topMd: number;
  shoeMd: number;
  casingOd: number;
  holeSize: number;
}

export interface WellboreModel {
  strings: CasingString[];
  cement: CementColumn[];
  /** The hole being drilled: its size and depth (m), from the latest DDR. */
  openHole: { size: number; md: number } | null;
  /** m MD */
  bitDepth: number | null;
}

const num = (value: unknown): number | null => (typeof value === "number" ? value : null);

/** A casing report's string (its saved casingRun section); null until its tally is measured. */
export function casingStringOf(
  reportNo: number,
  value: Record<string, unknown>,
): CasingString | null {
  const od = num(value.od);
  const tally = Array.isArray(value.tally) ? (value.tally as Record<string, unknown>[]) : [];
  const topMd = num(value.linerTopMd) ?? 0;
  const depths = stringDepths(
    tally.map((joint) => ({ length: num(joint.length) })),
    topMd,
    null,
  );
  if (od === null || !depths) return null;
  return { reportNo, od, topMd, shoeMd: depths.shoeMd, holeSize: num(value.holeSize) };
}

/** A cement job's column behind the casing: its measured top, else the calculated one. */
export function cementColumnOf(value: Record<string, unknown>): CementColumn | null {
  const topMd = num(value.tocMd) ?? num(value.topOfCementMd);
  const shoeMd = num(value.shoeMd);
  const casingOd = num(value.casingOd);
  const holeSize = num(value.holeSize);
  if (topMd === null || shoeMd === null || casingOd === null || holeSize === null) return null;
  if (topMd >= shoeMd) return null;
  return { topMd, shoeMd, casingOd, holeSize };
}

/** The deepest point the schematic must show, m. */
export function deepestMd(model: WellboreModel): number {
  return Math.max(
    0,
    ...model.strings.map((s) => s.shoeMd),
    ...model.cement.map((c) => c.shoeMd),
    model.openHole?.md ?? 0,
    model.bitDepth ?? 0,
  );
}
