/**
 * The DDR as a spreadsheet to fill in: a sheet per section (found again by a defined name), a
 * block per record and per table, headers with the units of the template's unit system, lookup
 * lists as in-cell drop-downs, and on the Info sheet what the template was made from: the report,
 * its unit system and the version of every section, so an upload can tell what changed since.
 */
import { randomUUID } from "node:crypto";

import ExcelJS from "exceljs";

import type { UnitSystem } from "~/domain/units/systems";
import { cellValue, fieldUnit } from "~/sections/display";
import type { LookupOptions } from "~/sections/lookup-lists";
import {
  fieldLabelKey,
  type AnySection,
  type FieldDeclaration,
  type StoredRow,
  type StoredSectionValue,
} from "~/sections/vocabulary";

import {
  BLANK_TABLE_ROWS,
  blocks,
  columnLetter,
  headerText,
  IDENTITY_COLUMN,
  identityRows,
  INFO_SHEET,
  LISTS_SHEET,
  optionsOf,
  sectionDefinedName,
  sectionSheetName,
  TEMPLATE_FORMAT,
} from "./spreadsheet-layout";

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Typed text stays text: Excel would turn "06:00" or a date into a serial number. */
const TEXT_KINDS = new Set(["text", "longText", "date", "time", "lookup", "reference"]);

/** A stored value as the template's cell shows it: numbers in the template's units, labels for codes. */
function templateCell(
  declaration: FieldDeclaration,
  value: StoredRow[string] | undefined,
  system: UnitSystem,
  lookups: LookupOptions,
  t: Translate,
): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  const options = optionsOf(declaration, lookups);
  if (options) return options.find((o) => o.code === String(value))?.label ?? String(value);
  if (declaration.kind === "boolean") return value === true ? t("common.yes") : null;
  const cell = cellValue(declaration, value, system);
  return typeof cell === "boolean" ? (cell ? t("common.yes") : t("common.no")) : cell;
}

export interface TemplateInput {
  sections: readonly AnySection[];
  well: { id: number; name: string };
  reportDate: string;
  reportNo: number;
  /** What is saved now, so the template starts from it, and the version of each section. */
  saved: Record<string, { value: StoredSectionValue; version: number }>;
  lookups: LookupOptions;
  system: UnitSystem;
  t: Translate;
}

/** The template workbook of one report. */
export async function ddrTemplateWorkbook(input: TemplateInput): Promise<ArrayBuffer> {
  const { sections, saved, lookups, system, t } = input;
  const workbook = new ExcelJS.Workbook();
  const info = workbook.addWorksheet(INFO_SHEET);
  info.addRows([
    [t("ddr.spreadsheet.well"), input.well.name],
    [t("ddr.spreadsheet.date"), input.reportDate],
    [t("ddr.spreadsheet.reportNo"), input.reportNo],
    [t("ddr.spreadsheet.unitSystem"), t(`ddr.spreadsheet.unitSystems.${system}`)],
    [],
    [t("ddr.spreadsheet.howTo")],
  ]);
  info.getColumn(1).width = 24;
  info.getColumn(2).width = 40;
  info.getColumn(1).font = { bold: true };

  // What the template was made from, out of sight; the upload reads it before anything else.
  const sheetNames = new Map(sections.map((section) => [section, sectionSheetName(section, t)]));
  identityRows({
    format: TEMPLATE_FORMAT,
    token: randomUUID(),
    wellId: input.well.id,
    wellName: input.well.name,
    reportDate: input.reportDate,
    unitSystem: system,
    sections: Object.fromEntries(
      sections.map((section) => [
        section.id,
        { version: saved[section.id]?.version ?? 0, sheet: sheetNames.get(section)! },
      ]),
    ),
  }).forEach((values, index) =>
    values.forEach((value, offset) => {
      info.getCell(index + 1, IDENTITY_COLUMN + offset).value = value;
    }),
  );
  for (let offset = 0; offset < 3; offset++) info.getColumn(IDENTITY_COLUMN + offset).hidden = true;
  // No password: the protection keeps hands off by accident, not by force.
  await info.protect("", { selectLockedCells: true, selectUnlockedCells: true });

  // Every list lives on a hidden sheet; drop-downs reference its ranges (no 255-character limit).
  const lists = workbook.addWorksheet(LISTS_SHEET, { state: "hidden" });
  const listRanges = new Map<string, string>();
  const listRange = (key: string, labels: string[]): string => {
    const known = listRanges.get(key);
    if (known) return known;
    const letter = columnLetter(listRanges.size + 1);
    lists.getCell(`${letter}1`).value = key;
    labels.forEach((label, index) => {
      lists.getCell(`${letter}${index + 2}`).value = label;
    });
    const range = `'${LISTS_SHEET}'!$${letter}$2:$${letter}$${Math.max(labels.length + 1, 2)}`;
    listRanges.set(key, range);
    return range;
  };
  const validationOf = (declaration: FieldDeclaration): ExcelJS.DataValidation | null => {
    const options = optionsOf(declaration, lookups);
    if (options) {
      const key =
        declaration.kind === "lookup"
          ? declaration.list
          : declaration.kind === "reference"
            ? declaration.to
            : "";
      const formula = listRange(
        key,
        options.map((o) => o.label),
      );
      return { type: "list", allowBlank: true, formulae: [formula] };
    }
    if (declaration.kind !== "boolean") return null;
    const formula = listRange("yesNo", [t("common.yes"), t("common.no")]);
    return { type: "list", allowBlank: true, formulae: [formula] };
  };

  for (const section of sections) {
    const name = sheetNames.get(section)!;
    const sheet = workbook.addWorksheet(name);
    // A name that follows the sheet when someone renames it.
    workbook.definedNames.add(`'${name.replace(/'/g, "''")}'!$A$1`, sectionDefinedName(section));
    const stored = saved[section.id]?.value ?? null;
    let row = 1;
    for (const block of blocks(section)) {
      const caption = sheet.getCell(row, 1);
      caption.value = t(block.captionKey);
      caption.font = { bold: true, size: 12 };
      row += 1;
      block.columns.forEach((declaration, index) => {
        const cell = sheet.getCell(row, index + 1);
        cell.value = headerText(
          t(fieldLabelKey(section, declaration)),
          fieldUnit(declaration, system),
          declaration.required === true,
        );
        cell.font = { bold: true };
        cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE8EEF4" } };
        sheet.getColumn(index + 1).width = Math.max(sheet.getColumn(index + 1).width ?? 0, 18);
      });
      row += 1;
      const rows: StoredRow[] =
        block.table === null
          ? [(stored ?? {}) as StoredRow]
          : [...((stored?.[block.table] as StoredRow[] | undefined) ?? [])];
      const dataRows =
        block.table === null
          ? 1
          : rows.length + Math.max(0, Math.min(BLANK_TABLE_ROWS, block.maxRows - rows.length));
      const validations = block.columns.map(validationOf);
      for (let offset = 0; offset < dataRows; offset++) {
        const values = rows[offset];
        block.columns.forEach((declaration, index) => {
          const cell = sheet.getCell(row + offset, index + 1);
          if (values)
            cell.value = templateCell(declaration, values[declaration.name], system, lookups, t);
          if (TEXT_KINDS.has(declaration.kind)) cell.numFmt = "@";
          const validation = validations[index];
          if (validation) cell.dataValidation = validation;
        });
      }
      row += dataRows + 1;
    }
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as unknown as ArrayLike<number>).slice().buffer;
}
