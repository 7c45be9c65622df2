/**
 * Every kind of report, declared once: its sections in order, who may write and read it, and
 * the few ways kinds differ. The services (save, submit, decide, list) and the screens take a
 * declaration from here; nothing is written per kind (docs/decisions/027-report-kinds-as-data.md).
 */
import type { ReportKind } from "~/db/tables/reports";

import { casingRun } from "./activity/casing";
import { cementIsolation, cementJob, cementPumping } from "./activity/cement";
import { coring, sidewallCores } from "./activity/coring";
import {
  fishingFreePoint,
  fishingGeneral,
  fishingResult,
  wellboreObstruction,
} from "./activity/fishing";
import { generalWork } from "./activity/general-work";
import { kick } from "./activity/kick";
import { loggingRun } from "./activity/logging";
import {
  alterations,
  formationTops,
  pressurePoints,
  shows,
  subsurfaceSummary,
} from "./activity/subsurface";
import { wellTest } from "./activity/well-test";
import { DDR_SECTIONS } from "./index";
import {
  ACTIVITY_KIND_NAMES,
  DDR_KIND_NAME,
  SUBSURFACE_KIND_NAME,
  type ReportKindName,
} from "./report-kind-names";
import type { AnySection } from "./vocabulary";

export interface ReportKindDeclaration extends ReportKindName {
  /** In the order the form shows them; `requiredForSubmit` says which must be saved to submit. */
  sections: readonly AnySection[];
}

export const DDR_KIND: ReportKindDeclaration = {
  ...DDR_KIND_NAME,
  sections: DDR_SECTIONS as readonly AnySection[],
};

const names = ACTIVITY_KIND_NAMES;

/** The drilling-activity reports, in the order of the spec's {type} list. */
export const ACTIVITY_KINDS: readonly ReportKindDeclaration[] = [
  { ...names.casing, sections: [casingRun] },
  { ...names.kick, sections: [kick] },
  { ...names.cement, sections: [cementJob, cementPumping, cementIsolation] },
  { ...names.coring, sections: [coring, sidewallCores] },
  { ...names.logging, sections: [loggingRun] },
  {
    ...names.fishing,
    sections: [fishingGeneral, fishingFreePoint, wellboreObstruction, fishingResult],
  },
  { ...names["well-test"], sections: [wellTest] },
  { ...names["general-work"], sections: [generalWork] },
];

export const SUBSURFACE_KIND: ReportKindDeclaration = {
  ...SUBSURFACE_KIND_NAME,
  sections: [subsurfaceSummary, formationTops, shows, pressurePoints, alterations],
};

export const REPORT_KIND_DECLARATIONS: readonly ReportKindDeclaration[] = [
  DDR_KIND,
  ...ACTIVITY_KINDS,
  SUBSURFACE_KIND,
];

const byKind = new Map(
  REPORT_KIND_DECLARATIONS.map((declaration) => [declaration.kind, declaration]),
);

export function reportKind(kind: ReportKind): ReportKindDeclaration {
  return byKind.get(kind)!;
}

/** The drilling activity a route's {type} names; undefined for anything else. */
export function activityKindBySlug(slug: string | undefined): ReportKindDeclaration | undefined {
  return ACTIVITY_KINDS.find((declaration) => declaration.slug === slug);
}

export function sectionOfKind(
  declaration: ReportKindDeclaration,
  sectionId: string,
): AnySection | undefined {
  return declaration.sections.find((section) => section.id === sectionId);
}
