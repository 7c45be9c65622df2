/**
 * Stores generated demo DDRs (app/demo/generator) the way the DDR editor stores a saved report: a
 * `reports` row created with the carry-over from the day before (the same `carryOver` the DDR
 * create service applies), one `report_sections` row per section (record fields and untyped
 * tables in jsonb) and the typed rows dashboards aggregate. Written with multi-row inserts, one
 * transaction per well.
 */
import { sql } from "kysely";

import type { Database, Db, Tx } from "~/db/schema";
import {
  generateWellReports,
  type DdrGeneratorOptions,
  type GeneratedReport,
  type GeneratedWell,
} from "~/demo/generator/ddr-generator";
import { createRandom } from "~/demo/generator/random";
import { demoReportStates, type DemoReportState } from "~/demo/generator/report-states";
import { addMoney, formatMoney, parseMoney } from "~/domain/money/decimal";
import type { CarriedSection, CarryOver } from "~/domain/reports/carry-over";
import { carryOver } from "~/sections/carry-over";
import { recordAudit } from "~/identity/audit.server";
import { ensureLookupLists } from "~/reports/lookups.server";
import { DDR_SECTIONS } from "~/sections";
import {
  columnName,
  type AnySection,
  type StoredRow,
  type StoredSectionValue,
  type TableDeclaration,
} from "~/sections/vocabulary";

import { writeDemoActivityReports } from "./activity-reports.server";
import {
  demoSectionValues,
  jsonPart,
  type Carried,
  type CostReferences,
  type DemoNames,
  type DemoSections,
} from "./section-values";

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
async function insertMany(tx: Tx, table: keyof Database, rows: Record<string, unknown>[]) {
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
  carried: CarryOver | null,
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
    carry_over: carried,
    md_at_report: general.mdAtReport as number,
    tvd_at_report: (general.tvdAtReport as number | null) ?? null,
    daily_cost: cost.dailyTotal as string,
    npt_time: (timeLog.nptSeconds as number | null) ?? report.nptTime,
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
  db: Db,
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

    const carried: Carried = { previous: null, deepestStation: null, carryOver: null };
    let before: Record<string, StoredSectionValue> | null = null;
    const carryOvers: (CarryOver | null)[] = [];
    const allSections = reports.map((report): DemoSections => {
      // Created as the DDR create service creates a report: from the previous day's sections.
      carried.carryOver =
        before && carried.previous
          ? carryOver({
              reportNo: carried.previous.reportNo,
              reportDate: carried.previous.reportDate,
              cumulativeCost: carried.previous.cumulativeCost,
              sections: before as Record<string, CarriedSection>,
            })
          : null;
      carryOvers.push(carried.carryOver);
      const day = demoSectionValues(
        report,
        well,
        carried,
        input.generator.spudDate,
        reports[0]!.reportDate,
        references,
        input.names,
      );
      const values = day.values;
      before = values;
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
      return day;
    });
    const allValues = allSections.map((day) => day.values);

    const reportRows = reports.map((report, index) =>
      reportRow(report, states[index]!, allValues[index]!, carryOvers[index]!, input),
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
          // Submitting asks for every carried section to be checked and saved; a draft may wait.
          carried_over: state.status === "draft" && allSections[index]!.carried.has(sectionId),
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
