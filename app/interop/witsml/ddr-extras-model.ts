/**
 * The bits, costs and HSE of a daily report as WITSML carries them: bit records (2.0
 * `DrillReport/BitRecord`), day costs and the HSE summary with its incidents (1.4.1.1
 * `opsReport/dayCost` and `opsReport/hse`). Values in stored units (m, s); money as the exact
 * decimal text Drillbook keeps, in US dollars.
 */

/** IADC dull grade of a pulled bit (DOMAIN.md §4): inner, outer, dull, location … reason. */
export interface DrillReportDull {
  inner: number | null;
  outer: number | null;
  dull: string;
  location: string;
  bearing: string;
  gauge: string;
  other: string;
  reason: string;
}

export interface DrillReportBit {
  bitNo: string;
  /** m */
  size: number | null;
  make: string;
  type: string;
  serialNo: string;
  iadcCode: string;
  nozzles: string;
  depthIn: number | null;
  depthOut: number | null;
  /** Seconds on bottom. */
  hours: number | null;
  /** Seconds spent tripping the bit. */
  tripTime: number | null;
  dull: DrillReportDull;
  cost: string | null;
}

export interface DrillReportCostLine {
  description: string;
  vendor: string;
  quantity: number | null;
  unit: string;
  unitPrice: string | null;
  amount: string | null;
  afeLine: string;
  isCarryOver: boolean;
}

export interface DrillReportIncident {
  incidentType: string;
  severity: string;
  /** "HH:MM" within the report day. */
  time: string;
  description: string;
  /** Seconds. */
  lostTime: number | null;
}

/** A drill held that day: its type (Drillbook's list), "HH:MM" or "", response in seconds. */
export interface DrillReportDrill {
  drillType: string;
  time: string;
  responseTime: number | null;
}

/** The 1.4.1.1 `cs_hse` element of the last drill of a type that day; other types have none. */
export const DRILL_ELEMENTS: readonly (readonly [string, string])[] = [
  ["FIRE", "lastFireBoatDrill"],
  ["EVAC", "lastAbandonDrill"],
  ["TRIP", "lastTripDrill"],
  ["KICK", "lastBopDrill"],
];

export interface DrillReportHse {
  /** YYYY-MM-DD */
  lastBopTest: string | null;
  nextBopTest: string | null;
  stopCards: number | null;
  safetyMeetings: number | null;
  drills: DrillReportDrill[];
  /** Computed by Drillbook; written for the reader, never imported. */
  daysWithoutLti: number | null;
  incidents: DrillReportIncident[];
}

export interface DrillReportExtras {
  bits: DrillReportBit[];
  costLines: DrillReportCostLine[];
  hse: DrillReportHse | null;
}

/** Money in WITSML: `currency` beside the amount; Drillbook keeps US dollars (DOMAIN.md §0). */
export const WITSML_CURRENCY = "USD";

/**
 * Where WITSML has no element for a value (an incident's type and severity in 1.4.1.1), it is
 * written in the opsReport's `customData` in this namespace, so a round trip keeps it.
 */
export const DRILLBOOK_EXTENSION_NAMESPACE = "urn:drillbook:witsml:1";

/** The bit types WITSML 2.0 names in `TypeBit`; any other type travels as an extension. */
export const WITSML_BIT_TYPES = [
  "diamond",
  "diamond core",
  "insert roller cone",
  "PDC",
  "PDC core",
  "roller cone",
];
