/**
 * How stored section values read on screen, in exports and in the spreadsheet template: unit
 * labels per field and values formatted in the user's units and language.
 */
import { formatUsd, parseMoney } from "~/domain/money/decimal";
import { precisionDigits, roundToPrecision } from "~/domain/units/precision";
import type { Language, UnitSystem } from "~/domain/units/systems";
import { toSI, unitLabel } from "~/domain/units/units";
import { formatDate, formatNumber } from "~/i18n/i18n";
import { displayValue, formatQuantity } from "~/units/format";

import { codeLabel, type LookupOptions } from "./lookup-labels";
import {
  fieldLabelKey,
  tableLabelKey,
  type AnySection,
  type FieldDeclaration,
  type StoredRow,
} from "./vocabulary";

/** The unit shown next to a field ("ft", "USD/m"), or "" for none. */
export function fieldUnit(declaration: FieldDeclaration, system: UnitSystem): string {
  switch (declaration.kind) {
    case "quantity":
      return declaration.suffix ?? unitLabel(declaration.quantity, system);
    case "money":
      return "USD";
    case "costPerLength":
      return `USD/${unitLabel("length", system)}`;
    case "integer":
    case "text":
    case "longText":
    case "date":
    case "time":
    case "lookup":
    case "reference":
    case "boolean":
      return "";
    default: {
      const exhaustive: never = declaration;
      return exhaustive;
    }
  }
}

type Translate = (key: string) => string;

/** A stored value as text for a person, without the unit (the column header carries it). */
export function formatFieldValue(
  declaration: FieldDeclaration,
  value: StoredRow[string] | undefined,
  options: { system: UnitSystem; language: Language; t: Translate; lookups?: LookupOptions },
): string {
  if (value === null || value === undefined) return "";
  const { system, language, t } = options;
  switch (declaration.kind) {
    case "quantity":
      // A difference of equal depths can come out as -1e-13: show it as the 0 it is.
      return typeof value === "number"
        ? formatQuantity(
            declaration.quantity,
            Math.abs(value) < 1e-9 ? 0 : value,
            system,
            language,
            { withUnit: false, roundDown: declaration.roundDown },
          )
        : "";
    case "integer":
      return typeof value === "number" ? formatNumber(value, language, 0) : "";
    case "money":
      return formatUsd(parseMoney(String(value)));
    case "costPerLength":
      // Stored per metre; shown per the user's length unit.
      return typeof value === "number"
        ? formatNumber(value * toSI("length", 1, system), language, 2)
        : "";
    case "date":
      return formatDate(String(value), language);
    case "boolean":
      return value ? t("common.yes") : t("common.no");
    case "lookup":
      return codeLabel(options.lookups?.[declaration.list], String(value), language);
    case "reference":
      return codeLabel(options.lookups?.[declaration.to], String(value), language);
    case "text":
    case "longText":
    case "time":
      return String(value);
    default: {
      const exhaustive: never = declaration;
      return exhaustive;
    }
  }
}

/**
 * A value for a spreadsheet cell (template and exports) in the user's unit, rounded to the
 * precision of its quantity as a form shows it: what was typed comes back as typed (78, not the
 * 78.00000000000006 the conversion from SI and back leaves).
 */
export function cellValue(
  declaration: FieldDeclaration,
  value: StoredRow[string] | undefined,
  system: UnitSystem,
): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  switch (declaration.kind) {
    case "quantity": {
      const shown =
        typeof value === "number" ? displayValue(declaration.quantity, value, system) : null;
      return shown === null
        ? null
        : roundToPrecision(
            declaration.quantity,
            shown,
            system,
            declaration.roundDown ? "down" : "nearest",
          );
    }
    case "money":
      return Number(value);
    case "costPerLength":
      return typeof value === "number" ? value * toSI("length", 1, system) : null;
    case "integer":
    case "reference":
    case "boolean":
    case "text":
    case "longText":
    case "date":
    case "time":
    case "lookup":
      return value;
    default: {
      const exhaustive: never = declaration;
      return exhaustive;
    }
  }
}

/** Decimals a spreadsheet cell shows for a field: as many as its value is rounded to. */
export function cellDigits(declaration: FieldDeclaration, system: UnitSystem): number {
  if (declaration.kind === "quantity") return precisionDigits(declaration.quantity, system);
  if (declaration.kind === "money" || declaration.kind === "costPerLength") return 2;
  return 0;
}

/** One column of a section in a spreadsheet (template, export, upload). */
export interface SectionColumn {
  section: string;
  /** null for the section's single-record fields. */
  table: string | null;
  field: FieldDeclaration;
  labelKey: string;
  /** Translation key of the record or table the column belongs to. */
  groupLabelKey: string;
  unit: string;
  required: boolean;
  computed: boolean;
}

/** Every column of a section, with units in the user's system: the template's headers. */
export function sectionColumns(section: AnySection, system: UnitSystem): SectionColumn[] {
  const column = (
    table: string | null,
    groupLabelKey: string,
    f: FieldDeclaration,
  ): SectionColumn => ({
    section: section.id,
    table,
    field: f,
    labelKey: fieldLabelKey(section, f),
    groupLabelKey,
    unit: fieldUnit(f, system),
    required: f.required === true,
    computed: f.computed === true,
  });
  return [
    ...section.fields.map((f) => column(null, section.labelKey, f)),
    ...section.tables.flatMap((table) =>
      table.columns.map((f) => column(table.name, tableLabelKey(section, table), f)),
    ),
  ];
}
