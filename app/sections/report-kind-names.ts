/**
 * What every kind of report is called, where its screens live and who may write and read it:
 * report-kinds.ts adds each kind's sections. The side menu and the pages table read these
 * alone, so every page's shell does not carry every section's declaration.
 */
import { Privilege } from "~/auth/privileges";
import type { ReportKind } from "~/db/tables/reports";

export interface ReportKindName {
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
  /** One report per well and day (the DDR), or as many as the day needs. */
  onePerDay: boolean;
  /**
   * A new report starts from the previous one and the report row keeps the day's figures
   * (depth, cost, NPT) for the dashboards: the DDR only.
   */
  carriesOver: boolean;
}

const activity = (kind: Exclude<ReportKind, "ddr" | "subsurface">): ReportKindName => ({
  kind,
  family: "activity",
  slug: kind,
  titleKey: `activity.kinds.${kind}`,
  formPrivilege: Privilege.DrillingActivityForms,
  viewPrivilege: Privilege.ViewDrillingActivityReports,
  onePerDay: false,
  carriesOver: false,
});

export const DDR_KIND_NAME: ReportKindName = {
  kind: "ddr",
  family: "ddr",
  slug: "daily-drilling-report",
  titleKey: "ddr.nav.form",
  formPrivilege: Privilege.DailyDrillingReportForm,
  viewPrivilege: Privilege.ViewDailyDrillingReports,
  onePerDay: true,
  carriesOver: true,
};

/** The drilling-activity reports, in the order of the spec's {type} list. */
export const ACTIVITY_KIND_NAMES = {
  casing: activity("casing"),
  kick: activity("kick"),
  cement: activity("cement"),
  coring: activity("coring"),
  logging: activity("logging"),
  fishing: activity("fishing"),
  "well-test": activity("well-test"),
  "general-work": activity("general-work"),
} as const satisfies Record<Exclude<ReportKind, "ddr" | "subsurface">, ReportKindName>;

export const SUBSURFACE_KIND_NAME: ReportKindName = {
  kind: "subsurface",
  family: "subsurface",
  slug: "subsurface",
  titleKey: "activity.kinds.subsurface",
  formPrivilege: Privilege.SubsurfaceForm,
  viewPrivilege: Privilege.SubsurfaceDatabase,
  onePerDay: false,
  carriesOver: false,
};

const NAMES = new Map<ReportKind, ReportKindName>(
  [DDR_KIND_NAME, ...Object.values(ACTIVITY_KIND_NAMES), SUBSURFACE_KIND_NAME].map((name) => [
    name.kind,
    name,
  ]),
);

/** What a kind of report is called and where it lives, without its sections. */
export function reportKindName(kind: ReportKind): ReportKindName {
  return NAMES.get(kind)!;
}
