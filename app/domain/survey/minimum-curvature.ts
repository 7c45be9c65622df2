/**
 * Well position from directional survey stations by the minimum-curvature method,
 * SPE-84246-PA (Sawaryn & Thorogood, "A Compendium of Directional Calculations Based on the
 * Minimum Curvature Method"), as written out in DOMAIN.md §4.
 *
 * Depths and displacements are metres, angles degrees, dogleg severity deg/m (the stored units).
 */

/** One survey station as measured. */
export interface SurveyStation {
  md: number;
  inclination: number;
  azimuth: number;
}

/** The station the calculation starts from, with its known position. */
export interface SurveyTieIn extends SurveyStation {
  tvd: number;
  ns: number;
  ew: number;
}

/** A station with its computed position (N and E positive). */
export interface SurveyStationPosition extends SurveyStation {
  tvd: number;
  ns: number;
  ew: number;
  verticalSection: number;
  /** Dogleg severity over the course ending at this station, deg/m. */
  dls: number;
  closureDistance: number;
  /** Degrees, 0 ≤ azimuth < 360. */
  closureAzimuth: number;
}

/** The result of one course (station pair). */
export interface MinimumCurvatureStep {
  /** β, the total angle change over the course, degrees. */
  doglegAngle: number;
  ratioFactor: number;
  deltaNorth: number;
  deltaEast: number;
  deltaTvd: number;
  /** deg/m */
  dls: number;
}

export interface SurveyCalculation {
  stations: SurveyStationPosition[];
  /** Closure of the last station (of the tie-in when there are no stations). */
  closureDistance: number;
  closureAzimuth: number;
}

/** Surface at the rig datum, vertical: the tie-in when none is given. */
export const SURFACE_TIE_IN: SurveyTieIn = {
  md: 0,
  inclination: 0,
  azimuth: 0,
  tvd: 0,
  ns: 0,
  ew: 0,
};

// Below this β (radians) tan(β/2)·2/β is 1 to double precision and the formula divides by ~0.
const STRAIGHT_COURSE_RADIANS = 1e-7;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

function normaliseAzimuth(degrees: number): number {
  const azimuth = degrees % 360;
  return azimuth < 0 ? azimuth + 360 : azimuth;
}

export function minimumCurvatureStep(from: SurveyStation, to: SurveyStation): MinimumCurvatureStep {
  const courseLength = to.md - from.md;
  if (!(courseLength > 0)) {
    throw new RangeError(`Survey md must increase: ${from.md} m then ${to.md} m`);
  }
  const i1 = toRadians(from.inclination);
  const i2 = toRadians(to.inclination);
  const a1 = toRadians(from.azimuth);
  const a2 = toRadians(to.azimuth);

  const cosBeta = Math.cos(i2 - i1) - Math.sin(i1) * Math.sin(i2) * (1 - Math.cos(a2 - a1));
  // Rounding can push cos β a hair outside [−1, 1] on straight or reversed courses.
  const beta = Math.acos(Math.min(1, Math.max(-1, cosBeta)));
  const ratioFactor = beta < STRAIGHT_COURSE_RADIANS ? 1 : (2 / beta) * Math.tan(beta / 2);
  const half = (courseLength / 2) * ratioFactor;

  return {
    doglegAngle: toDegrees(beta),
    ratioFactor,
    deltaNorth: half * (Math.sin(i1) * Math.cos(a1) + Math.sin(i2) * Math.cos(a2)),
    deltaEast: half * (Math.sin(i1) * Math.sin(a1) + Math.sin(i2) * Math.sin(a2)),
    deltaTvd: half * (Math.cos(i1) + Math.cos(i2)),
    dls: toDegrees(beta) / courseLength,
  };
}

/** Horizontal displacement projected onto the vertical-section plane at `vsAzimuth` degrees. */
export function verticalSection(ns: number, ew: number, vsAzimuth: number): number {
  const azimuth = toRadians(vsAzimuth);
  return ns * Math.cos(azimuth) + ew * Math.sin(azimuth);
}

/** Straight-line horizontal distance from the wellhead and its direction. */
export function closure(ns: number, ew: number): { distance: number; azimuth: number } {
  return { distance: Math.hypot(ns, ew), azimuth: normaliseAzimuth(toDegrees(Math.atan2(ew, ns))) };
}

/** Positions of `stations` (ordered by md, all deeper than the tie-in). */
export function calculateSurvey(input: {
  stations: readonly SurveyStation[];
  vsAzimuth: number;
  tieIn?: SurveyTieIn;
}): SurveyCalculation {
  const tieIn = input.tieIn ?? SURFACE_TIE_IN;
  let previous: SurveyStation = tieIn;
  let { tvd, ns, ew } = tieIn;

  const stations = input.stations.map((station): SurveyStationPosition => {
    const step = minimumCurvatureStep(previous, station);
    tvd += step.deltaTvd;
    ns += step.deltaNorth;
    ew += step.deltaEast;
    previous = station;
    const { distance, azimuth } = closure(ns, ew);
    return {
      md: station.md,
      inclination: station.inclination,
      azimuth: station.azimuth,
      tvd,
      ns,
      ew,
      verticalSection: verticalSection(ns, ew, input.vsAzimuth),
      dls: step.dls,
      closureDistance: distance,
      closureAzimuth: azimuth,
    };
  });

  const last = closure(ns, ew);
  return { stations, closureDistance: last.distance, closureAzimuth: last.azimuth };
}

/** deg/m as °/100ft, the api display. */
export function dlsPer100ft(degreesPerMetre: number): number {
  return degreesPerMetre * 30.48;
}

/** deg/m as °/30m, the apimix and gde display. */
export function dlsPer30m(degreesPerMetre: number): number {
  return degreesPerMetre * 30;
}

export type SurveyIssueCode =
  "survey.mdNotIncreasing" | "survey.inclinationOutOfRange" | "survey.azimuthOutOfRange";

export interface SurveyIssue {
  rowIndex: number;
  field: "md" | "inclination" | "azimuth";
  code: SurveyIssueCode;
}

/**
 * What a user must fix before the positions can be computed: md strictly increasing from the
 * tie-in, 0 ≤ inclination ≤ 180, 0 ≤ azimuth < 360. Codes are translation keys.
 */
export function surveyStationIssues(
  stations: readonly SurveyStation[],
  tieIn: SurveyTieIn = SURFACE_TIE_IN,
): SurveyIssue[] {
  const issues: SurveyIssue[] = [];
  let previousMd = tieIn.md;
  stations.forEach((station, rowIndex) => {
    if (!Number.isFinite(station.md) || station.md <= previousMd) {
      issues.push({ rowIndex, field: "md", code: "survey.mdNotIncreasing" });
    }
    if (Number.isFinite(station.md)) previousMd = Math.max(previousMd, station.md);
    if (!(station.inclination >= 0 && station.inclination <= 180)) {
      issues.push({ rowIndex, field: "inclination", code: "survey.inclinationOutOfRange" });
    }
    if (!(station.azimuth >= 0 && station.azimuth < 360)) {
      issues.push({ rowIndex, field: "azimuth", code: "survey.azimuthOutOfRange" });
    }
  });
  return issues;
}
