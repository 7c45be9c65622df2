/**
 * Which lookup lists a report page needs: an open section's editor picks from whole lists; a
 * section's review only prints the labels of the codes it shows (decision 080). Pure, so the
 * page's loader and the browser (which fetches what an editor opened in place lacks) agree.
 */
import type { LookupOption, LookupOptions } from "./lookup-labels";
import type { AnySection, StoredRow, StoredSectionValue } from "./vocabulary";

type ListName = keyof LookupOptions;

/** The lists the sections' fields pick from, refer to or suggest. */
export function listsNamedBy(sections: readonly AnySection[]): Set<ListName> {
  const names = new Set<ListName>();
  for (const section of sections) {
    for (const field of [...section.fields, ...section.tables.flatMap((table) => table.columns)]) {
      if (field.kind === "lookup") names.add(field.list);
      else if (field.kind === "reference") names.add(field.to);
      else if (field.kind === "quantity" && field.suggest) names.add(field.suggest);
    }
  }
  return names;
}

/** Every code the values show per list, in the fields and table columns that print a label. */
function codesShown(
  sections: readonly AnySection[],
  values: Readonly<Record<string, StoredSectionValue | undefined>>,
): Map<ListName, Set<string>> {
  const shown = new Map<ListName, Set<string>>();
  const note = (list: ListName, code: unknown) => {
    if (code === null || code === undefined || code === "") return;
    let codes = shown.get(list);
    if (!codes) shown.set(list, (codes = new Set()));
    codes.add(String(code));
  };
  for (const section of sections) {
    const value = values[section.id];
    if (!value) continue;
    for (const field of section.fields) {
      if (field.kind === "lookup") note(field.list, value[field.name]);
      else if (field.kind === "reference") note(field.to, value[field.name]);
    }
    for (const table of section.tables) {
      const rows = (value[table.name] as StoredRow[] | undefined) ?? [];
      for (const column of table.columns) {
        if (column.kind !== "lookup" && column.kind !== "reference") continue;
        const list = column.kind === "lookup" ? column.list : column.to;
        for (const row of rows) note(list, row[column.name]);
      }
    }
  }
  return shown;
}

/**
 * What a report page carries of the organisation's lists: whole the lists the open sections'
 * editors use (`complete`), and of every other list the sections name only the choices the
 * reviews show, for their labels.
 */
export function listsForPage(
  lookups: LookupOptions,
  sections: readonly AnySection[],
  openSections: readonly AnySection[],
  values: Readonly<Record<string, StoredSectionValue | undefined>>,
): { lookups: LookupOptions; complete: ListName[] } {
  const complete = listsNamedBy(openSections);
  const shown = codesShown(sections, values);
  const result: LookupOptions = {};
  for (const name of listsNamedBy(sections)) {
    const options = lookups[name];
    if (!options) continue;
    if (complete.has(name)) {
      result[name] = options;
      continue;
    }
    const codes = shown.get(name);
    const used: LookupOption[] = codes ? options.filter((option) => codes.has(option.code)) : [];
    if (used.length > 0) result[name] = used;
  }
  return { lookups: result, complete: [...complete] };
}

/** The lists of `names` out of a page's or an answer's lists (missing ones left out). */
export function pickLists(lookups: LookupOptions, names: Iterable<ListName>): LookupOptions {
  const result: LookupOptions = {};
  for (const name of names) {
    const options = lookups[name];
    if (options) result[name] = options;
  }
  return result;
}
