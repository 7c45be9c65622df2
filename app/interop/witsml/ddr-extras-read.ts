/**
 * A WITSML daily report's bits, costs and HSE read into Drillbook's terms: 2.0 `BitRecord`
 * (with our name-value extensions for depths, hours, serial number and nozzles, when present),
 * 1.4.1.1 `dayCost`, `hse` and its incidents (type and severity from our `customData`, when
 * present). Measures through their `uom`, amounts in US dollars. Pure.
 */
import {
  DRILL_ELEMENTS,
  DRILLBOOK_EXTENSION_NAMESPACE,
  type DrillReportBit,
  type DrillReportCostLine,
  type DrillReportDrill,
  type DrillReportExtras,
  type DrillReportHse,
} from "./ddr-extras-model";
import type { MeasureKind } from "./measures";
import type { WitsmlVersion } from "./problems";
import {
  amountOf,
  booleanOf,
  measureOf,
  measureValue,
  plainNumber,
  textOf,
  type Reading,
} from "./read-values";
import { childNamed, childrenNamed, type XmlElement } from "./xml-tree";

type TimeOf = (element: XmlElement, name: string) => string | null;

/** The value of a name-value extension, a measure through its uom when `kind` is given. */
function extensionOf(
  bit: XmlElement,
  name: string,
  reading: Reading,
  kind?: MeasureKind,
): string | number | null {
  const found = childrenNamed(bit, "ExtensionNameValue").find(
    (extension) => textOf(extension, "Name") === name,
  );
  const value = found && childNamed(found, "Value");
  if (!value) return null;
  if (kind) return measureValue(value, kind, reading);
  return value.text === "" ? null : value.text;
}

function readBit(element: XmlElement, reading: Reading): DrillReportBit {
  const extensionText = (name: string) => {
    const value = extensionOf(element, name, reading);
    return typeof value === "string" ? value : "";
  };
  const extensionMeasure = (name: string, kind: MeasureKind) => {
    const value = extensionOf(element, name, reading, kind);
    return typeof value === "number" ? value : null;
  };
  return {
    bitNo: textOf(element, "NumBit"),
    size: measureOf(element, "DiaBit", "length", reading),
    make: textOf(element, "Manufacturer"),
    type: textOf(element, "TypeBit") || extensionText("TypeBit"),
    serialNo: extensionText("NumSerial"),
    iadcCode: textOf(element, "CodeIadc"),
    nozzles: extensionText("Nozzles"),
    depthIn: extensionMeasure("MdIn", "length"),
    depthOut: extensionMeasure("MdOut", "length"),
    hours: extensionMeasure("HoursOnBottom", "time"),
    tripTime: extensionMeasure("TripTime", "time"),
    dull: {
      inner: plainNumber(element, "CondFinalInner"),
      outer: plainNumber(element, "CondFinalOuter"),
      dull: textOf(element, "CondFinalDull"),
      location: textOf(element, "CondFinalLocation"),
      bearing: textOf(element, "CondFinalBearing"),
      gauge: textOf(element, "CondFinalGauge"),
      other: textOf(element, "CondFinalOther"),
      reason: textOf(element, "CondFinalReason"),
    },
    cost: amountOf(element, "Cost", reading),
  };
}

function readCost(element: XmlElement, reading: Reading): DrillReportCostLine {
  return {
    description: textOf(element, "costItemDescription"),
    vendor: textOf(element, "nameVendor"),
    quantity: plainNumber(element, "qtyItem"),
    unit: textOf(element, "itemKind"),
    unitPrice: amountOf(element, "costPerItem", reading),
    amount: amountOf(element, "costAmount", reading),
    afeLine: textOf(element, "numAFE"),
    isCarryOver: booleanOf(element, "isCarryOver") === true,
  };
}

/** The opsReport's customData elements of Drillbook's namespace named `name`. */
const ours = (object: XmlElement, name: string) =>
  childrenNamed(object, "customData")
    .flatMap((custom) => childrenNamed(custom, name))
    .filter((found) => found.uri === DRILLBOOK_EXTENSION_NAMESPACE);

/**
 * The day's drills: as Drillbook wrote them in customData, or else from the cs_hse elements of
 * the last drill of a type, when they fall on the report day (a date before it is an earlier
 * day's drill).
 */
function readDrills(
  object: XmlElement,
  hse: XmlElement,
  reading: Reading,
  timeOf: TimeOf,
  reportDate: string,
): DrillReportDrill[] {
  const written = ours(object, "drills");
  if (written.length > 0) {
    return written
      .flatMap((list) => childrenNamed(list, "drill"))
      .map((drill) => ({
        drillType: drill.attributes.type ?? "",
        time: drill.attributes.time ?? "",
        responseTime: measureOf(drill, "responseTime", "time", reading),
      }));
  }
  return DRILL_ELEMENTS.flatMap(([drillType, name]) => {
    if (!textOf(hse, name).trim().startsWith(reportDate)) return [];
    const time = timeOf(hse, name);
    return time === null ? [] : [{ drillType, time, responseTime: null }];
  });
}

function readHse(
  object: XmlElement,
  reading: Reading,
  timeOf: TimeOf,
  reportDate: string,
): DrillReportHse | null {
  const hse = childNamed(object, "hse");
  if (!hse) return null;
  // Type and severity where Drillbook wrote them; a near miss says its type itself.
  const classes = new Map<string, XmlElement>();
  for (const list of ours(object, "incidentClasses")) {
    for (const entry of childrenNamed(list, "incidentClass")) {
      classes.set(entry.attributes.uidRef ?? "", entry);
    }
  }
  const meetingCount = ours(object, "safetyMeetings")[0]?.attributes.count;
  const meetings = meetingCount === undefined ? Number.NaN : Number(meetingCount);
  const day = (name: string) => {
    const text = textOf(hse, name).trim();
    return text.length >= 10 ? text.slice(0, 10) : null;
  };
  return {
    lastBopTest: day("lastBopPresTest"),
    nextBopTest: day("nextBopPresTest"),
    stopCards: plainNumber(hse, "numStopCards"),
    safetyMeetings: Number.isInteger(meetings) && meetings >= 0 ? meetings : null,
    drills: readDrills(object, hse, reading, timeOf, reportDate),
    daysWithoutLti: plainNumber(hse, "daysIncFree"),
    incidents: childrenNamed(hse, "incident").map((incident) => {
      const known = classes.get(incident.attributes.uid ?? "");
      const nearMiss = booleanOf(incident, "isNearMiss") === true;
      return {
        incidentType: known?.attributes.type ?? (nearMiss ? "NEARMISS" : ""),
        severity: known?.attributes.severity ?? "",
        time: timeOf(incident, "dTim") ?? "00:00",
        description: textOf(incident, "descAccident"),
        lostTime: measureOf(incident, "eTimLostGross", "time", reading),
      };
    }),
  };
}

export function readExtras(
  object: XmlElement,
  version: WitsmlVersion,
  reading: Reading,
  timeOf: TimeOf,
  reportDate: string,
): DrillReportExtras {
  if (version === "2.0") {
    return {
      bits: childrenNamed(object, "BitRecord").map((bit) => readBit(bit, reading)),
      costLines: [],
      hse: null,
    };
  }
  return {
    bits: [],
    costLines: childrenNamed(object, "dayCost").map((cost) => readCost(cost, reading)),
    hse: readHse(object, reading, timeOf, reportDate),
  };
}
