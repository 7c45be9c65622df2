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

export const DEMO_ACTIVITIES: DemoActivity[] = [
  {
    phase: "mobilisation",
    sequence: 10,
    name: "Rig move and rig-up",
    days: 5,
    costs: [...spread(5), ["trucking", "10"]],
  },
  {
    phase: "conductor",
    sequence: 10,
    name: "Drill 36 in hole and set 30 in conductor",
    days: 3,
    costs: [
      ...spread(3),
      ["bit", "1"],
      ["mudChemicals", "150"],
      ["casingPipe", "60"],
      ["casingRunning", "1"],
      ["cementMaterials", "30"],
      ["cementingServices", "1"],
    ],
  },
  {
    phase: "surface",
    sequence: 10,
    name: "Drill 26 in surface hole",
    days: 6,
    costs: [
      ...spread(6),
      ...drillingServices(6),
      ["bit", "2"],
      ["mudChemicals", "600"],
      ["wasteHandling", "250"],
    ],
  },
  {
    phase: "surface",
    sequence: 20,
    name: "Run and cement 20 in casing",
    days: 2,
    costs: [
      ...spread(2),
      ["casingPipe", "450"],
      ["casingRunning", "1"],
      ["cementMaterials", "120"],
      ["cementingServices", "1"],
      ["trucking", "2"],
    ],
  },
  {
    phase: "intermediate-1",
    sequence: 10,
    name: "Drill 17½ in hole",
    days: 9,
    costs: [
      ...spread(9),
      ...drillingServices(9),
      ["directionalServices", "9"],
      ["mwdServices", "9"],
      ["bit", "3"],
      ["mudChemicals", "800"],
      ["wasteHandling", "300"],
    ],
  },
  {
    phase: "intermediate-1",
    sequence: 20,
    name: "Log, run and cement 13⅜ in casing",
    days: 3,
    costs: [
      ...spread(3),
      ["wirelineLogging", "1"],
      ["casingPipe", "1300"],
      ["casingRunning", "1"],
      ["cementMaterials", "90"],
      ["cementingServices", "1"],
    ],
  },
  {
    phase: "intermediate-2",
    sequence: 10,
    name: "Drill 12¼ in hole",
    days: 28,
    costs: [
      ...spread(28),
      ...drillingServices(28),
      ["directionalServices", "28"],
      ["mwdServices", "28"],
      ["rentals", "28"],
      ["bit", "6"],
      ["mudChemicals", "1200"],
      ["wasteHandling", "350"],
    ],
  },
  {
    phase: "intermediate-2",
    sequence: 20,
    name: "Log, run and cement 9⅝ in casing",
    days: 4,
    costs: [
      ...spread(4),
      ["wirelineLogging", "1"],
      ["casingPipe", "2500"],
      ["casingRunning", "1"],
      ["cementMaterials", "70"],
      ["cementingServices", "1"],
    ],
  },
  {
    phase: "intermediate-3",
    sequence: 10,
    name: "Drill 8½ in hole to liner point",
    days: 10,
    costs: [
      ...spread(10),
      ...drillingServices(10),
      ["directionalServices", "10"],
      ["mwdServices", "10"],
      ["bit", "2"],
      ["mudChemicals", "400"],
    ],
  },
  {
    phase: "production",
    sequence: 10,
    name: "Drill 8½ in reservoir section",
    days: 12,
    costs: [
      ...spread(12),
      ...drillingServices(12),
      ["directionalServices", "12"],
      ["mwdServices", "12"],
      ["bit", "2"],
      ["mudChemicals", "500"],
      ["wirelineLogging", "1"],
    ],
  },
  {
    phase: "production",
    sequence: 20,
    name: "Run 7 in liner",
    days: 3,
    costs: [...spread(3), ["casingPipe", "900"], ["casingRunning", "1"]],
  },
  {
    phase: "completion",
    sequence: 10,
    name: "Clean out and complete",
    days: 3,
    costs: [...spread(3), ["rentals", "3"]],
  },
  {
    phase: "well-test",
    sequence: 10,
    name: "Flow test",
    days: 3,
    costs: [...spread(3), ["wellTesting", "3"]],
  },
  {
    phase: "demobilisation",
    sequence: 10,
    name: "Rig down and release",
    days: 2,
    costs: [...spread(2), ["trucking", "8"]],
  },
];
