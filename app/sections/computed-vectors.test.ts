import { describe, expect, it } from "vitest";

import { KG_PER_M3_PER_PPG, PASCALS_PER_PSI, METRES_PER_FOOT } from "~/domain/units/units";

import { bitData, cost, lotFit, surveys } from "./index";

import { sectionSchema } from "./schema";
import { type SectionContext } from "./vocabulary";
import { TEST_CONTEXT, parseSection, errorsByPath } from "./testing";

const context = TEST_CONTEXT;

const parse = parseSection;

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
