import { fieldSearch, padSearch, wellSearch } from "~/assets/search.server";
import { getDb } from "~/db/db.server";

import {
  SEARCH_LIMIT_PER_SOURCE,
  SEARCH_MIN_LENGTH,
  type SearchHit,
  type SearchSource,
} from "./hits";

/** In the order results are listed. */
export const SEARCH_SOURCES: readonly SearchSource[] = [wellSearch, padSearch, fieldSearch];

export async function siteSearch(
  orgId: number,
  text: string,
  limitPerSource = SEARCH_LIMIT_PER_SOURCE,
): Promise<SearchHit[]> {
  const term = text.trim().slice(0, 100);
  if (term.length < SEARCH_MIN_LENGTH) return [];
  const db = await getDb();
  const perSource = await Promise.all(
    SEARCH_SOURCES.map(async (source) =>
      (await source.search(db, orgId, term, limitPerSource)).map((hit) => ({
        ...hit,
        kind: source.kind,
        kindLabelKey: source.kindLabelKey,
      })),
    ),
  );
  return perSource.flat();
}
