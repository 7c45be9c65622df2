import { describe, expect, it } from "vitest";

import { en } from "~/i18n/en";
import { id } from "~/i18n/id";

import { sectionColumns } from "./display";
import { toFormValue } from "./form-values";
import { previewSection } from "./preview";
import { DDR_SECTIONS, bitData, cost, personnel, surveys } from "./index";
import { LOOKUP_LIST_NAMES } from "./lookup-lists";
import { sectionSchema } from "./schema";
import { fieldLabelKey, tableLabelKey, type AnySection } from "./vocabulary";
import { TEST_CONTEXT, parseSection } from "./testing";

const context = TEST_CONTEXT;

const parse = parseSection;

describe("forms derived from a declaration", () => {
  it("round-trips a stored section through the form without drift", () => {
    const stored = parse(personnel, {
      rows: [{ company: "Rig crew Ltd", roleOrService: "RIG", count: "20", hours: "11.5" }],
    }).data!;
    const form = toFormValue(personnel, stored, "gde", "id");
    expect(form.rows).toEqual([
      { company: "Rig crew Ltd", roleOrService: "RIG", count: "20", hours: "11,5" },
      {},
      {},
    ]);
    const again = sectionSchema(personnel, { system: "gde", language: "id", context }).parse(form);
    expect(again).toEqual(stored);
  });

  it("writes thousands and decimals back the way each language reads them", () => {
    const typed = {
      lines: [
        { description: "Casing", quantity: "1234.5", unitPrice: "32500.75", isCarryOver: "on" },
      ],
    };
    const stored = parse(cost, typed).data!;
    for (const language of ["en", "id"] as const) {
      const form = toFormValue(cost, stored, "api", language, 0);
      const again = sectionSchema(cost, { system: "api", language, context }).parse(form);
      expect(again, language).toEqual(stored);
    }
    expect(
      (toFormValue(cost, stored, "api", "id", 0).lines as Record<string, string>[])[0],
    ).toMatchObject({
      quantity: "1234,5",
      unitPrice: "32500,75",
    });
  });

  it("shows computed values for half-typed data", () => {
    const preview = previewSection(
      personnel,
      { rows: [{ company: "A", count: "3" }, { count: "x" }, { count: "4" }] },
      { system: "api", language: "en", context },
    );
    expect(preview.valid).toBe(false);
    expect(preview.value.pobTotal).toBe(7);
    expect(preview.positions.rows).toEqual([0, 1, 2]);
  });

  it("gives spreadsheet columns with the user's units", () => {
    const columns = sectionColumns(surveys, "apimix");
    const md = columns.find((c) => c.table === "stations" && c.field.name === "md")!;
    expect(md.unit).toBe("m");
    expect(md.required).toBe(true);
    expect(columns.find((c) => c.field.name === "dls")!.unit).toBe("°/30m");
    expect(sectionColumns(bitData, "api").find((c) => c.field.name === "costPerLength")!.unit).toBe(
      "USD/ft",
    );
  });
});

describe("every label is translated", () => {
  const lookup = (resources: unknown, key: string) =>
    key
      .split(".")
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        resources,
      );

  it("has a label in English and Indonesian for every section, table and field", () => {
    for (const section of DDR_SECTIONS as readonly AnySection[]) {
      const keys = [
        section.labelKey,
        ...section.fields.map((f) => fieldLabelKey(section, f)),
        ...section.tables.flatMap((table) => [
          tableLabelKey(section, table),
          ...table.columns.map((f) => fieldLabelKey(section, f)),
        ]),
      ];
      for (const key of keys) {
        expect(typeof lookup(en, key), key).toBe("string");
        expect(typeof lookup(id, key), key).toBe("string");
      }
    }
    for (const name of LOOKUP_LIST_NAMES) {
      expect(typeof lookup(en, `ddr.lookups.names.${name}`), name).toBe("string");
    }
  });
});
