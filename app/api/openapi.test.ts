import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";

import { ddrSection } from "~/sections";

import { openApiDocument } from "./openapi";
import { sectionValuesSchema } from "./section-values";

type JsonSchema = Record<string, unknown>;
type Operation = {
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};

const ROUTES = fileURLToPath(new URL("../routes", import.meta.url));

/** A route file's URL path with `{param}` for each dynamic segment (Remix flat routes). */
function pathOf(file: string): string {
  const segments = file
    .replace(/\.tsx?$/, "")
    .split(".")
    .filter((segment) => segment !== "_index");
  return `/${segments
    .map((segment) => (segment.startsWith("$") ? `{${segment.slice(1)}}` : segment))
    .join("/")}`
    .replace("[", "")
    .replace("]", "")
    .replace("/openapi/json", "/openapi.json");
}

describe("the OpenAPI document", () => {
  it("validates as OpenAPI 3.1", async () => {
    const document = openApiDocument();
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("lists every /api/v1 route file", () => {
    const files = readdirSync(ROUTES).filter(
      (file) => file.startsWith("api.v1.") && file !== "api.v1.$.tsx",
    );
    const paths = Object.keys(openApiDocument().paths as Record<string, unknown>);
    expect(files.length).toBeGreaterThan(8);
    for (const file of files) expect(paths, file).toContain(pathOf(file));
  });

  it("answers 415 problem+json, naming the accepted types, wherever a body is read", () => {
    const paths = openApiDocument().paths as Record<
      string,
      Record<string, { requestBody?: { content: object }; responses: Record<string, unknown> }>
    >;
    const withBody = Object.values(paths)
      .flatMap((operations) => Object.values(operations))
      .filter((operation) => operation.requestBody);
    expect(withBody.length).toBeGreaterThan(5);
    for (const operation of withBody) {
      const refused = operation.responses["415"] as { description: string; content: object };
      expect(Object.keys(refused.content)).toEqual(["application/problem+json"]);
      for (const type of Object.keys(operation.requestBody!.content)) {
        expect(refused.description).toContain(type);
      }
    }
    const reads = Object.values(paths["/api/v1/wells"]!);
    expect(reads.every((operation) => !("415" in operation.responses))).toBe(true);
  });

  it("gives every JSON answer of an operation a schema of its own, not a bare object", () => {
    const document = openApiDocument();
    const schemas = (document.components as { schemas: Record<string, JsonSchema> }).schemas;
    const answers = Object.entries(document.paths as Record<string, Record<string, Operation>>)
      .filter(([path]) => path !== "/api/v1/openapi.json")
      .flatMap(([path, operations]) =>
        Object.entries(operations).flatMap(([method, operation]) =>
          Object.entries(operation.responses)
            .filter(([status]) => status.startsWith("2"))
            .map(([status, response]) => ({ at: `${method} ${path} ${status}`, response })),
        ),
      );
    expect(answers.length).toBeGreaterThan(20);
    for (const { at, response } of answers) {
      const content = response.content ?? {};
      expect(Object.keys(content).length, at).toBeGreaterThan(0);
      const json = content["application/json"]?.schema;
      if (!json) continue;
      const ref = String(json.$ref ?? "");
      expect(ref, at).toMatch(/^#\/components\/schemas\//);
      const named = schemas[ref.split("/").at(-1)!];
      expect(named?.type, at).toBe("object");
      expect((named?.required as string[] | undefined)?.length, at).toBeGreaterThan(0);
    }
    // A report read names its sections, each with its values' own schema.
    expect(schemas).toHaveProperty(
      ["Report", "properties", "sections", "properties", "surveys", "properties", "values", "$ref"],
      "#/components/schemas/SectionValues_surveys",
    );
    expect(schemas).toHaveProperty(
      [
        "ActivityReport",
        "properties",
        "sections",
        "properties",
        "casingRun",
        "properties",
        "values",
        "$ref",
      ],
      "#/components/schemas/SectionValues_casingRun",
    );
    expect(schemas.Submitted).toMatchObject({ required: expect.arrayContaining(["version"]) });
  });

  it("describes every section's values from its declaration", () => {
    const schemas = (openApiDocument().components as { schemas: Record<string, unknown> }).schemas;
    expect(schemas).toHaveProperty("SectionValues_surveys.properties.stations");
    expect(schemas).toHaveProperty("SectionValues_general");
  });

  it("describes the sections of every drilling-activity and subsurface kind", () => {
    const document = openApiDocument();
    const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
    expect(schemas).toHaveProperty("SectionValues_casingRun.properties.tally");
    expect(schemas).toHaveProperty("SectionValues_formationTops");
    const save = (document.paths as Record<string, { put?: { parameters: unknown[] } }>)[
      "/api/v1/activity-reports/{reportId}/sections/{sectionId}"
    ];
    expect(JSON.stringify(save?.put?.parameters)).toContain("cementPumping");
  });

  it("documents a section's values as the server takes them: a read's values fit, a stray name does not", () => {
    // The document's schemas are these, turned into JSON Schema.
    const surveys = sectionValuesSchema(ddrSection("surveys")!);
    const read = {
      vsAzimuth: 45,
      northReference: "TRUE",
      stations: [{ md: 100, inclination: 1.5, azimuth: 40, toolType: "MWD", tvd: 99.9, dls: 0 }],
    };
    expect(surveys.safeParse(read).success).toBe(true);
    expect(surveys.safeParse({ ...read, depth: 3 }).success).toBe(false);
    expect(surveys.safeParse({ stations: [{ md: 100, bar: 1 }] }).success).toBe(false);
    const document = openApiDocument();
    const schemas = (document.components as { schemas: Record<string, Record<string, unknown>> })
      .schemas;
    expect(schemas.SectionValues_surveys).toMatchObject({
      additionalProperties: false,
      properties: { stations: { items: { additionalProperties: false } } },
    });
    expect(schemas).toHaveProperty("SectionValues_general.properties.tvdAtReport.readOnly", true);
    // An empty body fits every section's schema: one of them, not exactly one.
    const save = JSON.stringify(
      (document.paths as Record<string, { put?: unknown }>)[
        "/api/v1/reports/{reportId}/sections/{sectionId}"
      ]?.put,
    );
    expect(save).toContain('"anyOf"');
    expect(save).not.toContain('"oneOf"');
    expect(save).toContain('"stored"');
  });
});
