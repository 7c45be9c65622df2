/**
 * The stored value of every DDR section of a generated demo report, as the DDR editor would have
 * saved it: computed figures filled by each section's own `compute`, and what the report carried
 * over from the day before kept where the engineer had nothing new to say.
 */
import type { GeneratedReport, GeneratedWell } from "~/demo/generator/ddr-generator";
import { COMPANIES } from "~/demo/generator/contracts";
import type { CarryOver } from "~/domain/reports/carry-over";
import { DDR_SECTIONS } from "~/sections";
import { dayFiguresOf } from "~/sections/day-figures";
import { computeSection } from "~/sections/compute";
import type {
  AnySection,
  SectionContext,
  StoredRow,
  StoredSectionValue,
} from "~/sections/vocabulary";

/** The planner records cost lines point at, found by name in the organisation. */
export interface CostReferences {
  /** lower(contract bundle name) → id */
  bundles: ReadonlyMap<string, number>;
  /** lower(cost item name) → id */
  items: ReadonlyMap<string, number>;
  /** `${phase}|${bundleId}` → AFE line code of the well's latest AFE */
  afeLines: ReadonlyMap<string, string>;
}

const NO_REFERENCES: CostReferences = { bundles: new Map(), items: new Map(), afeLines: new Map() };

/** Real names for the generator's placeholders: the operating company and its engineer. */
export interface DemoNames {
  operator?: string;
  engineer?: string;
}

/** What the sections of a report may know from the reports before it (SectionContext). */
export interface Carried {
  previous: GeneratedReport | null;
  /** Deepest station surveyed before this report, with its position. */
  deepestStation: SectionContext["deepestStation"];
  /**
   * What the report was created with from the previous one (the DDR create service's carry-over):
   * a carried section the engineer had nothing new for that day stays on the report as carried.
   */
  carryOver: CarryOver | null;
}

/** A report's section values and which of them are still as carried over from the day before. */
export interface DemoSections {
  values: Record<string, StoredSectionValue>;
  carried: Set<string>;
}

/**
 * The stored value of every DDR section of one generated report, computed figures included.
 * Sections with nothing to say that day (no LOT, no surveys) are left out, as an engineer
 * would leave them unsaved.
 */
export function demoSectionValues(
  report: GeneratedReport,
  well: GeneratedWell,
  carried: Carried,
  spudDate: string,
  firstReportDate: string,
  references: CostReferences = NO_REFERENCES,
  names: DemoNames = {},
): DemoSections {
  const company = (name: string) => (name === COMPANIES.operator ? (names.operator ?? name) : name);
  const stations = report.surveyStations;
  const last = stations[stations.length - 1];
  const tieIn = carried.deepestStation;
  const bitInHole = report.bitRuns[report.bitRuns.length - 1];
  const bha = report.bhas[report.bhas.length - 1];
  const previous = carried.previous;
  const context: Omit<SectionContext, "mdAtReport" | "hydraulics"> = {
    reportDate: report.reportDate,
    dayStart: "00:00",
    spudDate,
    firstReportDate,
    previous: previous && {
      reportNo: previous.reportNo,
      reportDate: previous.reportDate,
      wellbore: previous.wellbore,
      mdAtReport: previous.mdAtReport,
      cumulativeCost: previous.cumulativeCost,
      daysWithoutLti: previous.safety.daysWithoutLti,
    },
    deepestStation: last
      ? {
          md: last.md,
          inclination: last.inclination,
          azimuth: last.azimuth,
          tvd: last.tvd,
          ns: last.ns,
          ew: last.ew,
        }
      : tieIn,
    // Summed as the BHA components section sums them, so the BHA shows the same totals.
    bhaTotals: bha
      ? {
          length: bha.components.reduce((sum, component) => sum + component.length, 0),
          weight: bha.components.reduce((sum, component) => sum + component.weight, 0),
        }
      : null,
    bitInHoleSize: bitInHole?.size ?? null,
  };

  const values: Record<string, StoredSectionValue> = {
    general: {
      rigName: report.rigName,
      wellbore: report.wellbore,
      mdAtReport: report.mdAtReport,
      holeSize: report.holeSize,
      lastCasingSize: report.lastCasing?.size ?? null,
      lastCasingShoeMd: report.lastCasing?.shoeMd ?? null,
      lastCasingShoeTvd: report.lastCasing?.shoeTvd ?? null,
      currentStatus: report.currentStatus,
      summary24h: report.summary24h,
      forecast24h: report.forecast24h,
      windSpeed: report.weather.windSpeed,
      windDirection: report.weather.windDirection,
      airTemp: report.weather.airTemp,
      weatherRemark: report.weather.weatherRemark,
      supervisor: report.supervisor,
      engineer: names.engineer ?? report.engineer,
    },
    personnel: {
      rows: report.personnel.map((row) => ({ ...row, company: company(row.company) })),
    },
    holeSections: { sections: report.holeSections.map((row) => ({ ...row })) },
    mud: {
      volumeStart: report.mudVolumeStart,
      volumeBuilt: report.mudVolumeBuilt,
      checks: report.mudChecks.map((check) => ({ ...check })),
    },
    bulkMaterials: { materials: report.bulkMaterials.map((row) => ({ ...row })) },
    timeLog: {
      rows: report.timeLog.map((row) => ({
        fromTime: row.fromTime,
        toTime: row.toTime,
        phase: row.phase,
        iadcCode: row.iadcCode,
        subCode: row.subCode,
        activityCategory: row.activityCategory,
        mdFrom: row.mdFrom,
        mdTo: row.mdTo,
        isNpt: row.isNpt,
        nptCode: row.nptCode,
        description: row.description,
      })),
    },
    cost: {
      lines: report.costLines.map((line) => {
        const bundleId = references.bundles.get(line.contractCategory.toLowerCase()) ?? null;
        return {
          costItemId: references.items.get(line.costItem.toLowerCase()) ?? null,
          contractBundleId: bundleId,
          phase: line.phase,
          description: line.costItem,
          vendor: company(line.vendor),
          quantity: Number(line.quantity),
          unit: line.unit,
          unitPrice: line.unitPrice,
          amount: line.amount,
          afeLine:
            bundleId === null
              ? null
              : (references.afeLines.get(`${line.phase}|${bundleId}`) ?? null),
          isCarryOver: line.isCarryOver,
        };
      }),
    },
    environmental: { events: report.environmental.map((row) => ({ ...row })) },
    safety: {
      lastBopTestDate: report.safety.lastBopTestDate,
      nextBopTestDue: report.safety.nextBopTestDue,
      stopCards: report.safety.stopCards,
      safetyMeetings: report.safety.safetyMeetings,
      drills: report.safety.drills.map((drill) => ({
        drillType: drill.type,
        drillTime: drill.time,
        responseTime: drill.responseTime,
      })),
      incidents: report.safety.incidents.map((incident) => ({ ...incident })),
    },
    bitData: {
      rigDayRate: report.rigDayRate,
      bits: report.bitRuns.map((bit) => ({
        bitNo: bit.bitNo,
        size: bit.size,
        make: bit.make,
        type: bit.type,
        serialNo: bit.serialNo,
        iadcCode: bit.iadcCode,
        nozzles: bit.nozzles,
        depthIn: bit.depthIn,
        depthOut: bit.depthOut,
        hours: bit.hours,
        tripTime: bit.tripTime,
        dullI: bit.dull?.inner ?? null,
        dullO: bit.dull?.outer ?? null,
        dullD: bit.dull?.characteristic ?? null,
        dullL: bit.dull?.location ?? null,
        dullB: bit.dull?.bearing ?? null,
        dullG: bit.dull?.gauge ?? null,
        dullOther: bit.dull?.other ?? null,
        dullR: bit.dull?.reasonPulled ?? null,
        bitCost: bit.bitCost,
      })),
    },
  };
  if (stations.length > 0) {
    values.surveys = {
      vsAzimuth: well.vsAzimuth,
      northReference: "TRUE",
      tieInMd: tieIn?.md ?? null,
      tieInInclination: tieIn?.inclination ?? null,
      tieInAzimuth: tieIn?.azimuth ?? null,
      tieInTvd: tieIn?.tvd ?? null,
      tieInNs: tieIn?.ns ?? null,
      tieInEw: tieIn?.ew ?? null,
      stations: stations.map((station) => ({
        md: station.md,
        inclination: station.inclination,
        azimuth: station.azimuth,
        toolType: station.toolType,
      })),
    };
  }
  if (report.lotFit[0]) {
    const { pumpRows, ...test } = report.lotFit[0];
    values.lotFit = { ...test, pumpRows: pumpRows.map((row) => ({ ...row })) };
  }
  if (bha) {
    values.bha = { bhaNo: bha.bhaNo, bitNo: bha.bitNo, purpose: bha.purpose };
    values.bhaComponents = { components: bha.components.map((component) => ({ ...component })) };
  }
  if (report.drillingParameters.length > 0) {
    values.drillingParameters = {
      intervals: report.drillingParameters.map(({ bitRunNo: _bitRunNo, ...row }) => row),
    };
  }

  const stillCarried = new Set<string>();
  for (const [id, value] of Object.entries(carried.carryOver?.sections ?? {})) {
    if (values[id]) continue;
    values[id] = value as StoredSectionValue;
    stillCarried.add(id);
  }

  // The bit section reads the day's depth, pump rates and mud weight from the other sections.
  const dayContext: SectionContext = { ...context, ...dayFiguresOf(values) };
  const computed: Record<string, StoredSectionValue> = {};
  for (const section of DDR_SECTIONS as readonly AnySection[]) {
    const value = values[section.id];
    if (value) computed[section.id] = computeSection(section, complete(section, value), dayContext);
  }
  return { values: computed, carried: stillCarried };
}

/** Every declared field present (null when the generator has nothing for it). */
export function complete(section: AnySection, value: StoredSectionValue): StoredSectionValue {
  const result: StoredSectionValue = {};
  for (const field of section.fields) result[field.name] = normalise(field.kind, value[field.name]);
  for (const table of section.tables) {
    const rows = (value[table.name] as StoredRow[] | undefined) ?? [];
    result[table.name] = rows.map((row) => {
      const stored: StoredRow = {};
      for (const column of table.columns)
        stored[column.name] = normalise(column.kind, row[column.name]);
      return stored;
    });
  }
  return result;
}

function normalise(kind: string, value: unknown): StoredRow[string] {
  if (kind === "boolean") return value === true;
  if (value === undefined || value === null) return null;
  return value as StoredRow[string];
}

/** jsonb part of a section value, as the section storage keeps it. */
export function jsonPart(section: AnySection, value: StoredSectionValue): StoredSectionValue {
  const data: StoredSectionValue = {};
  for (const field of section.fields) data[field.name] = value[field.name] ?? null;
  for (const table of section.tables) {
    if (!table.storedIn) data[table.name] = (value[table.name] as StoredRow[] | undefined) ?? [];
  }
  return data;
}
