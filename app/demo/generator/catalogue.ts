/**
 * The fixed vocabulary the demo generator draws from: hole sections, bits, BHA components,
 * mud systems and the people who sign reports (service companies and prices are in
 * contracts.ts). Sizes are inches here because that is how the industry quotes them; the
 * generator converts to the stored units.
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
