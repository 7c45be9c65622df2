/** The demo cost catalogue: general components, cost units, catalogue prices and planned activities. */

import { COST_ITEMS, type CostItemKey } from "~/demo/generator/contracts";
import type { Phase } from "~/domain/cost/phases";

export type ComponentName =
  "Time-based services" | "Consumables" | "Lump-sum services" | "Tangible equipment";

export const COMPONENTS: Record<ComponentName, string> = {
  "Time-based services": "Rig, crews and rentals paid by the day (intangible)",
  Consumables: "Mud, cement, fuel, water and bits used up in the hole (intangible)",
  "Lump-sum services": "Jobs paid per job or run: casing running, cementing, logging (intangible)",
  "Tangible equipment": "Casing and well equipment left in the well (capitalised)",
};

export const UNITS: Record<string, string> = {
  day: "One day (24 h) of service",
  "person-day": "One person on site for a day",
  m3: "Cubic metre",
  t: "Metric tonne",
  m: "Metre of pipe",
  each: "One piece",
  job: "One job, lump sum",
  run: "One logging run",
};

/** Catalogue prices: the middle of the demo range; bits and casing are priced per job in the DDR. */
export const CATALOGUE_PRICE: Partial<Record<CostItemKey, string>> = {
  bit: "35000.00",
  casingPipe: "150.00",
};

export function componentOf(key: CostItemKey): ComponentName {
  const unit = COST_ITEMS[key].unit;
  if (key === "casingPipe") return "Tangible equipment";
  if (unit === "day" || unit === "person-day") return "Time-based services";
  if (unit === "job" || unit === "run") return "Lump-sum services";
  return "Consumables";
}

export function cataloguePrice(key: CostItemKey): string {
  const fixed = CATALOGUE_PRICE[key];
  if (fixed) return fixed;
  const [low, high] = COST_ITEMS[key].priceRange;
  const middle = (low + high) / 2;
  const step = high >= 1000 ? 50 : high >= 100 ? 5 : 0.5;
  return (Math.round(middle / step) * step).toFixed(2);
}

export interface DemoActivity {
  phase: Phase;
  sequence: number;
  name: string;
  days: number;
  costs: [CostItemKey, string][];
}

/** A day of the spread every rig-on-site activity pays. */
export const spread = (days: number): [CostItemKey, string][] => [
  ["rigDayRate", String(days)],
  ["supervision", String(days)],
  ["catering", String(days * 40)],
  ["communications", String(days)],
  ["security", String(days)],
  ["diesel", String(days * 11)],
  ["water", String(days * 50)],
];

export const drillingServices = (days: number): [CostItemKey, string][] => [
  ["mudLogging", String(days)],
  ["mudEngineering", String(days)],
  ["solidsControl", String(days)],
];

type Costs = [CostItemKey, string][];

/** Drilling with a directional crew: the spread, the drilling services, directional and MWD. */
const directionalDrilling = (days: number): Costs => [
  ...spread(days),
  ...drillingServices(days),
  ["directionalServices", String(days)],
  ["mwdServices", String(days)],
];

/** Running and cementing a casing string: metres of pipe and tonnes of cement. */
const casingJob = (pipe: string, cement: string): Costs => [
  ["casingPipe", pipe],
  ["casingRunning", "1"],
  ["cementMaterials", cement],
  ["cementingServices", "1"],
];

const activity = (
  phase: Phase,
  sequence: number,
  name: string,
  days: number,
  costs: Costs,
): DemoActivity => ({ phase, sequence, name, days, costs });

export const DEMO_ACTIVITIES: DemoActivity[] = [
  activity("mobilisation", 10, "Rig move and rig-up", 5, [...spread(5), ["trucking", "10"]]),
  activity("conductor", 10, "Drill 36 in hole and set 30 in conductor", 3, [
    ...spread(3),
    ["bit", "1"],
    ["mudChemicals", "150"],
    ...casingJob("60", "30"),
  ]),
  activity("surface", 10, "Drill 26 in surface hole", 6, [
    ...spread(6),
    ...drillingServices(6),
    ["bit", "2"],
    ["mudChemicals", "600"],
    ["wasteHandling", "250"],
  ]),
  activity("surface", 20, "Run and cement 20 in casing", 2, [
    ...spread(2),
    ...casingJob("450", "120"),
    ["trucking", "2"],
  ]),
  activity("intermediate-1", 10, "Drill 17½ in hole", 9, [
    ...directionalDrilling(9),
    ["bit", "3"],
    ["mudChemicals", "800"],
    ["wasteHandling", "300"],
  ]),
  activity("intermediate-1", 20, "Log, run and cement 13⅜ in casing", 3, [
    ...spread(3),
    ["wirelineLogging", "1"],
    ...casingJob("1300", "90"),
  ]),
  activity("intermediate-2", 10, "Drill 12¼ in hole", 28, [
    ...directionalDrilling(28),
    ["rentals", "28"],
    ["bit", "6"],
    ["mudChemicals", "1200"],
    ["wasteHandling", "350"],
  ]),
  activity("intermediate-2", 20, "Log, run and cement 9⅝ in casing", 4, [
    ...spread(4),
    ["wirelineLogging", "1"],
    ...casingJob("2500", "70"),
  ]),
  activity("intermediate-3", 10, "Drill 8½ in hole to liner point", 10, [
    ...directionalDrilling(10),
    ["bit", "2"],
    ["mudChemicals", "400"],
  ]),
  activity("production", 10, "Drill 8½ in reservoir section", 12, [
    ...directionalDrilling(12),
    ["bit", "2"],
    ["mudChemicals", "500"],
    ["wirelineLogging", "1"],
  ]),
  activity("production", 20, "Run 7 in liner", 3, [
    ...spread(3),
    ["casingPipe", "900"],
    ["casingRunning", "1"],
  ]),
  activity("completion", 10, "Clean out and complete", 3, [...spread(3), ["rentals", "3"]]),
  activity("well-test", 10, "Flow test", 3, [...spread(3), ["wellTesting", "3"]]),
  activity("demobilisation", 10, "Rig down and release", 2, [...spread(2), ["trucking", "8"]]),
];
