/**
 * What the planner database's loader gives each view, as the browser receives it.
 */
import type { SerializeFrom } from "@remix-run/node";

import type { UnitSystem } from "~/domain/units/systems";

import type { DatabaseView, PlannerQuery } from "../query";
import type { PlannerDatabaseData } from "../screens.server";

export type PlannerDatabasePageData = SerializeFrom<
  PlannerDatabaseData & { query: PlannerQuery; unitSystem: UnitSystem }
>;

export type ViewData<V extends DatabaseView> = Extract<PlannerDatabasePageData, { view: V }>;
