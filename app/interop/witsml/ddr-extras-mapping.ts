/**
 * Between the DDR's bit data, cost and safety sections and their WITSML form, both ways: which
 * stored field becomes which value of the WITSML model. Pure; the export, the import and the
 * round-trip tests use it.
 */
import type { StoredRow, StoredSectionValue } from "~/sections/vocabulary";

import type {
  DrillReportBit,
  DrillReportCostLine,
  DrillReportExtras,
  DrillReportHse,
} from "./ddr-extras-model";

type Sections = Record<string, StoredSectionValue | undefined>;

const num = (value: unknown): number | null => (typeof value === "number" ? value : null);
const str = (value: unknown): string => (typeof value === "string" ? value : "");
const money = (value: unknown): string | null =>
  typeof value === "string" && value !== "" ? value : null;
const rowsOf = (value: StoredSectionValue | undefined, table: string): StoredRow[] => {
  const rows = value?.[table];
  return Array.isArray(rows) ? rows : [];
};

export function extrasFromSections(sections: Sections): DrillReportExtras {
  const bits: DrillReportBit[] = rowsOf(sections.bitData, "bits").map((row) => ({
    bitNo: str(row.bitNo),
    size: num(row.size),
    make: str(row.make),
    type: str(row.type),
    serialNo: str(row.serialNo),
    iadcCode: str(row.iadcCode),
    nozzles: str(row.nozzles),
    depthIn: num(row.depthIn),
    depthOut: num(row.depthOut),
    hours: num(row.hours),
    tripTime: num(row.tripTime),
    dull: {
      inner: num(row.dullI),
      outer: num(row.dullO),
      dull: str(row.dullD),
      location: str(row.dullL),
      bearing: str(row.dullB),
      gauge: str(row.dullG),
      other: str(row.dullOther),
      reason: str(row.dullR),
    },
    cost: money(row.bitCost),
  }));
  const costLines: DrillReportCostLine[] = rowsOf(sections.cost, "lines").map((row) => ({
    description: str(row.description),
    vendor: str(row.vendor),
    quantity: num(row.quantity),
    unit: str(row.unit),
    unitPrice: money(row.unitPrice),
    amount: money(row.amount),
    afeLine: str(row.afeLine),
    isCarryOver: row.isCarryOver === true,
  }));
  const safety = sections.safety;
  const hse: DrillReportHse | null = safety
    ? {
        lastBopTest: str(safety.lastBopTestDate) || null,
        nextBopTest: str(safety.nextBopTestDue) || null,
        stopCards: num(safety.stopCards),
        safetyMeetings: num(safety.safetyMeetings),
        drills: rowsOf(safety, "drills").map((row) => ({
          drillType: str(row.drillType),
          time: str(row.drillTime),
          responseTime: num(row.responseTime),
        })),
        daysWithoutLti: num(safety.daysWithoutLti),
        incidents: rowsOf(safety, "incidents").map((row) => ({
          incidentType: str(row.incidentType),
          severity: str(row.severity),
          time: str(row.incidentTime) || "00:00",
          description: str(row.description),
          lostTime: num(row.lostTime),
        })),
      }
    : null;
  return { bits, costLines, hse };
}

/**
 * The stored sections an import writes from a file's bits, costs and HSE. A bit record
 * completes the report's bit of the same number (a file that names only the bit keeps the depths
 * and hours Drillbook holds); the safety section takes the BOP test dates, stop cards, safety
 * meetings, incidents and (when the file has any) drills the file gives.
 */
export function sectionsFromExtras(
  extras: DrillReportExtras,
  existing: Sections,
): Record<string, StoredSectionValue> {
  const sections: Record<string, StoredSectionValue> = {};
  if (extras.bits.length > 0) {
    const held = new Map(
      rowsOf(existing.bitData, "bits").map((row) => [str(row.bitNo), row] as const),
    );
    sections.bitData = {
      ...(existing.bitData ?? {}),
      bits: extras.bits.map((bit): StoredRow => {
        const row: StoredRow = { ...(held.get(bit.bitNo) ?? {}) };
        const put = (name: string, value: unknown) => {
          if (value !== null && value !== "") row[name] = value as StoredRow[string];
        };
        put("bitNo", bit.bitNo);
        put("size", bit.size);
        put("make", bit.make);
        put("type", bit.type);
        put("serialNo", bit.serialNo);
        put("iadcCode", bit.iadcCode);
        put("nozzles", bit.nozzles);
        put("depthIn", bit.depthIn);
        put("depthOut", bit.depthOut);
        put("hours", bit.hours);
        put("tripTime", bit.tripTime);
        put("dullI", bit.dull.inner);
        put("dullO", bit.dull.outer);
        put("dullD", bit.dull.dull);
        put("dullL", bit.dull.location);
        put("dullB", bit.dull.bearing);
        put("dullG", bit.dull.gauge);
        put("dullOther", bit.dull.other);
        put("dullR", bit.dull.reason);
        put("bitCost", bit.cost);
        return row;
      }),
    };
  }
  if (extras.costLines.length > 0) {
    sections.cost = {
      ...(existing.cost ?? {}),
      lines: extras.costLines.map((line) => ({
        description: line.description,
        vendor: line.vendor,
        quantity: line.quantity,
        unit: line.unit,
        unitPrice: line.unitPrice,
        amount: line.amount,
        afeLine: line.afeLine,
        isCarryOver: line.isCarryOver,
      })),
    };
  }
  if (extras.hse) {
    const hse = extras.hse;
    const safety: StoredSectionValue = { ...(existing.safety ?? {}) };
    if (hse.lastBopTest) safety.lastBopTestDate = hse.lastBopTest;
    if (hse.nextBopTest) safety.nextBopTestDue = hse.nextBopTest;
    if (hse.stopCards !== null) safety.stopCards = hse.stopCards;
    if (hse.safetyMeetings !== null) safety.safetyMeetings = hse.safetyMeetings;
    if (hse.drills.length > 0) {
      safety.drills = hse.drills.map((drill) => ({
        drillType: drill.drillType,
        drillTime: drill.time === "" ? null : drill.time,
        responseTime: drill.responseTime,
      }));
    }
    safety.incidents = hse.incidents.map((incident) => ({
      incidentType: incident.incidentType,
      severity: incident.severity,
      incidentTime: incident.time,
      description: incident.description,
      lostTime: incident.lostTime,
    }));
    sections.safety = safety;
  }
  return sections;
}
