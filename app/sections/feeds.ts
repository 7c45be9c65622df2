import { DDR_SECTIONS } from "./index";
import type { Feed } from "./carry-declarations";
import type { AnySection } from "./vocabulary";

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
