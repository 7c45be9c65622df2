/**
 * One spreadsheet cell as the text a person would have typed into the form, in the uploader's
 * notation, or why it cannot be read. Layout is not data: a cell covered by a merge is empty (the
 * merge's value belongs to its first cell), a formula counts by its saved result, a formula error
 * or a formula never calculated is refused, a percentage shows what the cell shows (7.9 %, not
 * 0.079), and dates and times read alike in the 1900 and the 1904 date systems.
 */
import type ExcelJS from "exceljs";

import type { Language } from "~/domain/units/systems";
import type { LookupOptions } from "~/sections/lookup-lists";
import type { FieldDeclaration } from "~/sections/vocabulary";
import { writeUserNumber } from "~/units/parse-number";

import { optionsOf } from "./spreadsheet-layout";

type Translate = (key: string, params?: Record<string, unknown>) => string;

export type CellReading = { text: string } | { error: string; params?: Record<string, string> };

const pad = (value: number) => String(value).padStart(2, "0");

function clock(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The day 0 of the workbook's date system, where a time of day is counted from. */
function dayZero(date1904: boolean): number {
  return date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
}

function isPercentField(declaration: FieldDeclaration): boolean {
  return declaration.kind === "quantity" && declaration.quantity === "percent";
}

function fromDate(declaration: FieldDeclaration, value: Date, date1904: boolean): string {
  if (declaration.kind === "time") {
    // A time alone is a fraction of day 0; 24:00 is one whole day.
    const minutes = Math.round((value.getTime() - dayZero(date1904)) / 60_000);
    if (minutes >= 0 && minutes <= 1440) return clock(minutes);
    return clock(value.getUTCHours() * 60 + value.getUTCMinutes());
  }
  return value.toISOString().slice(0, 10);
}

function fromNumber(
  declaration: FieldDeclaration,
  value: number,
  numFmt: string | undefined,
  language: Language,
): CellReading {
  if (declaration.kind === "time" && value >= 0 && value <= 1) {
    return { text: clock(Math.round(value * 1440)) };
  }
  // A cell formatted as a percentage holds the fraction and shows the percentage.
  if (numFmt?.includes("%") && !/"[^"]*%[^"]*"/.test(numFmt)) {
    if (!isPercentField(declaration)) return { error: "ddr.spreadsheet.percentCell" };
    return { text: writeUserNumber(value * 100, language, 12) };
  }
  return { text: writeUserNumber(value, language) };
}

/** What is in a cell, with the workbook's date system, read for one field. */
export function readCell(
  cell: ExcelJS.Cell,
  declaration: FieldDeclaration,
  options: { language: Language; date1904: boolean },
): CellReading {
  // A merged range is one cell: its value is its first cell's, the cells it covers are empty.
  if (cell.isMerged && cell.master !== cell) return { text: "" };
  return readValue(cell.value, declaration, cell.numFmt, options);
}

function readValue(
  value: ExcelJS.CellValue,
  declaration: FieldDeclaration,
  numFmt: string | undefined,
  options: { language: Language; date1904: boolean },
): CellReading {
  if (value === null || value === undefined) return { text: "" };
  if (value instanceof Date) return { text: fromDate(declaration, value, options.date1904) };
  if (typeof value === "number") return fromNumber(declaration, value, numFmt, options.language);
  if (typeof value === "boolean") return { text: value ? "true" : "false" };
  if (typeof value === "string") return { text: percentText(declaration, value) };
  if ("error" in value)
    return { error: "ddr.spreadsheet.formulaError", params: { error: value.error } };
  if ("richText" in value) {
    return { text: percentText(declaration, value.richText.map((part) => part.text).join("")) };
  }
  if ("formula" in value || "sharedFormula" in value) {
    const result = (value as { result?: unknown }).result;
    // Written by a program that does not calculate: the value a person sees was never saved.
    if (result === undefined) return { error: "ddr.spreadsheet.formulaNoResult" };
    return readValue(result as ExcelJS.CellValue, declaration, numFmt, options);
  }
  if ("text" in value) return { text: String(value.text) };
  return { text: "" };
}

/** "7.9 %" typed as text in a percentage field is 7.9. */
function percentText(declaration: FieldDeclaration, text: string): string {
  return isPercentField(declaration) ? text.replace(/\s*%\s*$/, "") : text;
}

/** A cell's text for finding captions and headers (no field to read it for). */
export function plainText(cell: ExcelJS.Cell): string {
  if (cell.isMerged && cell.master !== cell) return "";
  const value = cell.value;
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ("richText" in value)
    return value.richText
      .map((part) => part.text)
      .join("")
      .trim();
  if ("formula" in value || "sharedFormula" in value) {
    const result = (value as { result?: unknown }).result;
    return result === undefined || result === null || typeof result === "object"
      ? ""
      : String(result).trim();
  }
  if ("text" in value) return String(value.text).trim();
  return "";
}

/** What the form would post for one cell's text, or an error key. */
export function formText(
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
    // The drop-down offers labels (of either language); a code typed by hand is as good.
    const lower = trimmed.toLowerCase();
    const match =
      options.find((o) => o.code === trimmed) ??
      options.find((o) => o.label.toLowerCase() === lower) ??
      options.find((o) => o.labelIndonesian?.toLowerCase() === lower) ??
      options.find((o) => o.code.toLowerCase() === lower);
    return { value: match ? match.code : trimmed };
  }
  return { value: trimmed };
}
