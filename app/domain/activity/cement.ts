/**
 * Cement placement behind casing (DOMAIN.md §2b, §4): the annulus between the hole and the
 * casing holds π/4·(Dh² − Dc²) per metre; the slurry pumped, less the excess planned for a hole
 * larger than gauge, fills that annulus up from the shoe, so its top is
 * TOC = shoe − V / (A·(1 + excess)).
 */

/** Annular cross-section between a hole of `holeDiameter` and casing of `casingOd`, m². */
export function annularArea(holeDiameter: number, casingOd: number): number {
  return (Math.PI / 4) * (holeDiameter ** 2 - casingOd ** 2);
}

/** A slurry's volume: as measured, else sacks × yield (m³). */
export function slurryVolume(fluid: {
  volume: number | null;
  sacks: number | null;
  slurryYield: number | null;
}): number | null {
  if (fluid.volume !== null) return fluid.volume;
  if (fluid.sacks !== null && fluid.slurryYield !== null) return fluid.sacks * fluid.slurryYield;
  return null;
}

export interface CementPlacement {
  /** Gauge-hole annular volume the slurry fills, m³ (pumped volume without the excess). */
  annularVolume: number;
  /** m MD */
  topOfCementMd: number;
}

/**
 * Where the slurry pumped behind the casing reaches. `excessPercent` is the volume pumped beyond
 * the gauge hole (washouts), in percent. Null when the sizes do not make an annulus.
 */
export function cementPlacement(input: {
  holeDiameter: number;
  casingOd: number;
  shoeMd: number;
  /** Slurry pumped into the annulus, m³ */
  slurryVolume: number;
  excessPercent: number;
}): CementPlacement | null {
  const area = annularArea(input.holeDiameter, input.casingOd);
  if (!(area > 0) || input.excessPercent <= -100) return null;
  const annularVolume = input.slurryVolume / (1 + input.excessPercent / 100);
  const height = annularVolume / area;
  return { annularVolume, topOfCementMd: Math.max(0, input.shoeMd - height) };
}
