/**
 * Well-control and mud hydraulics. DOMAIN.md §4 "Gravity": pressures are computed physically,
 * P = ρ·g·TVD, rather than with the 0.052 psi/(ppg·ft) shortcut, so answers are the exact ones
 * (5,194.8 psi for 10 ppg at 10,000 ft, not 5,200). Stored units: kg/m³, Pa, m.
 */

/** Standard gravity, m/s², exact by definition (CGPM 1901). */
export const STANDARD_GRAVITY = 9.80665;

/** Pressure of a static mud column, Pa. */
export function hydrostaticPressure(density: number, tvd: number): number {
  return density * STANDARD_GRAVITY * tvd;
}

/** A pressure at a depth expressed as a density, P/(g·TVD); null at the surface. */
export function pressureAsDensity(pressure: number, tvd: number): number | null {
  if (!(tvd > 0)) return null;
  return pressure / (STANDARD_GRAVITY * tvd);
}

function densityPlusPressure(density: number, pressure: number, tvd: number): number | null {
  const extra = pressureAsDensity(pressure, tvd);
  return extra === null ? null : density + extra;
}

/** LOT/FIT result: mud in hole plus the surface leak-off (or test) pressure at the shoe. */
export function equivalentMudWeight(
  mudDensity: number,
  surfacePressure: number,
  shoeTvd: number,
): number | null {
  return densityPlusPressure(mudDensity, surfacePressure, shoeTvd);
}

/** ECD: mud density plus the annular friction pressure loss above `tvd`. */
export function equivalentCirculatingDensity(
  mudDensity: number,
  annularPressureLoss: number,
  tvd: number,
): number | null {
  return densityPlusPressure(mudDensity, annularPressureLoss, tvd);
}

/** MAASP, Pa: the surface pressure that would fracture the shoe with the current mud. */
export function maximumAllowableAnnularSurfacePressure(
  fractureEmw: number,
  mudDensity: number,
  shoeTvd: number,
): number {
  return (fractureEmw - mudDensity) * STANDARD_GRAVITY * shoeTvd;
}

/** Kill mud weight: balances the formation that gave SIDPP at the bit's TVD. */
export function killMudWeight(mudDensity: number, sidpp: number, tvd: number): number | null {
  return densityPlusPressure(mudDensity, sidpp, tvd);
}

/** Kick intensity = kill mud weight − current mud weight = SIDPP/(g·TVD). */
export function kickIntensity(sidpp: number, tvd: number): number | null {
  return pressureAsDensity(sidpp, tvd);
}
