import type { Table } from "apache-arrow";

import type { Language, UnitSystem } from "~/domain/units/systems";

export interface ChartContext {
  /** Translates a key (the caller's i18next t). */
  t: (key: string, params?: Record<string, unknown>) => string;
  system: UnitSystem;
  language: Language;
  width: number;
  height: number;
}

/** The unit a series builder recorded for a column (schema metadata "unit:<column>"). */
export function columnUnit(table: Table, column: string): string {
  return table.schema.metadata.get(`unit:${column}`) ?? "";
}

export function axisLabel(ctx: ChartContext, key: string, unit: string): string {
  const label = ctx.t(key);
  return unit ? `${label} (${unit})` : label;
}

/** Rows of an Arrow table as plain objects, for Plot. */
export function rows<T = Record<string, unknown>>(table: Table): T[] {
  return table.toArray().map((row) => row.toJSON() as T);
}

/**
 * The link of each mark that comes from a report: the series' "href" template with the row's
 * date (or code) filled in. Rows without a date (a plan) get no link.
 */
export function hrefOf(table: Table): ((d: Record<string, unknown>) => string | null) | undefined {
  const template = table.schema.metadata.get("href");
  if (!template) return undefined;
  return (d) => {
    if (template.includes("{date}")) {
      return typeof d.date === "string" ? template.replace("{date}", d.date) : null;
    }
    return template.replace("{code}", encodeURIComponent(String(d.label ?? "")));
  };
}
