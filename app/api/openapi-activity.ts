/**
 * The drilling-activity and subsurface reports in the OpenAPI document: one resource for every
 * kind, the section values of each kind's sections from their declarations.
 */
import { ACTIVITY_KINDS, SUBSURFACE_KIND } from "~/sections/report-kinds";

import {
  COMMON_ERRORS,
  idParameter,
  jsonBody,
  jsonResponse,
  problemResponse,
  queryParameters,
  schemaOf,
  sectionSave,
  type JsonSchema,
} from "./openapi-parts";
import { createActivityReportBody, decisionBody, listActivityReportsQuery } from "./schemas";
import { saveSectionBody } from "./section-values";

const KINDS = [...ACTIVITY_KINDS, SUBSURFACE_KIND];

export function activityPaths(): Record<string, unknown> {
  const sections = KINDS.flatMap((declaration) => declaration.sections);
  const saveBody = schemaOf(saveSectionBody) as { properties: Record<string, JsonSchema> };
  saveBody.properties.values = {
    description: `${String(saveBody.properties.values?.description)} The sections of each kind: ${KINDS.map(
      (d) => `${d.kind} (${d.sections.map((s) => s.id).join(", ")})`,
    ).join("; ")}.`,
    // anyOf: values of several sections can fit one body (an empty one fits them all); the
    // path's sectionId says which section judges it.
    anyOf: sections.map((section) => ({
      $ref: `#/components/schemas/SectionValues_${section.id}`,
    })),
  };
  const read = "its kind's view or form privilege, or the approval form";
  return {
    "/api/v1/activity-reports": {
      get: {
        operationId: "listActivityReports",
        summary:
          "Drilling-activity and subsurface reports of the kinds you may read, newest first; follow nextCursor",
        description: `A kind is readable with ${read} (privileges 6 or 11 for drilling activities, 7 or 12 for subsurface, or 13).`,
        parameters: queryParameters(listActivityReportsQuery),
        responses: {
          "200": jsonResponse("A page of reports", "ActivityReportPage"),
          "400": problemResponse("Bad query"),
          ...COMMON_ERRORS,
        },
      },
      post: {
        operationId: "createActivityReport",
        summary:
          "A new report of a kind on a well's day (several a day are allowed); needs the kind's form privilege",
        requestBody: jsonBody(schemaOf(createActivityReportBody)),
        responses: {
          "201": jsonResponse("Created", "CreatedActivityReport"),
          "400": problemResponse("Bad body, or a day that has not begun"),
          ...COMMON_ERRORS,
        },
      },
    },
    "/api/v1/activity-reports/{reportId}": {
      get: {
        operationId: "getActivityReport",
        description: `Needs ${read}.`,
        parameters: [idParameter("reportId")],
        responses: {
          "200": jsonResponse("The report with its sections", "ActivityReport"),
          ...COMMON_ERRORS,
        },
      },
    },
    "/api/v1/activity-reports/{reportId}/sections/{sectionId}": sectionSave(
      "saveActivitySection",
      sections.map((s) => s.id),
      saveBody,
      "Needs the kind's form privilege; the section must be one of the report's kind.",
    ),
    "/api/v1/activity-reports/{reportId}/submit": {
      post: {
        operationId: "submitActivityReport",
        parameters: [idParameter("reportId")],
        responses: {
          "200": jsonResponse("Submitted; the report's new version", "Submitted"),
          "400": problemResponse("Sections missing or invalid"),
          "409": problemResponse("Not editable"),
          ...COMMON_ERRORS,
        },
      },
    },
    "/api/v1/activity-reports/{reportId}/decision": {
      post: {
        operationId: "decideActivityReport",
        description: "Needs the approval form (privilege 13).",
        parameters: [idParameter("reportId")],
        requestBody: jsonBody(schemaOf(decisionBody)),
        responses: {
          "200": jsonResponse("Approved or returned; the report's new version", "Decided"),
          "400": problemResponse("Bad body"),
          "409": problemResponse("Stale version or refused"),
          ...COMMON_ERRORS,
        },
      },
    },
  };
}
