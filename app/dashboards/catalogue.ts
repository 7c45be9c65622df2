import type { TileType } from "./tile-types";

/** A tile as saved: its type and its place on a 12-column grid (rows of 40 px). */
export interface Tile {
  id: string;
  type: TileType;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface WellDashboard {
  /** Path below /dashboard/, as in the spec's route list. */
  slug: string;
  titleKey: string;
  /** Sub-group in the Well Dashboard menu (spec: cost breakdown, drilling progress, …). */
  group:
    "overview" | "costBreakdown" | "drillingProgress" | "drillingPerformance" | "bitPerformance";
  /** The tiles a new user sees, left to right, top to bottom. */
  defaults: TileType[];
  /** What can be added from this dashboard's "Add tile" list. */
  available: TileType[];
}

const nptTiles: TileType[] = [
  "nptBreakdown",
  "nptTrend",
  "nptByHoleSection",
  "equipmentFailure",
  "productiveVsNpt",
];
const costTiles: TileType[] = [
  "costAfeVsActual",
  "cumCostPerCategory",
  "progressCost",
  "depthVsCost",
];
const progressTiles: TileType[] = [
  "depthVsDays",
  "dailyActivity",
  "activityBreakdown",
  "phaseBreakdown",
  "drillingProgram",
];
const bitTiles: TileType[] = [
  "bitPerformance",
  "bitHydraulics",
  "bitCostPerFoot",
  "mseVsDepth",
  "drillingParameters",
];

/** The sixteen chart dashboards of the spec; Well Information (/dashboard) is its own page. */
export const WELL_DASHBOARDS: WellDashboard[] = [
  {
    slug: "one-page",
    titleKey: "dashboards.onePage",
    group: "overview",
    defaults: [
      "depthVsDays",
      "depthVsCost",
      "planView",
      "nptBreakdown",
      "activityBreakdown",
      "costAfeVsActual",
    ],
    available: [...progressTiles, ...costTiles, ...nptTiles, ...bitTiles, "planView"],
  },
  {
    slug: "bit-performance",
    titleKey: "dashboards.bitPerformance",
    group: "bitPerformance",
    defaults: ["bitPerformance", "bitHydraulics", "depthVsDays"],
    available: [...bitTiles, "depthVsDays"],
  },
  {
    slug: "bit-performance-cpf-mse",
    titleKey: "dashboards.bitPerformanceCpfMse",
    group: "bitPerformance",
    defaults: ["bitCostPerFoot", "mseVsDepth"],
    available: [...bitTiles, "depthVsCost"],
  },
  {
    slug: "drilling-program",
    titleKey: "dashboards.drillingProgram",
    group: "drillingProgress",
    defaults: ["drillingProgram", "depthVsDays"],
    available: [...progressTiles, "planView"],
  },
  {
    slug: "drilling-progress/activity-breakdown",
    titleKey: "dashboards.drillingProgressActivity",
    group: "drillingProgress",
    defaults: ["dailyActivity", "depthVsDays"],
    available: [...progressTiles],
  },
  {
    slug: "activity-breakdown",
    titleKey: "dashboards.activityBreakdown",
    group: "drillingProgress",
    defaults: ["activityBreakdown", "phaseBreakdown"],
    available: [...progressTiles, "productiveVsNpt"],
  },
  {
    slug: "cost-breakdown/afe-vs-actual",
    titleKey: "dashboards.costAfeVsActual",
    group: "costBreakdown",
    defaults: ["costAfeVsActual", "depthVsCost"],
    available: costTiles,
  },
  {
    slug: "cost-breakdown/cum-cost-per-contract-category",
    titleKey: "dashboards.cumCostPerCategory",
    group: "costBreakdown",
    defaults: ["cumCostPerCategory"],
    available: costTiles,
  },
  {
    slug: "cost-breakdown/progress-cost",
    titleKey: "dashboards.progressCost",
    group: "costBreakdown",
    defaults: ["progressCost", "depthVsCost"],
    available: costTiles,
  },
  {
    slug: "drilling-performance/activity-breakdown",
    titleKey: "dashboards.performanceActivity",
    group: "drillingPerformance",
    defaults: ["productiveVsNpt", "activityBreakdown"],
    available: [...nptTiles, "activityBreakdown", "phaseBreakdown"],
  },
  {
    slug: "drilling-performance/npt-breakdown",
    titleKey: "dashboards.nptBreakdown",
    group: "drillingPerformance",
    defaults: ["nptBreakdown", "nptTrend"],
    available: nptTiles,
  },
  {
    slug: "drilling-performance/drilling-phase-breakdown",
    titleKey: "dashboards.phaseBreakdown",
    group: "drillingPerformance",
    defaults: ["phaseBreakdown"],
    available: [...nptTiles, "phaseBreakdown", "activityBreakdown"],
  },
  {
    slug: "drilling-performance/equipment-failure-breakdown",
    titleKey: "dashboards.equipmentFailure",
    group: "drillingPerformance",
    defaults: ["equipmentFailure"],
    available: nptTiles,
  },
  {
    slug: "drilling-performance/npt-hole-section",
    titleKey: "dashboards.nptHoleSection",
    group: "drillingPerformance",
    defaults: ["nptByHoleSection"],
    available: [...nptTiles, "drillingProgram"],
  },
  {
    slug: "drilling-parameters",
    titleKey: "dashboards.drillingParameters",
    group: "bitPerformance",
    defaults: ["drillingParameters"],
    available: [...bitTiles],
  },
  {
    slug: "npt-analysis",
    titleKey: "dashboards.nptAnalysis",
    group: "drillingPerformance",
    defaults: ["nptTrend", "nptBreakdown", "nptByHoleSection"],
    available: nptTiles,
  },
];

export function findDashboard(slug: string): WellDashboard | undefined {
  return WELL_DASHBOARDS.find((dashboard) => dashboard.slug === slug);
}
