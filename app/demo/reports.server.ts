/**
 * Stores generated demo DDRs (app/domain/demo) the way the DDR editor stores a saved report: a
 * `reports` row, one `report_sections` row per section (record fields and untyped tables in
 * jsonb) and the typed rows dashboards aggregate, every computed figure filled by the section's
 * own `compute`. Written with multi-row inserts, one transaction per well.
 */
import { sql, type Kysely, type Transaction } from "kysely";

import {
  generateWellReports,
  type DdrGeneratorOptions,
  type GeneratedReport,
  type GeneratedWell,
} from "~/demo/generator/ddr-generator";
import { COMPANIES } from "~/demo/generator/contracts";
import { createRandom } from "~/demo/generator/random";
import { demoReportStates, type DemoReportState } from "~/demo/generator/report-states";
import { addMoney, formatMoney, parseMoney } from "~/domain/money/decimal";
import { recordAudit } from "~/identity/audit.server";
import { ensureLookupLists } from "~/reports/lookups.server";

import { writeDemoActivityReports } from "./activity-reports.server";
import { DDR_SECTIONS } from "~/sections";
import { dayFiguresOf } from "~/sections/day-figures";
import { computeSection } from "~/sections/schema";
import {
  columnName,
  type AnySection,
  type SectionContext,
  type StoredRow,
  type StoredSectionValue,
  type TableDeclaration,
} from "~/sections/vocabulary";

import type { Database } from "~/db/schema";

type Db = Kysely<Database> | Transaction<Database>;

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
interface Carried {
  previous: GeneratedReport | null;
  /** Deepest station surveyed before this report, with its position. */
  deepestStation: SectionContext["deepestStation"];
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
): Record<string, StoredSectionValue> {
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

  // The bit section reads the day's depth, pump rates and mud weight from the other sections.
  const dayContext: SectionContext = { ...context, ...dayFiguresOf(values) };
  const computed: Record<string, StoredSectionValue> = {};
  for (const section of DDR_SECTIONS as readonly AnySection[]) {
    const value = values[section.id];
    if (value) computed[section.id] = computeSection(section, complete(section, value), dayContext);
  }
  return computed;
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

interface Keys {
  orgId: number;
  wellId: number;
  reportId: number;
  reportDate: string;
}

function typedRows(table: TableDeclaration, rows: StoredRow[], keys: Keys) {
  return rows.map((row, index) => {
    const record: Record<string, unknown> = {
      org_id: keys.orgId,
      report_id: keys.reportId,
      well_id: keys.wellId,
    };
    // cost_lines has no row numbers; its cost_date says the day.
    if (table.storedIn !== "cost_lines") {
      record.report_date = keys.reportDate;
      record.row_no = index + 1;
    }
    for (const column of table.columns) record[columnName(column.name)] = row[column.name] ?? null;
    return record;
  });
}

/**
 * Multi-row insert with the rows as one JSON parameter: PostgreSQL spreads it into the table's
 * own row type, so thousands of rows cost one round trip and no per-value parameters.
 */
async function insertMany(
  tx: Transaction<Database>,
  table: keyof Database,
  rows: Record<string, unknown>[],
) {
  if (rows.length === 0) return;
  const columns = sql.join(Object.keys(rows[0]!).map((column) => sql.ref(column)));
  for (let start = 0; start < rows.length; start += 5000) {
    const chunk = JSON.stringify(rows.slice(start, start + 5000));
    await sql`insert into ${sql.table(table)} (${columns})
      select ${columns} from jsonb_populate_recordset(null::${sql.table(table)}, ${chunk}::jsonb)`.execute(
      tx,
    );
  }
}

/** Planner records in the organisation that demo cost lines can point at. */
export async function loadCostReferences(
  db: Db,
  orgId: number,
  wellId: number,
): Promise<CostReferences> {
  const [bundles, items, lines] = await Promise.all([
    db.selectFrom("contract_bundles").select(["id", "name"]).where("org_id", "=", orgId).execute(),
    db.selectFrom("cost_items").select(["id", "name"]).where("org_id", "=", orgId).execute(),
    db
      .selectFrom("afe_lines as l")
      .innerJoin("afes as a", "a.id", "l.afe_id")
      .select(["l.code", "l.phase", "l.contract_bundle_id", "a.version_no", "l.line_no"])
      .where("a.org_id", "=", orgId)
      .where("a.well_id", "=", wellId)
      .where("l.contract_bundle_id", "is not", null)
      .orderBy("a.version_no")
      .orderBy("l.line_no")
      .execute(),
  ]);
  const afeLines = new Map<string, string>();
  // The first line of a phase and bundle in the original AFE is where its cost is booked.
  for (const line of lines) {
    const key = `${line.phase}|${line.contract_bundle_id}`;
    if (!afeLines.has(key)) afeLines.set(key, line.code);
  }
  return {
    bundles: new Map(bundles.map((row) => [row.name.toLowerCase(), row.id])),
    items: new Map(items.map((row) => [row.name.toLowerCase(), row.id])),
    afeLines,
  };
}

export interface DemoReportsInput {
  orgId: number;
  wellId: number;
  /** How the well's reports are generated; `spudDate` is the first report's date. */
  generator: DdrGeneratorOptions;
  /** Store only the first `count` reports (a well still drilling); all of them by default. */
  count?: number;
  /** Engineer who wrote and submitted the reports. */
  authorId: number | null;
  /** Manager who approved or returned them. */
  approverId: number | null;
  names?: DemoNames;
}

export interface DemoReportsResult {
  reports: number;
  rows: number;
  well: GeneratedWell;
}

const SUBMIT_HOUR = "T06:10:00Z";

function timestamp(date: string, suffix: string, days = 0): Date {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return new Date(`${day.toISOString().slice(0, 10)}${suffix}`);
}

function reportRow(
  report: GeneratedReport,
  state: DemoReportState,
  values: Record<string, StoredSectionValue>,
  input: DemoReportsInput,
) {
  const general = values.general!;
  const cost = values.cost!;
  const timeLog = values.timeLog!;
  const created = timestamp(report.reportDate, "T05:30:00Z");
  const submitted = state.status === "draft" ? null : timestamp(report.reportDate, SUBMIT_HOUR, 1);
  const decided = timestamp(report.reportDate, "T10:20:00Z", 1);
  const approved = state.status === "approved" ? decided : null;
  const returned = state.status === "returned" ? decided : null;
  return {
    org_id: input.orgId,
    well_id: input.wellId,
    kind: "ddr" as const,
    report_date: report.reportDate,
    report_no: report.reportNo,
    status: state.status,
    return_comment: state.returnComment,
    carry_over: null,
    md_at_report: general.mdAtReport as number,
    tvd_at_report: (general.tvdAtReport as number | null) ?? null,
    daily_cost: cost.dailyTotal as string,
    npt_time: (timeLog.nptHours as number | null) ?? report.nptTime,
    created_by: input.authorId,
    created_at: created,
    updated_by:
      state.status === "draft"
        ? input.authorId
        : approved || returned
          ? input.approverId
          : input.authorId,
    updated_at: approved ?? returned ?? submitted ?? created,
    submitted_by: submitted ? input.authorId : null,
    submitted_at: submitted,
    approved_by: approved ? input.approverId : null,
    approved_at: approved,
    returned_by: returned ? input.approverId : null,
    returned_at: returned,
  };
}

/**
 * Generates a well's reports and stores the first `count` of them, some approved, some
 * submitted, one or two returned with a comment and, on a well still drilling, the latest in
 * draft. The well must have no DDRs yet.
 */
export async function writeDemoReports(
  db: Kysely<Database>,
  input: DemoReportsInput,
): Promise<DemoReportsResult> {
  const well = generateWellReports(input.generator);
  const count = Math.min(input.count ?? well.reports.length, well.reports.length);
  const reports = well.reports.slice(0, count);
  const states = demoReportStates(createRandom(`${input.generator.seed}/states`), count, {
    stillDrilling: count < well.reports.length,
  });
  const sectionsById = new Map((DDR_SECTIONS as readonly AnySection[]).map((s) => [s.id, s]));

  let rows = 0;
  await db.transaction().execute(async (tx) => {
    await ensureLookupLists(tx, input.orgId);
    const references = await loadCostReferences(tx, input.orgId, input.wellId);

    const carried: Carried = { previous: null, deepestStation: null };
    const allValues = reports.map((report) => {
      const values = demoSectionValues(
        report,
        well,
        carried,
        input.generator.spudDate,
        reports[0]!.reportDate,
        references,
        input.names,
      );
      // The app's own figures carry to the next day, so the chain matches what it computes.
      const general = values.general!;
      const cost = values.cost!;
      carried.previous = {
        ...report,
        mdAtReport: general.mdAtReport as number,
        cumulativeCost: formatMoney(
          addMoney(
            parseMoney(carried.previous?.cumulativeCost ?? "0"),
            parseMoney(cost.dailyTotal as string),
          ),
        ),
        safety: { ...report.safety, daysWithoutLti: values.safety!.daysWithoutLti as number },
      };
      const stations = values.surveys?.stations as StoredRow[] | undefined;
      const last = stations?.[stations.length - 1];
      if (last) {
        carried.deepestStation = {
          md: last.md as number,
          inclination: last.inclination as number,
          azimuth: last.azimuth as number,
          tvd: last.tvd as number,
          ns: last.ns as number,
          ew: last.ew as number,
        };
      }
      return values;
    });

    const reportRows = reports.map((report, index) =>
      reportRow(report, states[index]!, allValues[index]!, input),
    );
    const columns = sql.join(Object.keys(reportRows[0]!).map((column) => sql.ref(column)));
    const { rows: inserted } = await sql<{ id: number; report_no: number }>`
      insert into reports (${columns})
      select ${columns} from jsonb_populate_recordset(null::reports, ${JSON.stringify(reportRows)}::jsonb)
      returning id, report_no`.execute(tx);
    const ids = new Map(inserted.map((row) => [row.report_no, row.id]));

    const sectionRows: Record<string, unknown>[] = [];
    const typed = new Map<keyof Database, Record<string, unknown>[]>();
    reports.forEach((report, index) => {
      const keys: Keys = {
        orgId: input.orgId,
        wellId: input.wellId,
        reportId: ids.get(report.reportNo)!,
        reportDate: report.reportDate,
      };
      const state = states[index]!;
      const savedAt = timestamp(
        report.reportDate,
        state.status === "draft" ? "T22:00:00Z" : "T23:30:00Z",
      );
      for (const [sectionId, value] of Object.entries(allValues[index]!)) {
        const section = sectionsById.get(sectionId)!;
        sectionRows.push({
          report_id: keys.reportId,
          org_id: input.orgId,
          section_id: sectionId,
          data: jsonPart(section, value),
          version: 1,
          saved_by: input.authorId,
          saved_at: savedAt,
        });
        for (const table of section.tables) {
          if (!table.storedIn) continue;
          const list = typed.get(table.storedIn) ?? [];
          list.push(...typedRows(table, (value[table.name] as StoredRow[]) ?? [], keys));
          typed.set(table.storedIn, list);
        }
      }
    });
    await insertMany(tx, "report_sections", sectionRows);
    rows += inserted.length + sectionRows.length;
    for (const [table, list] of typed) {
      await insertMany(tx, table, list);
      rows += list.length;
    }
    rows += await writeDemoActivityReports(tx, {
      orgId: input.orgId,
      wellId: input.wellId,
      well,
      count,
      spudDate: input.generator.spudDate,
      statusOn: new Map(reports.map((report, index) => [report.reportDate, states[index]!.status])),
      authorId: input.authorId,
      approverId: input.approverId,
    });
    await recordAudit(tx, {
      orgId: input.orgId,
      userId: null,
      action: "create",
      recordType: "demo-reports",
      recordId: input.wellId,
      detail: {
        reports: count,
        firstDate: reports[0]?.reportDate,
        lastDate: reports[count - 1]?.reportDate,
      },
    });
  });
  return { reports: count, rows, well };
}
