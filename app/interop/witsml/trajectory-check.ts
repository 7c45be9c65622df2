/**
 * How far a file's own positions (TVD, N/S, E/W) lie from what minimum curvature gives for its
 * stations, starting from the first station that carries a position (else the surface). A large
 * difference means another method or another tie-in, worth saying before anything is saved.
 */
import {
  calculateSurvey,
  SURFACE_TIE_IN,
  type SurveyTieIn,
} from "~/domain/survey/minimum-curvature";

import type { ImportedStation } from "./trajectory-read";

export interface PositionCheck {
  /** Stations the comparison covers (those with a TVD, N/S and E/W in the file). */
  compared: number;
  /** Largest difference of TVD, N/S or E/W, metres. */
  largestDifference: number;
}

/** What the import reports as a difference worth a warning: 0.5 m. */
export const POSITION_TOLERANCE_METRES = 0.5;

export function recomputedPositions(stations: readonly ImportedStation[]) {
  const first = stations[0];
  const tieIn: SurveyTieIn =
    first && first.tvd !== null && first.ns !== null && first.ew !== null
      ? {
          md: first.md,
          inclination: first.inclination,
          azimuth: first.azimuth,
          tvd: first.tvd,
          ns: first.ns,
          ew: first.ew,
        }
      : SURFACE_TIE_IN;
  // A station at the tie-in's own depth is the tie-in (a surface station at MD 0, say).
  const rest = tieIn === SURFACE_TIE_IN ? stations.filter((s) => s.md > 0) : stations.slice(1);
  const { stations: positions } = calculateSurvey({ stations: rest, vsAzimuth: 0, tieIn });
  return { tieIn, stations: rest, positions };
}

export function checkPositions(stations: readonly ImportedStation[]): PositionCheck {
  const { stations: rest, positions } = recomputedPositions(stations);
  let compared = 0;
  let largestDifference = 0;
  rest.forEach((station, index) => {
    const position = positions[index]!;
    if (station.tvd === null || station.ns === null || station.ew === null) return;
    compared += 1;
    largestDifference = Math.max(
      largestDifference,
      Math.abs(station.tvd - position.tvd),
      Math.abs(station.ns - position.ns),
      Math.abs(station.ew - position.ew),
    );
  });
  return { compared, largestDifference };
}

/**
 * How far the positions the report will hold (worked out from its own tie-in) lie from the
 * file's, station by station: the file's first station is no tie-in of the report's, so a file
 * that starts deep, or was worked out from another tie-in, differs here though it agrees with
 * itself.
 */
export function differenceFromFile(
  file: readonly ImportedStation[],
  saved: readonly { tvd?: unknown; ns?: unknown; ew?: unknown }[],
): PositionCheck {
  let compared = 0;
  let largestDifference = 0;
  file.forEach((station, index) => {
    const row = saved[index];
    if (!row || station.tvd === null || station.ns === null || station.ew === null) return;
    if (typeof row.tvd !== "number" || typeof row.ns !== "number" || typeof row.ew !== "number")
      return;
    compared += 1;
    largestDifference = Math.max(
      largestDifference,
      Math.abs(station.tvd - row.tvd),
      Math.abs(station.ns - row.ns),
      Math.abs(station.ew - row.ew),
    );
  });
  return { compared, largestDifference };
}
