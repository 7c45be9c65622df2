/**
 * Between a daily report's stored sections and the WITSML daily report model: which section
 * field becomes which WITSML element. Pure; the export and the round-trip tests use it.
 */
import type { StoredRow, StoredSectionValue } from "~/sections/vocabulary";

import { extrasFromSections } from "./ddr-extras-mapping";
import type {
  DrillReportActivity,
  DrillReportData,
  DrillReportFluid,
  DrillReportPersonnel,
  DrillReportStation,
} from "./drill-report-model";

type Sections = Record<string, StoredSectionValue | undefined>;

const num = (value: unknown): number | null => (typeof value === "number" ? value : null);
const str = (value: unknown): string => (typeof value === "string" ? value : "");
const rowsOf = (value: StoredSectionValue | undefined, table: string): StoredRow[] => {
  const rows = value?.[table];
  return Array.isArray(rows) ? rows : [];
};

export function drillReportFromSections(
  identity: Pick<
    DrillReportData,
    "wellUid" | "wellName" | "wellboreUid" | "reportUid" | "reportNo" | "reportDate" | "createdAt"
  >,
  sections: Sections,
): DrillReportData {
  const general = sections.general;
  const activities: DrillReportActivity[] = rowsOf(sections.timeLog, "rows").map((row) => {
    const category = str(row.activityCategory);
    return {
      fromTime: str(row.fromTime),
      toTime: str(row.toTime),
      phase: str(row.phase),
      iadcCode: str(row.iadcCode),
      category: category === "unplanned" || category === "downtime" ? category : "planned",
      mdFrom: num(row.mdFrom),
      mdTo: num(row.mdTo),
      isNpt: row.isNpt === true,
      nptCode: str(row.nptCode) || null,
      description: str(row.description),
    };
  });
  const personnel: DrillReportPersonnel[] = rowsOf(sections.personnel, "rows").map((row) => ({
    company: str(row.company),
    roleOrService: str(row.roleOrService),
    count: num(row.count) ?? 0,
    hours: num(row.hours),
  }));
  const fluids: DrillReportFluid[] = rowsOf(sections.mud, "checks").flatMap((row) => {
    const density = num(row.density);
    if (density === null) return [];
    return [
      {
        checkTime: str(row.checkTime) || "00:00",
        checkMd: num(row.checkMd),
        mudType: str(row.mudType),
        density,
        pv: num(row.pv),
        yp: num(row.yp),
        ph: num(row.ph),
      },
    ];
  });
  const stations: DrillReportStation[] = rowsOf(sections.surveys, "stations").flatMap((row) => {
    const md = num(row.md);
    const inclination = num(row.inclination);
    const azimuth = num(row.azimuth);
    if (md === null || inclination === null || azimuth === null) return [];
    return [{ md, inclination, azimuth, tvd: num(row.tvd), ns: num(row.ns), ew: num(row.ew) }];
  });
  return {
    ...identity,
    wellboreName: `${identity.wellName} ${str(general?.wellbore) || "OH"}`,
    md: num(general?.mdAtReport),
    tvd: num(general?.tvdAtReport),
    holeSize: num(general?.holeSize),
    summary24h: str(general?.summary24h),
    forecast24h: str(general?.forecast24h),
    currentStatus: str(general?.currentStatus),
    activities,
    personnel,
    fluids,
    stations,
    ...extrasFromSections(sections),
  };
}
