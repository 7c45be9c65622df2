/**
 * The fixed vocabulary the demo generator draws from: hole sections, bits, BHA components,
 * mud systems, service companies and priced cost items. Companies are fictitious. Sizes are
 * inches and prices USD here because that is how the industry quotes them; the generator
 * converts to the stored units.
 */

export type WellType = "oil" | "geothermal";
export type BitKind = "tricone" | "pdc";
export type SectionRole = "conductor" | "surface" | "intermediate" | "production";

export interface SectionTemplate {
  role: SectionRole;
  holeInches: number;
  /** Label as drillers write it, e.g. "17½ in". */
  holeLabel: string;
  casingInches: number;
  casingLabel: string;
  casingWeightLbPerFt: number;
  casingGrade: string;
  casingThread: string;
  /** On-bottom ROP range, m/h (DOMAIN.md §7). */
  ropRange: readonly [number, number];
  /** Pump rate, L/min. */
  flowRange: readonly [number, number];
  /** The most weight the section's bits take, kN (DOMAIN.md §7: up to 250 kN). */
  maxWeightOnBit: number;
  /** Surface RPM range. */
  rpmRange: readonly [number, number];
  /**
   * The rock the section drills, as the MSE an efficient run reads in it, ksi: soft near
   * surface, harder with depth (volcanics at the bottom): tens of thousands of psi below the
   * surface hole.
   */
  mseRange: readonly [number, number];
}

export const HOLE_SECTIONS = {
  conductor: {
    role: "conductor",
    holeInches: 36,
    holeLabel: "36 in",
    casingInches: 30,
    casingLabel: "30 in",
    casingWeightLbPerFt: 310,
    casingGrade: "K55",
    casingThread: "BTC",
    ropRange: [15, 30],
    flowRange: [3800, 4500],
    maxWeightOnBit: 220,
    rpmRange: [60, 90],
    mseRange: [4, 9],
  },
  surface: {
    role: "surface",
    holeInches: 26,
    holeLabel: "26 in",
    casingInches: 20,
    casingLabel: "20 in",
    casingWeightLbPerFt: 94,
    casingGrade: "K55",
    casingThread: "BTC",
    ropRange: [15, 40],
    flowRange: [3600, 4400],
    maxWeightOnBit: 250,
    rpmRange: [70, 120],
    mseRange: [6, 14],
  },
  intermediate17: {
    role: "intermediate",
    holeInches: 17.5,
    holeLabel: "17½ in",
    casingInches: 13.375,
    casingLabel: "13⅜ in",
    casingWeightLbPerFt: 68,
    casingGrade: "L80",
    casingThread: "BTC",
    ropRange: [10, 30],
    flowRange: [2800, 3600],
    maxWeightOnBit: 200,
    rpmRange: [80, 150],
    mseRange: [20, 40],
  },
  intermediate12: {
    role: "intermediate",
    holeInches: 12.25,
    holeLabel: "12¼ in",
    casingInches: 9.625,
    casingLabel: "9⅝ in",
    casingWeightLbPerFt: 47,
    casingGrade: "L80",
    casingThread: "BTC",
    ropRange: [8, 20],
    flowRange: [2000, 2800],
    maxWeightOnBit: 220,
    rpmRange: [100, 170],
    mseRange: [30, 60],
  },
  production8: {
    role: "production",
    holeInches: 8.5,
    holeLabel: "8½ in",
    casingInches: 7,
    casingLabel: "7 in",
    casingWeightLbPerFt: 29,
    casingGrade: "L80",
    casingThread: "premium",
    ropRange: [4, 12],
    flowRange: [1400, 1800],
    maxWeightOnBit: 180,
    rpmRange: [100, 180],
    mseRange: [45, 85],
  },
  production6: {
    role: "production",
    holeInches: 6,
    holeLabel: "6 in",
    casingInches: 4.5,
    casingLabel: "4½ in",
    casingWeightLbPerFt: 13.5,
    casingGrade: "P110",
    casingThread: "premium",
    ropRange: [3, 8],
    flowRange: [800, 1100],
    maxWeightOnBit: 120,
    rpmRange: [90, 160],
    mseRange: [50, 90],
  },
} as const satisfies Record<string, SectionTemplate>;

export interface BitModel {
  kind: BitKind;
  make: string;
  model: string;
  iadcCode: string;
  /** Nozzle sets as count × size in 1/32 in. */
  nozzles: readonly { count: number; size32nds: number }[];
  /** Price range, USD (DOMAIN.md §7: PDC 20k–80k, tricone 8k–25k). */
  priceRange: readonly [number, number];
  /** On-bottom hours a bit of this kind lasts before it is worn. */
  lifeHours: readonly [number, number];
}

const BIT_MAKERS = ["Arkana Bit Co.", "Granite Cutter Tech", "Meridian Drill Bits"] as const;

export function bitModelsFor(holeInches: number, wellType: WellType): BitModel[] {
  const big = holeInches >= 17.5;
  const tricone: BitModel[] = BIT_MAKERS.map((make, index) => ({
    kind: "tricone",
    make,
    model: ["TC-115", "TC-437X", "TC-517X"][index]!,
    iadcCode: big ? ["115", "117", "135"][index]! : ["437X", "517X", "537X"][index]!,
    nozzles: big
      ? [
          { count: 3, size32nds: 20 },
          { count: 1, size32nds: 16 },
        ]
      : [{ count: 3, size32nds: holeInches >= 12 ? 16 : 13 }],
    priceRange: [8_000, 25_000],
    lifeHours: [15, 35],
  }));
  const pdc: BitModel[] = BIT_MAKERS.map((make, index) => ({
    kind: "pdc",
    make,
    model: ["MD-516", "GX-616", "SX-419"][index]!,
    iadcCode: ["M323", "M423", "S323"][index]!,
    nozzles:
      holeInches >= 12
        ? [{ count: 6, size32nds: 14 }]
        : holeInches >= 8
          ? [{ count: 5, size32nds: 12 }]
          : [{ count: 4, size32nds: 11 }],
    priceRange: [20_000, 80_000],
    lifeHours: [30, 85],
  }));
  if (holeInches >= 26) return tricone;
  // Geothermal reservoirs (volcanics, granite) are usually drilled with tungsten-carbide tricones.
  if (wellType === "geothermal" && holeInches <= 8.5) return tricone;
  return pdc;
}

/**
 * Bit-specific coefficient of sliding friction, μ in T = μ·W·D/3 (Pessier and Fear, SPE 24584,
 * 1992): how much torque a bit takes per unit of weight; roller cones less than PDC cutters.
 */
export const BIT_FRICTION: Record<BitKind, readonly [number, number]> = {
  tricone: [0.12, 0.22],
  pdc: [0.2, 0.35],
};

/** IADC dull characteristics (DOMAIN.md §3) that fit each bit kind. */
export const DULL_CHARACTERISTICS: Record<BitKind, readonly string[]> = {
  pdc: ["WT", "CT", "BT", "RO", "DL", "LT", "ER", "NO", "HC"],
  tricone: ["WT", "BT", "CT", "BU", "SS", "FC", "ER", "TR", "NO"],
};

export const DULL_LOCATIONS: Record<BitKind, readonly string[]> = {
  pdc: ["C", "N", "T", "S", "G", "A"],
  tricone: ["A", "N", "M", "G"],
};

/** Mud systems by section and well type (DOMAIN.md §2 "Mud": mudType). */
export function mudTypeFor(role: SectionRole, holeInches: number, wellType: WellType): string {
  if (role === "conductor" || role === "surface") return "Spud";
  if (wellType === "geothermal") return holeInches <= 8.5 ? "WBM" : "KCl-polymer";
  if (holeInches <= 8.5) return "SBM";
  return holeInches <= 12.25 ? "OBM" : "KCl-polymer";
}

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

export const SUPERVISORS = [
  "H. Siregar",
  "R. Kusuma",
  "J. McAllister",
  "T. Nugroho",
  "P. Lindqvist",
  "A. Rahman",
] as const;
export const ENGINEERS = [
  "D. Putri",
  "S. Halim",
  "M. Okafor",
  "L. Hartono",
  "K. Sato",
  "N. Gunawan",
] as const;
