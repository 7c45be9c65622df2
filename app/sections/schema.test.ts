import { describe, expect, it } from "vitest";

import { KG_PER_M3_PER_PPG, PASCALS_PER_PSI, METRES_PER_FOOT } from "~/domain/units/units";
import { en } from "~/i18n/en";
import { id } from "~/i18n/id";

import { NO_DAY_FIGURES } from "./day-figures";
import { sectionColumns } from "./display";
import { toFormValue } from "./form-values";
import { previewSection } from "./preview";
import { DDR_SECTIONS, bitData, cost, general, lotFit, personnel, surveys, timeLog } from "./index";
import { LOOKUP_LIST_NAMES } from "./lookup-lists";
import { sectionSchema } from "./schema";
import { fieldLabelKey, tableLabelKey, type AnySection, type SectionContext } from "./vocabulary";

const context: SectionContext = {
  reportDate: "2026-03-10",
  dayStart: "00:00",
  spudDate: "2026-03-01",
  firstReportDate: "2026-02-25",
  previous: {
    reportNo: 13,
    reportDate: "2026-03-09",
    wellbore: "OH",
    mdAtReport: 1000,
    cumulativeCost: "250000.00",
    daysWithoutLti: 40,
  },
  deepestStation: null,
  bhaTotals: null,
  bitInHoleSize: null,
  ...NO_DAY_FIGURES,
};

function parse(section: AnySection, value: unknown, system: "api" | "apimix" | "gde" = "api") {
  return sectionSchema(section, { system, language: "en", context }).safeParse(value);
}

function errorsByPath(result: ReturnType<typeof parse>) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join(".");
    (errors[path] ??= []).push(issue.message);
  }
  return errors;
}

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

describe("a section's schema, derived from its declaration", () => {
  it("stores what the user typed in their units as SI and fills the computed values", () => {
    const result = parse(general, {
      rigName: "Rig 7",
      wellbore: "OH",
      mdAtReport: "3600",
      holeSize: "17.5",
      currentStatus: "Drilling",
      summary24h: "Drilled",
      forecast24h: "Drill",
      supervisor: "A. Driller",
    });
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

  it("refuses NUL and other control characters in text, keeping line breaks in long text", () => {
    const typed = {
      rigName: "Rig\u00007",
      wellbore: "OH",
      mdAtReport: "3500",
      holeSize: "12.25",
      currentStatus: "Drilling\tahead",
      summary24h: "Drilled 300 ft.\nCirculated\tclean.",
      forecast24h: "Drill ahead\u0000",
      supervisor: "A. Supervisor",
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
    const result = parse(
      general,
      {
        rigName: "R",
        wellbore: "OH",
        mdAtReport: "900",
        holeSize: "12.25",
        currentStatus: "x",
        summary24h: "x",
        forecast24h: "x",
        supervisor: "x",
      },
      "apimix",
    );
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

  it("wants an NPT code on NPT rows and NPT exactly on downtime", () => {
    const rows = [fullDay[0], { ...fullDay[1], nptCode: "" }, { ...fullDay[2], isNpt: "on" }];
    const errors = errorsByPath(parse(timeLog, { rows }));
    expect(errors["rows.1.nptCode"]).toEqual(["ddr.problems.nptCodeRequired"]);
    expect(errors["rows.2.isNpt"]).toEqual(["ddr.problems.nptMatchesCategory"]);
  });
});

describe("computed values reproduce DOMAIN.md's vectors", () => {
  it("positions survey stations by minimum curvature, typed in api or apimix alike", () => {
    const stationsFt = {
      vsAzimuth: "30",
      tieInMd: "3500",
      tieInInclination: "15",
      tieInAzimuth: "20",
      tieInTvd: "3400",
      tieInNs: "0",
      tieInEw: "0",
      stations: [{ md: "3600", inclination: "25", azimuth: "45", toolType: "MWD" }],
    };
    const api = parse(surveys, stationsFt, "api");
    const station = (
      api.data?.stations as { tvd: number; ns: number; ew: number; dls: number }[]
    )[0]!;
    expect((station.tvd / METRES_PER_FOOT - 3400) / 94.012).toBeCloseTo(1, 4);
    expect(station.ns / METRES_PER_FOOT / 27.218).toBeCloseTo(1, 4);
    expect(station.ew / METRES_PER_FOOT / 19.451).toBeCloseTo(1, 4);
    expect((station.dls * 30.48) / 12.952).toBeCloseTo(1, 4);

    const metres = (ft: number) => String(ft * METRES_PER_FOOT);
    const apimix = parse(
      surveys,
      {
        ...stationsFt,
        tieInMd: metres(3500),
        tieInTvd: metres(3400),
        stations: [{ md: metres(3600), inclination: "25", azimuth: "45", toolType: "MWD" }],
      },
      "apimix",
    );
    const same = (apimix.data?.stations as { tvd: number }[])[0]!;
    expect(same.tvd).toBeCloseTo(station.tvd, 9);
  });

  it("refuses stations that do not get deeper", () => {
    const errors = errorsByPath(
      parse(surveys, {
        vsAzimuth: "0",
        stations: [
          { md: "100", inclination: "1", azimuth: "10", toolType: "MWD" },
          { md: "90", inclination: "1", azimuth: "10", toolType: "MWD" },
        ],
      }),
    );
    expect(errors["stations.1.md"]).toEqual(["ddr.issues.survey.mdNotIncreasing"]);
  });

  it("gives the LOT's equivalent mud weight: 1,200 psi at 5,000 ft with 10 ppg → 14.620 ppg", () => {
    const result = parse(lotFit, {
      testType: "LOT",
      testDate: "2026-03-10",
      shoeMd: "5200",
      shoeTvd: "5000",
      mudDensity: "10",
      surfacePressure: "1200",
    });
    expect((result.data?.emwResult as number) / KG_PER_M3_PER_PPG).toBeCloseTo(14.62, 3);
    expect(result.data?.surfacePressure).toBeCloseTo(1200 * PASCALS_PER_PSI, 6);
  });

  it("shows the LOT as the sheet reads it, with its limit and MAASP, in every unit system", () => {
    // The same test typed in each system's units: 10 ppg, 1,200 psi, a 5,000 ft shoe.
    const typed = {
      api: { shoeMd: "5200", shoeTvd: "5000", mudDensity: "10", surfacePressure: "1200" },
      apimix: {
        shoeMd: String(5200 * METRES_PER_FOOT),
        shoeTvd: String(5000 * METRES_PER_FOOT),
        mudDensity: String(10 * KG_PER_M3_PER_PPG),
        surfacePressure: String((1200 * PASCALS_PER_PSI) / 1e5),
      },
      gde: {
        shoeMd: String(5200 * METRES_PER_FOOT),
        shoeTvd: String(5000 * METRES_PER_FOOT),
        mudDensity: "10",
        surfacePressure: "1200",
      },
    };
    for (const system of ["api", "apimix", "gde"] as const) {
      const result = parse(
        lotFit,
        { testType: "LOT", testDate: "2026-03-10", ...typed[system] },
        system,
      );
      const value = result.data as Record<string, number>;
      const inPpg = (kgm3: number) => kgm3 / KG_PER_M3_PER_PPG;
      // 10 + 1,200 / (0.052 × 5,000) = 14.615 ppg; the exact 14.620 is kept as well.
      expect(inPpg(value.sheetEmw!), system).toBeCloseTo(14.6154, 4);
      expect(inPpg(value.emwResult!), system).toBeCloseTo(14.62, 4);
      expect(inPpg(value.emwLimit!), system).toBeCloseTo(14.6, 9);
      // (14.6 − 10) × 0.052 × 5,000 = 1,196 psi.
      expect(value.maasp! / PASCALS_PER_PSI, system).toBeCloseTo(1_196, 6);
    }
  });

  it("works out TFA, footage, ROP and cost per foot of a bit run", () => {
    const result = parse(bitData, {
      rigDayRate: "84000",
      bits: [
        {
          bitNo: "3",
          size: "12.25",
          make: "Maker",
          serialNo: "S-1",
          nozzles: "3x12",
          depthIn: "5000",
          depthOut: "10000",
          hours: "50",
          tripTime: "12",
          bitCost: "27000",
        },
      ],
    });
    const bit = (result.data?.bits as Record<string, number>[])[0]!;
    expect(bit.tfa! / 6.4516e-4).toBeCloseTo(0.3313, 3);
    expect(bit.footage! / METRES_PER_FOOT).toBeCloseTo(5000, 6);
    expect((bit.rop! * 3600) / METRES_PER_FOOT).toBeCloseTo(100, 6);
    // DOMAIN.md: (27,000 + 3,500 × 62) / 5,000 = $48.80/ft.
    expect(bit.costPerLength! * METRES_PER_FOOT).toBeCloseTo(48.8, 6);
  });

  it("shows a bit in the hole to date and each run's hydraulics at the day's pump rate", () => {
    // The day: 10 ppg mud (last check), 400 gpm drilling 8½ in hole from 9,000 to 9,400 ft.
    const ft = (value: number) => value * METRES_PER_FOOT;
    const day: SectionContext = {
      ...context,
      mdAtReport: ft(9_400),
      hydraulics: {
        pumpIntervals: [
          { mdFrom: ft(8_800), mdTo: ft(9_000), flowRate: 500 * 6.30901964e-5 },
          { mdFrom: ft(9_000), mdTo: ft(9_400), flowRate: 400 * 6.30901964e-5 },
        ],
        mudDensity: 10 * KG_PER_M3_PER_PPG,
      },
    };
    const bits = [
      { bitNo: "7", size: "8.5", make: "M", serialNo: "A", nozzles: "3x12", depthIn: "8000" },
      { bitNo: "8", size: "8.5", make: "M", serialNo: "B", nozzles: "3x12", depthIn: "9000" },
    ];
    const value: { bits: Record<string, string>[] } = {
      bits: [
        { ...bits[0], depthOut: "9000", hours: "40" },
        { ...bits[1], hours: "20" },
      ],
    };
    for (const system of ["api", "apimix", "gde"] as const) {
      const typed =
        system === "api"
          ? value
          : {
              bits: value.bits.map((bit) => ({
                ...bit,
                depthIn: String(Number(bit.depthIn) * METRES_PER_FOOT),
                ...(bit.depthOut
                  ? { depthOut: String(Number(bit.depthOut) * METRES_PER_FOOT) }
                  : {}),
              })),
            };
      const result = sectionSchema(bitData, { system, language: "en", context: day }).safeParse(
        typed,
      );
      const [pulled, inHole] = result.data?.bits as Record<string, number | null>[];
      // In the hole: 400 ft in 20 h so far, 20 ft/h; no cost per length until it is pulled.
      expect(inHole!.footage! / METRES_PER_FOOT, system).toBeCloseTo(400, 6);
      expect((inHole!.rop! * 3600) / METRES_PER_FOOT, system).toBeCloseTo(20, 6);
      expect(inHole!.costPerLength).toBeNull();
      // hydraulics.ts's first vector: 1,341.9 psi, 387.3 ft/s, 313.1 hp, 5.52 hp/in².
      expect(inHole!.bitPressureDrop! / PASCALS_PER_PSI, system).toBeCloseTo(1_341.89, 2);
      expect(inHole!.jetVelocity! / METRES_PER_FOOT, system).toBeCloseTo(387.32, 2);
      expect(inHole!.hydraulicPower! / (550 * 1.3558179483), system).toBeCloseTo(313.11, 2);
      expect((inHole!.hsi! * 6.4516e-4) / (550 * 1.3558179483), system).toBeCloseTo(5.518, 3);
      // The pulled bit drilled the day's first interval, at 500 gpm: (500/400)³ the power.
      expect(pulled!.footage! / METRES_PER_FOOT).toBeCloseTo(1000, 6);
      expect(pulled!.hydraulicPower! / inHole!.hydraulicPower!).toBeCloseTo(1.953125, 9);
    }
  });

  it("adds cost lines exactly and carries the cumulative cost on", () => {
    const result = parse(cost, {
      lines: [
        { description: "Rig day rate", quantity: "1", unitPrice: "35000.10" },
        { description: "Mud chemicals", amount: "0.20" },
        { description: "Diesel", quantity: "2.5", unitPrice: "0.33" },
      ],
    });
    expect(result.data?.dailyTotal).toBe("35001.13");
    expect(result.data?.cumulative).toBe("285001.13");
    const lines = result.data?.lines as { amount: string; costDate: string }[];
    expect(lines[2]!.amount).toBe("0.83");
    expect(lines[0]!.costDate).toBe("2026-03-10");
    const missing = errorsByPath(parse(cost, { lines: [{ description: "Nothing" }] }));
    expect(missing["lines.0.amount"]).toEqual(["ddr.problems.amountRequired"]);
  });
});

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
