/**
 * Imported stations as the DDR surveys section's form value, so the import is judged by the same
 * schema as the form: the section's own figures (vertical-section azimuth, north reference,
 * tie-in) stay; the stations are replaced by the file's, those at or above the tie-in left out
 * (earlier reports hold them).
 */
import { writeUserNumber } from "~/units/parse-number";
import type { SectionFormValue } from "~/sections/form-values";
import type { StoredRow, StoredSectionValue } from "~/sections/vocabulary";

import type { WitsmlWarning } from "./problems";
import type { ImportedStation } from "./trajectory-read";

const HEADER_FIELDS = [
  "vsAzimuth",
  "tieInMd",
  "tieInInclination",
  "tieInAzimuth",
  "tieInTvd",
  "tieInNs",
  "tieInEw",
] as const;

/** Numbers in the metric form (metres, degrees), in full precision, as "en" writes them. */
const text = (value: number) => writeUserNumber(value, "en");

export interface SurveySectionImport {
  formValue: SectionFormValue;
  /** The stations that go into the section, in order. */
  stations: ImportedStation[];
  warnings: WitsmlWarning[];
  /** Where the vertical-section azimuth comes from. */
  vsAzimuthFrom: "section" | "file" | "closure";
}

export function surveySectionFromStations(
  stations: readonly ImportedStation[],
  existing: StoredSectionValue | null,
  fileVsAzimuth: number | null,
): SurveySectionImport {
  const warnings: WitsmlWarning[] = [];
  const formValue: SectionFormValue = {};
  for (const name of HEADER_FIELDS) {
    const value = existing?.[name];
    if (typeof value === "number") formValue[name] = text(value);
  }
  const northReference = existing?.northReference;
  formValue.northReference = typeof northReference === "string" ? northReference : "TRUE";

  const tieInMd = typeof existing?.tieInMd === "number" ? existing.tieInMd : 0;
  const above = stations.filter((station) => station.md <= tieInMd);
  const kept = stations.filter((station) => station.md > tieInMd);
  if (above.length > 0) {
    warnings.push({
      code: "aboveTieIn",
      element: "trajectoryStation",
      line: above[0]!.line,
      params: { count: above.length, md: tieInMd },
    });
  }

  let vsAzimuthFrom: SurveySectionImport["vsAzimuthFrom"] = "section";
  if (formValue.vsAzimuth === undefined) {
    const last = kept.at(-1);
    const closure =
      last && last.ns !== null && last.ew !== null
        ? ((Math.atan2(last.ew, last.ns) * 180) / Math.PI + 360) % 360
        : null;
    const azimuth = fileVsAzimuth ?? closure ?? last?.azimuth ?? 0;
    formValue.vsAzimuth = text(azimuth);
    vsAzimuthFrom = fileVsAzimuth !== null ? "file" : "closure";
  }

  formValue.stations = kept.map((station) => ({
    md: text(station.md),
    inclination: text(station.inclination),
    azimuth: text(station.azimuth),
    toolType: station.toolType,
  }));
  return { formValue, stations: kept, warnings, vsAzimuthFrom };
}

/** The stations a saved section holds, for saying what an import replaces. */
export function savedStations(value: StoredSectionValue | null): StoredRow[] {
  const rows = value?.stations;
  return Array.isArray(rows) ? rows : [];
}
