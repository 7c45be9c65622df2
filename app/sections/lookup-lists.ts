/**
 * The lookup lists ("combos" in the product spec) that report fields pick from, with the standard
 * values each organisation starts with (DOMAIN.md §2–§3). An administrator edits them per
 * organisation; stored rows keep the code, so renaming a label never changes saved reports.
 *
 * The standard values are data, in lookup-standard-values.json, list by list in the order the
 * administrator's screen shows them (decision 086). Among them: the planner's phase codes
 * (app/domain/cost/phases.ts), so cost lines and AFE lines agree; a small common set of the
 * operator-defined IADC sub-codes (DOMAIN.md §3) to start from; hole and casing sizes coded by
 * their inch values, as diameters are in inches in every unit system; the IADC dull grading codes
 * of a pulled bit; the code lists of the drilling-activity and subsurface reports (DOMAIN.md §2b).
 */

import type { Language } from "~/domain/units/systems";

import { optionLabel, type LookupOption, type LookupOptions } from "./lookup-labels";
import { seedsFromRows } from "./lookup-seeds";
import standardValues from "./lookup-standard-values.json";

// What the browser needs of the lists (labels, types) is in lookup-labels.ts, apart from the
// standard values, which only the server seeds from.
export { codeLabel, optionLabel, type LookupOption, type LookupOptions } from "./lookup-labels";

export const LOOKUP_SEEDS = seedsFromRows(standardValues);

export type LookupListName = keyof typeof LOOKUP_SEEDS;

export const LOOKUP_LIST_NAMES = Object.keys(LOOKUP_SEEDS) as LookupListName[];

export function isLookupListName(value: unknown): value is LookupListName {
  return typeof value === "string" && value in LOOKUP_SEEDS;
}

/**
 * Every list with each choice's label already in `language`, for output made on the server for
 * one reader (spreadsheets, exports), so what writes it needs no language of its own.
 */
export function lookupsIn(lookups: LookupOptions, language: Language): LookupOptions {
  const result: LookupOptions = {};
  for (const [name, options] of Object.entries(lookups) as [
    keyof LookupOptions,
    LookupOption[],
  ][]) {
    result[name] = options.map((option) => ({
      code: option.code,
      label: optionLabel(option, language),
    }));
  }
  return result;
}
