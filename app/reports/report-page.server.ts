/**
 * What a report form page sends of a report (its loader data, which travels in the page): the
 * lookup lists its open editors pick from and the labels its reviews print (decision 080), and
 * each saved section's value once (its figures), which the review shows and a form starts from.
 */
import { createHash } from "node:crypto";

import type { LookupOptions } from "~/sections/lookup-lists";
import { listsForPage } from "~/sections/section-lists";
import type { AnySection, StoredSectionValue } from "~/sections/vocabulary";

import type { DdrDocument } from "./report-load.server";
import type { SavedSection } from "./section-storage.server";

/** A saved section as the page gets it: without its stored value when no form starts from it. */
type PageSavedSection = Omit<SavedSection, "value"> & { value?: StoredSectionValue };

type PageDocument = Omit<DdrDocument, "saved"> & {
  saved: Record<string, PageSavedSection>;
  /** The lists in `lookups` that are whole; of the others only the choices the reviews show. */
  completeLists: string[];
  /** Names this state of the organisation's lists, so a browser may keep what it fetched. */
  listsVersion: string;
};

/** A short digest of an organisation's lists: it changes whenever a choice or label does. */
export function listsVersion(lookups: LookupOptions): string {
  return createHash("sha1").update(JSON.stringify(lookups)).digest("base64url").slice(0, 16);
}

/**
 * The page's share of a report. `open` names the sections whose editors the server draws (the
 * address's `edit=`); "all" keeps every list whole (the activity forms, which fetch none).
 */
export function documentForPage(
  document: DdrDocument,
  sections: readonly AnySection[],
  open: readonly string[] | "all" = "all",
): PageDocument {
  const openSections =
    open === "all" ? sections : sections.filter((section) => open.includes(section.id));
  const shownValues: Record<string, StoredSectionValue | undefined> = {
    ...(document.header.carryOver?.sections as Record<string, StoredSectionValue> | undefined),
    ...document.values,
  };
  const { lookups, complete } = listsForPage(document.lookups, sections, openSections, shownValues);
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
  return {
    ...document,
    header,
    saved,
    lookups,
    completeLists: complete,
    listsVersion: listsVersion(document.lookups),
  };
}
