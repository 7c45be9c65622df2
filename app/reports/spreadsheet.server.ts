/**
 * The DDR as a spreadsheet to fill in: a template derived from the section declarations (a sheet
 * per section, a block per record and per table, headers with the user's units, lookup lists as
 * in-cell drop-downs) and the reading of a filled one back into the values the editor posts, so
 * the same derived schema and cross-row rules judge it.
 */
import ExcelJS from "exceljs";

import { translateError } from "~/components/field-errors";
import type { Language, UnitSystem } from "~/domain/units/systems";
import { DDR_SECTIONS } from "~/sections";
import type { LookupOption, LookupOptions } from "~/sections/lookup-lists";
import { cellValue, fieldUnit } from "~/sections/display";
import { sectionSchema } from "~/sections/schema";
import {
  inputFields,
  tableLabelKey,
  fieldLabelKey,
  type AnySection,
  type FieldDeclaration,
  type SectionContext,
  type StoredRow,
  type StoredSectionValue,
} from "~/sections/vocabulary";

import { loadDdr, saveDdrSections, sectionValidationInput, type DdrActor } from "./ddr.server";

import type { SheetError } from "./spreadsheet-limits";

export { MAX_UPLOAD_BYTES } from "./spreadsheet-limits";
export type { SheetError } from "./spreadsheet-limits";

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Empty rows each table offers under what is saved. */
const BLANK_TABLE_ROWS = 30;
const INFO_SHEET = "Info";
const LISTS_SHEET = "Lists";

/** One block of a sheet: the section's single record, or one of its tables. */
interface Block {
  table: string | null;
  captionKey: string;
  columns: FieldDeclaration[];
}

function blocks(section: AnySection): Block[] {
  const result: Block[] = [];
  if (section.fields.length > 0) {
    result.push({
      table: null,
      captionKey: section.labelKey,
      columns: inputFields(section.fields),
    });
  }
  for (const table of section.tables) {
    result.push({
      table: table.name,
      captionKey: tableLabelKey(section, table),
      columns: inputFields(table.columns),
    });
  }
  return result;
}

/** A sheet's name from the section title: at most 31 characters, none of : \ / ? * [ ]. */
export function sectionSheetName(section: AnySection, t: Translate): string {
  return t(section.labelKey)
    .replace(/[:\\/?*[\]]/g, " ")
    .slice(0, 31);
}

function headerText(label: string, unit: string, required: boolean) {
  return `${label}${unit ? ` (${unit})` : ""}${required ? " *" : ""}`;
}

function optionsOf(declaration: FieldDeclaration, lookups: LookupOptions): LookupOption[] | null {
  if (declaration.kind === "lookup") return lookups[declaration.list] ?? [];
  if (declaration.kind === "reference") return lookups[declaration.to] ?? [];
  return null;
}

function columnLetter(index: number): string {
  let n = index;
  let letters = "";
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** A stored value as the template's cell shows it: numbers in the user's units, labels for codes. */
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
  wellName: string;
  reportDate: string;
  reportNo: number;
  /** What is saved now, so the template starts from it. */
  values: Record<string, StoredSectionValue>;
  lookups: LookupOptions;
  system: UnitSystem;
  t: Translate;
}

/** The template workbook of one report. */
export async function ddrTemplateWorkbook(input: TemplateInput): Promise<ArrayBuffer> {
  const { sections, values, lookups, system, t } = input;
  const workbook = new ExcelJS.Workbook();
  const info = workbook.addWorksheet(INFO_SHEET);
  info.addRows([
    [t("ddr.spreadsheet.well"), input.wellName],
    [t("ddr.spreadsheet.date"), input.reportDate],
    [t("ddr.spreadsheet.reportNo"), input.reportNo],
    [t("ddr.spreadsheet.unitSystem"), system],
    [],
    [t("ddr.spreadsheet.howTo")],
  ]);
  info.getColumn(1).width = 24;
  info.getColumn(2).width = 28;
  info.getColumn(1).font = { bold: true };

  // Every list lives on a hidden sheet; drop-downs reference its ranges (no 255-character limit).
  const lists = workbook.addWorksheet(LISTS_SHEET, { state: "hidden" });
  const listRanges = new Map<string, string>();
  let listColumn = 0;
  const listRange = (key: string, labels: string[]): string => {
    const known = listRanges.get(key);
    if (known) return known;
    listColumn += 1;
    const letter = columnLetter(listColumn);
    lists.getCell(`${letter}1`).value = key;
    labels.forEach((label, index) => {
      lists.getCell(`${letter}${index + 2}`).value = label;
    });
    const range = `'${LISTS_SHEET}'!$${letter}$2:$${letter}$${Math.max(labels.length + 1, 2)}`;
    listRanges.set(key, range);
    return range;
  };

  for (const section of sections) {
    const sheet = workbook.addWorksheet(sectionSheetName(section, t));
    const stored = values[section.id] ?? null;
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
      const dataRows = block.table === null ? 1 : rows.length + BLANK_TABLE_ROWS;
      for (let offset = 0; offset < dataRows; offset++) {
        const values = rows[offset];
        block.columns.forEach((declaration, index) => {
          const cell = sheet.getCell(row + offset, index + 1);
          if (values)
            cell.value = templateCell(declaration, values[declaration.name], system, lookups, t);
          // Typed text stays text: Excel would turn "06:00" or a date into a serial number.
          if (
            ["text", "longText", "date", "time", "lookup", "reference"].includes(declaration.kind)
          ) {
            cell.numFmt = "@";
          }
          const options = optionsOf(declaration, lookups);
          if (options) {
            const key =
              declaration.kind === "lookup"
                ? declaration.list
                : declaration.kind === "reference"
                  ? declaration.to
                  : "";
            cell.dataValidation = {
              type: "list",
              allowBlank: true,
              formulae: [
                listRange(
                  key,
                  options.map((o) => o.label),
                ),
              ],
            };
          } else if (declaration.kind === "boolean") {
            cell.dataValidation = {
              type: "list",
              allowBlank: true,
              formulae: [listRange("yesNo", [t("common.yes"), t("common.no")])],
            };
          }
        });
      }
      row += dataRows + 1;
    }
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as unknown as ArrayLike<number>).slice().buffer;
}

export interface ReadInput {
  sections: readonly AnySection[];
  system: UnitSystem;
  language: Language;
  context: SectionContext;
  lookups: LookupOptions;
  t: Translate;
}

export type ReadResult =
  | { ok: true; values: { section: AnySection; value: StoredSectionValue }[] }
  | { ok: false; errors: SheetError[] };

/** A cell as the text a person typed (numbers without grouping, dates "YYYY-MM-DD"). */
function cellText(declaration: FieldDeclaration, value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) {
    if (declaration.kind === "time") {
      // Excel keeps a time as a fraction of a day from 1899-12-30; 24:00 is one whole day.
      const minutes = Math.round((value.getTime() - Date.UTC(1899, 11, 30)) / 60_000);
      if (minutes >= 0 && minutes <= 1440) {
        return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
      }
    }
    return value.toISOString().slice(0, 10);
  }
  if (typeof value === "number") {
    if (declaration.kind === "time" && value >= 0 && value <= 1) {
      const minutes = Math.round(value * 1440);
      return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    }
    // No exponent: the form's number rule knows digits and one decimal point only.
    return Number.isInteger(value)
      ? String(value)
      : value.toFixed(10).replace(/0+$/, "").replace(/\.$/, "");
  }
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("result" in value)
      return cellText(declaration, (value.result ?? null) as ExcelJS.CellValue);
    if ("text" in value) return String(value.text);
    return "";
  }
  return String(value);
}

/** What the form would post for one cell, or an error key. */
function formText(
  declaration: FieldDeclaration,
  text: string,
  lookups: LookupOptions,
  t: Translate,
): { value: string | undefined } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { value: undefined };
  if (declaration.kind === "boolean") {
    const lower = trimmed.toLowerCase();
    const yes = ["true", "on", "1", "yes", "y", "ya", t("common.yes").toLowerCase()];
    const no = ["false", "off", "0", "no", "n", "tidak", t("common.no").toLowerCase()];
    if (yes.includes(lower)) return { value: "on" };
    if (no.includes(lower)) return { value: undefined };
    return { error: "ddr.spreadsheet.yesNo" };
  }
  const options = optionsOf(declaration, lookups);
  if (options) {
    // The drop-down offers labels; a code typed by hand is as good.
    const lower = trimmed.toLowerCase();
    const match =
      options.find((o) => o.code === trimmed) ??
      options.find((o) => o.label.toLowerCase() === lower) ??
      options.find((o) => o.code.toLowerCase() === lower);
    return { value: match ? match.code : trimmed };
  }
  return { value: trimmed };
}

interface Located {
  sheet: string;
  /** Form path ("field" or "table.index.field") → spreadsheet row and column. */
  cells: Map<string, { row: number; column: string }>;
  blockRows: Map<string, number[]>;
}

/** Reads a filled template; every problem is collected, nothing is judged valid in part. */
export async function readDdrWorkbook(bytes: ArrayBuffer, input: ReadInput): Promise<ReadResult> {
  const { sections, lookups, t } = input;
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes);
  } catch {
    return {
      ok: false,
      errors: [{ sheet: "", row: null, column: null, message: t("ddr.spreadsheet.notXlsx") }],
    };
  }
  const errors: SheetError[] = [];
  const values: { section: AnySection; value: StoredSectionValue }[] = [];

  for (const section of sections) {
    const name = sectionSheetName(section, t);
    const sheet = workbook.getWorksheet(name);
    if (!sheet) continue;
    const sectionBlocks = blocks(section);
    const captions = new Set(sectionBlocks.map((block) => t(block.captionKey)));
    const located: Located = { sheet: name, cells: new Map(), blockRows: new Map() };
    const formValue: Record<string, unknown> = {};
    let anything = false;
    for (const block of sectionBlocks) {
      const caption = t(block.captionKey);
      let captionRow = 0;
      for (let r = 1; r <= sheet.rowCount; r++) {
        if (cellText({ kind: "text", name: "" }, sheet.getCell(r, 1).value).trim() === caption) {
          captionRow = r;
          break;
        }
      }
      if (!captionRow) {
        errors.push({
          sheet: name,
          row: null,
          column: null,
          message: t("ddr.spreadsheet.tableMissing", { table: caption }),
        });
        continue;
      }
      const headers = block.columns.map((declaration, index) => {
        const letter = columnLetter(index + 1);
        return `${letter} · ${t(fieldLabelKey(section, declaration))}`;
      });
      // Data rows run from under the header to the next block's caption (rows may be inserted).
      const rows: { number: number; record: Record<string, string | undefined> }[] = [];
      for (let r = captionRow + 2; r <= sheet.rowCount; r++) {
        const first = cellText({ kind: "text", name: "" }, sheet.getCell(r, 1).value).trim();
        if (r > captionRow + 2 && captions.has(first)) break;
        const record: Record<string, string | undefined> = {};
        let typed = false;
        block.columns.forEach((declaration, index) => {
          const text = cellText(declaration, sheet.getCell(r, index + 1).value);
          const read = formText(declaration, text, lookups, t);
          if ("error" in read) {
            errors.push({ sheet: name, row: r, column: headers[index]!, message: t(read.error) });
            typed = true;
            return;
          }
          if (text.trim() !== "") typed = true;
          record[declaration.name] = read.value;
        });
        if (block.table === null) {
          rows.push({ number: r, record });
          if (typed) anything = true;
          break;
        }
        if (typed) {
          rows.push({ number: r, record });
          anything = true;
        }
      }
      if (block.table === null) {
        const only = rows[0];
        if (only) {
          Object.assign(formValue, only.record);
          block.columns.forEach((declaration, index) =>
            located.cells.set(declaration.name, { row: only.number, column: headers[index]! }),
          );
        }
      } else {
        formValue[block.table] = rows.map((entry) => entry.record);
        located.blockRows.set(
          block.table,
          rows.map((entry) => entry.number),
        );
        rows.forEach((entry, rowIndex) =>
          block.columns.forEach((declaration, index) =>
            located.cells.set(`${block.table}.${rowIndex}.${declaration.name}`, {
              row: entry.number,
              column: headers[index]!,
            }),
          ),
        );
      }
    }
    // A sheet nobody filled keeps what is saved.
    if (!anything) continue;
    const parsed = sectionSchema(section, {
      system: input.system,
      language: input.language,
      context: input.context,
      lookups,
    }).safeParse(formValue);
    if (parsed.success) {
      values.push({ section, value: parsed.data });
      continue;
    }
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      const cell = located.cells.get(path.join("."));
      const rowOnly =
        path.length >= 2 ? (located.blockRows.get(path[0]!)?.[Number(path[1])] ?? null) : null;
      errors.push({
        sheet: name,
        row: cell?.row ?? rowOnly,
        column: cell?.column ?? null,
        message: translateError(t, issue.message),
      });
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  if (values.length === 0) {
    return {
      ok: false,
      errors: [{ sheet: "", row: null, column: null, message: t("ddr.spreadsheet.nothing") }],
    };
  }
  return { ok: true, values };
}

export type UploadResult =
  | { ok: true; saved: number }
  | { ok: false; reason: "notFound" | "notEditable" | "conflict" }
  | { ok: false; reason: "invalid"; errors: SheetError[] };

/**
 * A filled template for one report: read and judged in full, then every filled section saved in
 * one transaction; nothing is saved when anything is wrong.
 */
export async function uploadDdrWorkbook(
  actor: DdrActor,
  reportId: number,
  bytes: ArrayBuffer,
  options: { system: UnitSystem; language: Language; t: Translate },
): Promise<UploadResult> {
  const input = await sectionValidationInput(actor.orgId, reportId);
  const document = input ? await loadDdr(actor.orgId, reportId) : null;
  if (!input || !document) return { ok: false, reason: "notFound" };
  const read = await readDdrWorkbook(bytes, {
    sections: DDR_SECTIONS as readonly AnySection[],
    ...options,
    context: input.context,
    lookups: input.lookups,
  });
  if (!read.ok) return { ok: false, reason: "invalid", errors: read.errors };
  const saved = await saveDdrSections(
    actor,
    reportId,
    read.values.map(({ section, value }) => ({
      section,
      value,
      expectedVersion: document.saved[section.id]?.version ?? 0,
    })),
  );
  return saved.ok ? { ok: true, saved: saved.versions.length } : saved;
}

/** The template of one report, prefilled with what is saved. */
export async function ddrTemplateFor(
  orgId: number,
  reportId: number,
  options: { system: UnitSystem; t: Translate },
): Promise<{ bytes: ArrayBuffer; filename: string } | null> {
  const document = await loadDdr(orgId, reportId);
  if (!document) return null;
  const bytes = await ddrTemplateWorkbook({
    sections: DDR_SECTIONS as readonly AnySection[],
    wellName: document.well.name,
    reportDate: document.header.reportDate,
    reportNo: document.header.reportNo,
    values: Object.fromEntries(
      Object.entries(document.saved).map(([id, entry]) => [id, entry.value]),
    ),
    lookups: document.lookups,
    system: options.system,
    t: options.t,
  });
  const filename = `DDR-template-${document.well.name}-${document.header.reportDate}.xlsx`.replace(
    /[^\w.-]+/g,
    "_",
  );
  return { bytes, filename };
}
