/**
 * What the planner form's loader gives each tab, as the browser receives it.
 */
import type { SerializeFrom } from "@remix-run/node";

import type { UnitSystem } from "~/domain/units/systems";

import type { PlannerQuery } from "../query";
import type { PlannerFormData } from "../screens.server";

export type PlannerFormPageData = SerializeFrom<
  PlannerFormData & { query: PlannerQuery; unitSystem: UnitSystem; viewerId: number }
>;

export type TabData<T extends PlannerFormPageData["tab"]> = Extract<
  PlannerFormPageData,
  { tab: T }
>;
