/**
 * An approved daily drilling report as WITSML: 1.4.1.1 `opsReports/opsReport` and 2.0
 * `DrillReport`. Namespaced, every measure with its `uom`; activities carry the IADC code and its
 * name, the category (planned, unplanned, downtime) and the NPT code.
 */
import { bitRecords20, customData141, dayCosts141, hse141 } from "./ddr-extras-write";
import { IADC_ACTIVITY_NAMES, reportDateTime, type DrillReportData } from "./drill-report-model";
import { measure, writeXmlNumber } from "./measures";
import { EML_21_NAMESPACE, WITSML_141_NAMESPACE, WITSML_20_NAMESPACE } from "./problems";
import { element, xmlDocument } from "./xml-write";

const text = (name: string, value: string | null | undefined) =>
  value === null || value === undefined || value === "" ? null : element(name, {}, value);

const activityCode = (code: string) => `${code} ${IADC_ACTIVITY_NAMES[code] ?? "other"}`;

/** WITSML 1.4.1.1 `opsReports` with one `opsReport`. */
export function opsReport141(report: DrillReportData): string {
  const dTim = (time: string) => reportDateTime(report.reportDate, time);
  return xmlDocument(
    element("opsReports", { xmlns: WITSML_141_NAMESPACE, version: "1.4.1.1" }, [
      element(
        "opsReport",
        { uidWell: report.wellUid, uidWellbore: report.wellboreUid, uid: report.reportUid },
        [
          element("nameWell", {}, report.wellName),
          element("nameWellbore", {}, report.wellboreName),
          element("name", {}, `DDR ${report.reportNo} ${report.reportDate}`),
          element("dTim", {}, dTim("00:00")),
          element("eTimStart", {}, dTim("00:00")),
          element("numReport", {}, String(report.reportNo)),
          measure("md", "length", report.md),
          measure("tvd", "length", report.tvd),
          measure("diaHole", "length", report.holeSize),
          ...report.activities.map((activity, index) =>
            element("activity", { uid: `act-${index + 1}` }, [
              element("dTimStart", {}, dTim(activity.fromTime)),
              element("dTimEnd", {}, dTim(activity.toTime)),
              measure("md", "length", activity.mdTo),
              text("phase", activity.phase),
              element("activityCode", {}, activityCode(activity.iadcCode)),
              text("detailActivity", activity.nptCode),
              element("typeActivityClass", {}, activity.category),
              measure("mdHoleStart", "length", activity.mdFrom),
              element("comments", {}, activity.description),
            ]),
          ),
          ...dayCosts141(report),
          ...report.fluids.map((fluid, index) =>
            element("fluid", { uid: `fluid-${index + 1}` }, [
              element("type", {}, fluid.mudType),
              element("dTim", {}, dTim(fluid.checkTime)),
              measure("md", "length", fluid.checkMd),
              measure("density", "density", fluid.density),
              measure("pv", "viscosity", fluid.pv),
              measure("yp", "pressure", fluid.yp),
              fluid.ph === null ? null : element("pH", {}, writeXmlNumber(fluid.ph)),
            ]),
          ),
          ...report.personnel.map((person, index) =>
            element("personnel", { uid: `pers-${index + 1}` }, [
              element("company", {}, person.company),
              element("typeService", {}, person.roleOrService),
              element("numPeople", {}, String(person.count)),
              measure("totalTime", "time", person.hours),
            ]),
          ),
          ...report.stations.map((station, index) =>
            element("trajectoryStation", { uid: `stn-${index + 1}` }, [
              element("typeTrajStation", {}, "unknown"),
              measure("md", "length", station.md),
              measure("tvd", "length", station.tvd),
              measure("incl", "angle", station.inclination),
              measure("azi", "angle", station.azimuth),
              measure("dispNs", "length", station.ns),
              measure("dispEw", "length", station.ew),
            ]),
          ),
          hse141(report, report.reportDate),
          element("sum24Hr", {}, report.summary24h),
          element("forecast24Hr", {}, report.forecast24h),
          element("statusCurrent", {}, report.currentStatus),
          element("commonData", {}, [element("dTimCreation", {}, report.createdAt)]),
          customData141(report),
        ],
      ),
    ]),
  );
}

/** WITSML 2.0 `DrillReport` with its citation, wellbore reference and status. */
export function drillReport20(report: DrillReportData): string {
  const dTim = (time: string) => reportDateTime(report.reportDate, time);
  return xmlDocument(
    element(
      "DrillReport",
      {
        xmlns: WITSML_20_NAMESPACE,
        "xmlns:eml": EML_21_NAMESPACE,
        uuid: report.reportUid,
        schemaVersion: "2.0",
      },
      [
        element("eml:Citation", {}, [
          element(
            "eml:Title",
            {},
            `${report.wellName} DDR ${report.reportNo} ${report.reportDate}`,
          ),
          element("eml:Originator", {}, "Drillbook"),
          element("eml:Creation", {}, report.createdAt),
          element("eml:Format", {}, "Drillbook"),
        ]),
        element("Wellbore", {}, [
          element("eml:ContentType", {}, "application/x-witsml+xml;version=2.0;type=Wellbore"),
          element("eml:Title", {}, report.wellboreName),
          element("eml:Uuid", {}, report.wellboreUid),
        ]),
        element("DTimStart", {}, dTim("00:00")),
        element("DTimEnd", {}, dTim("24:00")),
        element("VersionKind", {}, "actual"),
        element("CreateDate", {}, report.createdAt),
        element("WellAlias", {}, [element("Name", {}, report.wellName)]),
        element("NumReport", {}, String(report.reportNo)),
        ...bitRecords20(report),
        ...report.activities.map((activity, index) =>
          element("Activity", { uid: `act-${index + 1}` }, [
            element("DTimStart", {}, dTim(activity.fromTime)),
            element("DTimEnd", {}, dTim(activity.toTime)),
            measure("Md", "length", activity.mdTo, { datum: "RKB" }),
            text("Phase", activity.phase),
            element("ActivityCode", {}, activityCode(activity.iadcCode)),
            text("DetailActivity", activity.nptCode),
            element("TypeActivityClass", {}, activity.category),
            measure("MdHoleStart", "length", activity.mdFrom, { datum: "RKB" }),
            element("Comments", {}, activity.description),
          ]),
        ),
        ...report.stations.map((station, index) =>
          element("SurveyStation", { uid: `stn-${index + 1}` }, [
            measure("Md", "length", station.md, { datum: "RKB" }),
            measure("Tvd", "length", station.tvd, { datum: "RKB" }),
            measure("Incl", "angle", station.inclination),
            measure("Azi", "angle", station.azimuth),
            measure("DispNs", "length", station.ns),
            measure("DispEw", "length", station.ew),
          ]),
        ),
        ...report.fluids.map((fluid, index) =>
          element("Fluid", { uid: `fluid-${index + 1}` }, [
            element("Type", {}, fluid.mudType),
            element("DTim", {}, dTim(fluid.checkTime)),
            measure("Md", "length", fluid.checkMd, { datum: "RKB" }),
            measure("Density", "density", fluid.density),
            measure("Pv", "viscosity", fluid.pv),
            measure("Yp", "pressure", fluid.yp),
            fluid.ph === null ? null : element("PH", {}, writeXmlNumber(fluid.ph)),
          ]),
        ),
        ...report.personnel.map((person, index) =>
          element("Personnel", { uid: `pers-${index + 1}` }, [
            element("Company", {}, person.company),
            element("TypeService", {}, person.roleOrService),
            element("NumPeople", {}, String(person.count)),
            measure("TotalTime", "time", person.hours),
          ]),
        ),
        element("StatusInfo", { uid: "status-1" }, [
          element("DTim", {}, dTim("24:00")),
          measure("Md", "length", report.md, { datum: "RKB" }),
          measure("Tvd", "length", report.tvd, { datum: "RKB" }),
          measure("DiaHole", "length", report.holeSize),
          element("Sum24Hr", {}, report.summary24h),
          element("Forecast24Hr", {}, report.forecast24h),
          element("StatusCurrent", {}, report.currentStatus),
        ]),
      ],
    ),
  );
}
