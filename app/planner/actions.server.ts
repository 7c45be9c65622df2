/**
 * The planner form's writes by intent: the route parses with the intent's schema and hands the
 * value here. One switch, checked for exhaustiveness, so every intent has a service behind it.
 */
import type { z } from "zod";

import type { Db } from "~/db/schema";

import {
  addActivity,
  addActivityCost,
  removeActivity,
  removeActivityCost,
  updateActivity,
  updateActivityCost,
} from "./activities.server";
import {
  addFreeLine,
  addLinesFromActivities,
  approveAfeVersion,
  createAfeVersion,
  removeAfeLine,
  removeAfeVersion,
  updateAfeLine,
  updateAfeVersion,
} from "./afe.server";
import {
  addContractBundle,
  addCostItem,
  addCostUnit,
  addGeneralComponent,
  removeContractBundle,
  removeCostItem,
  removeCostUnit,
  removeGeneralComponent,
  renameContractBundle,
  updateCostItem,
  updateCostUnit,
  updateGeneralComponent,
} from "./catalogue.server";
import type { Actor, WriteResult } from "./results";
import type { PlannerIntent, PlannerSchemas } from "./schemas";

type Value<I extends PlannerIntent> = z.output<PlannerSchemas[I]>;

export async function runPlannerIntent<I extends PlannerIntent>(
  db: Db,
  actor: Actor,
  intent: I,
  parsed: Value<I>,
): Promise<WriteResult<{ id: number }>> {
  // The union of values narrows through `intent` only with a cast per branch.
  const value = parsed as Value<PlannerIntent>;
  const as = <J extends PlannerIntent>() => value as Value<J>;
  switch (intent as PlannerIntent) {
    case "bundle.add":
      return addContractBundle(db, actor, as<"bundle.add">());
    case "bundle.rename":
      return renameContractBundle(db, actor, as<"bundle.rename">());
    case "bundle.remove":
      return removeContractBundle(db, actor, as<"bundle.remove">());
    case "component.add":
      return addGeneralComponent(db, actor, as<"component.add">());
    case "component.update":
      return updateGeneralComponent(db, actor, as<"component.update">());
    case "component.remove":
      return removeGeneralComponent(db, actor, as<"component.remove">());
    case "unit.add":
      return addCostUnit(db, actor, as<"unit.add">());
    case "unit.update":
      return updateCostUnit(db, actor, as<"unit.update">());
    case "unit.remove":
      return removeCostUnit(db, actor, as<"unit.remove">());
    case "item.add":
      return addCostItem(db, actor, as<"item.add">());
    case "item.update":
      return updateCostItem(db, actor, as<"item.update">());
    case "item.remove":
      return removeCostItem(db, actor, as<"item.remove">());
    case "activity.add": {
      const { plannedHours, ...rest } = as<"activity.add">();
      return addActivity(db, actor, { ...rest, plannedDurationS: plannedHours });
    }
    case "activity.update": {
      const { plannedHours, ...rest } = as<"activity.update">();
      return updateActivity(db, actor, { ...rest, plannedDurationS: plannedHours });
    }
    case "activity.remove":
      return removeActivity(db, actor, as<"activity.remove">());
    case "activityCost.add":
      return addActivityCost(db, actor, as<"activityCost.add">());
    case "activityCost.update":
      return updateActivityCost(db, actor, as<"activityCost.update">());
    case "activityCost.remove":
      return removeActivityCost(db, actor, as<"activityCost.remove">());
    case "afe.create":
      return createAfeVersion(db, actor, as<"afe.create">());
    case "afe.update":
      return updateAfeVersion(db, actor, as<"afe.update">());
    case "afe.approve":
      return approveAfeVersion(db, actor, as<"afe.approve">());
    case "afe.remove":
      return removeAfeVersion(db, actor, as<"afe.remove">());
    case "afeLine.fromActivities":
      return addLinesFromActivities(db, actor, as<"afeLine.fromActivities">());
    case "afeLine.add":
      return addFreeLine(db, actor, as<"afeLine.add">());
    case "afeLine.update":
      return updateAfeLine(db, actor, as<"afeLine.update">());
    case "afeLine.remove":
      return removeAfeLine(db, actor, as<"afeLine.remove">());
    default: {
      const unhandled: never = intent as never;
      throw new Error(`Unhandled planner intent: ${String(unhandled)}`);
    }
  }
}
