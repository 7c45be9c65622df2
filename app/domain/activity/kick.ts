/**
 * Kill-mud weight after a kick (DOMAIN.md §4): the shut-in drill-pipe pressure is what the mud
 * column lacks at the bottom of the hole, so the mud that balances it is
 * KMW = MW + SIDPP / (g·TVD); the kick intensity is the density added, KMW − MW. Worked in SI
 * with g = 9.80665 m/s² (the field shortcut 0.052 psi/(ppg·ft) is that constant rounded).
 */
export const STANDARD_GRAVITY = 9.80665;

/** Density equivalent of a pressure at a true vertical depth: P/(g·TVD), kg/m³. */
export function kickIntensity(sidpp: number, tvd: number): number | null {
  if (!(tvd > 0)) return null;
  return sidpp / (STANDARD_GRAVITY * tvd);
}

/** kg/m³, from the mud density in hole (kg/m³), SIDPP (Pa) and TVD (m). */
export function killMudWeight(mudDensity: number, sidpp: number, tvd: number): number | null {
  const intensity = kickIntensity(sidpp, tvd);
  return intensity === null ? null : mudDensity + intensity;
}

/** The field shortcut, ppg from ppg, psi and ft: MW + SIDPP/(0.052·TVD). */
export function killMudWeightPpg(mudWeightPpg: number, sidppPsi: number, tvdFt: number): number {
  return mudWeightPpg + sidppPsi / (0.052 * tvdFt);
}
