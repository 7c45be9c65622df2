/**
 * Every kind of report, declared once: its sections in order, who may write and read it, and
 * the few ways kinds differ. The services (save, submit, decide, list) and the screens take a
 * declaration from here; nothing is written per kind (docs/decisions/027-report-kinds-as-data.md).
 */
import { Privilege } from "~/auth/privileges";
import type { ReportKind } from "~/db/tables/reports";

import { casingRun } from "./activity/casing";
import { cementJob, cementPumping } from "./activity/cement";
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
import type { AnySection } from "./vocabulary";

export interface ReportKindDeclaration {
  kind: ReportKind;
  /**
   * Where its screens live: the DDR has its own, the drilling activities share
   * /form/drilling-activity/{slug}, the subsurface report has /form/subsurface-form.
   */
  family: "ddr" | "activity" | "subsurface";
  /** The {type} in its addresses (product spec §2). */
  slug: string;
  /** Translation key of the report's name ("Casing report"). */
  titleKey: string;
  /** Who writes it (and sends it for approval). */
  formPrivilege: Privilege;
  /** Who reads it in the database and reports. */
  viewPrivilege: Privilege;
  /** In the order the form shows them; `requiredForSubmit` says which must be saved to submit. */
  sections: readonly AnySection[];
  /** One report per well and day (the DDR), or as many as the day needs. */
  onePerDay: boolean;
  /**
   * A new report starts from the previous one and the report row keeps the day's figures
   * (depth, cost, NPT) for the dashboards: the DDR only.
   */
  carriesOver: boolean;
}

const activity = (
  kind: Exclude<ReportKind, "ddr" | "subsurface">,
  sections: readonly AnySection[],
): ReportKindDeclaration => ({
  kind,
  family: "activity",
  slug: kind,
  titleKey: `activity.kinds.${kind}`,
  formPrivilege: Privilege.DrillingActivityForms,
  viewPrivilege: Privilege.ViewDrillingActivityReports,
  sections,
  onePerDay: false,
  carriesOver: false,
});

export const DDR_KIND: ReportKindDeclaration = {
  kind: "ddr",
  family: "ddr",
  slug: "daily-drilling-report",
  titleKey: "ddr.nav.form",
  formPrivilege: Privilege.DailyDrillingReportForm,
  viewPrivilege: Privilege.ViewDailyDrillingReports,
  sections: DDR_SECTIONS as readonly AnySection[],
  onePerDay: true,
  carriesOver: true,
};

/** The drilling-activity reports, in the order of the spec's {type} list. */
export const ACTIVITY_KINDS: readonly ReportKindDeclaration[] = [
  activity("casing", [casingRun]),
  activity("kick", [kick]),
  activity("cement", [cementJob, cementPumping]),
  activity("coring", [coring, sidewallCores]),
  activity("logging", [loggingRun]),
  activity("fishing", [fishingGeneral, fishingFreePoint, wellboreObstruction, fishingResult]),
  activity("well-test", [wellTest]),
  activity("general-work", [generalWork]),
];

export const SUBSURFACE_KIND: ReportKindDeclaration = {
  kind: "subsurface",
  family: "subsurface",
  slug: "subsurface",
  titleKey: "activity.kinds.subsurface",
  formPrivilege: Privilege.SubsurfaceForm,
  viewPrivilege: Privilege.SubsurfaceDatabase,
  sections: [subsurfaceSummary, formationTops, shows, pressurePoints, alterations],
  onePerDay: false,
  carriesOver: false,
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
