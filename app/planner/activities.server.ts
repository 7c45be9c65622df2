/**
 * Activities (the planned operations of a phase, with their planned duration) and their costs
 * (cost item × quantity). An activity's costs belong to it and go with it; an activity an AFE
 * was built from stays.
 */

import { groupUsages } from "~/domain/cost/usage";
import type { Phase } from "~/domain/cost/phases";
import { insertRecord } from "~/db/records.server";
import type { Db } from "~/db/schema";
import { auditChange } from "~/identity/audit.server";

import type { Actor, WriteResult } from "./results";
import { activityUsages } from "./usage.server";
import {
  abort,
  assertUpdated,
  currentName,
  updateCurrent,
  write,
  type Tx,
  type VersionedId,
} from "./write.server";

export interface ActivityInput {
  phase: Phase;
  sequence: number;
  name: string;
  description: string | null;
  /** Seconds. */
  plannedDurationS: number;
}

const activityColumns = (input: ActivityInput) => ({
  phase: input.phase,
  sequence: input.sequence,
  name: input.name.trim(),
  description: input.description,
  planned_duration_s: String(Math.round(input.plannedDurationS)),
});

async function assertActivityNameFree(
  tx: Tx,
  orgId: number,
  input: ActivityInput,
  exceptId?: number,
) {
  let query = tx
    .selectFrom("activities")
    .select("id")
    .where("org_id", "=", orgId)
    .where("phase", "=", input.phase)
    .where((eb) => eb(eb.fn("lower", ["name"]), "=", input.name.trim().toLowerCase()));
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  if (await query.executeTakeFirst()) abort({ ok: false, reason: "duplicate", field: "name" });
}

export async function addActivity(
  db: Db,
  actor: Actor,
  input: ActivityInput,
): Promise<WriteResult> {
  return write(db, async (tx) => {
    await assertActivityNameFree(tx, actor.orgId, input);
    const id = await insertRecord(tx, "activities", actor.orgId, activityColumns(input));
    await auditChange(tx, actor, "create", "activity", id, activityColumns(input));
    return { id };
  });
}

/** AFE lines keep the duration they were built with, so changing the plan here is safe. */
export async function updateActivity(
  db: Db,
  actor: Actor,
  input: ActivityInput & VersionedId,
): Promise<WriteResult> {
  return write(db, async (tx) => {
    await assertActivityNameFree(tx, actor.orgId, input, input.id);
    await updateCurrent(tx, "activities", actor.orgId, input, activityColumns(input));
    await auditChange(tx, actor, "update", "activity", input.id, activityColumns(input));
    return { id: input.id };
  });
}

export async function removeActivity(
  db: Db,
  actor: Actor,
  input: VersionedId,
): Promise<WriteResult> {
  return write(db, async (tx) => {
    const name = await currentName(tx, "activities", actor.orgId, input);
    const usages = await activityUsages(tx, actor.orgId, input.id);
    if (usages.length > 0) abort({ ok: false, reason: "inUse", name, usages: groupUsages(usages) });
    await tx
      .deleteFrom("activities")
      .where("id", "=", input.id)
      .where("org_id", "=", actor.orgId)
      .execute();
    await auditChange(tx, actor, "remove", "activity", input.id, { name });
    return { id: input.id };
  });
}

// --- activity costs ---

export interface ActivityCostInput {
  activityId: number;
  costItemId: number;
  /** Exact decimal, e.g. "12.5" (days, sacks, joints…). */
  quantity: string;
  remark: string | null;
}

const costColumns = (input: ActivityCostInput) => ({
  activity_id: input.activityId,
  cost_item_id: input.costItemId,
  quantity: input.quantity,
  remark: input.remark,
});

async function assertCostReferences(tx: Tx, orgId: number, input: ActivityCostInput) {
  const activity = await tx
    .selectFrom("activities")
    .select("id")
    .where("id", "=", input.activityId)
    .where("org_id", "=", orgId)
    .executeTakeFirst();
  if (!activity) abort({ ok: false, reason: "invalidReference", field: "activityId" });
  const item = await tx
    .selectFrom("cost_items")
    .select("id")
    .where("id", "=", input.costItemId)
    .where("org_id", "=", orgId)
    .executeTakeFirst();
  if (!item) abort({ ok: false, reason: "invalidReference", field: "costItemId" });
  const twin = await tx
    .selectFrom("activity_costs")
    .select("id")
    .where("activity_id", "=", input.activityId)
    .where("cost_item_id", "=", input.costItemId)
    .executeTakeFirst();
  return twin?.id ?? null;
}

export async function addActivityCost(
  db: Db,
  actor: Actor,
  input: ActivityCostInput,
): Promise<WriteResult> {
  return write(db, async (tx) => {
    if ((await assertCostReferences(tx, actor.orgId, input)) !== null) {
      abort({ ok: false, reason: "duplicate", field: "costItemId" });
    }
    const id = await insertRecord(tx, "activity_costs", actor.orgId, costColumns(input));
    await auditChange(tx, actor, "create", "activity_cost", id, { ...input });
    return { id };
  });
}

export async function updateActivityCost(
  db: Db,
  actor: Actor,
  input: ActivityCostInput & VersionedId,
): Promise<WriteResult> {
  return write(db, async (tx) => {
    // The line itself first: another organisation's line is not found, whatever it would clash with.
    const line = await tx
      .selectFrom("activity_costs")
      .select("id")
      .where("id", "=", input.id)
      .where("org_id", "=", actor.orgId)
      .executeTakeFirst();
    if (!line) abort({ ok: false, reason: "notFound" });
    const twin = await assertCostReferences(tx, actor.orgId, input);
    if (twin !== null && twin !== input.id) {
      abort({ ok: false, reason: "duplicate", field: "costItemId" });
    }
    await updateCurrent(tx, "activity_costs", actor.orgId, input, costColumns(input));
    await auditChange(tx, actor, "update", "activity_cost", input.id, { ...input });
    return { id: input.id };
  });
}

export async function removeActivityCost(
  db: Db,
  actor: Actor,
  input: VersionedId,
): Promise<WriteResult> {
  return write(db, async (tx) => {
    const result = await tx
      .deleteFrom("activity_costs")
      .where("id", "=", input.id)
      .where("org_id", "=", actor.orgId)
      .where("version", "=", input.version)
      .executeTakeFirst();
    await assertUpdated(tx, "activity_costs", actor.orgId, input.id, result.numDeletedRows);
    await auditChange(tx, actor, "remove", "activity_cost", input.id);
    return { id: input.id };
  });
}
