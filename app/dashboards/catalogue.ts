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

export interface Dashboard {
  /** Path below /dashboard/, as in the spec's route list. */
  slug: string;
  titleKey: string;
  /** Set on a dashboard across the wells of the selected well's field; others show one well. */
  scope?: "field";
  /** Sub-group in the Well or Field Dashboard menu (spec: cost breakdown, drilling progress, …). */
  group:
    "overview" | "costBreakdown" | "drillingProgress" | "drillingPerformance" | "bitPerformance";
  /** The tiles a new user sees, left to right, top to bottom. */
  defaults: TileType[];
  /** Default tiles that take a row of their own (a calendar, every well's curve). */
  fullWidth?: TileType[];
  /** What can be added from this dashboard's "Add tile" list. */
  available: TileType[];
}

/** A dashboard of the selected well. */
export type WellDashboard = Dashboard & { scope?: undefined };

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
    // Offset wells' depth vs days beside this well's.
    available: [
      ...progressTiles,
      ...costTiles,
      ...nptTiles,
      ...bitTiles,
      "planView",
      "fieldDepthVsDays",
      "fieldDaysPerThousand",
    ],
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
    available: [...progressTiles, "planView", "fieldDepthVsDays"],
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

const fieldBitTiles: TileType[] = [
  "fieldBitRop",
  "fieldBitFootage",
  "fieldBitCostPerLength",
  "fieldDrillingParameters",
];
const fieldProgressTiles: TileType[] = [
  "fieldDepthVsDays",
  "fieldDaysPerThousand",
  "fieldTimeline",
  "fieldPhaseTime",
  "fieldActivityBreakdown",
];
const fieldCostTiles: TileType[] = [
  "fieldAfeVsActual",
  "fieldCostVsDays",
  "fieldCostPerLength",
  "fieldPhaseCost",
];
const fieldNptTiles: TileType[] = [
  "fieldNptPercent",
  "fieldNptCauses",
  "fieldNptBreakdown",
  "fieldNptByHoleSection",
  "fieldActivityBreakdown",
];

/** The eight field dashboards of the spec: every well of the selected well's field. */
export const FIELD_DASHBOARDS: Dashboard[] = (
  [
    {
      slug: "bit-performance-field",
      titleKey: "fieldDashboards.bitPerformance",
      group: "bitPerformance",
      defaults: ["fieldBitRop", "fieldBitCostPerLength", "fieldBitFootage"],
      available: fieldBitTiles,
    },
    {
      slug: "drilling-program-field",
      titleKey: "fieldDashboards.drillingProgram",
      group: "drillingProgress",
      defaults: ["fieldDepthVsDays", "fieldDaysPerThousand", "fieldPhaseTime"],
      available: fieldProgressTiles,
    },
    {
      slug: "activity-breakdown-field",
      titleKey: "fieldDashboards.activityBreakdown",
      group: "drillingProgress",
      defaults: ["fieldActivityBreakdown", "fieldPhaseTime", "fieldNptBreakdown"],
      available: [...fieldProgressTiles, ...fieldNptTiles],
    },
    {
      slug: "cost-breakdown/afe-vs-actual-field",
      titleKey: "fieldDashboards.costAfeVsActual",
      group: "costBreakdown",
      defaults: ["fieldAfeVsActual", "fieldCostPerLength"],
      available: fieldCostTiles,
    },
    {
      slug: "cost-breakdown/progress-cost-field",
      titleKey: "fieldDashboards.progressCost",
      group: "costBreakdown",
      defaults: ["fieldCostVsDays", "fieldPhaseCost", "fieldCostPerLength"],
      available: fieldCostTiles,
    },
    {
      slug: "timeline-progress-field",
      titleKey: "fieldDashboards.timelineProgress",
      group: "drillingProgress",
      defaults: ["fieldTimeline", "fieldDepthVsDays"],
      fullWidth: ["fieldTimeline"],
      available: fieldProgressTiles,
    },
    {
      slug: "drilling-parameters-field",
      titleKey: "fieldDashboards.drillingParameters",
      group: "bitPerformance",
      defaults: ["fieldDrillingParameters", "fieldBitRop"],
      available: fieldBitTiles,
    },
    {
      slug: "npt-analysis-field",
      titleKey: "fieldDashboards.nptAnalysis",
      group: "drillingPerformance",
      defaults: ["fieldNptPercent", "fieldNptCauses", "fieldNptBreakdown", "fieldNptByHoleSection"],
      available: fieldNptTiles,
    },
  ] satisfies Omit<Dashboard, "scope">[]
).map((dashboard) => ({ ...dashboard, scope: "field" as const }));

export function findDashboard(slug: string): Dashboard | undefined {
  return (
    WELL_DASHBOARDS.find((dashboard) => dashboard.slug === slug) ??
    FIELD_DASHBOARDS.find((dashboard) => dashboard.slug === slug)
  );
}

/**
 * The well's cost dashboards show the figures behind their charts beside them: per contract
 * category, or per phase where the chart follows progress.
 */
export function costFiguresBy(dashboard: Dashboard): "category" | "phase" | null {
  if (dashboard.group !== "costBreakdown" || dashboard.scope === "field") return null;
  return dashboard.slug === "cost-breakdown/progress-cost" ? "phase" : "category";
}
