/**
 * How the planner's lists are asked for: a filter text and a page, at the planner's page size,
 * the filter searching what each record's declaration says (records.ts).
 */
import type { SelectQueryBuilder, StringReference } from "kysely";

import { pageOf as pageOfRows, whereAnyContains, type PageRequest } from "~/db/records.server";

export const PLANNER_PAGE_SIZE = 10;

export type ListQuery = PageRequest & { q?: string };

/** One page of `base`, at the planner's page size. */
export const pageOf = <DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  query: ListQuery,
) => pageOfRows(base, query, PLANNER_PAGE_SIZE);

/** The declared search of a record's list, on its query. */
export function searched<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  query: ListQuery,
  record: { search: readonly string[] },
) {
  return whereAnyContains(base, query.q, record.search as StringReference<DB, TB>[]);
}
