/**
 * The service companies of the demo, the contract categories cost is booked to and the priced
 * items a DDR books. Companies are fictitious; prices are USD as the industry quotes them.
 */

export const COMPANIES = {
  operator: "Operator",
  rig: "Nusantara Drilling Contractors",
  directional: "Borealis Directional",
  mud: "Equator Fluids",
  mudLogging: "GeoTrace Logging",
  cementing: "Bedrock Cementing Services",
  casingSupply: "Tubular Supply Asia",
  casingRunning: "Tong & Torque Casing Services",
  wireline: "Deepline Wireline",
  solidsControl: "ClearFlow Solids Control",
  catering: "Rimba Catering",
  transport: "Trans-Java Logistics",
  fuel: "Archipelago Fuel Supply",
  water: "Tirta Water Services",
  waste: "Green Earth Waste Management",
  wellTesting: "Geyser Well Testing",
  rentals: "Downhole Rentals",
  communications: "SatLink Communications",
  security: "Garda Site Security",
} as const;

/** Contract categories (the planner's contract bundles) cost lines are booked to. */
export const CONTRACT_CATEGORIES = [
  "Rig",
  "Drilling services",
  "Mud",
  "Bits",
  "Casing",
  "Cement",
  "Logging",
  "Logistics",
  "Camp",
  "Fuel",
] as const;
export type ContractCategory = (typeof CONTRACT_CATEGORIES)[number];

export interface CostItemTemplate {
  costItem: string;
  category: ContractCategory;
  vendor: string;
  unit: string;
  /** USD per unit, drawn once per well within the range. */
  priceRange: readonly [number, number];
}

/** Priced items a DDR books; the generator picks quantities from the day's operations. */
export const COST_ITEMS = {
  rigDayRate: {
    costItem: "Rig day rate",
    category: "Rig",
    vendor: COMPANIES.rig,
    unit: "day",
    priceRange: [20_000, 40_000],
  },
  directionalServices: {
    costItem: "Directional drilling services",
    category: "Drilling services",
    vendor: COMPANIES.directional,
    unit: "day",
    priceRange: [4_500, 7_500],
  },
  mwdServices: {
    costItem: "MWD services",
    category: "Drilling services",
    vendor: COMPANIES.directional,
    unit: "day",
    priceRange: [3_000, 5_000],
  },
  mudLogging: {
    costItem: "Mud logging",
    category: "Drilling services",
    vendor: COMPANIES.mudLogging,
    unit: "day",
    priceRange: [1_800, 3_000],
  },
  solidsControl: {
    costItem: "Solids control equipment",
    category: "Drilling services",
    vendor: COMPANIES.solidsControl,
    unit: "day",
    priceRange: [1_200, 2_200],
  },
  mudEngineering: {
    costItem: "Mud engineering",
    category: "Mud",
    vendor: COMPANIES.mud,
    unit: "day",
    priceRange: [1_200, 1_800],
  },
  mudChemicals: {
    costItem: "Mud chemicals",
    category: "Mud",
    vendor: COMPANIES.mud,
    unit: "m3",
    priceRange: [45, 90],
  },
  baseOil: {
    costItem: "Base oil",
    category: "Mud",
    vendor: COMPANIES.mud,
    unit: "m3",
    priceRange: [650, 900],
  },
  bit: {
    costItem: "Drill bit",
    category: "Bits",
    vendor: "",
    unit: "each",
    priceRange: [0, 0],
  },
  casingPipe: {
    costItem: "Casing pipe",
    category: "Casing",
    vendor: COMPANIES.casingSupply,
    unit: "m",
    priceRange: [0, 0],
  },
  casingRunning: {
    costItem: "Casing running services",
    category: "Casing",
    vendor: COMPANIES.casingRunning,
    unit: "job",
    priceRange: [18_000, 35_000],
  },
  cementMaterials: {
    costItem: "Cement and additives",
    category: "Cement",
    vendor: COMPANIES.cementing,
    unit: "t",
    priceRange: [280, 420],
  },
  cementingServices: {
    costItem: "Cementing services",
    category: "Cement",
    vendor: COMPANIES.cementing,
    unit: "job",
    priceRange: [15_000, 30_000],
  },
  wirelineLogging: {
    costItem: "Wireline logging",
    category: "Logging",
    vendor: COMPANIES.wireline,
    unit: "run",
    priceRange: [35_000, 90_000],
  },
  wellTesting: {
    costItem: "Well testing services",
    category: "Logging",
    vendor: COMPANIES.wellTesting,
    unit: "day",
    priceRange: [9_000, 15_000],
  },
  trucking: {
    costItem: "Trucking and cranes",
    category: "Logistics",
    vendor: COMPANIES.transport,
    unit: "day",
    priceRange: [1_500, 3_500],
  },
  water: {
    costItem: "Water supply",
    category: "Logistics",
    vendor: COMPANIES.water,
    unit: "m3",
    priceRange: [3, 6],
  },
  wasteHandling: {
    costItem: "Cuttings and waste disposal",
    category: "Logistics",
    vendor: COMPANIES.waste,
    unit: "m3",
    priceRange: [40, 90],
  },
  rentals: {
    costItem: "Downhole tool rental",
    category: "Drilling services",
    vendor: COMPANIES.rentals,
    unit: "day",
    priceRange: [900, 2_000],
  },
  catering: {
    costItem: "Camp and catering",
    category: "Camp",
    vendor: COMPANIES.catering,
    unit: "person-day",
    priceRange: [45, 75],
  },
  communications: {
    costItem: "Communications",
    category: "Camp",
    vendor: COMPANIES.communications,
    unit: "day",
    priceRange: [300, 500],
  },
  security: {
    costItem: "Site security",
    category: "Camp",
    vendor: COMPANIES.security,
    unit: "day",
    priceRange: [400, 700],
  },
  supervision: {
    costItem: "Wellsite supervision",
    category: "Drilling services",
    vendor: COMPANIES.operator,
    unit: "day",
    priceRange: [2_500, 3_500],
  },
  diesel: {
    costItem: "Rig diesel",
    category: "Fuel",
    vendor: COMPANIES.fuel,
    unit: "m3",
    priceRange: [850, 1_050],
  },
} as const satisfies Record<string, CostItemTemplate>;
export type CostItemKey = keyof typeof COST_ITEMS;

/** USD per metre of casing, by OD in inches (pipe and couplings, delivered). */
export const CASING_PRICE_PER_METRE: Readonly<Record<number, readonly [number, number]>> = {
  30: [900, 1_200],
  20: [300, 380],
  13.375: [180, 240],
  9.625: [110, 150],
  7: [70, 100],
  4.5: [40, 60],
};
