import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";

import { formatMoney, moneyFromNumber } from "~/domain/money/decimal";

import { previewSection } from "./preview";
import { DDR_SECTIONS, surveys, timeLog } from "./index";
import { COMPUTATION_FAILED, computeSection } from "./compute";
import { sectionSchema } from "./schema";
import { submitProblems } from "./submit-check";
import {
  type AnySection,
  type FieldDeclaration,
  type SectionContext,
  type StoredRow,
  type StoredSectionValue,
} from "./vocabulary";
import { TEST_CONTEXT } from "./testing";

// A computation that cannot use the data yet (the rules say why) keeps the value without its
// figures; any other failure is a fault: logged, and the save refused rather than stored with
// its figures silently missing.

const context = TEST_CONTEXT;

const options = { system: "apimix" as const, language: "en" as const, context };

const timeLogForm = {
  rows: [
    {
      fromTime: "00:00",
      toTime: "24:00",
      phase: "surface",
      iadcCode: "2",
      activityCategory: "planned",
      description: "Drill ahead",
    },
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a section's computation", () => {
  it("keeps stations it cannot position yet without figures, and the rules say why", () => {
    const outOfOrder = {
      vsAzimuth: "0",
      stations: [
        { md: "100", inclination: "1", azimuth: "10", toolType: "MWD" },
        { md: "90", inclination: "1", azimuth: "10", toolType: "MWD" },
      ],
    };
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = sectionSchema(surveys, options).safeParse(outOfOrder);
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain("ddr.issues.survey.mdNotIncreasing");
    expect(messages).not.toContain(COMPUTATION_FAILED);

    const preview = previewSection(surveys, outOfOrder, options);
    const stations = preview.value.stations as StoredRow[];
    expect(stations.map((station) => station.md)).toEqual([100, 90]);
    expect(stations.map((station) => station.tvd)).toEqual([null, null]);
    expect(logged).not.toHaveBeenCalled();
  });

  it("refuses the save with a clear message and logs it when the computation fails", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    // A reporting day starting at an hour that does not exist: the time-log tiling throws.
    const broken = { ...options, context: { ...context, dayStart: "25:00" } };
    const result = sectionSchema(timeLog, broken).safeParse(timeLogForm);
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([
      expect.objectContaining({ path: [], message: COMPUTATION_FAILED }),
    ]);
    expect(logged).toHaveBeenCalledWith(
      'The figures of section "timeLog" could not be worked out:',
      expect.objectContaining({ message: "Invalid reporting day start: 25:00" }),
    );
    // The same data with a real day start is saved with its figures.
    const fine = sectionSchema(timeLog, options).safeParse(timeLogForm);
    expect(fine.success).toBe(true);
    expect(fine.data?.totalSeconds).toBe(24 * 3600);
  });

  it("stops a report from being submitted when a saved section's figures cannot be worked out", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const saved = sectionSchema(timeLog, options).parse(timeLogForm);
    const problems = submitProblems([timeLog], { timeLog: saved }, { ...context, dayStart: "x" });
    expect(problems).toEqual([{ sectionId: "timeLog", code: COMPUTATION_FAILED }]);
  });

  it("never fails for a value its fields can hold, in every section", () => {
    for (const section of DDR_SECTIONS as readonly AnySection[]) {
      fc.assert(
        fc.property(sectionValue(section), contextArbitrary, (value, drawn) => {
          computeSection(section, value, drawn);
        }),
        { seed: 20261125, numRuns: 150 },
      );
    }
  });
});

/** Any value a field could hold once parsed (null where it may be empty). */
function fieldValue(field: FieldDeclaration): fc.Arbitrary<unknown> {
  const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { freq: 4 });
  const number = (min = -1e5, max = 1e5) =>
    fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
  if (field.computed) return fc.constant(field.kind === "boolean" ? false : null);
  switch (field.kind) {
    case "quantity":
      return maybe(number(field.min, field.below ?? field.max));
    case "integer":
      return maybe(fc.integer({ min: field.min ?? -1000, max: field.max ?? 100_000 }));
    case "money":
      return maybe(number(field.min ?? -1e6, 1e9).map((n) => formatMoney(moneyFromNumber(n))));
    case "text":
    case "longText":
    case "lookup":
      return maybe(fc.string({ maxLength: 12 }));
    case "date":
      return maybe(
        fc
          .date({ min: new Date("2000-01-01"), max: new Date("2040-12-31"), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10)),
      );
    case "time":
      return maybe(
        fc
          .tuple(fc.integer({ min: 0, max: 24 }), fc.constantFrom(0, 15, 30, 45))
          .map(([h, m]) =>
            h === 24 ? "24:00" : `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`,
          ),
      );
    case "reference":
      return maybe(fc.integer({ min: 1, max: 1000 }));
    case "boolean":
      return fc.boolean();
    case "costPerLength":
      return fc.constant(null);
  }
}

function record(fields: readonly FieldDeclaration[]): fc.Arbitrary<StoredRow> {
  return fc.record(
    Object.fromEntries(fields.map((field) => [field.name, fieldValue(field)])),
  ) as fc.Arbitrary<StoredRow>;
}

function sectionValue(section: AnySection): fc.Arbitrary<StoredSectionValue> {
  const tables = Object.fromEntries(
    section.tables.map((table) => [table.name, fc.array(record(table.columns), { maxLength: 4 })]),
  );
  return fc
    .tuple(record(section.fields), fc.record(tables))
    .map(([fields, rows]) => ({ ...fields, ...rows }) as StoredSectionValue);
}

const contextArbitrary: fc.Arbitrary<SectionContext> = fc.record({
  reportDate: fc.constant("2026-03-10"),
  dayStart: fc.constantFrom("00:00", "06:00"),
  spudDate: fc.constantFrom(null, "2026-03-01", "2026-04-01"),
  firstReportDate: fc.constantFrom(null, "2026-02-25"),
  previous: fc.option(
    fc.record({
      reportNo: fc.integer({ min: 1, max: 400 }),
      reportDate: fc.constantFrom("2026-03-09", "2026-03-01"),
      wellbore: fc.constantFrom(null, "OH"),
      mdAtReport: fc.option(fc.double({ min: 0, max: 9000, noNaN: true })),
      cumulativeCost: fc.constantFrom("0", "250000.00", "-12.50"),
      daysWithoutLti: fc.option(fc.integer({ min: 0, max: 900 })),
    }),
  ),
  deepestStation: fc.option(
    fc.record({
      md: fc.double({ min: 0, max: 9000, noNaN: true }),
      inclination: fc.double({ min: 0, max: 180, noNaN: true }),
      azimuth: fc.double({ min: 0, max: 359.9, noNaN: true }),
      tvd: fc.double({ min: 0, max: 9000, noNaN: true }),
      ns: fc.double({ min: -5000, max: 5000, noNaN: true }),
      ew: fc.double({ min: -5000, max: 5000, noNaN: true }),
    }),
  ),
  bhaTotals: fc.option(
    fc.record({
      length: fc.double({ min: 0, max: 500, noNaN: true }),
      weight: fc.option(fc.double({ min: 0, max: 1e6, noNaN: true })),
    }),
  ),
  bitInHoleSize: fc.option(fc.double({ min: 0.05, max: 1, noNaN: true })),
  mdAtReport: fc.option(fc.double({ min: 0, max: 9000, noNaN: true })),
  hydraulics: fc.record({
    pumpIntervals: fc.array(
      fc.record({
        mdFrom: fc.option(fc.double({ min: 0, max: 9000, noNaN: true })),
        mdTo: fc.option(fc.double({ min: 0, max: 9000, noNaN: true })),
        flowRate: fc.option(fc.double({ min: 0, max: 0.2, noNaN: true })),
      }),
      { maxLength: 3 },
    ),
    mudDensity: fc.option(fc.double({ min: 800, max: 2500, noNaN: true })),
  }),
});
