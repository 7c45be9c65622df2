import { sql, type SelectQueryBuilder } from "kysely";

import { pageOf } from "~/db/records.server";

import { PAGE_SIZE } from "./paging";
import { OutOfScopeError } from "./tenancy.server";

/**
 * Spec section 8: when a list cannot be loaded, the failure is logged and the list is emptied;
 * the screen then says so instead of failing as a whole. A refusal (out of scope) is not a
 * failure to load and goes on to become a 404.
 */
export async function loadList<T>(
  what: string,
  load: () => Promise<T>,
  empty: T,
): Promise<{ data: T; failed: boolean }> {
  try {
    return { data: await load(), failed: false };
  } catch (error) {
    if (error instanceof OutOfScopeError) throw error;
    console.error(`The ${what} list could not be loaded:`, error);
    return { data: empty, failed: true };
  }
}

/**
 * How many people (removed ones not counted) belong to the listed organisation or hold the listed
 * role: `membership` is the membership's column that points at the row `of`.
 */
export function peopleCount(membership: "org_id" | "role_id", of: "o.id" | "r.id") {
  return sql<number>`(select count(*) from memberships as m
    inner join users as u on u.id = m.user_id
    where ${sql.ref(`m.${membership}`)} = ${sql.ref(of)} and u.removed_at is null)`;
}

/** Counts what `base` finds and limits it to the page asked for, at the account lists' size. */
export async function accountPage<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  page: number,
) {
  const { window, onePage } = await pageOf(base, { page }, PAGE_SIZE);
  return { window, onePage };
}
