/**
 * The shape of a demo well before any time passes: its hole sections (DOMAIN.md §7 magnitudes)
 * and its trajectory, a vertical top hole that kicks off, builds and holds angle.
 */
import type { Phase } from "~/domain/cost/phases";
import {
  calculateSurvey,
  type SurveyStation,
  type SurveyStationPosition,
} from "~/domain/survey/minimum-curvature";
import { METRES_PER_INCH } from "~/domain/units/units";

import {
  bitModelsFor,
  HOLE_SECTIONS,
  mudTypeFor,
  type BitModel,
  type SectionTemplate,
  type WellType,
} from "./catalogue";
import type { Random } from "./random";

const KG_PER_M_PER_LB_PER_FT = 1.48816394;

export interface SectionPlan {
  index: number;
  template: SectionTemplate;
  phase: Phase;
  /** m */
  holeSize: number;
  casingSize: number;
  /** kg/m */
  casingWeight: number;
  isLiner: boolean;
  /** Slotted liners in geothermal reservoirs are not cemented. */
  isCemented: boolean;
  casingTopMd: number;
  topMd: number;
  bottomMd: number;
  /** The round depth the program asked for; the actual shoe lands near it. */
  plannedBottomMd: number;
  mudType: string;
  bitModels: BitModel[];
  /** Typical on-bottom ROP for this well, m/h. */
  typicalRop: number;
}

/** Rounded to a multiple of `step`, without binary noise (41.24, not 41.240000000000002). */
const round = (value: number, step: number) => {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  return Number((Math.round(value / step) * step).toFixed(decimals));
};
const round1 = (value: number) => Math.round(value * 10) / 10;

export function planSections(random: Random, wellType: WellType, plannedTd: number): SectionPlan[] {
  const hasConductor = random.chance(0.65);
  const hasSixInch = wellType === "oil" && plannedTd >= 3200 && random.chance(0.4);
  const conductorShoe = round(random.uniform(40, 90), 5);
  let surfaceShoe = round(random.uniform(300, 600), 10);
  let intermediateShoe = round(random.uniform(1000, 1600), 50);
  let deepShoe = round(random.uniform(2200, 3000), 50);
  const eightAndHalfBottom = hasSixInch
    ? round(plannedTd - random.uniform(250, 450), 10)
    : plannedTd;

  // Shallow wells squeeze the casing points proportionally, keeping ≥ 250 m of 8½ in hole.
  const deepestAllowed = eightAndHalfBottom - 250;
  if (deepShoe > deepestAllowed) {
    const factor = deepestAllowed / deepShoe;
    surfaceShoe = round(
      Math.max(surfaceShoe * factor, (hasConductor ? conductorShoe : 0) + 80),
      10,
    );
    intermediateShoe = round(Math.max(intermediateShoe * factor, surfaceShoe + 150), 10);
    deepShoe = round(Math.max(deepestAllowed, intermediateShoe + 150), 10);
  }

  const layout: { template: SectionTemplate; phase: Phase; bottom: number }[] = [];
  if (hasConductor) {
    layout.push({ template: HOLE_SECTIONS.conductor, phase: "conductor", bottom: conductorShoe });
  }
  layout.push({ template: HOLE_SECTIONS.surface, phase: "surface", bottom: surfaceShoe });
  layout.push({
    template: HOLE_SECTIONS.intermediate17,
    phase: "intermediate-1",
    bottom: intermediateShoe,
  });
  layout.push({
    template: HOLE_SECTIONS.intermediate12,
    phase: "intermediate-2",
    bottom: deepShoe,
  });
  layout.push({
    template: HOLE_SECTIONS.production8,
    phase: hasSixInch ? "intermediate-3" : "production",
    bottom: eightAndHalfBottom,
  });
  if (hasSixInch) {
    layout.push({ template: HOLE_SECTIONS.production6, phase: "production", bottom: plannedTd });
  }

  const sections: SectionPlan[] = [];
  let top = 0;
  let previousShoe = 0;
  layout.forEach(({ template, phase, bottom }, index) => {
    const isLast = index === layout.length - 1;
    // The shoe lands a few metres off the programmed depth; TD is drilled as planned.
    const actualBottom = isLast ? bottom : round1(bottom + random.uniform(-12, 20));
    const isLiner = template.role === "production";
    const linerOverlap = isLiner ? round(random.uniform(100, 180), 10) : 0;
    sections.push({
      index,
      template,
      phase,
      holeSize: template.holeInches * METRES_PER_INCH,
      casingSize: template.casingInches * METRES_PER_INCH,
      casingWeight: template.casingWeightLbPerFt * KG_PER_M_PER_LB_PER_FT,
      isLiner,
      isCemented: !(isLiner && isLast && wellType === "geothermal"),
      casingTopMd: isLiner ? Math.max(0, previousShoe - linerOverlap) : 0,
      topMd: top,
      bottomMd: actualBottom,
      plannedBottomMd: bottom,
      mudType: mudTypeFor(template.role, template.holeInches, wellType),
      bitModels: bitModelsFor(template.holeInches, wellType),
      // The lower part of DOMAIN.md §7's ROP ranges: what 60–120 day wells of 2–4.5 km average.
      typicalRop: random.uniform(
        template.ropRange[0],
        (template.ropRange[0] + template.ropRange[1]) / 2,
      ),
    });
    top = actualBottom;
    previousShoe = actualBottom;
  });
  return sections;
}

export interface TrajectoryPlan {
  profile: "vertical" | "build-hold";
  kickOffMd: number | null;
  /** deg/m */
  buildRate: number;
  holdInclination: number;
  azimuth: number;
  /** Small natural walk of the azimuth while holding, degrees. */
  walkAmplitude: number;
  walkPeriod: number;
  /** Drift of a "vertical" hole, degrees at TD. */
  verticalDrift: number;
  phase: number;
}

export function planTrajectory(
  random: Random,
  wellType: WellType,
  sections: readonly SectionPlan[],
  plannedTd: number,
): TrajectoryPlan {
  const surface = sections.find((section) => section.template.role === "surface")!;
  const intermediate = sections.find((section) => section.template.holeInches === 17.5)!;
  const directionalChance = wellType === "geothermal" ? 0.85 : 0.75;
  const azimuth = random.uniform(0, 360);
  const base = {
    azimuth,
    walkAmplitude: random.uniform(0.5, 2),
    walkPeriod: random.uniform(500, 900),
    verticalDrift: random.uniform(0.5, 2.5),
    phase: random.uniform(0, 2 * Math.PI),
  };
  const kickOffMd = round(
    random.uniform(
      Math.max(surface.bottomMd + 60, 350),
      Math.max(surface.bottomMd + 120, Math.min(intermediate.bottomMd + 300, 1500)),
    ),
    10,
  );
  const buildRate = random.uniform(1.5, 2.5) / 30;
  const room = plannedTd - 200 - kickOffMd;
  const holdInclination = Math.min(random.uniform(15, 50), room * buildRate);
  if (!random.chance(directionalChance) || holdInclination < 8) {
    return { profile: "vertical", kickOffMd: null, buildRate: 0, holdInclination: 0, ...base };
  }
  return { profile: "build-hold", kickOffMd, buildRate, holdInclination, ...base };
}

/** The planned inclination and azimuth at `md`, without survey noise. */
export function plannedDirection(
  plan: TrajectoryPlan,
  md: number,
  plannedTd: number,
): { inclination: number; azimuth: number } {
  if (plan.profile === "vertical" || plan.kickOffMd === null || md <= plan.kickOffMd) {
    // Vertical holes drift slowly and their azimuth wanders, as a straight hole's does.
    const limit = plan.kickOffMd ?? plannedTd;
    const drift = plan.profile === "vertical" ? plan.verticalDrift : 0.8;
    const inclination = 0.2 + drift * Math.min(1, md / limit);
    const azimuth = plan.azimuth + 50 * Math.sin(md / 170 + plan.phase);
    return { inclination, azimuth: normalise(azimuth) };
  }
  const startInclination = 0.2 + 0.8;
  const inclination = Math.min(
    plan.holdInclination,
    startInclination + (md - plan.kickOffMd) * plan.buildRate,
  );
  const azimuth =
    plan.azimuth +
    50 * Math.sin(plan.kickOffMd / 170 + plan.phase) * Math.exp(-(md - plan.kickOffMd) / 60) +
    plan.walkAmplitude * Math.sin((2 * Math.PI * (md - plan.kickOffMd)) / plan.walkPeriod);
  return { inclination: Math.max(startInclination, inclination), azimuth: normalise(azimuth) };
}

function normalise(degrees: number): number {
  const value = degrees % 360;
  return value < 0 ? value + 360 : value;
}

/** deg/m: DOMAIN.md §7 keeps demo wells under 3°/30 m; stay a little inside it. */
export const MAX_DLS = 2.9 / 30;

/**
 * Station depths every ~28–30 m (a stand) from the top of the first surveyed section to TD,
 * with measured directions: the plan plus instrument and drilling noise.
 */
export function surveyWell(
  random: Random,
  plan: TrajectoryPlan,
  sections: readonly SectionPlan[],
  plannedTd: number,
  sensorOffset: number,
): { stations: SurveyStationPosition[]; toolTypes: ("MWD" | "gyro")[] } {
  const first = sections.find((section) => section.template.role !== "conductor")!;
  const measured: SurveyStation[] = [];
  const toolTypes: ("MWD" | "gyro")[] = [];
  let md = Math.round((first.topMd + random.uniform(28, 30)) * 100) / 100;
  while (md + sensorOffset <= plannedTd) {
    const direction = plannedDirection(plan, md, plannedTd);
    const inclination = Math.max(
      0,
      direction.inclination + Math.max(-0.3, Math.min(0.3, random.normal(0, 0.12))),
    );
    const azimuthNoise = direction.inclination < 3 ? random.normal(0, 4) : random.normal(0, 0.25);
    measured.push({
      md,
      inclination: round(inclination, 0.01),
      azimuth: round(normalise(direction.azimuth + azimuthNoise), 0.01) % 360,
    });
    const section = sections.find((s) => md > s.topMd && md <= s.bottomMd) ?? first;
    toolTypes.push(section.template.holeInches >= 26 ? "gyro" : "MWD");
    md = Math.round((md + random.uniform(28, 30)) * 100) / 100;
  }

  // Noise must not push the dogleg past the limit: fall back to the smooth plan where it would.
  let result = calculateSurvey({ stations: measured, vsAzimuth: plan.azimuth });
  for (let attempt = 0; attempt < 5; attempt++) {
    const steep = result.stations.findIndex((station) => station.dls > MAX_DLS);
    if (steep === -1) break;
    for (let i = 0; i < measured.length; i++) {
      const station = result.stations[i]!;
      if (station.dls <= MAX_DLS && (result.stations[i + 1]?.dls ?? 0) <= MAX_DLS) continue;
      const direction = plannedDirection(plan, station.md, plannedTd);
      measured[i] = {
        md: station.md,
        inclination: round(direction.inclination, 0.01),
        azimuth: round(direction.azimuth, 0.01) % 360,
      };
    }
    result = calculateSurvey({ stations: measured, vsAzimuth: plan.azimuth });
  }
  return { stations: result.stations, toolTypes };
}

/** TVD at any MD from the stations above it (straight tangent below the last one). */
export function tvdAt(stations: readonly SurveyStationPosition[], md: number): number {
  let low = 0;
  let high = stations.length - 1;
  let index = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (stations[middle]!.md <= md) {
      index = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  if (index === -1) return md;
  const station = stations[index]!;
  return station.tvd + (md - station.md) * Math.cos((station.inclination * Math.PI) / 180);
}
