/**
 * Where a record just added is seen: the list page it landed on (the lists are sorted, so a new
 * bundle may land on page 2), in the address so a reload stays there; the save's message names
 * the record, so the screen marks it (just-added.tsx). When the list's filter hides the new
 * record, the filter is dropped rather than the record.
 */

import { activities, catalogueEntries, costItems, PLANNER_PAGE_SIZE } from "./lists.server";
import { parsePlannerQuery, type PlannerQuery } from "./query";
import type { PlannerIntent } from "./schemas";

import type { Db } from "~/db/schema";

const ADDS = ["bundle.add", "component.add", "unit.add", "item.add", "activity.add"] as const;
type AddIntent = (typeof ADDS)[number];

function isAdd(intent: PlannerIntent): intent is AddIntent {
  return (ADDS as readonly string[]).includes(intent);
}

async function idsInOrder(db: Db, orgId: number, intent: AddIntent, query: PlannerQuery) {
  const q = query.q;
  switch (intent) {
    case "bundle.add":
      return (await catalogueEntries(db, orgId, "contract_bundles", { q, all: true })).rows;
    case "component.add":
      return (await catalogueEntries(db, orgId, "general_components", { q, all: true })).rows;
    case "unit.add":
      return (await catalogueEntries(db, orgId, "cost_units", { q, all: true })).rows;
    case "item.add":
      return (
        await costItems(db, orgId, {
          q,
          all: true,
          ...(query.bundleId ? { bundleId: query.bundleId } : {}),
        })
      ).rows;
    case "activity.add":
      return (
        await activities(db, orgId, {
          q,
          all: true,
          ...(query.phase ? { phase: query.phase } : {}),
        })
      ).rows;
    default: {
      const unknown: never = intent;
      throw new Error(`Unknown add ${String(unknown)}`);
    }
  }
}

/**
 * After a save: the address to go back to, and for an added record the list page it is on, set
 * in that address (page 1 is the address without a page).
 */
export async function landingAfterSave(
  db: Db,
  orgId: number,
  intent: PlannerIntent,
  id: number,
  url: URL,
): Promise<{ to: string; page: number | null }> {
  if (!isAdd(intent)) return { to: `${url.pathname}${url.search}`, page: null };
  let query = parsePlannerQuery(url.searchParams);
  let index = (await idsInOrder(db, orgId, intent, query)).findIndex((row) => row.id === id);
  if (index < 0) {
    for (const filter of ["q", "bundle", "phase"]) url.searchParams.delete(filter);
    query = parsePlannerQuery(url.searchParams);
    index = (await idsInOrder(db, orgId, intent, query)).findIndex((row) => row.id === id);
  }
  const page = Math.floor(Math.max(index, 0) / PLANNER_PAGE_SIZE) + 1;
  if (page > 1) url.searchParams.set("page", String(page));
  else url.searchParams.delete("page");
  return { to: `${url.pathname}${url.search}`, page };
}
