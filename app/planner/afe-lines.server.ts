/**
 * The lines of a draft AFE version: built from planned activities at today's catalogue prices,
 * or typed in as free lines; numbered across the well's whole AFE.
 */

import { phaseAbbreviation, type Phase } from "~/domain/cost/phases";
import { formatMoney, multiplyMoney, parseMoney } from "~/domain/money/decimal";
import type { Db } from "~/db/schema";
import { auditChange } from "~/identity/audit.server";

import { changeDraftLines } from "./afe-draft.server";
import { costsOfActivities } from "./catalogue-lists.server";
import type { Actor, WriteResult } from "./results";
import {
  abort,
  assertUpdated,
  updateCurrent,
  write,
  type Tx,
  type VersionedId,
} from "./write.server";

/**
 * The next line number across the well's whole AFE, so a code (PRD-048) names one line of the
 * well, not one per version: a supplement's lines follow the original's. Only the well's one
 * draft takes new lines, so numbers cannot clash.
 */
async function nextLineNo(tx: Tx, afeId: number): Promise<number> {
  const row = await tx
    .selectFrom("afe_lines as l")
    .innerJoin("afes as a", "a.id", "l.afe_id")
    .select((eb) => eb.fn.max("l.line_no").as("last"))
    .where("a.well_id", "=", (eb) =>
      eb.selectFrom("afes").select("well_id").where("id", "=", afeId),
    )
    .executeTakeFirst();
  return (row?.last ?? 0) + 1;
}

function lineCode(phase: Phase, lineNo: number): string {
  return `${phaseAbbreviation(phase)}-${String(lineNo).padStart(3, "0")}`;
}

/**
 * One line per activity cost of the chosen activities, priced at today's catalogue prices and
 * carrying the activity's planned duration (the timeline the forecast spreads the plan over).
 */
export async function addLinesFromActivities(
  db: Db,
  actor: Actor,
  input: { afeId: number; activityIds: number[] },
): Promise<WriteResult<{ id: number; lines: number }>> {
  return write(db, async (tx) => {
    await changeDraftLines(tx, actor.orgId, input.afeId);
    const activities = await tx
      .selectFrom("activities")
      .select(["id", "phase", "sequence", "name", "planned_duration_s"])
      .where("org_id", "=", actor.orgId)
      .where("id", "in", input.activityIds)
      .execute();
    if (activities.length !== new Set(input.activityIds).size) {
      abort({ ok: false, reason: "invalidReference", field: "activityIds" });
    }
    const costs = await costsOfActivities(tx, actor.orgId, input.activityIds)
      .select([
        "ac.activity_id",
        "ac.quantity",
        "ci.id as cost_item_id",
        "ci.name as item_name",
        "ci.contract_bundle_id",
        "ci.unit_price",
        "u.name as unit",
      ])
      .execute();

    let lineNo = await nextLineNo(tx, input.afeId);
    let added = 0;
    const ordered = [...activities].sort((a, b) => a.sequence - b.sequence || a.id - b.id);
    for (const activity of ordered) {
      for (const cost of costs.filter((c) => c.activity_id === activity.id)) {
        const amount = multiplyMoney(parseMoney(cost.unit_price), cost.quantity);
        await tx
          .insertInto("afe_lines")
          .values({
            org_id: actor.orgId,
            afe_id: input.afeId,
            line_no: lineNo,
            code: lineCode(activity.phase as Phase, lineNo),
            phase: activity.phase,
            contract_bundle_id: cost.contract_bundle_id,
            cost_item_id: cost.cost_item_id,
            activity_id: activity.id,
            activity_sequence: activity.sequence,
            planned_duration_s: activity.planned_duration_s,
            description: `${activity.name}: ${cost.item_name}`,
            quantity: cost.quantity,
            unit: cost.unit,
            unit_price: cost.unit_price,
            amount: formatMoney(amount),
          })
          .execute();
        lineNo += 1;
        added += 1;
      }
    }
    await auditChange(tx, actor, "add-lines", "afe", input.afeId, {
      activityIds: input.activityIds,
      lines: added,
    });
    return { id: input.afeId, lines: added };
  });
}

export interface FreeLineInput {
  afeId: number;
  phase: Phase;
  contractBundleId: number | null;
  costItemId: number | null;
  description: string | null;
  /** Exact decimals; amount wins, else quantity × unit price (the item's price by default). */
  quantity: string | null;
  unitPrice: string | null;
  amount: string | null;
}

interface PricedLine {
  contractBundleId: number | null;
  description: string;
  quantity: string | null;
  unit: string | null;
  unitPrice: string | null;
  amount: string;
}

async function priceLine(
  tx: Tx,
  orgId: number,
  input: Omit<FreeLineInput, "afeId" | "phase">,
): Promise<PricedLine> {
  let contractBundleId = input.contractBundleId;
  let description = input.description?.trim() || null;
  let unit: string | null = null;
  let unitPrice = input.unitPrice;
  if (input.costItemId !== null) {
    const item = await tx
      .selectFrom("cost_items as ci")
      .innerJoin("cost_units as u", "u.id", "ci.cost_unit_id")
      .select(["ci.name", "ci.contract_bundle_id", "ci.unit_price", "u.name as unit"])
      .where("ci.id", "=", input.costItemId)
      .where("ci.org_id", "=", orgId)
      .executeTakeFirst();
    if (!item) abort({ ok: false, reason: "invalidReference", field: "costItemId" });
    // A line for a cost item is booked to that item's contract bundle.
    contractBundleId = item.contract_bundle_id;
    description ??= item.name;
    unit = item.unit;
    unitPrice ??= item.unit_price;
  } else if (contractBundleId !== null) {
    const bundle = await tx
      .selectFrom("contract_bundles")
      .select("id")
      .where("id", "=", contractBundleId)
      .where("org_id", "=", orgId)
      .executeTakeFirst();
    if (!bundle) abort({ ok: false, reason: "invalidReference", field: "contractBundleId" });
  }
  if (description === null) abort({ ok: false, reason: "invalidReference", field: "description" });
  let amount = input.amount;
  if (amount === null) {
    if (input.quantity === null || unitPrice === null) {
      abort({ ok: false, reason: "invalidReference", field: "amount" });
    }
    amount = formatMoney(multiplyMoney(parseMoney(unitPrice), input.quantity));
  }
  return {
    contractBundleId,
    description,
    quantity: input.quantity,
    unit,
    unitPrice: input.quantity === null ? input.unitPrice : unitPrice,
    amount,
  };
}

export async function addFreeLine(
  db: Db,
  actor: Actor,
  input: FreeLineInput,
): Promise<WriteResult> {
  return write(db, async (tx) => {
    await changeDraftLines(tx, actor.orgId, input.afeId);
    const priced = await priceLine(tx, actor.orgId, input);
    const lineNo = await nextLineNo(tx, input.afeId);
    const { id } = await tx
      .insertInto("afe_lines")
      .values({
        org_id: actor.orgId,
        afe_id: input.afeId,
        line_no: lineNo,
        code: lineCode(input.phase, lineNo),
        phase: input.phase,
        contract_bundle_id: priced.contractBundleId,
        cost_item_id: input.costItemId,
        activity_id: null,
        activity_sequence: null,
        planned_duration_s: null,
        description: priced.description,
        quantity: priced.quantity,
        unit: priced.unit,
        unit_price: priced.unitPrice,
        amount: priced.amount,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await auditChange(tx, actor, "create", "afe_line", id, { afeId: input.afeId, ...priced });
    return { id };
  });
}

/** The line, once its version is known to be a draft that may change (else the write stops). */
async function draftLine(tx: Tx, orgId: number, id: number) {
  const line = await tx
    .selectFrom("afe_lines")
    .select(["afe_id", "code"])
    .where("id", "=", id)
    .where("org_id", "=", orgId)
    .executeTakeFirst();
  if (!line) abort({ ok: false, reason: "notFound" });
  await changeDraftLines(tx, orgId, line.afe_id);
  return line;
}

/** Changes what a draft line costs; where it belongs (phase, bundle, item) stays. */
export async function updateAfeLine(
  db: Db,
  actor: Actor,
  input: VersionedId & {
    description: string;
    quantity: string | null;
    unitPrice: string | null;
    amount: string | null;
  },
): Promise<WriteResult> {
  return write(db, async (tx) => {
    await draftLine(tx, actor.orgId, input.id);
    let amount = input.amount;
    if (amount === null) {
      if (input.quantity === null || input.unitPrice === null) {
        abort({ ok: false, reason: "invalidReference", field: "amount" });
      }
      amount = formatMoney(multiplyMoney(parseMoney(input.unitPrice), input.quantity));
    }
    await updateCurrent(tx, "afe_lines", actor.orgId, input, {
      description: input.description.trim(),
      quantity: input.quantity,
      unit_price: input.unitPrice,
      amount,
    });
    await auditChange(tx, actor, "update", "afe_line", input.id, {
      description: input.description,
      quantity: input.quantity,
      unitPrice: input.unitPrice,
      amount,
    });
    return { id: input.id };
  });
}

export async function removeAfeLine(
  db: Db,
  actor: Actor,
  input: VersionedId,
): Promise<WriteResult> {
  return write(db, async (tx) => {
    const line = await draftLine(tx, actor.orgId, input.id);
    const result = await tx
      .deleteFrom("afe_lines")
      .where("id", "=", input.id)
      .where("org_id", "=", actor.orgId)
      .where("version", "=", input.version)
      .executeTakeFirst();
    await assertUpdated(tx, "afe_lines", actor.orgId, input.id, result.numDeletedRows);
    await auditChange(tx, actor, "remove", "afe_line", input.id, {
      afeId: line.afe_id,
      code: line.code,
    });
    return { id: input.id };
  });
}
