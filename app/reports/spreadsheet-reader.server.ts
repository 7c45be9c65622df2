/**
 * Reading a filled DDR template back into the values the editor would post, section by section.
 * The Info sheet comes first: a file that is not this report's template, or an old one without
 * its versions, is refused before any section is read. Sheets, blocks and columns are then found
 * by what they say, in either language; everything that is not read is told.
 */
import ExcelJS from "exceljs";

import { formatDate } from "~/i18n/i18n";
import type { Language, UnitSystem } from "~/domain/units/systems";
import type { LookupOptions } from "~/sections/lookup-lists";
import { fieldLabelKey, type AnySection, type FieldDeclaration } from "~/sections/vocabulary";

import { formText, plainText, readCell } from "./spreadsheet-cells";
import { captionFinder, headerMatcher } from "./spreadsheet-headers";
import {
  findSectionSheets,
  infoSheet,
  readIdentity,
  TRANSLATORS,
} from "./spreadsheet-identity.server";
import {
  blocks,
  columnLetter,
  LISTS_SHEET,
  type Block,
  type TemplateIdentity,
} from "./spreadsheet-layout";
import type { SheetError } from "./spreadsheet-limits";
import {
  MAX_SHEETS_UNPACKED_BYTES,
  MAX_SHEETS_UNPACKED_MB,
  unpackedSheetBytes,
} from "./spreadsheet-size";

type Translate = (key: string, params?: Record<string, unknown>) => string;

export interface ReaderInput {
  sections: readonly AnySection[];
  /** The report the file is uploaded to. */
  report: { wellId: number; wellName: string; reportDate: string };
  /** The uploader's language: messages, and numbers typed as text. */
  language: Language;
  lookups: LookupOptions;
  t: Translate;
}

/** Where each value of a section came from, so a message can point at its cell. */
export interface Located {
  /** Form path ("field" or "table.index.field") → spreadsheet row and column. */
  cells: Map<string, { row: number; column: string }>;
  blockRows: Map<string, number[]>;
}

export interface SheetRead {
  section: AnySection;
  sheet: string;
  formValue: Record<string, unknown>;
  located: Located;
  /** Something is typed in it. */
  filled: boolean;
}

export type WorkbookRead =
  | { ok: false; errors: SheetError[] }
  | {
      ok: true;
      identity: TemplateIdentity;
      sheets: SheetRead[];
      /** Sections whose sheet is not in the file. */
      missing: AnySection[];
      errors: SheetError[];
      notes: string[];
    };

const fileError = (message: string): SheetError => ({
  sheet: "",
  row: null,
  column: null,
  message,
});

export async function readDdrWorkbook(
  bytes: ArrayBuffer,
  input: ReaderInput,
): Promise<WorkbookRead> {
  const { t } = input;
  const unpacked = unpackedSheetBytes(bytes);
  if (unpacked !== null && unpacked > MAX_SHEETS_UNPACKED_BYTES) {
    const size = Number.isFinite(unpacked) ? Math.ceil(unpacked / 1024 / 1024) : "4000+";
    return {
      ok: false,
      errors: [fileError(t("ddr.spreadsheet.tooMuchData", { size, max: MAX_SHEETS_UNPACKED_MB }))],
    };
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes);
  } catch {
    return { ok: false, errors: [fileError(t("ddr.spreadsheet.notXlsx"))] };
  }
  // Any zip loads; one without a single worksheet is no workbook.
  if (workbook.worksheets.length === 0) {
    return { ok: false, errors: [fileError(t("ddr.spreadsheet.notXlsx"))] };
  }
  const identity = readIdentity(workbook);
  if (identity === "missing") {
    return { ok: false, errors: [fileError(t("ddr.spreadsheet.notTemplate"))] };
  }
  if (identity === "old")
    return { ok: false, errors: [fileError(t("ddr.spreadsheet.oldTemplate"))] };
  const { report } = input;
  if (identity.wellId !== report.wellId || identity.reportDate !== report.reportDate) {
    return {
      ok: false,
      errors: [
        fileError(
          t("ddr.spreadsheet.otherReport", {
            fileWell: identity.wellName,
            fileDate: formatDate(identity.reportDate, input.language),
            well: report.wellName,
            date: formatDate(report.reportDate, input.language),
          }),
        ),
      ],
    };
  }

  const errors: SheetError[] = [];
  const notes: string[] = [];
  const found = findSectionSheets(workbook, input.sections, identity);
  const date1904 = workbook.properties.date1904 === true;
  const sheets: SheetRead[] = [];
  const missing: AnySection[] = [];
  for (const section of input.sections) {
    const sheet = found.get(section);
    if (!sheet) {
      missing.push(section);
      continue;
    }
    const read = readSectionSheet(sheet, section, identity.unitSystem, {
      ...input,
      date1904,
      errors,
      notes,
    });
    sheets.push(read);
  }
  const known = new Set([...found.values()]);
  for (const sheet of workbook.worksheets) {
    if (known.has(sheet) || sheet.name === LISTS_SHEET || sheet === infoSheet(workbook)) continue;
    notes.push(t("ddr.spreadsheet.sheetIgnored", { sheet: sheet.name }));
  }
  return { ok: true, identity, sheets, missing, errors, notes };
}

interface SheetContext extends ReaderInput {
  date1904: boolean;
  errors: SheetError[];
  notes: string[];
}

interface RowOfSheet {
  number: number;
  row: ExcelJS.Row;
}

/** The rows that hold anything, with the caption each block starts at. */
function layoutOf(sheet: ExcelJS.Worksheet, sectionBlocks: Block[]) {
  const caption = captionFinder(sectionBlocks, TRANSLATORS);
  const rows: RowOfSheet[] = [];
  const starts = new Map<Block, number>();
  sheet.eachRow((row, number) => {
    const texts: string[] = [];
    row.eachCell((cell) => {
      const text = plainText(cell);
      if (text) texts.push(text);
    });
    if (texts.length === 0) return;
    rows.push({ number, row });
    // A caption stands alone in its row.
    const block = texts.length === 1 ? caption(texts[0]!) : undefined;
    if (block && !starts.has(block)) starts.set(block, number);
  });
  return { rows, starts };
}

function readSectionSheet(
  sheet: ExcelJS.Worksheet,
  section: AnySection,
  system: UnitSystem,
  context: SheetContext,
): SheetRead {
  const { t, errors } = context;
  const sectionBlocks = blocks(section);
  const { rows, starts } = layoutOf(sheet, sectionBlocks);
  const captionRows = [...starts.values()].sort((a, b) => a - b);
  const located: Located = { cells: new Map(), blockRows: new Map() };
  const formValue: Record<string, unknown> = {};
  let filled = false;
  const problem = (row: number | null, column: string | null, message: string) =>
    errors.push({ sheet: sheet.name, row, column, message });

  for (const block of sectionBlocks) {
    const caption = starts.get(block);
    if (caption === undefined) {
      problem(null, null, t("ddr.spreadsheet.tableMissing", { table: t(block.captionKey) }));
      continue;
    }
    const end = captionRows.find((row) => row > caption) ?? Number.POSITIVE_INFINITY;
    const region = rows.filter((entry) => entry.number > caption && entry.number < end);
    const header = region[0];
    if (!header) {
      problem(caption, null, t("ddr.spreadsheet.headerMissing", { table: t(block.captionKey) }));
      continue;
    }
    const columns = matchColumns(sheet, header, section, block, system, context);
    if (!columns) continue;

    // Value rows: those with anything under a template column, blank rows skipped.
    const typed: { number: number; cells: Map<string, string> }[] = [];
    const candidates = region.slice(1);
    const limit = block.maxRows;
    let count = 0;
    for (const entry of candidates) {
      if (columns.some(({ column }) => plainText(entry.row.getCell(column)) !== "")) count += 1;
    }
    if (count > limit) {
      problem(
        caption,
        null,
        block.table === null
          ? t("ddr.spreadsheet.oneRecordRow", { rows: count })
          : t("ddr.validation.tooManyRows", { count, max: limit }),
      );
      continue;
    }
    for (const entry of candidates) {
      const cells = new Map<string, string>();
      let any = false;
      for (const { field, column, label } of columns) {
        const read = readCell(entry.row.getCell(column), field, context);
        if ("error" in read) {
          problem(entry.number, label, t(read.error, read.params));
          any = true;
          continue;
        }
        const value = formText(field, read.text, context.lookups, t);
        if ("error" in value) problem(entry.number, label, t(value.error));
        else if (value.value !== undefined) cells.set(field.name, value.value);
        if (read.text.trim() !== "") any = true;
      }
      if (any) typed.push({ number: entry.number, cells });
    }
    if (typed.length > 0) filled = true;
    const position = (rowIndex: number, field: FieldDeclaration) =>
      block.table === null ? field.name : `${block.table}.${rowIndex}.${field.name}`;
    typed.forEach((entry, rowIndex) =>
      columns.forEach(({ field, label }) =>
        located.cells.set(position(rowIndex, field), { row: entry.number, column: label }),
      ),
    );
    if (block.table === null) {
      Object.assign(formValue, Object.fromEntries(typed[0]?.cells ?? []));
    } else {
      formValue[block.table] = typed.map((entry) => Object.fromEntries(entry.cells));
      located.blockRows.set(
        block.table,
        typed.map((entry) => entry.number),
      );
    }
  }
  return { section, sheet: sheet.name, formValue, located, filled };
}

interface MatchedColumn {
  field: FieldDeclaration;
  column: number;
  /** "C · MD to": where a person finds it. */
  label: string;
}

/** The block's columns by their headers; null (with errors) when one is missing or doubled. */
function matchColumns(
  sheet: ExcelJS.Worksheet,
  header: RowOfSheet,
  section: AnySection,
  block: Block,
  system: UnitSystem,
  context: SheetContext,
): MatchedColumn[] | null {
  const { t } = context;
  const match = headerMatcher(section, block, system, TRANSLATORS);
  const byField = new Map<FieldDeclaration, MatchedColumn[]>();
  let wrong = false;
  header.row.eachCell((cell, column) => {
    const text = plainText(cell);
    if (!text) return;
    const label = `${columnLetter(column)} · ${text}`;
    const matched = match(text);
    if (matched.kind === "unknown") {
      context.notes.push(t("ddr.spreadsheet.columnIgnored", { sheet: sheet.name, column: label }));
      return;
    }
    if (matched.kind === "wrongUnit") {
      wrong = true;
      context.errors.push({
        sheet: sheet.name,
        row: header.number,
        column: label,
        message: t("ddr.spreadsheet.wrongUnit", { unit: matched.unit, expected: matched.expected }),
      });
      return;
    }
    byField.set(matched.field, [
      ...(byField.get(matched.field) ?? []),
      { field: matched.field, column, label },
    ]);
  });
  let complete = !wrong;
  for (const field of block.columns) {
    const found = byField.get(field) ?? [];
    const name = t(fieldLabelKey(section, field));
    if (found.length === 1) continue;
    complete = false;
    context.errors.push({
      sheet: sheet.name,
      row: header.number,
      column: found.length === 0 ? name : found.map((entry) => entry.label).join(", "),
      message:
        found.length === 0
          ? t("ddr.spreadsheet.columnMissing", { column: name })
          : t("ddr.spreadsheet.columnTwice", { column: name }),
    });
  }
  return complete ? block.columns.map((field) => byField.get(field)![0]!) : null;
}
