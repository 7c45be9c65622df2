import { describe, expect, it } from "vitest";

import { fromSI } from "~/domain/units";

import { NO_DAY_FIGURES } from "./day-figures";
import { LOOKUP_SEEDS } from "./lookup-lists";
import { ACTIVITY_KINDS, SUBSURFACE_KIND } from "./report-kinds";
import { sectionSchema } from "./schema";
import {
  inputFields,
  type AnySection,
  type FieldDeclaration,
  type SectionContext,
} from "./vocabulary";

// Every interval the drilling-activity and subsurface reports record, found in their declarations:
// wherever a section or a table has a top and a bottom MD, a bottom typed above its top is told
// next to the bottom; wherever a row gives a pore pressure and a fracture gradient, a pore
// pressure above the fracture gradient is told next to it. Values are typed in field units (api).

const context: SectionContext = {
  reportDate: "2026-03-10",
  dayStart: "00:00",
  spudDate: "2026-03-01",
  firstReportDate: "2026-02-25",
  previous: null,
  deepestStation: null,
  bhaTotals: null,
  bitInHoleSize: null,
  ...NO_DAY_FIGURES,
};

/** A valid entry for a field that is not under test, as a user of field units types it. */
function plainValue(field: FieldDeclaration): string | undefined {
  switch (field.kind) {
    case "quantity": {
      const low = field.min ?? 0;
      const high = field.max ?? low + 100;
      return fromSI(field.quantity, (low + high) / 2, "api").toFixed(3);
    }
    case "integer":
      return String(Math.max(1, field.min ?? 1));
    case "time":
      return "06:00";
    case "lookup":
      return (LOOKUP_SEEDS as Record<string, { code: string }[]>)[field.list]?.[0]?.code;
    case "boolean":
      return undefined;
    case "money":
      return "100";
    default:
      return "Test";
  }
}

function filled(fields: readonly FieldDeclaration[], own: Record<string, string>) {
  const value: Record<string, string> = {};
  for (const field of inputFields(fields)) {
    const typed = own[field.name] ?? (field.required ? plainValue(field) : undefined);
    if (typed !== undefined) value[field.name] = typed;
  }
  return value;
}

/** Where a section holds a pair of fields: on the section itself or in one of its tables. */
function placesWith(section: AnySection, first: string, second: string) {
  const has = (fields: readonly FieldDeclaration[]) =>
    fields.some((f) => f.name === first && !f.computed) &&
    fields.some((f) => f.name === second && !f.computed);
  const places: { table: string | null }[] = [];
  if (has(section.fields)) places.push({ table: null });
  for (const table of section.tables) if (has(table.columns)) places.push({ table: table.name });
  return places;
}

/** The section's value with the pair typed at one place, the rest only what is required. */
function valueWith(section: AnySection, table: string | null, pair: Record<string, string>) {
  const value: Record<string, unknown> = filled(section.fields, table === null ? pair : {});
  for (const declared of section.tables) {
    value[declared.name] = declared.name === table ? [filled(declared.columns, pair)] : [];
  }
  return value;
}

function messagesAt(section: AnySection, value: unknown, path: string): string[] {
  const result = sectionSchema(section, { system: "api", language: "en", context }).safeParse(
    value,
  );
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path.join(".") === path)
    .map((issue) => issue.message.split("|")[0]!);
}

const SECTIONS = [...ACTIVITY_KINDS, SUBSURFACE_KIND].flatMap(
  (kind) => kind.sections as readonly AnySection[],
);

describe("the intervals of the activity and subsurface reports", () => {
  it("tell a bottom above its top next to the bottom, wherever a top and a bottom are recorded", () => {
    let checked = 0;
    for (const section of SECTIONS) {
      for (const { table } of placesWith(section, "topMd", "bottomMd")) {
        const path = table === null ? "bottomMd" : `${table}.0.bottomMd`;
        const where = `${section.id}${table ? `.${table}` : ""}`;
        const upsideDown = valueWith(section, table, { topMd: "1500", bottomMd: "1400" });
        expect(messagesAt(section, upsideDown, path), where).toContain(
          "activity.problems.bottomAboveTop",
        );
        const rightWayUp = valueWith(section, table, { topMd: "1400", bottomMd: "1500" });
        expect(messagesAt(section, rightWayUp, path), where).toEqual([]);
        checked += 1;
      }
    }
    // The coring run and its sidewall cores, the logging run and its tools, the well test's
    // interval, the cement's isolated intervals, the subsurface shows and alteration zones.
    expect(checked).toBeGreaterThanOrEqual(8);
  });

  it("tell a core cut with its bottom at its top next to the bottom: it cut nothing", () => {
    const coring = SECTIONS.find((section) => section.id === "coring")!;
    const nothingCut = valueWith(coring, null, { topMd: "1500", bottomMd: "1500" });
    expect(messagesAt(coring, nothingCut, "bottomMd")).toContain(
      "activity.problems.bottomAboveTop",
    );
  });

  it("tell a pore pressure above the fracture gradient next to the pore pressure", () => {
    let checked = 0;
    for (const section of SECTIONS) {
      for (const { table } of placesWith(section, "porePressure", "fractureGradient")) {
        const path = table === null ? "porePressure" : `${table}.0.porePressure`;
        const pair = { md: "1500", tvd: "1500" };
        const above = valueWith(section, table, {
          ...pair,
          porePressure: "15",
          fractureGradient: "12",
        });
        expect(messagesAt(section, above, path), section.id).toContain(
          "activity.problems.poreAboveFracture",
        );
        const below = valueWith(section, table, {
          ...pair,
          porePressure: "9",
          fractureGradient: "12",
        });
        expect(messagesAt(section, below, path), section.id).toEqual([]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(1);
  });
});
