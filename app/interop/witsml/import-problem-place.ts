/**
 * Where in the file a problem of an imported section is: the element of the record (activity,
 * fluid, bitRecord …) with its place among its kind and its line, and the WITSML element of the
 * value the section's rule or field refused (or, for a value the file does not carry, the form
 * field's label key). Pure; the import's preview names every problem this way.
 */
import { ddrSection } from "~/sections";
import { fieldLabelKey, type AnySection, type StoredSectionValue } from "~/sections/vocabulary";

import type { DrillReportRead, ElementOrigin } from "./drill-report-read";
import type { WitsmlVersion } from "./problems";

export interface ImportProblemPlace {
  element: string;
  position: number;
  line: number;
  /** The WITSML element of the value; null when the file has none for it. */
  field: string | null;
  /** The form field's label key when the file has no element for the value. */
  fieldLabel: string | null;
  /** The document, when several were read together. */
  file?: string;
}

/** The rows of a section's table and the report's records they come from. */
const ROW_ORIGINS: Record<string, Record<string, (o: DrillReportRead["origins"]) => unknown>> = {
  timeLog: { rows: (o) => o.activities },
  personnel: { rows: (o) => o.personnel },
  mud: { checks: (o) => o.fluids },
  bitData: { bits: (o) => o.bits },
  cost: { lines: (o) => o.costLines },
  safety: { incidents: (o) => o.incidents, drills: (o) => o.drills },
};

/** The 1.4.1.1 element of each imported field; 2.0 writes the same name capitalised. */
const ELEMENTS: Record<string, Record<string, string>> = {
  general: {
    mdAtReport: "md",
    holeSize: "diaHole",
    summary24h: "sum24Hr",
    forecast24h: "forecast24Hr",
    currentStatus: "statusCurrent",
  },
  timeLog: {
    fromTime: "dTimStart",
    toTime: "dTimEnd",
    phase: "phase",
    iadcCode: "activityCode",
    activityCategory: "typeActivityClass",
    isNpt: "typeActivityClass",
    nptCode: "detailActivity",
    mdFrom: "mdHoleStart",
    mdTo: "md",
    description: "comments",
  },
  personnel: {
    company: "company",
    roleOrService: "typeService",
    count: "numPeople",
    hours: "totalTime",
  },
  mud: {
    checkTime: "dTim",
    checkMd: "md",
    mudType: "type",
    density: "density",
    pv: "pv",
    yp: "yp",
    ph: "pH",
  },
  surveys: { md: "md", inclination: "incl", azimuth: "azi" },
  bitData: {
    bitNo: "numBit",
    size: "diaBit",
    make: "manufacturer",
    type: "typeBit",
    iadcCode: "codeIADC",
    bitCost: "cost",
    dullI: "condFinalInner",
    dullO: "condFinalOuter",
    dullD: "condFinalDull",
    dullL: "condFinalLocation",
    dullB: "condFinalBearing",
    dullG: "condFinalGauge",
    dullOther: "condFinalOther",
    dullR: "condFinalReason",
    serialNo: "serialNo",
    nozzles: "nozzles",
    depthIn: "mdIn",
    depthOut: "mdOut",
    hours: "hoursOnBottom",
    tripTime: "tripTime",
  },
  cost: {
    description: "costItemDescription",
    vendor: "nameVendor",
    quantity: "qtyItem",
    unit: "itemKind",
    unitPrice: "costPerItem",
    amount: "costAmount",
    afeLine: "numAFE",
    isCarryOver: "isCarryOver",
  },
  safety: {
    lastBopTestDate: "lastBopPresTest",
    nextBopTestDue: "nextBopPresTest",
    stopCards: "numStopCards",
    incidentTime: "dTim",
    description: "descAccident",
    lostTime: "eTimLostGross",
  },
};

/** 2.0 names where capitalising the 1.4.1.1 one is not enough. */
const ELEMENTS_20: Record<string, string> = {
  codeIADC: "CodeIadc",
  serialNo: "NumSerial",
  nozzles: "Nozzles",
};

function elementName(section: string, field: string, version: WitsmlVersion): string | null {
  const name = ELEMENTS[section]?.[field];
  if (!name || version === "1.4.1.1") return name ?? null;
  return ELEMENTS_20[name] ?? name[0]!.toUpperCase() + name.slice(1);
}

function labelOf(section: AnySection, table: string | null, field: string): string | null {
  const fields = table
    ? (section.tables.find((t) => t.name === table)?.columns ?? [])
    : section.fields;
  const declaration = fields.find((f) => f.name === field);
  return declaration ? fieldLabelKey(section, declaration) : null;
}

/**
 * The place of a problem the section `sectionId` has at `path` (its zod path: a field, or a
 * table, a row and a field), for the report read from the file.
 */
export function problemPlace(
  report: DrillReportRead,
  version: WitsmlVersion,
  sectionId: string,
  path: readonly PropertyKey[],
  value: StoredSectionValue,
): ImportProblemPlace {
  const section = ddrSection(sectionId);
  const [first, second, third] = path;
  const inTable =
    typeof first === "string" && section?.tables.some((t) => t.name === first) ? first : null;
  const row = inTable && typeof second === "number" ? second : null;
  const field = inTable ? (typeof third === "string" ? third : null) : (first as string | null);
  let origin: ElementOrigin = report.origins.report;
  if (inTable && row !== null) {
    const rows = value[inTable];
    const md = Array.isArray(rows) ? rows[row]?.md : undefined;
    const found =
      sectionId === "surveys"
        ? // Stations at or above the tie-in are left out: a row is found by its MD.
          report.origins.stations[report.stations.findIndex((s) => s.md === md)]
        : ROW_ORIGINS[sectionId]?.[inTable]?.(report.origins);
    const list = found as ElementOrigin | ElementOrigin[] | null | undefined;
    origin = (Array.isArray(list) ? list[row] : list) ?? origin;
  }
  const name = typeof field === "string" ? elementName(sectionId, field, version) : null;
  return {
    element: origin.element,
    position: origin.position,
    line: origin.line,
    field: name,
    fieldLabel:
      name === null && typeof field === "string" && section
        ? labelOf(section, inTable, field)
        : null,
    ...(origin.file ? { file: origin.file } : {}),
  };
}
