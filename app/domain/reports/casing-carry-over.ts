/**
 * The last casing set, from the casing reports, in a new DDR's carry-over: a string run since the
 * previous DDR is the driller's "last casing" on the next morning report, so its OD and shoe
 * depths replace what the previous report said when its shoe is deeper (DOMAIN.md §6, "current
 * SHS and last casing").
 */
import { stringDepths } from "~/domain/activity/casing-tally";

import type { CarryOver, CarriedRow } from "./carry-over";

export interface CasingRun {
  reportNo: number;
  reportDate: string;
  /** The casing report's saved casingRun section (SI). */
  value: Record<string, unknown>;
}

/** The string a casing report set: OD and shoe depths in SI; null while its tally is empty. */
export function casingSet(
  run: CasingRun,
): { od: number; shoeMd: number; shoeTvd: number | null } | null {
  const od = typeof run.value.od === "number" ? run.value.od : null;
  const tally = Array.isArray(run.value.tally) ? (run.value.tally as CarriedRow[]) : [];
  const top = typeof run.value.linerTopMd === "number" ? run.value.linerTopMd : 0;
  const depths = stringDepths(
    tally.map((joint) => ({ length: typeof joint.length === "number" ? joint.length : null })),
    top,
    null,
  );
  if (od === null || !depths) return null;
  const shoeTvd = typeof run.value.shoeTvd === "number" ? run.value.shoeTvd : null;
  return { od, shoeMd: depths.shoeMd, shoeTvd };
}

/** The carry-over with the last casing set by `run`, when it is deeper than the one carried. */
export function withLastCasing(carried: CarryOver, run: CasingRun | null): CarryOver {
  const general = carried.sections.general;
  if (!run || !general) return carried;
  const set = casingSet(run);
  if (!set) return carried;
  const carriedShoe =
    typeof general.lastCasingShoeMd === "number" ? general.lastCasingShoeMd : null;
  if (carriedShoe !== null && set.shoeMd <= carriedShoe + 1e-6) return carried;
  return {
    ...carried,
    sections: {
      ...carried.sections,
      general: {
        ...general,
        lastCasingSize: set.od,
        lastCasingShoeMd: set.shoeMd,
        lastCasingShoeTvd: set.shoeTvd,
      },
    },
    items: [
      ...carried.items,
      {
        section: "general",
        key: "lastCasing",
        params: {
          size: { quantity: "diameter", value: set.od },
          md: { quantity: "length", value: set.shoeMd },
          reportNo: run.reportNo,
        },
      },
    ],
  };
}
