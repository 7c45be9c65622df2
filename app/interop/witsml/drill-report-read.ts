/**
 * WITSML daily reports read into Drillbook's terms: 1.4.1.1 `opsReports/opsReport` (one or
 * more) and 2.0 `DrillReport`. Measures through their `uom`, -999.25 and empty as missing,
 * activities in time order with their IADC codes (an unknown code becomes 23 Other, said so),
 * overlapping activities reported. Pure: text in, reports and problems out.
 */
import {
  iadcCodeFrom,
  OTHER_IADC_CODE,
  timeInReportDay,
  type DrillReportActivity,
  type DrillReportData,
  type DrillReportFluid,
  type DrillReportPersonnel,
  type DrillReportStation,
} from "./drill-report-model";
import { DRILLBOOK_EXTENSION_NAMESPACE } from "./ddr-extras-model";
import { readExtras } from "./ddr-extras-read";
import { measureOf, plainNumber, textOf, type Reading } from "./read-values";
import { inMdOrder, reportGaps } from "./trajectory-read";
import {
  WITSML_141_NAMESPACE,
  WITSML_20_NAMESPACE,
  type WitsmlError,
  type WitsmlVersion,
  type WitsmlWarning,
} from "./problems";
import { childNamed, childrenNamed, readXmlTree, type XmlElement } from "./xml-tree";

/** Where a record is in the file: its element, its place among its kind (1-based), its line. */
export interface ElementOrigin {
  element: string;
  position: number;
  line: number;
  /** The document, when several were read together. */
  file?: string;
}

/** Where each entry of a read report's lists is in the file, in the lists' own order. */
export interface ReportOrigins {
  report: ElementOrigin;
  activities: ElementOrigin[];
  personnel: ElementOrigin[];
  fluids: ElementOrigin[];
  stations: ElementOrigin[];
  bits: ElementOrigin[];
  costLines: ElementOrigin[];
  incidents: ElementOrigin[];
  /** The drills as a whole: where the file keeps them. */
  drills: ElementOrigin | null;
}

export type DrillReportRead = Omit<
  DrillReportData,
  "wellUid" | "wellboreUid" | "reportUid" | "createdAt" | "wellboreName"
> & { line: number; origins: ReportOrigins };

export type DrillReportReadResult =
  | { ok: true; version: WitsmlVersion; reports: DrillReportRead[]; warnings: WitsmlWarning[] }
  | { ok: false; errors: WitsmlError[] };

export function readDrillReports(text: string): DrillReportReadResult {
  const tree = readXmlTree(text);
  if (!tree.ok) {
    return {
      ok: false,
      errors: [{ code: "notXml", element: "", line: tree.line, params: { reason: tree.reason } }],
    };
  }
  return readDrillReportTree(tree.root);
}

/** The daily reports of a document already read into its tree (its root element). */
export function readDrillReportTree(root: XmlElement): DrillReportReadResult {
  let version: WitsmlVersion;
  let objects: XmlElement[];
  if (root.name === "opsReports") {
    version = "1.4.1.1";
    if (root.uri !== WITSML_141_NAMESPACE) return wrongNamespace(root, WITSML_141_NAMESPACE);
    objects = childrenNamed(root, "opsReport");
  } else if (root.name === "DrillReport") {
    version = "2.0";
    if (root.uri !== WITSML_20_NAMESPACE) return wrongNamespace(root, WITSML_20_NAMESPACE);
    objects = [root];
  } else {
    return {
      ok: false,
      errors: [{ code: "notDailyReport", element: root.name, line: root.line }],
    };
  }
  if (objects.length === 0) {
    return { ok: false, errors: [{ code: "noReportDate", element: root.name, line: root.line }] };
  }
  const reading: Reading = { errors: [], warnings: [] };
  const reports = objects.map((object, index) => readReport(object, index + 1, version, reading));
  if (reading.errors.length > 0) return { ok: false, errors: reading.errors };
  return {
    ok: true,
    version,
    reports: reports.filter((r): r is DrillReportRead => r !== null),
    warnings: reading.warnings,
  };
}

function wrongNamespace(element: XmlElement, expected: string): DrillReportReadResult {
  return {
    ok: false,
    errors: [
      {
        code: "wrongNamespace",
        element: element.name,
        line: element.line,
        params: { found: element.uri || "—", expected },
      },
    ],
  };
}

const originOf = (element: XmlElement, index: number): ElementOrigin => ({
  element: element.name,
  position: index + 1,
  line: element.line,
});

function readReport(
  object: XmlElement,
  position: number,
  version: WitsmlVersion,
  reading: Reading,
): DrillReportRead | null {
  const startText =
    version === "2.0"
      ? textOf(object, "DTimStart")
      : textOf(object, "dTim") || textOf(object, "eTimStart");
  const reportDate = startText.length >= 10 ? startText.slice(0, 10) : "";
  if (Number.isNaN(new Date(`${reportDate}T00:00:00Z`).getTime()) || reportDate === "") {
    reading.errors.push({ code: "noReportDate", element: object.name, line: object.line });
    return null;
  }
  const status = version === "2.0" ? childNamed(object, "StatusInfo") : object;
  const time = (element: XmlElement, name: string): string | null => {
    const child = childNamed(element, name);
    const value = child ? timeInReportDay(reportDate, child.text) : null;
    if (child && value === null) {
      reading.errors.push({
        code: "badTime",
        element: child.name,
        line: child.line,
        params: { text: child.text, date: reportDate },
      });
    }
    return value;
  };

  const activities: (DrillReportActivity & { line: number; origin: ElementOrigin })[] = [];
  for (const [index, element] of childrenNamed(object, "activity").entries()) {
    const fromTime = time(element, "dTimStart");
    const toTime = time(element, "dTimEnd");
    if (fromTime === null || toTime === null) continue;
    const codeText = textOf(element, "activityCode");
    let iadcCode = iadcCodeFrom(codeText);
    if (iadcCode === null) {
      reading.warnings.push({
        code: "unknownCode",
        element: element.name,
        line: element.line,
        params: { code: codeText || "—" },
      });
      iadcCode = OTHER_IADC_CODE;
    }
    const classText = textOf(element, "typeActivityClass");
    const category = classText === "unplanned" || classText === "downtime" ? classText : "planned";
    const detail = textOf(element, "detailActivity");
    activities.push({
      fromTime,
      toTime,
      phase: textOf(element, "phase"),
      iadcCode,
      category,
      mdFrom: measureOf(element, "mdHoleStart", "length", reading),
      mdTo: measureOf(element, "md", "length", reading),
      isNpt: category === "downtime",
      nptCode: detail === "" ? null : detail,
      description: textOf(element, "comments") || textOf(element, "description"),
      line: element.line,
      origin: originOf(element, index),
    });
  }
  activities.sort((a, b) => a.fromTime.localeCompare(b.fromTime) || a.line - b.line);
  activities.forEach((activity, index) => {
    const previous = activities[index - 1];
    if (previous && activity.fromTime < previous.toTime) {
      reading.warnings.push({
        code: "overlap",
        element: "activity",
        line: activity.line,
        params: { from: activity.fromTime, previousTo: previous.toTime },
      });
    }
  });

  const fluidOrigins: ElementOrigin[] = [];
  const fluids: DrillReportFluid[] = childrenNamed(object, "fluid").flatMap((element, index) => {
    const density = measureOf(element, "density", "density", reading);
    if (density === null) return [];
    fluidOrigins.push(originOf(element, index));
    return [
      {
        checkTime: time(element, "dTim") ?? "00:00",
        checkMd: measureOf(element, "md", "length", reading),
        mudType: textOf(element, "type"),
        density,
        pv: measureOf(element, "pv", "viscosity", reading),
        yp: measureOf(element, "yp", "pressure", reading),
        ph: plainNumber(element, "pH"),
      },
    ];
  });
  const personnelElements = childrenNamed(object, "personnel");
  const personnel: DrillReportPersonnel[] = personnelElements.map((element) => ({
    company: textOf(element, "company"),
    roleOrService: textOf(element, "typeService"),
    count: plainNumber(element, "numPeople") ?? 0,
    hours: measureOf(element, "totalTime", "time", reading),
  }));
  // Stations as the trajectory import takes them: one without MD, inclination or azimuth (empty
  // or -999.25) left out and said, the rest in MD order, a repeated MD and a gap said.
  const stationName = version === "2.0" ? "SurveyStation" : "trajectoryStation";
  const read = childrenNamed(object, stationName).flatMap((element, index) => {
    const md = measureOf(element, "md", "length", reading);
    const inclination = measureOf(element, "incl", "angle", reading);
    const azimuth = measureOf(element, "azi", "angle", reading);
    const missing = (
      [
        ["md", md],
        ["incl", inclination],
        ["azi", azimuth],
      ] as const
    ).filter(([, value]) => value === null);
    if (md === null || inclination === null || azimuth === null) {
      reading.warnings.push({
        code: "stationSkipped",
        element: element.name,
        line: element.line,
        params: { fields: missing.map(([name]) => name).join(", ") },
      });
      return [];
    }
    const station: DrillReportStation & { line: number; origin: ElementOrigin } = {
      md,
      inclination,
      azimuth,
      tvd: measureOf(element, "tvd", "length", reading),
      ns: measureOf(element, "dispNs", "length", reading),
      ew: measureOf(element, "dispEw", "length", reading),
      line: element.line,
      origin: originOf(element, index),
    };
    return [station];
  });
  const ordered = inMdOrder(read, reading.warnings, stationName);
  reportGaps(ordered, reading.warnings, stationName);
  const stations: DrillReportStation[] = ordered.map(
    ({ line: _line, origin: _origin, ...station }) => station,
  );
  const hse = childNamed(object, "hse");
  const customDrills = childrenNamed(object, "customData")
    .flatMap((custom) => childrenNamed(custom, "drills"))
    .find((drills) => drills.uri === DRILLBOOK_EXTENSION_NAMESPACE);
  const drillsAt = customDrills ?? hse;
  const origins: ReportOrigins = {
    report: originOf(object, position - 1),
    activities: activities.map((activity) => activity.origin),
    personnel: personnelElements.map(originOf),
    fluids: fluidOrigins,
    stations: ordered.map((station) => station.origin),
    bits: childrenNamed(object, "BitRecord").map(originOf),
    costLines: childrenNamed(object, "dayCost").map(originOf),
    incidents: hse ? childrenNamed(hse, "incident").map(originOf) : [],
    drills: drillsAt ? originOf(drillsAt, 0) : null,
  };

  const wellName =
    version === "2.0"
      ? textOf(childNamed(object, "WellAlias"), "Name")
      : textOf(object, "nameWell");
  return {
    wellName,
    reportNo: plainNumber(object, "numReport") ?? 0,
    reportDate,
    md: measureOf(status, "md", "length", reading),
    tvd: measureOf(status, "tvd", "length", reading),
    holeSize: measureOf(status, "diaHole", "length", reading),
    summary24h: textOf(status, "sum24Hr"),
    forecast24h: textOf(status, "forecast24Hr"),
    currentStatus: textOf(status, "statusCurrent"),
    activities: activities.map(({ line: _line, origin: _origin, ...activity }) => activity),
    personnel,
    fluids,
    stations,
    ...readExtras(object, version, reading, (element, name) => time(element, name), reportDate),
    line: object.line,
    origins,
  };
}
