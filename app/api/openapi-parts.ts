/** The building blocks of the OpenAPI document: responses, parameters, schemas from zod. */
import { z } from "zod";

import { WITSML_VERSIONS } from "~/interop/witsml/problems";

import { RESPONSE_SCHEMAS, type ResponseName } from "./responses";

export type JsonSchema = Record<string, unknown>;

export const schemaOf = (schema: z.ZodType, io: "input" | "output" = "input"): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return rest as JsonSchema;
};

export const problemSchema = {
  type: "object",
  required: ["type", "title", "status"],
  properties: {
    type: { type: "string", format: "uri-reference" },
    title: { type: "string" },
    status: { type: "integer" },
    detail: { type: "string" },
    accepted: {
      description: "With 415: the media types the operation reads its body as",
      type: "array",
      items: { type: "string" },
    },
    errors: {
      type: "array",
      items: {
        type: "object",
        properties: { pointer: { type: "string" }, detail: { type: "string" } },
      },
    },
  },
};

export const problemResponse = (description: string) => ({
  description,
  content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } },
});

/** A JSON answer described by one of the response schemas (responses.ts) the document holds. */
export const jsonResponse = (description: string, schema: ResponseName) => ({
  description,
  content: { "application/json": { schema: { $ref: `#/components/schemas/${schema}` } } },
});

/** The response schemas as JSON Schema, for components/schemas. */
export function responseSchemas(): Record<ResponseName, JsonSchema> {
  return Object.fromEntries(
    Object.entries(RESPONSE_SCHEMAS).map(([name, schema]) => [name, schemaOf(schema, "output")]),
  ) as Record<ResponseName, JsonSchema>;
}

/**
 * A report schema whose `sections` names each section it may hold, with that section's values
 * (the SectionValues_<id> schemas), instead of a map of anything.
 */
export function withSectionValues(report: JsonSchema, sectionIds: readonly string[]): JsonSchema {
  const properties = report.properties as Record<string, JsonSchema>;
  const saved = properties.sections?.additionalProperties as {
    properties: Record<string, JsonSchema>;
  };
  return {
    ...report,
    properties: {
      ...properties,
      sections: {
        type: "object",
        description: "The saved sections by id; a section never saved is absent.",
        additionalProperties: false,
        properties: Object.fromEntries(
          sectionIds.map((id) => [
            id,
            {
              ...saved,
              properties: {
                ...saved.properties,
                values: { $ref: `#/components/schemas/SectionValues_${id}` },
              },
            },
          ]),
        ),
      },
    },
  };
}

/** `?version=` of a WITSML export. */
export const witsmlVersionParameter = {
  name: "version",
  in: "query",
  required: false,
  schema: { type: "string", enum: [...WITSML_VERSIONS], default: "2.0" },
};

export const witsmlResponse = (description: string) => ({
  description,
  headers: {
    "Content-Disposition": {
      description: "attachment, with the file name the page download gives",
      schema: { type: "string" },
    },
  },
  content: { "application/xml": { schema: { type: "string" } } },
});

export const COMMON_ERRORS = {
  "401": problemResponse("No token, or one unknown, revoked or expired"),
  "404": problemResponse("Not found, not yours, or not allowed to you"),
  "429": problemResponse("Too many failed attempts"),
};

export const idParameter = (name: string) => ({
  name,
  in: "path",
  required: true,
  schema: { type: "integer", minimum: 1 },
});

export const jsonBody = (schema: JsonSchema) => ({
  required: true,
  content: { "application/json": { schema } },
});

export function queryParameters(schema: z.ZodObject) {
  const json = schemaOf(schema) as { properties: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties).map(([name, property]) => ({
    name,
    in: "query",
    required: json.required?.includes(name) && !("default" in property) ? true : false,
    schema: property,
  }));
}

type Operation = { requestBody?: { content?: Record<string, unknown> }; responses?: object };

/**
 * Every operation that reads a body answers 415 to a body of another type, naming the types of
 * its `requestBody`: added here to each of them, so none is left out.
 */
export function withUnsupportedMediaType(paths: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(paths).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations as Record<string, Operation>).map(([method, operation]) => {
          const types = Object.keys(operation.requestBody?.content ?? {});
          if (types.length === 0) return [method, operation];
          const refused = problemResponse(
            `The body is not ${types.join(" or ")} (or has no Content-Type); the problem lists the accepted types`,
          );
          return [method, { ...operation, responses: { ...operation.responses, "415": refused } }];
        }),
      ),
    ]),
  );
}

/** PUT of one section of a report: the section's id among `sectionIds`, its values in `body`. */
export const sectionSave = (
  operationId: string,
  sectionIds: readonly string[],
  body: JsonSchema,
  description?: string,
) => ({
  put: {
    operationId,
    ...(description === undefined ? {} : { description }),
    parameters: [
      idParameter("reportId"),
      {
        name: "sectionId",
        in: "path",
        required: true,
        schema: { type: "string", enum: sectionIds },
      },
    ],
    requestBody: jsonBody(body),
    responses: {
      "200": jsonResponse("Saved; the new section version", "SavedSection"),
      "400": problemResponse("Values that did not validate, with a pointer per field"),
      "409": problemResponse("Saved by someone else since your version, or not editable"),
      ...COMMON_ERRORS,
    },
  },
});
