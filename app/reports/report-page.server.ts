/**
 * What a report form page sends of a report (its loader data, which travels in the page): only
 * the lookup lists its sections name, and for a report that can no longer be changed (shown as
 * review tables) none of what a form would start from.
 */
import { isEditable } from "~/domain/reports/lifecycle";
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
  if (isEditable(document.header.status)) return { ...document, lookups };
  // Reviewed only: the review shows `values`; the stored values and what was carried over into
  // a section saved since are what a form would start from.
  const saved: Record<string, PageSavedSection> = {};
  for (const [id, { value: _formStart, ...version }] of Object.entries(document.saved)) {
    saved[id] = version;
  }
  const { carryOver } = document.header;
  const header = carryOver
    ? {
        ...document.header,
        carryOver: {
          ...carryOver,
          // A section carried over and never saved still says so in the page's index.
          sections: Object.fromEntries(
            Object.entries(carryOver.sections).filter(([id]) => !(id in document.saved)),
          ),
        },
      }
    : document.header;
  return { ...document, header, saved, lookups };
}
