/**
 * The OpenAPI 3.1 document of /api/v1, generated from the zod schemas the API validates with
 * (zod 4's JSON Schema output, draft 2020-12 as OpenAPI 3.1 uses) and from the section
 * declarations. Every route of app/routes/api.v1.* is listed here (a test checks).
 */
import { TILE_TYPES } from "~/dashboards/tile-types";
import { MAX_WITSML_DOCUMENTS } from "~/interop/witsml/daily-report-documents";
import { DDR_SECTIONS } from "~/sections";
import { ACTIVITY_KINDS, SUBSURFACE_KIND } from "~/sections/report-kinds";
import type { AnySection } from "~/sections/vocabulary";

import { activityPaths } from "./openapi-activity";
import {
  COMMON_ERRORS,
  idParameter,
  jsonBody,
  jsonResponse,
  problemResponse,
  problemSchema,
  queryParameters,
  responseSchemas,
  schemaOf,
  sectionSave,
  withSectionValues,
  withUnsupportedMediaType,
  witsmlResponse,
  witsmlVersionParameter,
  type JsonSchema,
} from "./openapi-parts";
import { createReportBody, decisionBody, listReportsQuery } from "./schemas";
import { saveSectionBody, sectionValuesSchema } from "./section-values";

export function openApiDocument(): Record<string, unknown> {
  const sections = DDR_SECTIONS as readonly AnySection[];
  const activitySections = [...ACTIVITY_KINDS, SUBSURFACE_KIND].flatMap((d) => d.sections);
  const sectionSchemas = Object.fromEntries(
    [...sections, ...activitySections].map((section) => [
      `SectionValues_${section.id}`,
      schemaOf(sectionValuesSchema(section)),
    ]),
  );
  const responses = responseSchemas();
  const saveBody = schemaOf(saveSectionBody) as { properties: Record<string, JsonSchema> };
  saveBody.properties.values = {
    description: saveBody.properties.values?.description,
    // anyOf: values of several sections can fit one body (an empty one fits them all); the
    // path's sectionId says which section judges it.
    anyOf: sections.map((section) => ({
      $ref: `#/components/schemas/SectionValues_${section.id}`,
    })),
  };

  return {
    openapi: "3.1.0",
    info: {
      title: "Drillbook API",
      version: "1.0.0",
      description:
        "Wells, daily drilling reports, drilling-activity and subsurface reports, surveys and dashboard series of your organisation. Authenticate with a personal access token from your profile: `Authorization: Bearer <token>`. Quantities are read in stored units (m, s, Pa, m³, kg, N, degrees; DOMAIN §0) and written in the unit system a body names. Errors are RFC 9457 problem details.",
    },
    servers: [{ url: "/" }],
    security: [{ bearerAuth: [] }],
    components: {
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } },
      schemas: {
        Problem: problemSchema,
        ...responses,
        Report: withSectionValues(
          responses.Report,
          sections.map((s) => s.id),
        ),
        ActivityReport: withSectionValues(
          responses.ActivityReport,
          activitySections.map((s) => s.id),
        ),
        ...sectionSchemas,
      },
    },
    paths: withUnsupportedMediaType({
      "/api/v1/wells": {
        get: {
          operationId: "listWells",
          summary: "The organisation's wells",
          responses: { "200": jsonResponse("Wells", "WellList"), ...COMMON_ERRORS },
        },
      },
      "/api/v1/wells/{wellId}": {
        get: {
          operationId: "getWell",
          parameters: [idParameter("wellId")],
          responses: { "200": jsonResponse("A well", "Well"), ...COMMON_ERRORS },
        },
      },
      "/api/v1/wells/{wellId}/surveys": {
        get: {
          operationId: "listWellSurveys",
          summary: "The well's survey stations, stored units",
          parameters: [idParameter("wellId")],
          responses: { "200": jsonResponse("Survey stations", "SurveyList"), ...COMMON_ERRORS },
        },
      },
      "/api/v1/wells/{wellId}/trajectory/witsml": {
        get: {
          operationId: "exportWellTrajectoryWitsml",
          summary:
            "The well's survey stations as a WITSML 2.0 or 1.4.1.1 trajectory (the latest report's station where two give the same MD)",
          parameters: [idParameter("wellId"), witsmlVersionParameter],
          responses: {
            "200": witsmlResponse("The trajectory document"),
            "400": problemResponse("A version other than 2.0 or 1.4.1.1"),
            ...COMMON_ERRORS,
          },
        },
      },
      "/api/v1/wells/{wellId}/daily-reports-witsml": {
        post: {
          operationId: "importDailyReportsWitsml",
          summary:
            "A WITSML 1.4.1.1 opsReport (with the tubulars document of its bits) or 2.0 DrillReport into the well's daily reports: with ?preview nothing is saved and a revision is given; without, the import of that preview (its revision in If-Match), all days or none",
          description:
            "One document as the XML body; several (an opsReport and its tubulars, or several days) as multipart/form-data parts named witsml. Each problem of a day names the element, its position and line, and the value's element.",
          parameters: [
            idParameter("wellId"),
            { name: "preview", in: "query", required: false, schema: { type: "string" } },
            { name: "If-Match", in: "header", required: false, schema: { type: "string" } },
          ],
          requestBody: {
            required: true,
            content: {
              "application/xml": { schema: { type: "string" } },
              "text/xml": { schema: { type: "string" } },
              "multipart/form-data": {
                schema: {
                  type: "object",
                  required: ["witsml"],
                  properties: {
                    witsml: {
                      type: "array",
                      maxItems: MAX_WITSML_DOCUMENTS,
                      items: { type: "string", contentMediaType: "application/xml" },
                    },
                  },
                },
              },
            },
          },
          responses: {
            "200": jsonResponse(
              "The preview: days, problems, warnings and the revision",
              "WitsmlPreview",
            ),
            "201": jsonResponse("Imported", "WitsmlImported"),
            "400": problemResponse(
              "Not readable WITSML, a day that does not validate, no If-Match",
            ),
            "409": problemResponse("A day changed since the preview; a new preview is enclosed"),
            "413": problemResponse("File too large"),
            ...COMMON_ERRORS,
          },
        },
      },
      "/api/v1/reports": {
        get: {
          operationId: "listReports",
          summary: "Daily reports, newest first; follow nextCursor for the next page",
          parameters: queryParameters(listReportsQuery),
          responses: {
            "200": jsonResponse("A page of reports", "ReportPage"),
            "400": problemResponse("Bad query"),
            ...COMMON_ERRORS,
          },
        },
        post: {
          operationId: "createReport",
          requestBody: jsonBody(schemaOf(createReportBody)),
          responses: {
            "201": jsonResponse("Created", "CreatedReport"),
            "200": jsonResponse("Already there", "CreatedReport"),
            "400": problemResponse("Bad body"),
            ...COMMON_ERRORS,
          },
        },
      },
      "/api/v1/reports/{reportId}": {
        get: {
          operationId: "getReport",
          parameters: [idParameter("reportId")],
          responses: {
            "200": jsonResponse("The report with its sections", "Report"),
            ...COMMON_ERRORS,
          },
        },
      },
      "/api/v1/reports/{reportId}/witsml": {
        get: {
          operationId: "exportReportWitsml",
          summary:
            "An approved daily report as a WITSML 2.0 DrillReport or 1.4.1.1 opsReport (decision 037 gives the mapping)",
          parameters: [idParameter("reportId"), witsmlVersionParameter],
          responses: {
            "200": witsmlResponse("The report document"),
            "400": problemResponse("A version other than 2.0 or 1.4.1.1"),
            "409": problemResponse("The report is not approved yet"),
            ...COMMON_ERRORS,
          },
        },
      },
      "/api/v1/reports/{reportId}/sections/{sectionId}": sectionSave(
        "saveSection",
        sections.map((s) => s.id),
        saveBody,
      ),
      "/api/v1/reports/{reportId}/submit": {
        post: {
          operationId: "submitReport",
          parameters: [idParameter("reportId")],
          responses: {
            "200": jsonResponse("Submitted; the report's new version", "Submitted"),
            "400": problemResponse("Sections missing or invalid"),
            "409": problemResponse("Not editable"),
            ...COMMON_ERRORS,
          },
        },
      },
      "/api/v1/reports/{reportId}/decision": {
        post: {
          operationId: "decideReport",
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
      ...activityPaths(),
      "/api/v1/dashboard-series/{tileType}": {
        get: {
          operationId: "getDashboardSeries",
          parameters: [
            {
              name: "tileType",
              in: "path",
              required: true,
              schema: { type: "string", enum: [...TILE_TYPES] },
            },
            {
              name: "wellId",
              in: "query",
              required: true,
              schema: { type: "integer", minimum: 1 },
            },
            {
              name: "unitSystem",
              in: "query",
              required: false,
              schema: { type: "string", enum: ["api", "apimix", "gde"] },
            },
          ],
          responses: {
            "200": {
              description: "The series as JSON rows, or Arrow IPC when asked for",
              content: {
                "application/json": { schema: { $ref: "#/components/schemas/DashboardSeries" } },
                "application/vnd.apache.arrow.stream": {
                  schema: { type: "string", contentEncoding: "binary" },
                },
              },
            },
            "406": problemResponse("Neither JSON nor Arrow accepted"),
            ...COMMON_ERRORS,
          },
        },
      },
      "/api/v1/openapi.json": {
        get: {
          operationId: "getOpenApi",
          security: [],
          responses: {
            "200": {
              description: "This document",
              content: { "application/json": { schema: { type: "object" } } },
            },
          },
        },
      },
    }),
  };
}
