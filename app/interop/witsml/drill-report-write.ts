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

/**
 * Where the versions' activities, fluids and personnel differ: 1.4.1.1 names its elements in
 * lowerCamelCase, 2.0 in UpperCamelCase and refers its depths to the rotary kelly bushing.
 */
interface Version {
  name: (lowerCamelCase: string) => string;
  depth: Record<string, string>;
}

const V141: Version = { name: (name) => name, depth: {} };
const V20: Version = {
  name: (name) => name.charAt(0).toUpperCase() + name.slice(1),
  depth: { datum: "RKB" },
};

function activities(report: DrillReportData, { name, depth }: Version) {
  const dTim = (time: string) => reportDateTime(report.reportDate, time);
  return report.activities.map((activity, index) =>
    element(name("activity"), { uid: `act-${index + 1}` }, [
      element(name("dTimStart"), {}, dTim(activity.fromTime)),
      element(name("dTimEnd"), {}, dTim(activity.toTime)),
      measure(name("md"), "length", activity.mdTo, depth),
      text(name("phase"), activity.phase),
      element(name("activityCode"), {}, activityCode(activity.iadcCode)),
      text(name("detailActivity"), activity.nptCode),
      element(name("typeActivityClass"), {}, activity.category),
      measure(name("mdHoleStart"), "length", activity.mdFrom, depth),
      element(name("comments"), {}, activity.description),
    ]),
  );
}

function fluids(report: DrillReportData, { name, depth }: Version) {
  return report.fluids.map((fluid, index) =>
    element(name("fluid"), { uid: `fluid-${index + 1}` }, [
      element(name("type"), {}, fluid.mudType),
      element(name("dTim"), {}, reportDateTime(report.reportDate, fluid.checkTime)),
      measure(name("md"), "length", fluid.checkMd, depth),
      measure(name("density"), "density", fluid.density),
      measure(name("pv"), "viscosity", fluid.pv),
      measure(name("yp"), "pressure", fluid.yp),
      fluid.ph === null ? null : element(name("pH"), {}, writeXmlNumber(fluid.ph)),
    ]),
  );
}

function personnel(report: DrillReportData, { name }: Version) {
  return report.personnel.map((person, index) =>
    element(name("personnel"), { uid: `pers-${index + 1}` }, [
      element(name("company"), {}, person.company),
      element(name("typeService"), {}, person.roleOrService),
      element(name("numPeople"), {}, String(person.count)),
      measure(name("totalTime"), "time", person.hours),
    ]),
  );
}

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
          ...activities(report, V141),
          ...dayCosts141(report),
          ...fluids(report, V141),
          ...personnel(report, V141),
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
        ...activities(report, V20),
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
        ...fluids(report, V20),
        ...personnel(report, V20),
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
