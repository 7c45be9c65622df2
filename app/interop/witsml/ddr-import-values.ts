/**
 * A WITSML daily report as the stored values of the DDR sections it carries: the time log,
 * personnel, mud checks and surveys are the file's; the general section keeps what the report
 * holds (rig, wellbore, supervisor …) and takes depth, hole size and the 24-hour texts from the
 * file; bits, costs and HSE go through their own mapping (ddr-extras-mapping). Pure; the import
 * judges the result with each section's own schema.
 */
import type { StoredRow, StoredSectionValue } from "~/sections/vocabulary";

import { sectionsFromExtras } from "./ddr-extras-mapping";
import type { DrillReportRead } from "./drill-report-read";

export function sectionsFromDrillReport(
  report: DrillReportRead,
  existing: Record<string, StoredSectionValue | undefined>,
): Record<string, StoredSectionValue> {
  const sections: Record<string, StoredSectionValue> = {};
  const general: StoredSectionValue = { ...(existing.general ?? {}) };
  if (report.md !== null) general.mdAtReport = report.md;
  if (report.holeSize !== null) general.holeSize = report.holeSize;
  if (report.summary24h) general.summary24h = report.summary24h;
  if (report.forecast24h) general.forecast24h = report.forecast24h;
  if (report.currentStatus) general.currentStatus = report.currentStatus;
  sections.general = general;

  if (report.activities.length > 0) {
    sections.timeLog = {
      ...(existing.timeLog ?? {}),
      rows: report.activities.map((activity): StoredRow => ({
        fromTime: activity.fromTime,
        toTime: activity.toTime,
        phase: activity.phase,
        iadcCode: activity.iadcCode,
        activityCategory: activity.category,
        mdFrom: activity.mdFrom,
        mdTo: activity.mdTo,
        isNpt: activity.isNpt,
        nptCode: activity.nptCode,
        description: activity.description,
      })),
    };
  }
  if (report.personnel.length > 0) {
    sections.personnel = {
      rows: report.personnel.map((person) => ({
        company: person.company,
        roleOrService: person.roleOrService,
        count: person.count,
        hours: person.hours,
      })),
    };
  }
  if (report.fluids.length > 0) {
    sections.mud = {
      ...(existing.mud ?? {}),
      checks: report.fluids.map((fluid) => ({
        checkTime: fluid.checkTime,
        checkMd: fluid.checkMd,
        mudType: fluid.mudType,
        density: fluid.density,
        pv: fluid.pv,
        yp: fluid.yp,
        ph: fluid.ph,
      })),
    };
  }
  if (report.stations.length > 0) {
    const surveys = existing.surveys ?? {};
    const tieInMd = typeof surveys.tieInMd === "number" ? surveys.tieInMd : 0;
    sections.surveys = {
      ...surveys,
      vsAzimuth: typeof surveys.vsAzimuth === "number" ? surveys.vsAzimuth : 0,
      stations: report.stations
        .filter((station) => station.md > tieInMd)
        .map((station) => ({
          md: station.md,
          inclination: station.inclination,
          azimuth: station.azimuth,
          toolType: "MWD",
        })),
    };
  }
  return { ...sections, ...sectionsFromExtras(report, existing) };
}
