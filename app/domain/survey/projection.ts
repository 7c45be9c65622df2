/**
 * True vertical depth at a measured depth beyond the last survey station, projected along the
 * station's inclination (a straight course). Used for the report's TVD at the hole depth when
 * the deepest station is above it; stored units (m, degrees).
 */
export function projectTvd(
  station: { md: number; inclination: number; tvd: number },
  md: number,
): number {
  return station.tvd + (md - station.md) * Math.cos((station.inclination * Math.PI) / 180);
}
