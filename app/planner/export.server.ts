/**
 * The planner database as a spreadsheet: the list on screen with its filters, every row (not
 * only the page), headers in the user's language. Money is stored exactly; in the workbook it
 * becomes a number cell formatted as USD so the planner can go on calculating with it.
 */
import ExcelJS from "exceljs";

import { phaseLabelKey } from "~/domain/cost/phases";
import { fromSI } from "~/domain/units/units";
import type { UnitSystem } from "~/domain/units/systems";
import { addListSheet } from "~/spreadsheets/list-sheet.server";

import { columnsIn, type RecordDeclaration } from "~/sections/records";

import { activity, afeLine, contractBundle, costItem, costUnit, generalComponent } from "./records";
import type { PlannerDatabaseData } from "./screens.server";
import { FIGURE_COLUMNS, type FiguresView } from "./view-models";
import { versionName } from "./version-name";

type Translate = (key: string, params?: Record<string, unknown>) => string;

const USD_FORMAT = '"$"#,##0.00;[Red]-"$"#,##0.00';
const PERCENT_FORMAT = '0.0"%"';

interface Column {
  header: string;
  key: string;
  width?: number;
  money?: boolean;
  percent?: boolean;
}

function sheetOf(
  workbook: ExcelJS.Workbook,
  title: string,
  columns: Column[],
  rows: Record<string, unknown>[],
) {
  const sheetColumns = columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.width ?? (column.money ? 16 : 18),
    format: column.money ? USD_FORMAT : column.percent ? PERCENT_FORMAT : undefined,
  }));
  // Exact money text becomes a number cell, so the planner can go on calculating with it.
  const values = rows.map((row) => {
    const cells: Record<string, unknown> = {};
    for (const column of columns) {
      const value = row[column.key];
      cells[column.key] =
        column.money && typeof value === "string" && value !== "" ? Number(value) : (value ?? null);
    }
    return cells;
  });
  return addListSheet(workbook, title, sheetColumns, values);
}

function figureColumns(t: Translate): Column[] {
  return FIGURE_COLUMNS.map(({ key, show }) => ({
    header: t(`planner.columns.${key}`),
    key,
    ...(show === "percent" ? { percent: true } : { money: true }),
  }));
}

/** A record's sheet columns, as its declaration lists them (records.ts). */
function recordColumns(t: Translate, record: RecordDeclaration): Column[] {
  return columnsIn(record, "sheet").map((column) => ({
    header: t(column.labelKey, column.labelParams),
    key: column.key,
    ...(column.width === undefined ? {} : { width: column.width }),
    ...(column.money ? { money: true } : {}),
  }));
}

const ENTRY_RECORDS = { bundles: contractBundle, components: generalComponent, units: costUnit };

function figureValues(row: FiguresView) {
  return {
    ...row,
    variancePercent:
      row.variancePercent === null ? null : Math.round(row.variancePercent * 10) / 10,
  };
}

function phaseName(t: Translate, phase: string | null): string {
  const key = phaseLabelKey(phase);
  return key ? t(key) : (phase ?? "");
}

export async function plannerWorkbook(
  data: PlannerDatabaseData,
  t: Translate,
  system: UnitSystem,
): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = t("app.name");
  workbook.created = new Date();
  const number: Column = { header: t("planner.columns.number"), key: "no", width: 6 };

  switch (data.view) {
    case "afe": {
      if (!data.well || !data.detail) {
        sheetOf(
          workbook,
          t("planner.views.afe"),
          [{ header: t("planner.database.noWell"), key: "x" }],
          [],
        );
        break;
      }
      const title = `${data.well.name}`;
      sheetOf(
        workbook,
        `${title} ${t("planner.figures.byPhase")}`,
        [{ header: t("planner.columns.phase"), key: "phase", width: 24 }, ...figureColumns(t)],
        [
          ...data.detail.byPhase.map((row) => ({
            ...figureValues(row),
            phase: phaseName(t, row.phase),
          })),
          { ...figureValues(data.detail.total), phase: t("planner.figures.total") },
        ],
      );
      sheetOf(
        workbook,
        `${title} ${t("planner.figures.byCategory")}`,
        [{ header: t("planner.columns.bundle"), key: "bundle", width: 24 }, ...figureColumns(t)],
        [
          ...data.detail.byCategory.map((row) => ({
            ...figureValues(row),
            bundle: row.bundleName ?? t("planner.figures.noBundle"),
          })),
          { ...figureValues(data.detail.total), bundle: t("planner.figures.total") },
        ],
      );
      sheetOf(
        workbook,
        `${title} ${t("planner.figures.lines")}`,
        recordColumns(t, afeLine),
        (data.lines?.rows ?? []).map((line, index) => ({
          no: data.lines!.numbers[index],
          version: versionName(t, line.versionNo),
          status: t(`planner.status.${line.status}`),
          code: line.code,
          phase: phaseName(t, line.phase),
          bundle: line.bundleName ?? "",
          description: line.description,
          quantity: line.quantity === null ? null : Number(line.quantity),
          unit: line.unit,
          unitPrice: line.unitPrice,
          amount: line.amount,
        })),
      );
      break;
    }
    case "wells":
      sheetOf(
        workbook,
        t("planner.views.wells"),
        [
          number,
          { header: t("planner.columns.well"), key: "well", width: 24 },
          { header: t("planner.columns.field"), key: "field", width: 20 },
          ...figureColumns(t),
        ],
        data.summaries.rows.map((row, index) => ({
          ...figureValues(row),
          no: data.summaries.numbers[index],
          well: row.wellName,
          field: row.fieldName,
        })),
      );
      break;
    case "items":
      sheetOf(
        workbook,
        t("planner.views.items"),
        recordColumns(t, costItem),
        data.items.rows.map((item, index) => ({
          no: data.items.numbers[index],
          name: item.name,
          bundle: item.bundleName,
          component: item.componentName ?? "",
          vendor: item.vendor ?? "",
          unit: item.unitName,
          unitPrice: item.unitPrice,
          currency: item.currency,
        })),
      );
      break;
    case "activities": {
      sheetOf(
        workbook,
        t("planner.views.activities"),
        recordColumns(t, activity),
        data.activities.rows.flatMap((activity, index): Record<string, unknown>[] => {
          const head = {
            no: data.activities.numbers[index],
            phase: phaseName(t, activity.phase),
            sequence: activity.sequence,
            name: activity.name,
            hours: Math.round(fromSI("duration", activity.plannedDurationS, system) * 100) / 100,
          };
          if (activity.costs.length === 0) return [{ ...head, amount: activity.total }];
          return activity.costs.map((cost, costIndex) => ({
            ...(costIndex === 0 ? head : {}),
            item: cost.costItemName,
            quantity: Number(cost.quantity),
            unit: cost.unitName,
            unitPrice: cost.unitPrice,
            amount: cost.amount,
          }));
        }),
      );
      break;
    }
    case "bundles":
    case "components":
    case "units":
      sheetOf(
        workbook,
        t(`planner.views.${data.view}`),
        recordColumns(t, ENTRY_RECORDS[data.view]),
        data.entries.rows.map((entry, index) => ({
          no: data.entries.numbers[index],
          name: entry.name,
          description: entry.description ?? "",
          items: entry.itemCount,
        })),
      );
      break;
    default: {
      const unknown: never = data;
      throw new Error(`Unknown planner view ${JSON.stringify(unknown)}`);
    }
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return buffer instanceof ArrayBuffer
    ? buffer
    : new Uint8Array(buffer as unknown as ArrayLike<number>).slice().buffer;
}
