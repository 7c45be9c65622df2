import { expect, type Locator, type Page } from "@playwright/test";

import { fromSI, unitSystemFromStandard, type UnitSystem } from "../../app/domain/units";
import {
  fieldLabelKey,
  inputFields,
  tableLabelKey,
  type AnySection,
  type FieldDeclaration,
} from "../../app/sections/vocabulary";
import { writeUserNumber } from "../../app/units/parse-number";

import { cell, languages, openSection, say } from "./ddr-fixtures";

// What an engineer types into a report form, worked out from the form's own declaration: a
// valid value for every required field and one row in every table, written in the user's unit
// system and language. The values agree with each other the way the sections' rules want
// (a bottom below its top, TVD above MD, a casing inside its hole).

type Language = keyof typeof languages;

/** A value in SI for a quantity, by what its name says it is, kept inside the field's limits. */
function siValue(field: FieldDeclaration & { kind: "quantity" }): number {
  const name = field.name.toLowerCase();
  const byKind: Partial<Record<string, number>> = {
    // 12¼ in hole, 9⅝ in casing
    diameter: name.includes("hole") ? 0.31115 : 0.24448,
    pressure: name.includes("sicp") ? 4.5e6 : 3.4e6,
    volume: 1.9,
    density: 1200,
    percent: 30,
    temperature: 350,
    flowRate: 0.02,
    duration: 3600,
  };
  let value = byKind[field.quantity];
  if (value === undefined && field.quantity === "length") {
    if (name.includes("bottom")) value = 1218;
    else if (name.includes("tvd")) value = 1100;
    else if (/md|top|depth/.test(name)) value = 1200;
    else value = 9;
  }
  value ??= 10;
  if (field.min !== undefined) value = Math.max(value, field.min);
  if (field.max !== undefined) value = Math.min(value, field.max);
  return value;
}

/** What the user types for a field: numbers in their units and with their decimal mark. */
function typedValue(field: FieldDeclaration, system: UnitSystem, language: Language): string {
  switch (field.kind) {
    case "quantity": {
      const shown = fromSI(field.quantity, siValue(field), system);
      return writeUserNumber(Math.round(shown * 1000) / 1000, language);
    }
    case "integer":
      return String(Math.max(1, field.min ?? 1));
    case "time":
      return /end|to/i.test(field.name) ? "08:00" : "06:00";
    case "money":
      return writeUserNumber(100, language);
    default:
      return `Test ${field.name}`;
  }
}

/** The user's unit system, as their settings panel has it. */
export async function unitSystemOf(page: Page): Promise<UnitSystem> {
  const toggle = page.locator('[aria-controls="settings-panel"]');
  const panel = page.locator("#settings-panel");
  const wasClosed = await panel.isHidden();
  if (wasClosed) await toggle.click();
  const standard = await panel.locator('input[name="unitStandard"]:checked').getAttribute("value");
  if (wasClosed) await toggle.click();
  return unitSystemFromStandard(standard === null ? null : Number(standard));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A field of a section by its label as the form writes it: the name, its unit, a required mark. */
export const labelled = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escape(label)}( \\([^)]*\\))?( \\*)?$`));

async function fillControl(
  control: Locator,
  field: FieldDeclaration,
  system: UnitSystem,
  language: Language,
) {
  if (field.kind === "lookup" || field.kind === "reference") {
    // The organisation's first code on the list (the blank choice says "none").
    const first = await control.locator('option:not([value=""])').first().getAttribute("value");
    expect(first, `a choice for ${field.name}`).toBeTruthy();
    await control.selectOption(first!);
  } else if (field.kind === "boolean") {
    await control.check();
  } else {
    await control.fill(typedValue(field, system, language));
  }
}

/**
 * Fills what the declaration says a section needs: each required field (or the first field of a
 * section that requires none and has no table) and one row of each table with its required
 * columns (or its first column). Returns whether anything was typed.
 */
export async function fillSection(
  page: Page,
  declared: AnySection,
  system: UnitSystem,
  language: Language,
): Promise<void> {
  const dictionary = languages[language];
  const scope = await openSection(page, declared.id);
  const fields = inputFields(declared.fields);
  const required = fields.filter((field) => field.required);
  const toFill = required.length > 0 || declared.tables.length > 0 ? required : fields.slice(0, 1);
  for (const field of toFill) {
    const label = say(dictionary, fieldLabelKey(declared, field));
    await fillControl(labelled(scope, label), field, system, language);
  }
  for (const table of declared.tables) {
    const caption = say(dictionary, tableLabelKey(declared, table));
    const group = scope.getByRole("group", { name: caption, exact: true });
    await group.getByRole("button", { name: dictionary.ddr.editor.addRow }).click();
    const columns = inputFields(table.columns);
    const requiredColumns = columns.filter((column) => column.required);
    for (const column of requiredColumns.length > 0 ? requiredColumns : columns.slice(0, 1)) {
      const label = say(dictionary, fieldLabelKey(declared, column));
      const rows = await group.locator("tbody tr").count();
      await fillControl(cell(group, dictionary, label, rows), column, system, language);
    }
  }
}
