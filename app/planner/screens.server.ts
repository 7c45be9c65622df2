/**
 * What the two planner screens show, loaded in one place so the routes stay thin and the
 * spreadsheet export lists exactly what the screen lists.
 */

import { getSelectedWell } from "~/assets/selection.server";
import type { Db } from "~/db/schema";

import {
  activities,
  afeLines,
  afeVersions,
  catalogueEntries,
  catalogueOptions,
  costItems,
  findWell,
  wellAfeDetail,
  wellAfeSummaries,
  wellOptions,
  type ListQuery,
} from "./lists.server";
import type { DatabaseView, FormTab, PlannerQuery } from "./query";
import type { ActivityView, AfeLineView, AfeVersionView, PagedRows } from "./view-models";

interface Viewer {
  id: number;
  orgId: number;
}

/** The well asked for in the address, else the user's selected well; always of the org. */
async function chosenWell(db: Db, user: Viewer, query: PlannerQuery) {
  const wellId = query.wellId ?? (await getSelectedWell(user))?.id ?? null;
  if (wellId === null) return null;
  const well = await findWell(db, user.orgId, wellId);
  return well ? { id: well.id, name: well.name, fieldName: well.field_name } : null;
}

function listQuery(query: PlannerQuery, all: boolean): ListQuery {
  return { q: query.q, page: query.page, all };
}

export async function loadPlannerDatabase(
  db: Db,
  user: Viewer,
  view: DatabaseView,
  query: PlannerQuery,
  options: { all?: boolean } = {},
) {
  const all = options.all ?? false;
  const orgId = user.orgId;
  const [wells, catalogue] = await Promise.all([
    wellOptions(db, orgId),
    catalogueOptions(db, orgId),
  ]);
  const base = { wells, bundles: catalogue.bundles, components: catalogue.components };
  switch (view) {
    case "afe": {
      const well = await chosenWell(db, user, query);
      if (!well) {
        return {
          view,
          ...base,
          well: null,
          detail: null,
          versions: [] as AfeVersionView[],
          lines: null as PagedRows<AfeLineView> | null,
        };
      }
      const [detail, versions, lines] = await Promise.all([
        wellAfeDetail(db, orgId, well.id),
        afeVersions(db, orgId, well.id),
        afeLines(db, orgId, well.id, {
          ...listQuery(query, all),
          ...(query.phase ? { phase: query.phase } : {}),
          ...(query.bundleId ? { bundleId: query.bundleId } : {}),
          ...(query.afeId ? { afeId: query.afeId } : {}),
        }),
      ]);
      return { view, ...base, well, detail, versions, lines };
    }
    case "wells":
      return { view, ...base, summaries: await wellAfeSummaries(db, orgId, listQuery(query, all)) };
    case "items":
      return {
        view,
        ...base,
        items: await costItems(db, orgId, {
          ...listQuery(query, all),
          ...(query.bundleId ? { bundleId: query.bundleId } : {}),
          ...(query.componentId ? { componentId: query.componentId } : {}),
        }),
      };
    case "activities":
      return {
        view,
        ...base,
        activities: await activities(db, orgId, {
          ...listQuery(query, all),
          ...(query.phase ? { phase: query.phase } : {}),
        }),
      };
    case "bundles":
      return {
        view,
        ...base,
        entries: await catalogueEntries(db, orgId, "contract_bundles", listQuery(query, all)),
      };
    case "components":
      return {
        view,
        ...base,
        entries: await catalogueEntries(db, orgId, "general_components", listQuery(query, all)),
      };
    case "units":
      return {
        view,
        ...base,
        entries: await catalogueEntries(db, orgId, "cost_units", listQuery(query, all)),
      };
    default: {
      const unknown: never = view;
      throw new Error(`Unknown planner view ${String(unknown)}`);
    }
  }
}

export type PlannerDatabaseData = Awaited<ReturnType<typeof loadPlannerDatabase>>;

export async function loadPlannerForm(db: Db, user: Viewer, tab: FormTab, query: PlannerQuery) {
  const orgId = user.orgId;
  const options = await catalogueOptions(db, orgId);
  switch (tab) {
    case "bundles":
      return {
        tab,
        options,
        entries: await catalogueEntries(db, orgId, "contract_bundles", listQuery(query, false)),
      };
    case "components":
      return {
        tab,
        options,
        entries: await catalogueEntries(db, orgId, "general_components", listQuery(query, false)),
      };
    case "units":
      return {
        tab,
        options,
        entries: await catalogueEntries(db, orgId, "cost_units", listQuery(query, false)),
      };
    case "items": {
      const items = await costItems(db, orgId, {
        ...listQuery(query, false),
        ...(query.bundleId ? { bundleId: query.bundleId } : {}),
      });
      const editing =
        query.edit === null
          ? null
          : ((await costItems(db, orgId, { id: query.edit, all: true })).rows[0] ?? null);
      return { tab, options, items, editing };
    }
    case "activities": {
      const list = await activities(db, orgId, {
        ...listQuery(query, false),
        ...(query.phase ? { phase: query.phase } : {}),
      });
      const editing =
        query.edit === null
          ? null
          : ((await activities(db, orgId, { id: query.edit, all: true })).rows[0] ?? null);
      return { tab, options, activities: list, editing };
    }
    case "afe": {
      const [wells, well] = await Promise.all([
        wellOptions(db, orgId),
        chosenWell(db, user, query),
      ]);
      if (!well) {
        return {
          tab,
          options,
          wells,
          well: null,
          versions: [] as AfeVersionView[],
          draftLines: null as PagedRows<AfeLineView> | null,
          plan: null as PagedRows<ActivityView> | null,
        };
      }
      const versions = await afeVersions(db, orgId, well.id);
      const draft = versions.find((version) => version.status === "draft") ?? null;
      const [draftLines, plan] = draft
        ? await Promise.all([
            afeLines(db, orgId, well.id, { afeId: draft.id, all: true }),
            activities(db, orgId, { all: true }),
          ])
        : [null, null];
      return { tab, options, wells, well, versions, draftLines, plan };
    }
    default: {
      const unknown: never = tab;
      throw new Error(`Unknown planner tab ${String(unknown)}`);
    }
  }
}

export type PlannerFormData = Awaited<ReturnType<typeof loadPlannerForm>>;
