/**
 * The planner's cost catalogue: contract bundles, general components, cost units and cost
 * items. Every function takes the organisation from the actor and scopes every query by it;
 * a record of another organisation is simply not found.
 */

import { groupUsages, type Usage } from "~/domain/cost/usage";
import { insertRecord, nameTaken } from "~/db/records.server";
import type { Db } from "~/db/schema";
import type { AuditRecordType } from "~/identity/audit-vocabulary";
import { auditChange } from "~/identity/audit.server";

import type { Actor, WriteResult } from "./results";
import {
  contractBundleUsages,
  costItemUsagesOf,
  costUnitUsages,
  generalComponentUsages,
} from "./usage.server";
import {
  abort,
  currentName,
  updateCurrent,
  write,
  type Tx,
  type VersionedId,
} from "./write.server";

type NamedTable = "contract_bundles" | "general_components" | "cost_units" | "cost_items";

async function assertNameFree(
  tx: Tx,
  table: NamedTable,
  orgId: number,
  name: string,
  exceptId?: number,
  field = "name",
) {
  if (await nameTaken(tx, table, orgId, name, exceptId)) {
    abort({ ok: false, reason: "duplicate", field });
  }
}

function refuseIfUsed(name: string, usages: Usage[]) {
  if (usages.length > 0) abort({ ok: false, reason: "inUse", name, usages: groupUsages(usages) });
}

// --- contract bundles (spec: list, add, rename, remove) ---

export async function addContractBundle(
  db: Db,
  actor: Actor,
  input: { name: string },
): Promise<WriteResult> {
  const name = input.name.trim();
  return write(db, async (tx) => {
    await assertNameFree(tx, "contract_bundles", actor.orgId, name);
    const id = await insertRecord(tx, "contract_bundles", actor.orgId, { name });
    await auditChange(tx, actor, "create", "contract_bundle", id, { name });
    return { id };
  });
}

/** Everything refers to a bundle by id, so a new name shows everywhere at once. */
export async function renameContractBundle(
  db: Db,
  actor: Actor,
  input: { id: number; version: number; name: string },
): Promise<WriteResult> {
  const name = input.name.trim();
  return write(db, async (tx) => {
    const before = await currentName(tx, "contract_bundles", actor.orgId, input);
    await assertNameFree(tx, "contract_bundles", actor.orgId, name, input.id);
    await updateCurrent(tx, "contract_bundles", actor.orgId, input, { name });
    await auditChange(tx, actor, "rename", "contract_bundle", input.id, { from: before, to: name });
    return { id: input.id };
  });
}

/**
 * Removes a catalogue record still at the version the form showed, unless something uses it
 * (then the refusal names what does). One removal for every catalogue table.
 */
async function removeUnused(
  db: Db,
  actor: Actor,
  input: VersionedId,
  table: NamedTable,
  recordType: AuditRecordType,
  usagesOf: (tx: Tx, orgId: number, id: number) => Promise<Usage[]>,
): Promise<WriteResult> {
  return write(db, async (tx) => {
    const name = await currentName(tx, table, actor.orgId, input);
    refuseIfUsed(name, await usagesOf(tx, actor.orgId, input.id));
    await tx
      .deleteFrom(table)
      .where("id", "=", input.id)
      .where("org_id", "=", actor.orgId)
      .execute();
    await auditChange(tx, actor, "remove", recordType, input.id, { name });
    return { id: input.id };
  });
}

export const removeContractBundle = (db: Db, actor: Actor, input: VersionedId) =>
  removeUnused(db, actor, input, "contract_bundles", "contract_bundle", contractBundleUsages);

// --- general components and cost units: a name and a description ---

type DescribedTable = "general_components" | "cost_units";

const RECORD_TYPE: Record<DescribedTable, AuditRecordType> = {
  general_components: "general_component",
  cost_units: "cost_unit",
};

async function addDescribed(
  db: Db,
  table: DescribedTable,
  actor: Actor,
  input: { name: string; description: string | null },
): Promise<WriteResult> {
  const name = input.name.trim();
  return write(db, async (tx) => {
    await assertNameFree(tx, table, actor.orgId, name);
    const id = await insertRecord(tx, table, actor.orgId, { name, description: input.description });
    await auditChange(tx, actor, "create", RECORD_TYPE[table], id, { name });
    return { id };
  });
}

async function updateDescribed(
  db: Db,
  table: DescribedTable,
  actor: Actor,
  input: { id: number; version: number; name: string; description: string | null },
): Promise<WriteResult> {
  const name = input.name.trim();
  return write(db, async (tx) => {
    const before = await currentName(tx, table, actor.orgId, input);
    await assertNameFree(tx, table, actor.orgId, name, input.id);
    await updateCurrent(tx, table, actor.orgId, input, { name, description: input.description });
    await auditChange(tx, actor, "update", RECORD_TYPE[table], input.id, {
      from: before,
      to: name,
    });
    return { id: input.id };
  });
}

async function removeDescribed(
  db: Db,
  table: DescribedTable,
  actor: Actor,
  input: { id: number; version: number },
): Promise<WriteResult> {
  const usagesOf = table === "general_components" ? generalComponentUsages : costUnitUsages;
  return removeUnused(db, actor, input, table, RECORD_TYPE[table], usagesOf);
}

export const addGeneralComponent = (db: Db, actor: Actor, input: DescribedInput) =>
  addDescribed(db, "general_components", actor, input);
export const updateGeneralComponent = (db: Db, actor: Actor, input: DescribedUpdate) =>
  updateDescribed(db, "general_components", actor, input);
export const removeGeneralComponent = (db: Db, actor: Actor, input: VersionedId) =>
  removeDescribed(db, "general_components", actor, input);

export const addCostUnit = (db: Db, actor: Actor, input: DescribedInput) =>
  addDescribed(db, "cost_units", actor, input);
export const updateCostUnit = (db: Db, actor: Actor, input: DescribedUpdate) =>
  updateDescribed(db, "cost_units", actor, input);
export const removeCostUnit = (db: Db, actor: Actor, input: VersionedId) =>
  removeDescribed(db, "cost_units", actor, input);

interface DescribedInput {
  name: string;
  description: string | null;
}
type DescribedUpdate = DescribedInput & VersionedId;

// --- cost items ---

export interface CostItemInput {
  name: string;
  contractBundleId: number;
  generalComponentId: number | null;
  costUnitId: number;
  vendor: string | null;
  /** Exact decimal, e.g. "32500.00". */
  unitPrice: string;
}

async function assertInOrg(
  tx: Tx,
  table: "contract_bundles" | "general_components" | "cost_units",
  orgId: number,
  id: number | null,
  field: string,
) {
  if (id === null) return;
  const row = await tx
    .selectFrom(table)
    .select("id")
    .where("id", "=", id)
    .where("org_id", "=", orgId)
    .executeTakeFirst();
  if (!row) abort({ ok: false, reason: "invalidReference", field });
}

async function assertItemReferences(tx: Tx, orgId: number, input: CostItemInput) {
  await assertInOrg(tx, "contract_bundles", orgId, input.contractBundleId, "contractBundleId");
  await assertInOrg(
    tx,
    "general_components",
    orgId,
    input.generalComponentId,
    "generalComponentId",
  );
  await assertInOrg(tx, "cost_units", orgId, input.costUnitId, "costUnitId");
}

const itemColumns = (input: CostItemInput) => ({
  name: input.name.trim(),
  contract_bundle_id: input.contractBundleId,
  general_component_id: input.generalComponentId,
  cost_unit_id: input.costUnitId,
  vendor: input.vendor,
  unit_price: input.unitPrice,
});

/** A new cost item; with `newUnit`, its unit is added with it, in the same transaction. */
export async function addCostItem(
  db: Db,
  actor: Actor,
  input: Omit<CostItemInput, "costUnitId"> & { costUnitId: number | null; newUnit?: string | null },
): Promise<WriteResult> {
  return write(db, async (tx) => {
    await assertNameFree(tx, "cost_items", actor.orgId, input.name);
    let costUnitId = input.costUnitId;
    if (costUnitId === null) {
      const unitName = input.newUnit?.trim();
      if (!unitName) abort({ ok: false, reason: "invalidReference", field: "costUnitId" });
      await assertNameFree(tx, "cost_units", actor.orgId, unitName, undefined, "newUnit");
      const unit = { name: unitName, description: null };
      costUnitId = await insertRecord(tx, "cost_units", actor.orgId, unit);
      await auditChange(tx, actor, "create", "cost_unit", costUnitId, { name: unitName });
    }
    await assertItemReferences(tx, actor.orgId, { ...input, costUnitId });
    const item = { ...input, costUnitId };
    const id = await insertRecord(tx, "cost_items", actor.orgId, itemColumns(item));
    await auditChange(tx, actor, "create", "cost_item", id, itemColumns(item));
    return { id };
  });
}

/**
 * A new unit price applies to plans built from now on; AFE lines already built keep the price
 * they were authorised at.
 */
export async function updateCostItem(
  db: Db,
  actor: Actor,
  input: CostItemInput & VersionedId,
): Promise<WriteResult> {
  return write(db, async (tx) => {
    await currentName(tx, "cost_items", actor.orgId, input);
    await assertNameFree(tx, "cost_items", actor.orgId, input.name, input.id);
    await assertItemReferences(tx, actor.orgId, input);
    await updateCurrent(tx, "cost_items", actor.orgId, input, itemColumns(input));
    await auditChange(tx, actor, "update", "cost_item", input.id, itemColumns(input));
    return { id: input.id };
  });
}

export const removeCostItem = (db: Db, actor: Actor, input: VersionedId) =>
  removeUnused(db, actor, input, "cost_items", "cost_item", costItemUsagesOf);
