/**
 * A bit record in WITSML 1.4.1.1: `bitRecord` (cs_bitRecord) inside the bit's `tubularComponent`
 * of a `tubular`, where 1.4.1.1 keeps bits (an opsReport has no element for them). Its number,
 * diameter, make, type, cost, IADC code and final dull grade in their own elements; what
 * cs_bitRecord has no element for (serial number, nozzles, depth in and out, hours on bottom and
 * tripping, a type outside its list, the bit's report day and its place in that day) in its
 * `customData`, in Drillbook's namespace, so a round trip keeps it and an import knows which
 * day's report the bit belongs to. Pure.
 */
import {
  DRILLBOOK_EXTENSION_NAMESPACE,
  WITSML_BIT_TYPES,
  type DrillReportBit,
} from "./ddr-extras-model";
import { standardBitElements } from "./ddr-extras-write";
import { measure } from "./measures";
import { amountOf, measureOf, plainNumber, textOf, type Reading } from "./read-values";
import { childNamed, childrenNamed, type XmlElement } from "./xml-tree";
import { element, type XmlNode } from "./xml-write";

const DULL_ELEMENTS = [
  ["condFinalDull", "dull"],
  ["condFinalLocation", "location"],
  ["condFinalBearing", "bearing"],
  ["condFinalGauge", "gauge"],
  ["condFinalOther", "other"],
  ["condFinalReason", "reason"],
] as const;

/** The bit's `bitRecord`; `order` is its place among the bits of the report of `reportDate`. */
export function bitRecord141(
  bit: DrillReportBit,
  order: number,
  reportDate: string | undefined,
): XmlNode {
  const standardType = WITSML_BIT_TYPES.includes(bit.type);
  const extra: Record<string, string> = { order: String(order) };
  if (reportDate) extra.reportDate = reportDate;
  if (bit.serialNo) extra.serialNo = bit.serialNo;
  if (bit.nozzles) extra.nozzles = bit.nozzles;
  if (bit.type && !standardType) extra.typeBit = bit.type;
  return element("bitRecord", { uid: `bit-${order}` }, [
    ...standardBitElements(bit, "1.4.1.1"),
    element("customData", {}, [
      element("bitRun", { xmlns: DRILLBOOK_EXTENSION_NAMESPACE, ...extra }, [
        measure("mdIn", "length", bit.depthIn),
        measure("mdOut", "length", bit.depthOut),
        measure("hoursOnBottom", "time", bit.hours),
        measure("tripTime", "time", bit.tripTime),
      ]),
    ]),
  ]);
}

/**
 * A `bitRecord` back into Drillbook's terms, with its place in the day and its report day (null
 * when the file does not say, as another application's would not).
 */
export function readBitRecord141(
  record: XmlElement,
  reading: Reading,
): { bit: DrillReportBit; order: number | null; reportDate: string | null } {
  const run = childrenNamed(childNamed(record, "customData") ?? record, "bitRun").find(
    (candidate) => candidate.uri === DRILLBOOK_EXTENSION_NAMESPACE,
  );
  const extra = run?.attributes ?? {};
  const runMeasure = (name: string, kind: "length" | "time") =>
    run ? measureOf(run, name, kind, reading) : null;
  const dull = Object.fromEntries(
    DULL_ELEMENTS.map(([name, key]) => [key, textOf(record, name)]),
  ) as Record<(typeof DULL_ELEMENTS)[number][1], string>;
  const order = Number(extra.order);
  return {
    bit: {
      bitNo: textOf(record, "numBit"),
      size: measureOf(record, "diaBit", "length", reading),
      make: textOf(record, "manufacturer"),
      type: textOf(record, "typeBit") || (extra.typeBit ?? ""),
      serialNo: extra.serialNo ?? "",
      iadcCode: textOf(record, "codeIADC"),
      nozzles: extra.nozzles ?? "",
      depthIn: runMeasure("mdIn", "length"),
      depthOut: runMeasure("mdOut", "length"),
      hours: runMeasure("hoursOnBottom", "time"),
      tripTime: runMeasure("tripTime", "time"),
      dull: {
        inner: plainNumber(record, "condFinalInner"),
        outer: plainNumber(record, "condFinalOuter"),
        ...dull,
      },
      cost: amountOf(record, "cost", reading),
    },
    order: Number.isInteger(order) && order > 0 ? order : null,
    reportDate: extra.reportDate ?? null,
  };
}

/** A bit record of a tubulars document: the bit, its place and day, and where it is written. */
export interface TubularBit {
  bit: DrillReportBit;
  order: number;
  reportDate: string | null;
  element: string;
  line: number;
  file?: string;
}

/**
 * Every bit record of a 1.4.1.1 `tubulars` document (the BHA's and those of the bits pulled that
 * day, each a tubular of its own), in the order of the day; one without a place comes in the
 * order of the document.
 */
export function bitsOfTubulars(root: XmlElement, reading: Reading): TubularBit[] {
  return childrenNamed(root, "tubular")
    .flatMap((tubular) => childrenNamed(tubular, "tubularComponent"))
    .flatMap((component) => childrenNamed(component, "bitRecord"))
    .map((record, index) => {
      const read = readBitRecord141(record, reading);
      return {
        bit: read.bit,
        order: read.order ?? index + 1,
        reportDate: read.reportDate,
        element: record.name,
        line: record.line,
      };
    })
    .sort((a, b) => a.order - b.order);
}
