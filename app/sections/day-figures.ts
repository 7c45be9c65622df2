import { dayMudDensity } from "~/domain/drilling/run-hydraulics";

import type { SectionContext, StoredRow, StoredSectionValue } from "./vocabulary";

const numberOrNull = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

/**
 * What other sections of the same report tell the bit section: the report's depth (a bit in
 * the hole has drilled to it) and the day's pump rates and mud weight (its hydraulics).
 */
export function dayFiguresOf(
  values: Readonly<Record<string, StoredSectionValue | undefined>>,
): Pick<SectionContext, "mdAtReport" | "hydraulics"> {
  const intervals = (values.drillingParameters?.intervals as StoredRow[] | undefined) ?? [];
  const checks = (values.mud?.checks as StoredRow[] | undefined) ?? [];
  return {
    mdAtReport: numberOrNull(values.general?.mdAtReport),
    hydraulics: {
      pumpIntervals: intervals.map((row) => ({
        mdFrom: numberOrNull(row.mdFrom),
        mdTo: numberOrNull(row.mdTo),
        flowRate: numberOrNull(row.flowRate),
      })),
      mudDensity: dayMudDensity(
        checks.map((row) => ({
          checkTime: typeof row.checkTime === "string" ? row.checkTime : null,
          density: numberOrNull(row.density),
        })),
      ),
    },
  };
}

/** No other section saved yet. */
export const NO_DAY_FIGURES: Pick<SectionContext, "mdAtReport" | "hydraulics"> = {
  mdAtReport: null,
  hydraulics: { pumpIntervals: [], mudDensity: null },
};
