import { DDR_SECTIONS } from "./index";
import type { Feed } from "./carry-declarations";
import type { AnySection, SectionContext, StoredSectionValue } from "./vocabulary";

/**
 * The report sections a validation context reads (their fields or columns declare `feeds`):
 * "day", what a section save reads of the same report; "nextDay", what the next report's
 * context reads of this one.
 */
export function sectionsFeeding(feed: Feed): AnySection[] {
  return (DDR_SECTIONS as readonly AnySection[]).filter(
    (section) =>
      section.fields.some((field) => field.feeds?.includes(feed)) ||
      section.tables.some((table) => table.columns.some((column) => column.feeds?.includes(feed))),
  );
}

/** The sections of a report kind that another of its sections `reads`. */
export function sectionsRead(sections: readonly AnySection[]): AnySection[] {
  const read = new Set(sections.flatMap((section) => section.reads ?? []));
  return sections.filter((section) => read.has(section.id));
}

/**
 * What a context carries of the report's own sections: the saved values of those another
 * section reads; nothing for a kind whose sections read none (a DDR's context stays as it was).
 */
export function sameReportContext(
  sections: readonly AnySection[],
  saved: Partial<Record<string, { value: StoredSectionValue }>>,
): Pick<SectionContext, "sameReport"> {
  const read = sectionsRead(sections);
  if (read.length === 0) return {};
  const sameReport: Partial<Record<string, StoredSectionValue>> = {};
  for (const section of read) {
    const entry = saved[section.id];
    if (entry) sameReport[section.id] = entry.value;
  }
  return { sameReport };
}
