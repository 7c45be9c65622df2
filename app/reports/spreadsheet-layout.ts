/**
 * How the DDR template is laid out, shared by the writer and the reader: a sheet per section
 * found by a defined name that follows the sheet when it is renamed, a block per record and per
 * table (caption, header row, value rows), and the template's identity on its Info sheet: the
 * report it was made from, its unit system and the version of every section it started from.
 */
import type { UnitSystem } from "~/domain/units/systems";
import type { LookupOption, LookupOptions } from "~/sections/lookup-lists";
import {
  inputFields,
  tableLabelKey,
  type AnySection,
  type FieldDeclaration,
} from "~/sections/vocabulary";

type Translate = (key: string, params?: Record<string, unknown>) => string;

export const INFO_SHEET = "Info";
export const LISTS_SHEET = "Lists";
/** First cell of the template's identity on the Info sheet (hidden columns). */
export const TEMPLATE_MARK = "drillbook-ddr-template";
/** Raised when what the template carries changes; older files are refused. */
export const TEMPLATE_FORMAT = 2;
/** The Info sheet's identity block: its column (hidden) and its keys. */
export const IDENTITY_COLUMN = 8;
export const SECTION_KEY_PREFIX = "section:";

/** Empty rows each table offers under what is saved (never more than its limit allows). */
export const BLANK_TABLE_ROWS = 30;

/** One block of a sheet: the section's single record, or one of its tables. */
export interface Block {
  /** Table name; null for the single record. */
  table: string | null;
  captionKey: string;
  columns: FieldDeclaration[];
  /** Most rows the block takes: 1 for the record, the table's limit otherwise. */
  maxRows: number;
}

export function blocks(section: AnySection): Block[] {
  const result: Block[] = [];
  // A record of computed values only (totals) has nothing to type: no block.
  const recordColumns = inputFields(section.fields);
  if (recordColumns.length > 0) {
    result.push({ table: null, captionKey: section.labelKey, columns: recordColumns, maxRows: 1 });
  }
  for (const table of section.tables) {
    result.push({
      table: table.name,
      captionKey: tableLabelKey(section, table),
      columns: inputFields(table.columns),
      maxRows: table.maxRows,
    });
  }
  return result;
}

/** A sheet's name from the section title: at most 31 characters, none of : \ / ? * [ ]. */
export function sectionSheetName(section: AnySection, t: Translate): string {
  return sheetTitle(t(section.labelKey));
}

/** A sheet's name from a title: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetTitle(title: string): string {
  // Excel refuses these characters and names over 31 characters: "Leak-off / formation
  // integrity test" becomes "Leak-off-formation integrity", cut at a word, never mid-word.
  const name = title
    .replace(/\s*[:\\/?*[\]]\s*/g, "-")
    .replace(/\s+/g, " ")
    .trim();
  if (name.length <= 31) return name;
  const cut = name.slice(0, 32);
  const space = cut.lastIndexOf(" ");
  return (space > 10 ? cut.slice(0, space) : cut.slice(0, 31)).trim();
}

/** The workbook-level defined name that points at a section's sheet, whatever it is called. */
export function sectionDefinedName(section: AnySection): string {
  return `DDR_${section.id}`;
}

export function headerText(label: string, unit: string, required: boolean): string {
  return `${label}${unit ? ` (${unit})` : ""}${required ? " *" : ""}`;
}

/** 1 → "A", 27 → "AA". */
export function columnLetter(index: number): string {
  let n = index;
  let letters = "";
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** What the template says about itself (the Info sheet's hidden identity block). */
export interface TemplateIdentity {
  format: number;
  /** This download's own id: uploads of the same file may follow each other. */
  token: string;
  wellId: number;
  wellName: string;
  reportDate: string;
  unitSystem: UnitSystem;
  /** Per section id: the version the template started from (0: never saved) and its sheet. */
  sections: Record<string, { version: number; sheet: string }>;
}

/** The identity as rows of key and values, the way the Info sheet holds it. */
export function identityRows(identity: TemplateIdentity): (string | number)[][] {
  return [
    [TEMPLATE_MARK, identity.format],
    ["template", identity.token],
    ["wellId", identity.wellId],
    ["wellName", identity.wellName],
    ["reportDate", identity.reportDate],
    ["unitSystem", identity.unitSystem],
    ...Object.entries(identity.sections).map(([id, entry]) => [
      `${SECTION_KEY_PREFIX}${id}`,
      entry.version,
      entry.sheet,
    ]),
  ];
}

/** The options a field picks from (a lookup list or another screen's records), else null. */
export function optionsOf(
  declaration: FieldDeclaration,
  lookups: LookupOptions,
): LookupOption[] | null {
  if (declaration.kind === "lookup") return lookups[declaration.list] ?? [];
  if (declaration.kind === "reference") return lookups[declaration.to] ?? [];
  return null;
}
