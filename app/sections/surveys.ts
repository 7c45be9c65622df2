import {
  calculateSurvey,
  surveyStationIssues,
  SURFACE_TIE_IN,
  type SurveyStation,
  type SurveyTieIn,
} from "~/domain/survey/minimum-curvature";

import { numberOf } from "./carry-declarations";
import {
  defineSection,
  defineTable,
  field,
  NotComputableYet,
  type SectionIssue,
} from "./vocabulary";

const TIE_IN_FIELDS = [
  "tieInMd",
  "tieInInclination",
  "tieInAzimuth",
  "tieInTvd",
  "tieInNs",
  "tieInEw",
] as const;

/**
 * A tie-in field: carried from that column of yesterday's last station, and read by the day's
 * context (the deepest station known when no station is stored yet).
 */
const tieInAt = (column: string) =>
  ({ carry: { lastRowOf: "stations", column }, feeds: ["day"] }) as const;

/**
 * Surveys, DOMAIN.md §2 and §4: stations measured today, positioned by minimum curvature from the
 * tie-in (the previous report's last station, carried over; the surface when there is none).
 */
export const surveys = defineSection({
  id: "surveys",
  fields: [
    field.quantity("vsAzimuth", "angle", { required: true, min: 0, below: 360, carry: true }),
    field.lookup("northReference", "northReference", { carry: true }),
    // Tied in at yesterday's last station (or yesterday's own tie-in when it had none).
    field.quantity("tieInMd", "length", { min: 0, max: 15_000, ...tieInAt("md") }),
    field.quantity("tieInInclination", "angle", { min: 0, max: 180, ...tieInAt("inclination") }),
    field.quantity("tieInAzimuth", "angle", { min: 0, below: 360, ...tieInAt("azimuth") }),
    field.quantity("tieInTvd", "length", { min: 0, max: 15_000, ...tieInAt("tvd") }),
    field.quantity("tieInNs", "length", tieInAt("ns")),
    field.quantity("tieInEw", "length", tieInAt("ew")),
  ],
  tables: [
    defineTable({
      name: "stations",
      maxRows: 100,
      storedIn: "survey_stations",
      columns: [
        field.quantity("md", "length", { required: true, min: 0, max: 15_000 }),
        field.quantity("inclination", "angle", { required: true, min: 0, max: 180 }),
        field.quantity("azimuth", "angle", { required: true, min: 0, below: 360 }),
        field.lookup("toolType", "stationType", { required: true }),
        field.quantity("tvd", "length", { computed: true }),
        field.quantity("ns", "length", { computed: true }),
        field.quantity("ew", "length", { computed: true }),
        field.quantity("verticalSection", "length", { computed: true }),
        field.quantity("dls", "doglegSeverity", { computed: true }),
      ],
    }),
  ],
  carryOver: {
    // Carried whenever yesterday's surveys were saved, if only for the reference and azimuth.
    when: () => true,
    item: {
      key: "surveys",
      params: (carried) => {
        const md = numberOf(carried?.tieInMd);
        return md === null ? null : { md: { quantity: "length", value: md } };
      },
    },
  },
  rules(value) {
    const issues: SectionIssue[] = [];
    // A tie-in is all six figures or none: half a position would place every station wrongly.
    const given = TIE_IN_FIELDS.filter((name) => value[name] !== null);
    if (given.length > 0 && given.length < TIE_IN_FIELDS.length) {
      for (const name of TIE_IN_FIELDS) {
        if (value[name] === null) issues.push({ field: name, code: "validation.required" });
      }
      return issues;
    }
    for (const issue of surveyStationIssues(stationsOf(value.stations), tieInOf(value))) {
      issues.push({
        table: "stations",
        rowIndex: issue.rowIndex,
        field: issue.field,
        code: `ddr.issues.${issue.code}`,
      });
    }
    return issues;
  },
  compute(value) {
    const tieIn = tieInOf(value);
    const stations = stationsOf(value.stations);
    if (surveyStationIssues(stations, tieIn).length > 0) {
      throw new NotComputableYet("survey stations out of order or incomplete");
    }
    const { stations: positions } = calculateSurvey({
      stations,
      vsAzimuth: value.vsAzimuth ?? 0,
      tieIn,
    });
    return {
      ...value,
      stations: value.stations.map((row, index) => {
        const position = positions[index]!;
        return {
          ...row,
          tvd: position.tvd,
          ns: position.ns,
          ew: position.ew,
          verticalSection: position.verticalSection,
          dls: position.dls,
        };
      }),
    };
  },
});

function stationsOf(
  rows: readonly { md: number | null; inclination: number | null; azimuth: number | null }[],
): SurveyStation[] {
  return rows.map((row) => ({
    md: row.md ?? Number.NaN,
    inclination: row.inclination ?? Number.NaN,
    azimuth: row.azimuth ?? Number.NaN,
  }));
}

function tieInOf(value: {
  tieInMd: number | null;
  tieInInclination: number | null;
  tieInAzimuth: number | null;
  tieInTvd: number | null;
  tieInNs: number | null;
  tieInEw: number | null;
}): SurveyTieIn {
  if (
    value.tieInMd === null ||
    value.tieInInclination === null ||
    value.tieInAzimuth === null ||
    value.tieInTvd === null ||
    value.tieInNs === null ||
    value.tieInEw === null
  ) {
    return SURFACE_TIE_IN;
  }
  return {
    md: value.tieInMd,
    inclination: value.tieInInclination,
    azimuth: value.tieInAzimuth,
    tvd: value.tieInTvd,
    ns: value.tieInNs,
    ew: value.tieInEw,
  };
}
