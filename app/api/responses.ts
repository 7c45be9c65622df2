/**
 * What the JSON API answers, as zod schemas: the OpenAPI document gives each response its schema
 * from these (so a client can be generated), and the API tests parse real answers with them, so
 * the document cannot drift from what is sent. Strict: a name the schema does not know fails.
 */
import { z } from "zod";

import { WITSML_VERSIONS } from "~/interop/witsml/problems";

import { ACTIVITY_KIND_NAMES } from "./schemas";

const id = z.number().int().positive();
const isoDate = z.string().describe("YYYY-MM-DD");
const isoDateTime = z.string().describe("ISO 8601 date-time, UTC");
const status = z.enum(["draft", "submitted", "approved", "returned"]);
const version = z
  .number()
  .int()
  .min(0)
  .describe("The report's version: send it with the next submit or decision.");

export const wellResponse = z.strictObject({
  id,
  name: z.string(),
  uwi: z.string().nullable(),
  wellType: z.string(),
  spudDate: isoDate.nullable(),
  rig: z.string().nullable(),
  pad: z.string(),
  field: z.string(),
});

export const wellListResponse = z.strictObject({ items: z.array(wellResponse) });

export const surveyListResponse = z.strictObject({
  wellId: id,
  units: z.literal("stored"),
  items: z.array(
    z.strictObject({
      md: z.number().describe("m"),
      inclination: z.number().describe("degrees"),
      azimuth: z.number().describe("degrees"),
      toolType: z.string(),
      tvd: z.number().nullable().describe("m"),
      ns: z.number().nullable().describe("m, north positive"),
      ew: z.number().nullable().describe("m, east positive"),
      verticalSection: z.number().nullable().describe("m"),
      dlsDegreesPerMetre: z.number().nullable(),
      reportId: id,
      reportDate: isoDate,
    }),
  ),
});

/** What names a report, in a list and in a read alike. */
const reportIdentity = {
  id,
  wellId: id,
  wellName: z.string(),
  reportNo: z.number().int(),
  reportDate: isoDate,
  status,
  version,
};

const listItem = { ...reportIdentity, updatedAt: isoDateTime.nullable() };

export const reportPageResponse = z.strictObject({
  items: z.array(z.strictObject({ ...listItem, mdAtReport: z.number().nullable() })),
  nextCursor: z.string().nullable().describe("Send as cursor for the next page; null at the end."),
});

export const activityReportPageResponse = z.strictObject({
  items: z.array(z.strictObject({ ...listItem, kind: z.enum(ACTIVITY_KIND_NAMES) })),
  nextCursor: z.string().nullable().describe("Send as cursor for the next page; null at the end."),
});

/** A saved section as a read gives it; its values are described per section in the document. */
const savedSection = {
  version: z.number().int().min(1).describe("Send it with the section's next save."),
  savedAt: isoDateTime.nullable(),
  values: z.record(z.string(), z.unknown()),
};

const reportHeader = {
  ...reportIdentity,
  returnComment: z.string().nullable(),
  submittedAt: isoDateTime.nullable(),
  approvedAt: isoDateTime.nullable(),
  units: z.literal("stored"),
};

export const reportResponse = z.strictObject({
  ...reportHeader,
  sections: z.record(
    z.string(),
    z.strictObject({
      ...savedSection,
      carried: z.boolean().describe("Carried over from the day before, not yet saved here."),
    }),
  ),
});

export const activityReportResponse = z.strictObject({
  ...reportHeader,
  kind: z.enum(ACTIVITY_KIND_NAMES),
  sections: z.record(z.string(), z.strictObject(savedSection)),
});

export const createdReportResponse = z.strictObject({
  id,
  reportNo: z.number().int(),
  created: z.boolean().describe("false: the well already had a report that day, given here."),
});

export const createdActivityReportResponse = z.strictObject({
  id,
  kind: z.enum(ACTIVITY_KIND_NAMES),
  reportNo: z.number().int(),
});

export const savedSectionResponse = z.strictObject({
  id,
  section: z.string(),
  version: z.number().int().min(1).describe("The section's new version."),
  values: z.record(z.string(), z.unknown()).describe("The values as stored (stored units)."),
});

export const submittedResponse = z.strictObject({
  id,
  status: z.literal("submitted"),
  version,
});

export const decidedResponse = z.strictObject({
  id,
  status: z.enum(["approved", "returned"]),
  version,
});

const witsmlProblem = z.strictObject({
  file: z.string().optional().describe("With several files: the file the problem is in."),
  element: z.string(),
  line: z.number().int(),
  code: z.string(),
  detail: z.string(),
});

export const witsmlPreviewResponse = z.strictObject({
  version: z.enum(WITSML_VERSIONS),
  revision: z.string().describe("Send as If-Match to import what this preview showed."),
  days: z.array(
    z.looseObject({
      reportDate: isoDate,
      reportId: id.nullable().describe("The day's report, when the well has one already."),
      sections: z.array(z.string()),
      activities: z.number().int(),
      problems: z.array(z.looseObject({ section: z.string(), message: z.string() })),
    }),
  ),
  warnings: z.array(witsmlProblem),
});

export const witsmlImportedResponse = z.strictObject({
  imported: z.number().int().describe("Days written."),
  firstDate: isoDate.describe("The first day written (YYYY-MM-DD)."),
});

export const dashboardSeriesResponse = z.strictObject({
  tileType: z.string(),
  wellId: id,
  unitSystem: z.enum(["api", "apimix", "gde"]),
  metadata: z.record(z.string(), z.string()).describe("The series' units and labels."),
  rows: z.array(z.record(z.string(), z.unknown())),
});

/** The schemas the document names under components/schemas, by name. */
export const RESPONSE_SCHEMAS = {
  Well: wellResponse,
  WellList: wellListResponse,
  SurveyList: surveyListResponse,
  ReportPage: reportPageResponse,
  ActivityReportPage: activityReportPageResponse,
  Report: reportResponse,
  ActivityReport: activityReportResponse,
  CreatedReport: createdReportResponse,
  CreatedActivityReport: createdActivityReportResponse,
  SavedSection: savedSectionResponse,
  Submitted: submittedResponse,
  Decided: decidedResponse,
  WitsmlPreview: witsmlPreviewResponse,
  WitsmlImported: witsmlImportedResponse,
  DashboardSeries: dashboardSeriesResponse,
} as const;

export type ResponseName = keyof typeof RESPONSE_SCHEMAS;
