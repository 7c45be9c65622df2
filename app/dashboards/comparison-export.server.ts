/**
 * A comparison study's figures as a workbook: one sheet of the wells side by side, one of time and
 * cost per phase, headers in the user's language. Numbers stay numbers, so the figures can be
 * worked on further.
 */
import ExcelJS from "exceljs";

import { phaseLabelKey } from "~/domain/cost/phases";
import { addListSheet, type SheetColumn } from "~/spreadsheets/list-sheet.server";

import type { ComparisonFigures } from "./comparison";

type Translate = (key: string, params?: Record<string, unknown>) => string;

const USD_FORMAT = '"$"#,##0.00';
const NUMBER_FORMAT = "#,##0.0#";

type Column = Omit<SheetColumn, "width"> & { width?: number };

/** The wells' names stay in view beside the figures. */
function addSheet(
  workbook: ExcelJS.Workbook,
  title: string,
  columns: Column[],
  rows: Record<string, unknown>[],
) {
  const widths = columns.map((column) => ({ ...column, width: column.width ?? 16 }));
  addListSheet(workbook, title, widths, rows, 1);
}

export async function comparisonWorkbook(
  figures: ComparisonFigures,
  t: Translate,
): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Drillbook";
  const unit = figures.lengthUnit;
  const c = (key: string, params?: Record<string, unknown>) =>
    t(`fieldDashboards.comparison.${key}`, params);
  addSheet(
    workbook,
    c("sheetFigures"),
    [
      { header: c("well"), key: "name", width: 14 },
      { header: c("fieldName"), key: "fieldName", width: 18 },
      { header: c("days"), key: "days" },
      { header: c("depth", { unit }), key: "md", format: NUMBER_FORMAT },
      { header: c("daysPerThousand", { unit }), key: "daysPerThousand", format: NUMBER_FORMAT },
      { header: c("cost"), key: "cost", format: USD_FORMAT, width: 18 },
      { header: t("dashboards.afe"), key: "afe", format: USD_FORMAT, width: 18 },
      { header: c("costPerLength", { unit }), key: "costPerLength", format: USD_FORMAT },
      { header: c("nptHours"), key: "nptHours", format: NUMBER_FORMAT },
      { header: c("nptPercent"), key: "nptPercent", format: NUMBER_FORMAT },
      { header: c("topCauses"), key: "topCauses", width: 36 },
    ],
    figures.wells.map((well) => ({
      ...well,
      topCauses: well.topCauses.map((cause) => `${cause.code} ${cause.hours} hr`).join(", "),
    })),
  );
  addSheet(
    workbook,
    c("sheetPhases"),
    [
      { header: c("well"), key: "well", width: 14 },
      { header: c("phase"), key: "phase", width: 22 },
      { header: c("phaseHours"), key: "hours", format: NUMBER_FORMAT },
      { header: c("phaseNptHours"), key: "nptHours", format: NUMBER_FORMAT },
      { header: c("phaseCost"), key: "cost", format: USD_FORMAT, width: 18 },
    ],
    figures.phases.map((row) => {
      const key = phaseLabelKey(row.phase);
      return { ...row, phase: key ? t(key) : row.phase };
    }),
  );
  const buffer = await workbook.xlsx.writeBuffer();
  return buffer instanceof ArrayBuffer
    ? buffer
    : new Uint8Array(buffer as unknown as ArrayLike<number>).slice().buffer;
}
