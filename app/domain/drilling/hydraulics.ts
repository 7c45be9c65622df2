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

/*
 * Bit hydraulics: the mud jetting through the bit nozzles (Bourgoyne, Millheim, Chenevert and
 * Young, "Applied Drilling Engineering", SPE 1986, §4.9). Physical formulas in stored units;
 * the field forms they reduce to are the sheet's: vn = 0.3208·q/At ft/s, ΔPb =
 * 8.311e-5·ρ·q²/(Cd²·At²) psi, HHP = ΔPb·q/1714 hp (q gpm, At in², ρ ppg), HSI = HHP/(π/4·D²).
 * The sheet constants are rounded (1714 for 1714.25), so the exact answers differ in the fourth
 * digit. Worked vectors (tested in each unit system):
 *
 * | bit, nozzles (TFA)               | mud, pump        | vn         | ΔPb        | HHP      | HSI         |
 * |----------------------------------|------------------|------------|------------|----------|-------------|
 * | 8½ in, 3 × 12 (0.3313 in²)       | 10 ppg, 400 gpm  | 387.3 ft/s | 1,341.9 psi | 313.1 hp | 5.52 hp/in² |
 * | same in SI                       |                  | 118.05 m/s | 92.52 bar  | 233.5 kW | 6.38 W/mm²  |
 * | 12¼ in, 3 × 13 + 2 × 12 (0.6098) | 9.6 ppg, 650 gpm | 342.0 ft/s | 1,004.5 psi | 380.9 hp | 3.23 hp/in² |
 * | same in SI                       |                  | 104.24 m/s | 69.25 bar  | 284.0 kW | 3.74 W/mm²  |
 */

/** Discharge coefficient of drill-bit jet nozzles (Bourgoyne et al. §4.9). */
export const NOZZLE_DISCHARGE_COEFFICIENT = 0.95;

/** Mean velocity of the mud through the nozzles, m/s: Q / TFA; null without nozzles. */
export function jetVelocity(flowRate: number, totalFlowArea: number): number | null {
  if (!(totalFlowArea > 0) || !(flowRate >= 0)) return null;
  return flowRate / totalFlowArea;
}

/** Pressure lost across the bit nozzles, Pa: ρ·vn² / (2·Cd²); null without nozzles. */
export function bitPressureDrop(
  density: number,
  flowRate: number,
  totalFlowArea: number,
  dischargeCoefficient = NOZZLE_DISCHARGE_COEFFICIENT,
): number | null {
  const velocity = jetVelocity(flowRate, totalFlowArea);
  if (velocity === null || !(density > 0)) return null;
  return (density * velocity ** 2) / (2 * dischargeCoefficient ** 2);
}

/** The bit hydraulics of one run at one pump rate and mud weight (stored units). */
export interface BitHydraulics {
  /** Pa */
  pressureDrop: number;
  /** m/s */
  jetVelocity: number;
  /** Hydraulic power spent at the bit, W: ΔPb·Q. */
  hydraulicPower: number;
  /** HSI: that power per area of hole, W/m². */
  powerPerArea: number;
}

/**
 * Bit pressure drop, jet velocity, hydraulic power and HSI; null when any input is missing or
 * cannot give a figure (no nozzles, no pump rate, no mud weight, no bit size).
 */
export function bitHydraulics(input: {
  density: number | null;
  flowRate: number | null;
  totalFlowArea: number | null;
  bitDiameter: number | null;
}): BitHydraulics | null {
  const { density, flowRate, totalFlowArea, bitDiameter } = input;
  if (density === null || flowRate === null || totalFlowArea === null || bitDiameter === null)
    return null;
  if (!(flowRate > 0) || !(bitDiameter > 0)) return null;
  const velocity = jetVelocity(flowRate, totalFlowArea);
  const pressureDrop = bitPressureDrop(density, flowRate, totalFlowArea);
  if (velocity === null || pressureDrop === null) return null;
  const hydraulicPower = pressureDrop * flowRate;
  return {
    pressureDrop,
    jetVelocity: velocity,
    hydraulicPower,
    powerPerArea: hydraulicPower / ((Math.PI * bitDiameter ** 2) / 4),
  };
}
