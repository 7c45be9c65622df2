import { describe, expect, it } from "vitest";

import { METRES_PER_FOOT } from "~/domain/units/units";

import { DDR_SECTIONS, general, personnel, timeLog } from "./index";

import { sectionSchema } from "./schema";
import { defineSection, field, type AnySection } from "./vocabulary";
import { TEST_CONTEXT, parseSection, errorsByPath } from "./testing";

const context = TEST_CONTEXT;

const parse = parseSection;

const fullDay = [
  {
    fromTime: "00:00",
    toTime: "06:00",
    phase: "surface",
    iadcCode: "2",
    activityCategory: "planned",
    description: "Drill 17½ in hole",
  },
  {
    fromTime: "06:00",
    toTime: "07:30",
    phase: "surface",
    iadcCode: "8",
    activityCategory: "downtime",
    isNpt: "on",
    nptCode: "EQ-RIG",
    description: "Repair top drive",
  },
  {
    fromTime: "07:30",
    toTime: "24:00",
    phase: "surface",
    iadcCode: "2",
    activityCategory: "planned",
    description: "Drill ahead",
  },
];

// A General section typed in full, every field it asks for filled in.
const typedGeneral = {
  rigName: "Rig 7",
  wellbore: "OH",
  mdAtReport: "3600",
  holeSize: "17.5",
  currentStatus: "Drilling",
  summary24h: "Drilled",
  forecast24h: "Drill",
  supervisor: "A. Driller",
};

describe("a section's schema, derived from its declaration", () => {
  it("stores what the user typed in their units as SI and fills the computed values", () => {
    const result = parse(general, typedGeneral);
    expect(result.success).toBe(true);
    const value = result.data!;
    expect(value.mdAtReport).toBeCloseTo(3600 * METRES_PER_FOOT, 9);
    expect(value.holeSize).toBeCloseTo(17.5 * 0.0254, 12);
    expect(value.progress).toBeCloseTo(3600 * METRES_PER_FOOT - 1000, 9);
    // No survey yet: a vertical hole from the surface.
    expect(value.tvdAtReport).toBeCloseTo(value.mdAtReport as number, 9);
    expect(value.dfs).toBe(10);
    expect(value.dol).toBe(14);
    expect(value.windSpeed).toBeNull();
  });

  it("says what is wrong with the spec's messages and translation keys", () => {
    const result = parse(general, {
      rigName: "",
      mdAtReport: "ten",
      holeSize: "17.5",
      windDirection: "360",
    });
    const errors = errorsByPath(result);
    expect(errors.rigName).toEqual(["validation.required"]);
    expect(errors.mdAtReport).toEqual(["validation.number"]);
    expect(errors.windDirection).toEqual(['ddr.validation.below|{"value":"360","unit":"deg"}']);
    expect(errors.supervisor).toEqual(["validation.required"]);
  });

  it("names a bound to stay below at the quantity's display precision, in the user's unit", () => {
    // Less than 1 m: 3.28084 ft, named at the hundredths feet are typed in. 3.28 ft passes and
    // 3.29 ft is refused, so "less than 3.29 ft" is true of what can be typed.
    const bounded = defineSection({
      id: "bounded",
      fields: [field.quantity("clearance", "length", { below: 1 })],
    }) as unknown as AnySection;
    expect(errorsByPath(parse(bounded, { clearance: "3.29" })).clearance).toEqual([
      'ddr.validation.below|{"value":"3.29","unit":"ft"}',
    ]);
    expect(errorsByPath(parse(bounded, { clearance: "3.28" })).clearance).toBeUndefined();
    const read = (language: "en" | "id") =>
      sectionSchema(bounded, { system: "api", language, context }).safeParse({ clearance: "4" })
        .error?.issues[0]?.message;
    expect(read("id")).toBe('ddr.validation.below|{"value":"3,29","unit":"ft"}');
    // In metres the bound is at its own step.
    expect(errorsByPath(parse(bounded, { clearance: "1" }, "gde")).clearance).toEqual([
      'ddr.validation.below|{"value":"1","unit":"m"}',
    ]);
  });

  it("refuses NUL and other control characters in text, keeping line breaks in long text", () => {
    const typed = {
      ...typedGeneral,
      rigName: "Rig\u00007",
      currentStatus: "Drilling\tahead",
      summary24h: "Drilled 300 ft.\nCirculated\tclean.",
      forecast24h: "Drill ahead\u0000",
    };
    expect(errorsByPath(parse(general, typed))).toEqual({
      rigName: ["validation.controlCharacters"],
      currentStatus: ["validation.controlCharacters"],
      forecast24h: ["validation.controlCharacters"],
    });
    const fixed = parse(general, {
      ...typed,
      rigName: "Rig 7",
      currentStatus: "Drilling ahead",
      forecast24h: "Drill ahead",
    });
    expect(errorsByPath(fixed)).toEqual({});
    expect(fixed.data?.summary24h).toBe("Drilled 300 ft.\nCirculated\tclean.");
  });

  it("refuses a depth shallower than the previous report on the same wellbore", () => {
    const result = parse(general, { ...typedGeneral, mdAtReport: "900" }, "apimix");
    expect(errorsByPath(result).mdAtReport).toEqual([
      'ddr.problems.mdBelowPrevious|{"reportNo":13}',
    ]);
  });

  it("ignores blank rows and points row errors at the row the user sees", () => {
    const result = parse(personnel, {
      rows: [
        { company: "Rig crew Ltd", roleOrService: "RIG", count: "20" },
        {},
        { company: "Mud Co", roleOrService: "MUD", count: "two" },
        { company: "", roleOrService: "", count: "" },
      ],
    });
    expect(errorsByPath(result)).toEqual({ "rows.2.count": ["validation.number"] });
    const fixed = parse(personnel, {
      rows: [
        { company: "Rig crew Ltd", roleOrService: "RIG", count: "20", hours: "12" },
        {},
        { company: "Mud Co", roleOrService: "MUD", count: "2" },
      ],
    });
    expect(fixed.data?.pobTotal).toBe(22);
    expect(fixed.data?.rows).toHaveLength(2);
    expect((fixed.data?.rows as { hours: number | null }[])[0]!.hours).toBe(12 * 3600);
  });

  it("refuses more rows than a day holds before reading any of them, blank rows not counted", () => {
    const row = { company: "Crew", roleOrService: "RIG", count: "1" };
    const full = Array.from({ length: personnel.tables[0].maxRows }, () => row);
    expect(parse(personnel, { rows: [...full, {}, {}] }).success).toBe(true);
    const over = parse(personnel, { rows: [...full, { ...row, count: "many" }] });
    expect(errorsByPath(over)).toEqual({
      rows: [
        `ddr.validation.tooManyRows|${JSON.stringify({ max: personnel.tables[0].maxRows, count: full.length + 1 })}`,
      ],
    });
  });

  it("gives every table a row limit a real day stays under", () => {
    for (const section of DDR_SECTIONS as readonly AnySection[]) {
      for (const table of section.tables) {
        expect(table.maxRows, `${section.id}.${table.name}`).toBeGreaterThanOrEqual(20);
        expect(table.maxRows, `${section.id}.${table.name}`).toBeLessThanOrEqual(100);
      }
    }
  });

  it("checks lookup codes against the organisation's lists on the server", () => {
    const schema = sectionSchema(personnel, {
      system: "api",
      language: "en",
      context,
      lookups: { personnelRole: [{ code: "RIG", label: "Rig crew" }] },
    });
    const result = schema.safeParse({
      rows: [{ company: "X", roleOrService: "ASTRONAUT", count: "1" }],
    });
    expect(result.error?.issues[0]?.path).toEqual(["rows", 0, "roleOrService"]);
    expect(result.error?.issues[0]?.message).toBe("ddr.validation.lookup");
  });
});

describe("the time log tiles the day", () => {
  it("accepts a full day and splits productive and NPT hours", () => {
    const result = parse(timeLog, { rows: fullDay });
    expect(result.success).toBe(true);
    expect(result.data?.totalSeconds).toBe(24 * 3600);
    expect(result.data?.nptSeconds).toBe(1.5 * 3600);
    expect(result.data?.productiveSeconds).toBe(22.5 * 3600);
    expect((result.data?.rows as { duration: number }[])[1]!.duration).toBe(1.5 * 3600);
  });

  it("shows a gap at the row after it and the day total on the table", () => {
    const rows = [fullDay[0], {}, { ...fullDay[1], fromTime: "06:30" }, fullDay[2]];
    const errors = errorsByPath(parse(timeLog, { rows }));
    expect(errors["rows.2.fromTime"]).toEqual(['ddr.issues.timeLog.gap|{"expected":"06:00"}']);
    expect(errors.rows).toEqual([
      'ddr.issues.timeLog.totalHours|{"totalHours":23.5,"expectedHours":24}',
    ]);
  });

  it("stores the rows typed out of order in time order, each row whole", () => {
    const result = parse(timeLog, { rows: [fullDay[2], fullDay[0], fullDay[1]] });
    expect(result.success).toBe(true);
    const rows = result.data?.rows as { fromTime: string; description: string; duration: number }[];
    expect(rows.map((row) => [row.fromTime, row.description, row.duration])).toEqual([
      ["00:00", "Drill 17½ in hole", 6 * 3600],
      ["06:00", "Repair top drive", 1.5 * 3600],
      ["07:30", "Drill ahead", 16.5 * 3600],
    ]);
  });

  it("tells the gaps and overlaps in the same refused save as an empty field, once", () => {
    const rows = [
      { ...fullDay[0], description: "" },
      { ...fullDay[1], fromTime: "05:00" },
      { ...fullDay[2], fromTime: "08:00", toTime: "" },
    ];
    const errors = errorsByPath(parse(timeLog, { rows }));
    expect(errors["rows.0.description"]).toEqual(["validation.required"]);
    expect(errors["rows.2.toTime"]).toEqual(["validation.required"]);
    // An unreadable time says so itself; the tiling waits for it.
    expect(errors["rows.1.fromTime"]).toBeUndefined();

    const readable = [rows[0], rows[1], { ...rows[2], toTime: "24:00" }];
    const tiling = errorsByPath(parse(timeLog, { rows: readable }));
    expect(tiling).toEqual({
      "rows.0.description": ["validation.required"],
      "rows.1.fromTime": [
        'ddr.issues.timeLog.overlap|{"expected":"06:00","previous":"00:00–06:00"}',
      ],
      "rows.2.fromTime": ['ddr.issues.timeLog.gap|{"expected":"07:30"}'],
      rows: ['ddr.issues.timeLog.totalHours|{"totalHours":24.5,"expectedHours":24}'],
    });
  });

  it("wants an NPT code on NPT rows and NPT exactly on downtime", () => {
    const rows = [fullDay[0], { ...fullDay[1], nptCode: "" }, { ...fullDay[2], isNpt: "on" }];
    const errors = errorsByPath(parse(timeLog, { rows }));
    expect(errors["rows.1.nptCode"]).toEqual(["ddr.problems.nptCodeRequired"]);
    expect(errors["rows.2.isNpt"]).toEqual(["ddr.problems.nptMatchesCategory"]);
  });
});
