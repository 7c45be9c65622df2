import { describe, expect, it } from "vitest";

import type { PreviousDdr } from "~/domain/reports/carry-over";

import { carryOver } from "./carry-over";

const yesterday: PreviousDdr = {
  reportNo: 14,
  reportDate: "2026-03-09",
  cumulativeCost: "1250000.00",
  sections: {
    general: {
      rigName: "Rig 7",
      wellbore: "OH",
      mdAtReport: 1523.4,
      tvdAtReport: 1500.1,
      holeSize: 0.31115,
      lastCasingSize: 0.339725,
      lastCasingShoeMd: 600,
      lastCasingShoeTvd: 599,
      summary24h: "Drilled 12¼ in hole",
      supervisor: "A. Driller",
      engineer: null,
    },
    personnel: {
      pobTotal: 45,
      rows: [
        { company: "Rig Co", roleOrService: "RIG", count: 40, hours: 43200 },
        { company: "Mud Co", roleOrService: "MUD", count: 5, hours: null },
      ],
    },
    bitData: {
      rigDayRate: "30000.00",
      bits: [
        { bitNo: "2", depthIn: 600, depthOut: 1100, footage: 500 },
        { bitNo: "3", depthIn: 1100, depthOut: null, footage: null },
      ],
    },
    bha: { bhaNo: 3, bitNo: "3", purpose: "Motor build", totalLength: 150 },
    bhaComponents: { components: [{ item: "BIT", od: 0.31115, length: 0.4 }] },
    mud: { volumeStart: 300, volumeBuilt: 20, volumeEnd: 310, checks: [{ density: 1200 }] },
    bulkMaterials: {
      materials: [
        {
          material: "BARITE",
          unit: "t",
          start: 50,
          received: 10,
          used: 5,
          returned: 0,
          endBalance: 55,
        },
      ],
    },
    cost: {
      dailyTotal: "50000.00",
      lines: [
        {
          description: "Rig day rate",
          amount: "30000.00",
          isCarryOver: true,
          phase: "intermediate-1",
          costItemId: 4,
        },
        { description: "Casing", amount: "20000.00", isCarryOver: false },
      ],
    },
    surveys: {
      vsAzimuth: 45,
      northReference: "TRUE",
      tieInMd: 0,
      stations: [
        { md: 1400, inclination: 10, azimuth: 40, tvd: 1395, ns: 50, ew: 40 },
        { md: 1490, inclination: 12, azimuth: 41, tvd: 1483.3, ns: 63, ew: 51 },
      ],
    },
    holeSections: { sections: [{ sectionName: "17½ in", sectionType: "surface" }] },
    safety: { lastBopTestDate: "2026-03-01", nextBopTestDue: "2026-03-15", daysWithoutLti: 120 },
    timeLog: { rows: [{ fromTime: "00:00", toTime: "24:00" }] },
  },
};

describe("carry-over to the next day's report", () => {
  const carried = carryOver(yesterday);

  it("starts from yesterday's depth, hole and last casing, not its narrative", () => {
    expect(carried.sections.general).toMatchObject({
      mdAtReport: 1523.4,
      holeSize: 0.31115,
      lastCasingShoeMd: 600,
      rigName: "Rig 7",
      supervisor: "A. Driller",
    });
    expect(carried.sections.general).not.toHaveProperty("summary24h");
    expect(carried.sections.general).not.toHaveProperty("tvdAtReport");
  });

  it("keeps the personnel on board", () => {
    expect(carried.sections.personnel).toEqual({
      rows: [
        { company: "Rig Co", roleOrService: "RIG", count: 40, hours: 43200 },
        { company: "Mud Co", roleOrService: "MUD", count: 5, hours: null },
      ],
    });
    expect(carried.items).toContainEqual({
      section: "personnel",
      key: "personnel",
      params: { count: 2, pob: 45 },
    });
  });

  it("keeps only the bits still in hole, and the BHA running one of them", () => {
    expect((carried.sections.bitData!.bits as { bitNo: string }[]).map((bit) => bit.bitNo)).toEqual(
      ["3"],
    );
    expect(carried.sections.bitData!.rigDayRate).toBe("30000.00");
    expect(carried.sections.bha).toEqual({ bhaNo: 3, bitNo: "3", purpose: "Motor build" });
    expect(carried.sections.bhaComponents).toEqual({
      components: [{ item: "BIT", od: 0.31115, length: 0.4 }],
    });

    const pulled = carryOver({
      ...yesterday,
      sections: {
        ...yesterday.sections,
        bitData: { bits: [{ bitNo: "3", depthIn: 1100, depthOut: 1523 }] },
      },
    });
    expect(pulled.sections.bitData).toBeUndefined();
    expect(pulled.sections.bha).toBeUndefined();
  });

  it("turns end balances into the new start", () => {
    expect(carried.sections.mud).toEqual({ volumeStart: 310, volumeBuilt: null, checks: [] });
    expect(carried.sections.bulkMaterials).toEqual({
      materials: [
        { material: "BARITE", unit: "t", start: 55, received: null, used: null, returned: null },
      ],
    });
  });

  it("repeats recurring cost lines and reports the cumulative cost", () => {
    const lines = carried.sections.cost!.lines as { description: string; amount: string }[];
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      description: "Rig day rate",
      amount: "30000.00",
      costItemId: 4,
      isCarryOver: true,
    });
    expect(carried.items).toContainEqual({
      section: "cost",
      key: "cost",
      params: { count: 1, cumulative: { money: "1250000.00" } },
    });
  });

  it("ties the survey in at yesterday's last station", () => {
    expect(carried.sections.surveys).toEqual({
      vsAzimuth: 45,
      northReference: "TRUE",
      tieInMd: 1490,
      tieInInclination: 12,
      tieInAzimuth: 41,
      tieInTvd: 1483.3,
      tieInNs: 63,
      tieInEw: 51,
      stations: [],
    });
  });

  it("keeps hole sections and BOP test dates, and starts the day's own records empty", () => {
    expect(carried.sections.holeSections).toEqual({
      sections: [{ sectionName: "17½ in", sectionType: "surface" }],
    });
    expect(carried.sections.safety).toEqual({
      lastBopTestDate: "2026-03-01",
      nextBopTestDue: "2026-03-15",
      drills: [],
      incidents: [],
    });
    expect(carried.sections.timeLog).toBeUndefined();
    expect(carried.sections.drillingParameters).toBeUndefined();
    expect(carried.fromReportNo).toBe(14);
  });

  it("carries almost nothing from an empty report", () => {
    const empty = carryOver({
      reportNo: 1,
      reportDate: "2026-03-01",
      cumulativeCost: "0.00",
      sections: {},
    });
    expect(empty.sections).toEqual({});
    expect(empty.items).toEqual([
      { section: "cost", key: "cost", params: { count: 0, cumulative: { money: "0.00" } } },
    ]);
  });
});
