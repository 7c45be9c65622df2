/** Bulk stock, weather and safety of a rig-site day, derived from its operations. */

import type { Random } from "./random";
import { addDays, clock, type Piece } from "./timeline";
import type { BulkMaterialRow, SafetyReport, Weather } from "./types";
import { BARITE_DENSITY, round1 } from "./rig-site";

// Codes of the bulk-material lookup list; balances are in the row's unit (t or m³).
export const BULK = [
  { material: "BARITE", unit: "t" as const, opening: 60, reorder: 25, lot: 60 },
  { material: "BENTONITE", unit: "t" as const, opening: 20, reorder: 8, lot: 20 },
  { material: "CEMENT-G", unit: "t" as const, opening: 0, reorder: 0, lot: 0 },
  { material: "DIESEL", unit: "m³" as const, opening: 60, reorder: 30, lot: 40 },
  { material: "DRILLWATER", unit: "m³" as const, opening: 200, reorder: 0, lot: 0 },
];

export function openingBulk(): number[] {
  return BULK.map((row) => row.opening);
}

export interface BulkUse {
  diesel: number;
  water: number;
  /** t */
  cement: number;
  mudBuilt: number;
  mudWeight: number;
  spud: boolean;
}

/** Daily balances: end = start + received − used − returned; start carries over. */
export function bulkOfDay(starts: readonly number[], use: BulkUse): BulkMaterialRow[] {
  // Barite to weight up the new mud: m = V·ρb·(ρ − ρw)/(ρb − ρ).
  const barite = round1(
    (use.mudBuilt * BARITE_DENSITY * Math.max(0, use.mudWeight - 1030)) /
      (BARITE_DENSITY - use.mudWeight) /
      1000,
  );
  const used = [barite, use.spud ? 3 : 0.3, use.cement, use.diesel, use.water];
  return BULK.map((row, index) => {
    const start = starts[index] ?? 0;
    const usedToday = used[index] ?? 0;
    let received = 0;
    if (index === 2) received = usedToday > 0 ? round1(usedToday * 1.05) : 0;
    else if (index === 4) received = usedToday;
    else if (start - usedToday < row.reorder) {
      received = Math.ceil((usedToday - start + row.reorder) / row.lot) * row.lot;
    }
    const endBalance = round1(start + received - usedToday);
    return {
      material: row.material,
      unit: row.unit,
      start: round1(start),
      received: round1(received),
      used: round1(usedToday),
      returned: 0,
      endBalance,
    };
  });
}

export function weatherOf(random: Random, pieces: readonly Piece[]): Weather {
  const storm = pieces.some((piece) => piece.operation.nptCode === "WOW");
  return {
    windSpeed: round1(storm ? random.uniform(10, 18) : random.uniform(0.5, 9)),
    windDirection: random.int(0, 359),
    airTemp: round1(273.15 + (storm ? random.uniform(22, 26) : random.uniform(24, 33))),
    weatherRemark: storm
      ? "Heavy rain and lightning"
      : random.weighted<string>([
          ["Fine", 0.4],
          ["Partly cloudy", 0.25],
          ["Overcast", 0.15],
          ["Light rain", 0.12],
          ["Rain showers", 0.08],
        ]),
  };
}

export function safetyOf(
  random: Random,
  input: {
    daysWithoutLti: number;
    lastBopTest: string;
    events: readonly Piece[];
    dayStart: number;
    t0: number;
  },
): SafetyReport {
  const quarter = () => clock(random.int(0, 95) * 15, input.dayStart);
  const drills = random.chance(0.3)
    ? [
        {
          type: random.pick(["FIRE", "H2S", "KICK", "TRIP", "EVAC"]),
          time: quarter(),
          responseTime: random.int(40, 180),
        },
      ]
    : [];
  const incidents = random.chance(0.02)
    ? [
        random.chance(0.7)
          ? {
              incidentType: "NEARMISS",
              severity: "LOW",
              incidentTime: quarter(),
              description: "Unsecured tool found on the monkey board during a trip",
              lostTime: 0,
            }
          : {
              incidentType: "FIRSTAID",
              severity: "LOW",
              incidentTime: quarter(),
              description: "Roustabout cut a finger handling a sling; treated by the medic",
              lostTime: 0,
            },
      ]
    : [];
  const heavyWork = input.events.some((piece) => piece.operation.event?.kind === "casing");
  return {
    daysWithoutLti: input.daysWithoutLti,
    lastBopTestDate: input.lastBopTest,
    nextBopTestDue: addDays(input.lastBopTest, 21),
    drills,
    stopCards: random.int(3, 15),
    safetyMeetings: heavyWork ? 3 : 2,
    incidents,
  };
}
