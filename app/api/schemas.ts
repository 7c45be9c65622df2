/** Bodies and queries of the JSON API; the OpenAPI document is generated from these. */
import { z } from "zod";

import type { ReportKind } from "~/db/tables/reports";
import { ACTIVITY_KINDS, SUBSURFACE_KIND } from "~/sections/report-kinds";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Use YYYY-MM-DD." })
  .describe("YYYY-MM-DD");

export const createReportBody = z
  .object({
    wellId: z.number().int().positive(),
    reportDate: isoDate,
  })
  .strict();

export const decisionBody = z.discriminatedUnion("action", [
  z
    .object({
      action: z.literal("approve"),
      version: z.number().int().min(0).describe("The report version you decided on."),
    })
    .strict(),
  z
    .object({
      action: z.literal("return"),
      version: z.number().int().min(0),
      comment: z.string().trim().min(1, { error: "Say why the report goes back." }).max(2000),
    })
    .strict(),
]);

export const listReportsQuery = z.object({
  wellId: z.coerce.number().int().positive().optional(),
  status: z.enum(["draft", "submitted", "approved", "returned"]).optional(),
  cursor: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/**
 * zod issues as RFC 9457 field errors (JSON pointers into the body): a name the body should not
 * have is pointed at itself, and a missing one is said to be required, not "received undefined".
 */
export function fieldProblems(error: z.ZodError, prefix = "") {
  const pointer = (path: readonly PropertyKey[]) =>
    `${prefix}${path.map((part) => `/${String(part)}`).join("")}`;
  return error.issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        pointer: pointer([...issue.path, key]),
        detail: "Unknown field.",
      }));
    }
    const missing = issue.code === "invalid_type" && /received undefined$/.test(issue.message);
    return [
      {
        pointer: pointer(issue.path),
        detail: missing ? `This field is required (${issue.expected}).` : issue.message,
      },
    ];
  });
}

/** The kinds of /api/v1/activity-reports: the drilling activities and the subsurface report. */
export const ACTIVITY_KIND_NAMES = [...ACTIVITY_KINDS, SUBSURFACE_KIND].map((d) => d.kind) as [
  ReportKind,
  ...ReportKind[],
];

export const createActivityReportBody = z
  .object({
    kind: z.enum(ACTIVITY_KIND_NAMES),
    wellId: z.number().int().positive(),
    reportDate: isoDate,
  })
  .strict();

export const listActivityReportsQuery = listReportsQuery.extend({
  kind: z.enum(ACTIVITY_KIND_NAMES).optional(),
});
