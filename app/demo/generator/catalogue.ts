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

type Range = readonly [number, number];

/** A hole section from one row: hole, casing set in it, and what drilling it takes. */
function holeSection(
  role: SectionRole,
  [holeInches, holeLabel]: readonly [number, string],
  [casingInches, casingLabel, casingWeightLbPerFt, casingGrade, casingThread]: readonly [
    number,
    string,
    number,
    string,
    string,
  ],
  [ropRange, flowRange, maxWeightOnBit, rpmRange, mseRange]: readonly [
    Range,
    Range,
    number,
    Range,
    Range,
  ],
): SectionTemplate {
  return {
    role,
    holeInches,
    holeLabel,
    casingInches,
    casingLabel,
    casingWeightLbPerFt,
    casingGrade,
    casingThread,
    ropRange,
    flowRange,
    maxWeightOnBit,
    rpmRange,
    mseRange,
  };
}

// Per section: [hole in, label], [casing in, label, lb/ft, grade, thread],
// [ROP m/h, pump rate L/min, max WOB kN, RPM, MSE ksi].
// prettier-ignore
export const HOLE_SECTIONS = {
  conductor: holeSection("conductor", [36, "36 in"], [30, "30 in", 310, "K55", "BTC"],
    [[15, 30], [3800, 4500], 220, [60, 90], [4, 9]]),
  surface: holeSection("surface", [26, "26 in"], [20, "20 in", 94, "K55", "BTC"],
    [[15, 40], [3600, 4400], 250, [70, 120], [6, 14]]),
  intermediate17: holeSection("intermediate", [17.5, "17½ in"], [13.375, "13⅜ in", 68, "L80", "BTC"],
    [[10, 30], [2800, 3600], 200, [80, 150], [20, 40]]),
  intermediate12: holeSection("intermediate", [12.25, "12¼ in"], [9.625, "9⅝ in", 47, "L80", "BTC"],
    [[8, 20], [2000, 2800], 220, [100, 170], [30, 60]]),
  production8: holeSection("production", [8.5, "8½ in"], [7, "7 in", 29, "L80", "premium"],
    [[4, 12], [1400, 1800], 180, [100, 180], [45, 85]]),
  production6: holeSection("production", [6, "6 in"], [4.5, "4½ in", 13.5, "P110", "premium"],
    [[3, 8], [800, 1100], 120, [90, 160], [50, 90]]),
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
