/**
 * What a filled template says about itself, read before anything else: the Info sheet's identity
 * (the report, the unit system, the version of every section it started from), and where each
 * section's sheet is, found by its defined name, the Info sheet's list or its title in either
 * language, so a renamed sheet or a template in the other language is still read.
 */
import type ExcelJS from "exceljs";

import { UNIT_SYSTEMS, type UnitSystem } from "~/domain/units/systems";
import { translator } from "~/i18n/resources.server";
import type { AnySection } from "~/sections/vocabulary";

import { plainText } from "./spreadsheet-cells";
import { normalise, sheetOfRange } from "./spreadsheet-headers";
import {
  INFO_SHEET,
  SECTION_KEY_PREFIX,
  sectionDefinedName,
  sectionSheetName,
  TEMPLATE_FORMAT,
  TEMPLATE_MARK,
  type TemplateIdentity,
} from "./spreadsheet-layout";

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Every language a template may have been made in. */
export const TRANSLATORS: Translate[] = [translator("en"), translator("id")];

/** The Info sheet: by its name, else the sheet holding the template's mark. */
export function infoSheet(workbook: ExcelJS.Workbook): ExcelJS.Worksheet | undefined {
  return (
    workbook.getWorksheet(INFO_SHEET) ??
    workbook.worksheets.find((sheet) => markCell(sheet) !== null)
  );
}

function markCell(sheet: ExcelJS.Worksheet): ExcelJS.Cell | null {
  let mark: ExcelJS.Cell | null = null;
  const last = Math.min(sheet.rowCount, 50);
  for (let r = 1; r <= last && !mark; r++) {
    sheet.getRow(r).eachCell((cell) => {
      if (!mark && plainText(cell) === TEMPLATE_MARK) mark = cell;
    });
  }
  return mark;
}

/** The template's identity block, "missing" when the file has none, "old" for another format. */
export function readIdentity(workbook: ExcelJS.Workbook): TemplateIdentity | "missing" | "old" {
  const sheet = infoSheet(workbook);
  const mark = sheet ? markCell(sheet) : null;
  if (!sheet || !mark) return "missing";
  const row = Number(mark.row);
  const column = Number(mark.col);
  const value = (r: number, offset: number) => plainText(sheet.getCell(r, column + offset));
  if (Number(value(row, 1)) !== TEMPLATE_FORMAT) return "old";
  const entries = new Map<string, string[]>();
  for (let r = row + 1; value(r, 0) !== ""; r++)
    entries.set(value(r, 0), [value(r, 1), value(r, 2)]);
  const unitSystem = entries.get("unitSystem")?.[0] as UnitSystem | undefined;
  const wellId = Number(entries.get("wellId")?.[0]);
  const reportDate = entries.get("reportDate")?.[0] ?? "";
  const token = entries.get("template")?.[0] ?? "";
  if (
    !unitSystem ||
    !UNIT_SYSTEMS.includes(unitSystem) ||
    !Number.isInteger(wellId) ||
    !reportDate ||
    !token
  ) {
    return "missing";
  }
  const sections: TemplateIdentity["sections"] = {};
  for (const [key, [version, name]] of entries) {
    if (!key.startsWith(SECTION_KEY_PREFIX)) continue;
    sections[key.slice(SECTION_KEY_PREFIX.length)] = {
      version: Number(version),
      sheet: name ?? "",
    };
  }
  return {
    format: TEMPLATE_FORMAT,
    token,
    wellId,
    wellName: entries.get("wellName")?.[0] ?? "",
    reportDate,
    unitSystem,
    sections,
  };
}

/**
 * Each section's sheet: the defined name the template gave it (it follows a renamed sheet), else
 * the sheet the Info sheet lists, else a sheet titled as the section in either language.
 */
export function findSectionSheets(
  workbook: ExcelJS.Workbook,
  sections: readonly AnySection[],
  identity: TemplateIdentity,
): Map<AnySection, ExcelJS.Worksheet> {
  const named = new Map<string, string>();
  for (const entry of workbook.definedNames.model as { name: string; ranges: string[] }[]) {
    const sheet = entry.ranges[0] ? sheetOfRange(entry.ranges[0]) : null;
    if (sheet) named.set(entry.name, sheet);
  }
  const byNormalisedName = new Map(workbook.worksheets.map((s) => [normalise(s.name), s]));
  const found = new Map<AnySection, ExcelJS.Worksheet>();
  const taken = new Set<ExcelJS.Worksheet>();
  for (const section of sections) {
    const candidates = [
      named.get(sectionDefinedName(section)),
      identity.sections[section.id]?.sheet,
      ...TRANSLATORS.map((t) => sectionSheetName(section, t)),
    ];
    for (const name of candidates) {
      const sheet = name
        ? (workbook.getWorksheet(name) ?? byNormalisedName.get(normalise(name)))
        : undefined;
      if (sheet && !taken.has(sheet)) {
        found.set(section, sheet);
        taken.add(sheet);
        break;
      }
    }
  }
  return found;
}
