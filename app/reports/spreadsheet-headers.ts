/**
 * Finding things in a filled template by what they say rather than where they stand: a section's
 * sheet by its defined name, the Info sheet's list or its title in either language; a block by
 * its caption; a column by its header ("MD to (ft) *") in either language, with the unit the
 * header names checked against the file's unit system.
 */
import type { UnitSystem } from "~/domain/units/systems";
import { fieldUnit } from "~/sections/display";
import { fieldLabelKey, type AnySection, type FieldDeclaration } from "~/sections/vocabulary";

import type { Block } from "./spreadsheet-layout";

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Case, spacing and the required mark do not matter when comparing what a cell says. */
export function normalise(text: string): string {
  return text
    .replace(/\s*\*\s*$/, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLocaleLowerCase();
}

/** The sheet a workbook-level defined name points at: "'Mud ''A'''!$A$1" → "Mud 'A'". */
export function sheetOfRange(range: string): string | null {
  const quoted = /^'((?:[^']|'')+)'!/.exec(range);
  if (quoted) return quoted[1]!.replace(/''/g, "'");
  const plain = /^([^!']+)!/.exec(range);
  return plain ? plain[1]! : null;
}

export type HeaderMatch =
  | { kind: "field"; field: FieldDeclaration }
  | { kind: "wrongUnit"; field: FieldDeclaration; unit: string; expected: string }
  | { kind: "unknown" };

/** Reads a block's header cells against its columns' labels in every language. */
export function headerMatcher(
  section: AnySection,
  block: Block,
  system: UnitSystem,
  translators: readonly Translate[],
): (header: string) => HeaderMatch {
  const byLabel = new Map<string, FieldDeclaration>();
  for (const t of translators) {
    for (const field of block.columns)
      byLabel.set(normalise(t(fieldLabelKey(section, field))), field);
  }
  return (header) => {
    const text = normalise(header);
    const whole = byLabel.get(text);
    if (whole) return { kind: "field", field: whole };
    // "Flow rate (gpm)": the label, then the unit in brackets (labels may hold brackets too).
    const unitAt = /\s*\(([^()]*)\)$/.exec(text);
    if (!unitAt) return { kind: "unknown" };
    const field = byLabel.get(text.slice(0, unitAt.index));
    if (!field) return { kind: "unknown" };
    const unit = unitAt[1]!.trim();
    const expected = fieldUnit(field, system);
    if (unit === normalise(expected)) return { kind: "field", field };
    return { kind: "wrongUnit", field, unit, expected };
  };
}

/** Caption texts of a section's blocks in every language, to the block each names. */
export function captionFinder(
  blocks: readonly Block[],
  translators: readonly Translate[],
): (text: string) => Block | undefined {
  const byCaption = new Map<string, Block>();
  for (const t of translators) {
    for (const block of blocks) byCaption.set(normalise(t(block.captionKey)), block);
  }
  return (text) => byCaption.get(normalise(text));
}
