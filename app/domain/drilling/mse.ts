/**
 * Mechanical specific energy: the work spent per volume of rock drilled. Teale, "The concept of
 * specific energy in rock drilling" (1965), as written in DOMAIN.md §4:
 *   MSE = WOB/A + 120·π·N·T/(A·ROP),  A = π·D²/4, N in rpm, ROP per hour.
 * The expression is unit-consistent: lbf, in, ft·lbf, ft/h give psi; N, m, N·m, m/h give Pa.
 */

export interface MseTerms {
  /** WOB/A: the axial (thrust) share. */
  weightTerm: number;
  /** 120πNT/(A·ROP): the rotary share, usually by far the larger. */
  torqueTerm: number;
  total: number;
}

/** Stored units: N, m, rpm, N·m, m/s. */
export interface MseInput {
  weightOnBit: number;
  bitDiameter: number;
  /** Bit rpm: surface plus motor on motor runs (see `bitRotarySpeed`). */
  rotarySpeed: number;
  torque: number;
  rop: number;
}

/** Field units: lbf, in, rpm, ft·lbf, ft/h. */
export interface MseImperialInput {
  weightOnBitLbf: number;
  bitDiameterIn: number;
  rotarySpeed: number;
  torqueFtLbf: number;
  ropFtPerHour: number;
}

function teale(
  weightOnBit: number,
  bitDiameter: number,
  rotarySpeed: number,
  torque: number,
  ropPerHour: number,
): MseTerms | null {
  // No penetration or no bit: the energy per volume is undefined, not infinite.
  if (!(ropPerHour > 0) || !(bitDiameter > 0)) return null;
  const area = (Math.PI * bitDiameter ** 2) / 4;
  const weightTerm = weightOnBit / area;
  const torqueTerm = (120 * Math.PI * rotarySpeed * torque) / (area * ropPerHour);
  return { weightTerm, torqueTerm, total: weightTerm + torqueTerm };
}

/** MSE in Pa with both terms, or null when ROP or bit size is zero. */
export function mseTerms(input: MseInput): MseTerms | null {
  return teale(
    input.weightOnBit,
    input.bitDiameter,
    input.rotarySpeed,
    input.torque,
    input.rop * 3600,
  );
}

/** MSE in Pa, or null when ROP or bit size is zero. */
export function mechanicalSpecificEnergy(input: MseInput): number | null {
  return mseTerms(input)?.total ?? null;
}

/** MSE in psi from field units, for checking against published imperial examples. */
export function mechanicalSpecificEnergyImperial(input: MseImperialInput): MseTerms | null {
  return teale(
    input.weightOnBitLbf,
    input.bitDiameterIn,
    input.rotarySpeed,
    input.torqueFtLbf,
    input.ropFtPerHour,
  );
}

/** The bit turns at surface rpm plus motor rpm when a mud motor is in the BHA. */
export function bitRotarySpeed(surfaceRpm: number, motorRpm: number | null = null): number {
  return surfaceRpm + (motorRpm ?? 0);
}
