/**
 * What a report form page sends of a report (its loader data, which travels in the page): only
 * the lookup lists its sections name, and each saved section's value once (its figures), which
 * the review shows and a form starts from.
 */
import type { LookupOptions } from "~/sections/lookup-lists";
import type { AnySection, StoredSectionValue } from "~/sections/vocabulary";

import type { DdrDocument } from "./report-load.server";
import type { SavedSection } from "./section-storage.server";

/** A saved section as the page gets it: without its stored value when no form starts from it. */
type PageSavedSection = Omit<SavedSection, "value"> & { value?: StoredSectionValue };

type PageDocument = Omit<DdrDocument, "saved"> & {
  saved: Record<string, PageSavedSection>;
};

/** The lists the sections' fields pick from, refer to or suggest. */
export function listsNamedBy(sections: readonly AnySection[]): Set<string> {
  const names = new Set<string>();
  for (const section of sections) {
    for (const field of [...section.fields, ...section.tables.flatMap((table) => table.columns)]) {
      if (field.kind === "lookup") names.add(field.list);
      else if (field.kind === "reference") names.add(field.to);
      else if (field.kind === "quantity" && field.suggest) names.add(field.suggest);
    }
  }
  return names;
}

export function documentForPage(
  document: DdrDocument,
  sections: readonly AnySection[],
): PageDocument {
  const named = listsNamedBy(sections);
  const lookups = Object.fromEntries(
    Object.entries(document.lookups).filter(([name]) => named.has(name)),
  ) as LookupOptions;
  // A saved section's stored value is in `values` too, with its computed figures: the review
  // shows those, and a section's form starts from them (it leaves the computed ones out). What
  // was carried over into a section saved since is no longer what anything starts from.
  const saved: Record<string, PageSavedSection> = {};
  for (const [id, { value: _inValues, ...version }] of Object.entries(document.saved)) {
    saved[id] = version;
  }
  const { carryOver } = document.header;
  const header = carryOver
    ? {
        ...document.header,
        carryOver: {
          ...carryOver,
          // A section carried over and never saved still says so in the page's index, and a
          // draft's form and review start from it.
          sections: Object.fromEntries(
            Object.entries(carryOver.sections).filter(([id]) => !(id in document.saved)),
          ),
        },
      }
    : document.header;
  return { ...document, header, saved, lookups };
}
