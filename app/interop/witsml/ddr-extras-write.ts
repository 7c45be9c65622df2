/**
 * The bits, costs and HSE of a daily report as WITSML elements: 2.0 `BitRecord` (with the depths,
 * hours, serial number and nozzles WITSML 2.0 keeps elsewhere as name-value extensions), 1.4.1.1
 * `dayCost` and `hse` (an incident's type and severity, which cs_incident has no element for, in
 * the opsReport's `customData`). Every measure with its `uom`, every amount with its currency.
 */
import { reportDateTime } from "./drill-report-model";
import {
  DRILL_ELEMENTS,
  DRILLBOOK_EXTENSION_NAMESPACE,
  WITSML_BIT_TYPES,
  WITSML_CURRENCY,
  type DrillReportBit,
  type DrillReportExtras,
} from "./ddr-extras-model";
import { EXPORT_UOM, fromStoredUnit, measure, writeXmlNumber, type MeasureKind } from "./measures";
import { element, type XmlNode } from "./xml-write";

export const text = (name: string, value: string | null | undefined) =>
  value === null || value === undefined || value === "" ? null : element(name, {}, value);

export const amount = (name: string, value: string | null) =>
  value === null ? null : element(name, { currency: WITSML_CURRENCY }, value);

export const count = (name: string, value: number | null) =>
  value === null ? null : element(name, {}, writeXmlNumber(value));

/** A WITSML 2.0 extension: a name and a value, with its uom when it is a measure. */
function extension(name: string, value: string | number | null, kind?: MeasureKind) {
  if (value === null || value === "") return null;
  const shown =
    typeof value === "number" && kind ? writeXmlNumber(fromStoredUnit(kind, value)) : String(value);
  return element("ExtensionNameValue", {}, [
    element("eml:Name", {}, name),
    element("eml:Value", kind ? { uom: EXPORT_UOM[kind] } : {}, shown),
    kind ? element("eml:MeasureClass", {}, kind) : null,
  ]);
}

/** What cs_bitRecord (1.4.1.1) and BitRecord (2.0) both hold, under each version's names. */
const BIT_RECORD_NAMES = {
  "1.4.1.1": {
    numBit: "numBit",
    diaBit: "diaBit",
    manufacturer: "manufacturer",
    typeBit: "typeBit",
    cost: "cost",
    codeIadc: "codeIADC",
    inner: "condFinalInner",
    outer: "condFinalOuter",
    dull: "condFinalDull",
    location: "condFinalLocation",
    bearing: "condFinalBearing",
    gauge: "condFinalGauge",
    other: "condFinalOther",
    reason: "condFinalReason",
  },
  "2.0": {
    numBit: "NumBit",
    diaBit: "DiaBit",
    manufacturer: "Manufacturer",
    typeBit: "TypeBit",
    cost: "Cost",
    codeIadc: "CodeIadc",
    inner: "CondFinalInner",
    outer: "CondFinalOuter",
    dull: "CondFinalDull",
    location: "CondFinalLocation",
    bearing: "CondFinalBearing",
    gauge: "CondFinalGauge",
    other: "CondFinalOther",
    reason: "CondFinalReason",
  },
} as const;

/** A bit's own elements in either version; a type outside WITSML's list goes elsewhere. */
export function standardBitElements(
  bit: DrillReportBit,
  version: keyof typeof BIT_RECORD_NAMES,
): (XmlNode | null)[] {
  const n = BIT_RECORD_NAMES[version];
  return [
    element(n.numBit, {}, bit.bitNo),
    measure(n.diaBit, "length", bit.size),
    text(n.manufacturer, bit.make),
    WITSML_BIT_TYPES.includes(bit.type) ? element(n.typeBit, {}, bit.type) : null,
    amount(n.cost, bit.cost),
    text(n.codeIadc, bit.iadcCode),
    count(n.inner, bit.dull.inner),
    count(n.outer, bit.dull.outer),
    text(n.dull, bit.dull.dull),
    text(n.location, bit.dull.location),
    text(n.bearing, bit.dull.bearing),
    text(n.gauge, bit.dull.gauge),
    text(n.other, bit.dull.other),
    text(n.reason, bit.dull.reason),
  ];
}

function bitRecord20(bit: DrillReportBit, index: number): XmlNode {
  const standardType = WITSML_BIT_TYPES.includes(bit.type);
  return element("BitRecord", { uid: `bit-${index + 1}` }, [
    ...standardBitElements(bit, "2.0"),
    standardType ? null : extension("TypeBit", bit.type),
    extension("NumSerial", bit.serialNo),
    extension("Nozzles", bit.nozzles),
    extension("MdIn", bit.depthIn, "length"),
    extension("MdOut", bit.depthOut, "length"),
    extension("HoursOnBottom", bit.hours, "time"),
    extension("TripTime", bit.tripTime, "time"),
  ]);
}

/** The 2.0 DrillReport's bit records. */
export function bitRecords20(extras: DrillReportExtras): XmlNode[] {
  return extras.bits.map(bitRecord20);
}

/** The 1.4.1.1 opsReport's day costs, one per cost line. */
export function dayCosts141(extras: DrillReportExtras): XmlNode[] {
  return extras.costLines.map((line, index) =>
    element("dayCost", { uid: `cost-${index + 1}` }, [
      text("numAFE", line.afeLine),
      text("costItemDescription", line.description),
      text("itemKind", line.unit),
      count("qtyItem", line.quantity),
      text("nameVendor", line.vendor),
      amount("costPerItem", line.unitPrice),
      amount("costAmount", line.amount),
      element("isCarryOver", {}, line.isCarryOver ? "true" : "false"),
    ]),
  );
}

/** The 1.4.1.1 opsReport's HSE summary with its incidents. */
export function hse141(extras: DrillReportExtras, reportDate: string): XmlNode | null {
  const hse = extras.hse;
  if (!hse) return null;
  const date = (day: string | null) => (day ? `${day}T00:00:00Z` : null);
  return element("hse", {}, [
    hse.daysWithoutLti === null
      ? null
      : element("daysIncFree", { uom: "d" }, writeXmlNumber(hse.daysWithoutLti)),
    ...hse.incidents.map((incident, index) =>
      element("incident", { uid: `inc-${index + 1}` }, [
        element("dTim", {}, reportDateTime(reportDate, incident.time)),
        element("isNearMiss", {}, incident.incidentType === "NEARMISS" ? "true" : "false"),
        text("descAccident", incident.description),
        measure("eTimLostGross", "time", incident.lostTime),
      ]),
    ),
    text("lastBopPresTest", date(hse.lastBopTest)),
    text("nextBopPresTest", date(hse.nextBopTest)),
    // The day's last drill of each type cs_hse names; every drill is in customData.
    ...DRILL_ELEMENTS.map(([type, name]) => {
      const last = hse.drills.filter((drill) => drill.drillType === type && drill.time).at(-1);
      return last ? element(name, {}, reportDateTime(reportDate, last.time)) : null;
    }),
    count("numStopCards", hse.stopCards),
  ]);
}

/**
 * What WITSML 1.4.1.1 has no element for, in the opsReport's `customData`: incidents' type and
 * severity, the day's drills (type, time, response time) and its number of safety meetings.
 */
export function customData141(extras: DrillReportExtras): XmlNode | null {
  const hse = extras.hse;
  const incidents = hse?.incidents ?? [];
  const drills = hse?.drills ?? [];
  const meetings = hse?.safetyMeetings ?? null;
  if (incidents.length === 0 && drills.length === 0 && meetings === null) return null;
  const ns = { xmlns: DRILLBOOK_EXTENSION_NAMESPACE };
  return element("customData", {}, [
    incidents.length === 0
      ? null
      : element(
          "incidentClasses",
          ns,
          incidents.map((incident, index) =>
            element("incidentClass", {
              uidRef: `inc-${index + 1}`,
              type: incident.incidentType,
              severity: incident.severity,
            }),
          ),
        ),
    drills.length === 0
      ? null
      : element(
          "drills",
          ns,
          drills.map((drill) =>
            element(
              "drill",
              { type: drill.drillType, ...(drill.time ? { time: drill.time } : {}) },
              [measure("responseTime", "time", drill.responseTime)],
            ),
          ),
        ),
    meetings === null ? null : element("safetyMeetings", { ...ns, count: String(meetings) }),
  ]);
}
