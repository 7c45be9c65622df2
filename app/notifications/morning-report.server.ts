/**
 * The approved daily report as it is mailed: the consolidated report laid out once as labelled
 * blocks, read by the mail's text and by its PDF alike, in the reader's language and units.
 */
import type { Language, UnitSystem } from "~/domain/units/systems";
import { formatDate } from "~/i18n/i18n";
import type { DdrDocument } from "~/reports/report-load.server";
import { DDR_SECTIONS } from "~/sections";
import { fieldUnit, formatFieldValue } from "~/sections/display";
import {
  fieldLabelKey,
  tableLabelKey,
  type AnySection,
  type StoredRow,
} from "~/sections/vocabulary";

type Translate = (key: string, params?: Record<string, unknown>) => string;

export interface ReportTable {
  title: string;
  headings: string[];
  rows: string[][];
}

export interface ReportBlock {
  title: string;
  facts: [string, string][];
  tables: ReportTable[];
}

export interface MorningReportLayout {
  title: string;
  summary: [string, string][];
  blocks: ReportBlock[];
}

function withUnit(label: string, unit: string): string {
  return unit ? `${label} (${unit})` : label;
}

export function morningReportLayout(
  document: DdrDocument,
  t: Translate,
  system: UnitSystem,
  language: Language,
): MorningReportLayout {
  const { header, well, values, lookups } = document;
  const options = { system, language, t, lookups };
  const blocks = (DDR_SECTIONS as readonly AnySection[]).flatMap((section): ReportBlock[] => {
    const value = values[section.id];
    if (!value) return [];
    const facts = section.fields
      .map((f): [string, string] => [
        withUnit(t(fieldLabelKey(section, f)), fieldUnit(f, system)),
        formatFieldValue(f, value[f.name] as StoredRow[string], options),
      ])
      .filter(([, shown]) => shown !== "");
    const tables = section.tables
      .map((table) => ({
        title: t(tableLabelKey(section, table)),
        headings: table.columns.map((c) =>
          withUnit(t(fieldLabelKey(section, c)), fieldUnit(c, system)),
        ),
        rows: ((value[table.name] as StoredRow[] | undefined) ?? []).map((row) =>
          table.columns.map((c) => formatFieldValue(c, row[c.name], options)),
        ),
      }))
      .filter((table) => table.rows.length > 0);
    return facts.length + tables.length > 0 ? [{ title: t(section.labelKey), facts, tables }] : [];
  });
  return {
    title: `${t("ddr.consolidated.title")} — ${well.name} #${header.reportNo}`,
    summary: [
      [t("ddr.consolidated.well"), well.name],
      [t("ddr.consolidated.field"), `${well.fieldName} / ${well.padName}`],
      [t("ddr.consolidated.reportNo"), String(header.reportNo)],
      [t("ddr.consolidated.reportDate"), formatDate(header.reportDate, language)],
      [t("ddr.consolidated.preparedBy"), header.createdBy ?? ""],
      [t("ddr.consolidated.approvedBy"), header.approvedBy ?? ""],
    ],
    blocks,
  };
}

/** The layout as plain text for the mail body. */
export function morningReportText(layout: MorningReportLayout): string {
  const lines = [layout.title, "=".repeat(layout.title.length), ""];
  for (const [label, value] of layout.summary) lines.push(`${label}: ${value}`);
  for (const block of layout.blocks) {
    lines.push("", block.title, "-".repeat(block.title.length));
    for (const [label, value] of block.facts) lines.push(`${label}: ${value}`);
    for (const table of block.tables) {
      lines.push("", `${table.title}:`);
      for (const row of table.rows) {
        lines.push(`  - ${row.map((cell, i) => `${table.headings[i]}: ${cell}`).join("; ")}`);
      }
    }
  }
  return lines.join("\n");
}
