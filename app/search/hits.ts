import type { Db } from "~/db/schema";

/** One result of the top-bar search, as the browser receives it. */
export interface SearchHit {
  /** The source it came from, e.g. "well"; also the React key prefix. */
  kind: string;
  /** Translation key naming the kind, e.g. "assets.search.kinds.well". */
  kindLabelKey: string;
  id: number;
  title: string;
  /** A second line: where it is, its number. */
  detail: string | null;
  /** Where choosing the hit goes. */
  href: string;
  /** Choosing a well makes it the selected well instead of only opening a page. */
  selectsWell?: number;
}

/** Fewer characters than this find too much to be useful. */
export const SEARCH_MIN_LENGTH = 2;
/** Hits per source, so one busy kind cannot crowd out the others. */
export const SEARCH_LIMIT_PER_SOURCE = 5;

/**
 * Something the top-bar search looks in. Each source queries its own tables, scoped by the
 * organisation, matching names and numbers; add a source to SEARCH_SOURCES to make it findable.
 */
export interface SearchSource {
  kind: string;
  kindLabelKey: string;
  search(
    db: Db,
    orgId: number,
    term: string,
    limit: number,
  ): Promise<Omit<SearchHit, "kind" | "kindLabelKey">[]>;
}
