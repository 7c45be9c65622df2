/**
 * The planner's demo data: a realistic cost catalogue (contract bundles, general components,
 * cost units, cost items, planned activities with their costs) for each demo organisation, and
 * an approved AFE for every well that has none.
 *
 * The AFE of a demo well is sized from the same demo generator the daily drilling reports come
 * from (same seed, same days), per phase and contract bundle, times a per-well factor between
 * 0.88 and 1.12: where the factor is below 1 the well runs over budget, above 1 under. Run it
 * after the wells exist and before the demo reports, so the reports' cost lines find the cost
 * items, bundles and AFE lines by name.
 */

import { CONTRACT_CATEGORIES, COST_ITEMS, type CostItemKey } from "~/demo/generator/contracts";
import { addDays, generateWellReports } from "~/demo/generator/ddr-generator";
import { createRandom } from "~/demo/generator/random";
import type { Phase } from "~/domain/cost/phases";
import { phaseAbbreviation, comparePhases } from "~/domain/cost/phases";
import { formatMoney, multiplyMoney, parseMoney, type Cents } from "~/domain/money/decimal";
import { daysBetween } from "~/domain/reports/report-days";
import { programDays } from "~/demo/wells.server";
import type { Db } from "~/db/schema";
import {
  COMPONENTS,
  UNITS,
  componentOf,
  cataloguePrice,
  DEMO_ACTIVITIES,
} from "./planner-catalogue";

const DAY = 86_400;
export const PLANNER_DEMO_ORGANISATIONS = ["Demo Energy", "Other Operator"] as const;

export interface PlannerDemoResult {
  catalogues: number;
  afes: number;
}

/**
 * Seeds the catalogue of each demo organisation that has none yet, then an approved AFE for each
 * of their wells without one. Running it again adds nothing twice.
 */
export async function seedPlannerDemo(
  db: Db,
  options: { organisations?: readonly string[]; asOf?: string } = {},
): Promise<PlannerDemoResult> {
  const result: PlannerDemoResult = { catalogues: 0, afes: 0 };
  const asOf = options.asOf ?? new Date().toISOString().slice(0, 10);
  for (const organisation of options.organisations ?? PLANNER_DEMO_ORGANISATIONS) {
    const org = await db
      .selectFrom("organisations")
      .select("id")
      .where("name", "=", organisation)
      .executeTakeFirst();
    if (!org) continue;
    await db.transaction().execute(async (tx) => {
      if (await seedCatalogue(tx, org.id)) result.catalogues += 1;
      const wells = await tx
        .selectFrom("wells")
        .select(["id", "name", "well_type", "status", "spud_date", "release_date", "planned_td"])
        .where("org_id", "=", org.id)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb.selectFrom("afes").select("afes.id").whereRef("afes.well_id", "=", "wells.id"),
            ),
          ),
        )
        .orderBy("id")
        .execute();
      const { builder, approver } = await demoSignatories(tx, org.id);
      for (const well of wells) {
        await seedWellAfe(tx, { orgId: org.id, organisation, well, builder, approver, asOf });
        result.afes += 1;
      }
    });
  }
  return result;
}

async function seedCatalogue(tx: Db, orgId: number): Promise<boolean> {
  const existing = await tx
    .selectFrom("contract_bundles")
    .select("id")
    .where("org_id", "=", orgId)
    .limit(1)
    .executeTakeFirst();
  if (existing) return false;

  const bundles = new Map<string, number>();
  for (const name of CONTRACT_CATEGORIES) {
    const { id } = await tx
      .insertInto("contract_bundles")
      .values({ org_id: orgId, name })
      .returning("id")
      .executeTakeFirstOrThrow();
    bundles.set(name, id);
  }
  const components = new Map<string, number>();
  for (const [name, description] of Object.entries(COMPONENTS)) {
    const { id } = await tx
      .insertInto("general_components")
      .values({ org_id: orgId, name, description })
      .returning("id")
      .executeTakeFirstOrThrow();
    components.set(name, id);
  }
  const units = new Map<string, number>();
  for (const [name, description] of Object.entries(UNITS)) {
    const { id } = await tx
      .insertInto("cost_units")
      .values({ org_id: orgId, name, description })
      .returning("id")
      .executeTakeFirstOrThrow();
    units.set(name, id);
  }
  const items = new Map<CostItemKey, number>();
  for (const key of Object.keys(COST_ITEMS) as CostItemKey[]) {
    const item = COST_ITEMS[key];
    const { id } = await tx
      .insertInto("cost_items")
      .values({
        org_id: orgId,
        name: item.costItem,
        contract_bundle_id: bundles.get(item.category)!,
        general_component_id: components.get(componentOf(key))!,
        cost_unit_id: units.get(item.unit)!,
        vendor: item.vendor || null,
        unit_price: cataloguePrice(key),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    items.set(key, id);
  }
  for (const activity of DEMO_ACTIVITIES) {
    const { id } = await tx
      .insertInto("activities")
      .values({
        org_id: orgId,
        phase: activity.phase,
        sequence: activity.sequence,
        name: activity.name,
        description: null,
        planned_duration_s: String(activity.days * DAY),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await tx
      .insertInto("activity_costs")
      .values(
        activity.costs.map(([key, quantity]) => ({
          org_id: orgId,
          activity_id: id,
          cost_item_id: items.get(key)!,
          quantity,
          remark: null,
        })),
      )
      .execute();
  }
  return true;
}

/**
 * Who builds and who approves the demo AFEs: the organisation's planner builds, its administrator
 * approves (a version is never approved by the person who built it).
 */
async function demoSignatories(tx: Db, orgId: number) {
  const members = await tx
    .selectFrom("memberships as m")
    .innerJoin("roles as r", "r.id", "m.role_id")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["u.id", "u.full_name", "r.name as role"])
    .where("m.org_id", "=", orgId)
    .orderBy("u.id")
    .execute();
  const person = (member: (typeof members)[number] | undefined) =>
    member ? { id: member.id, fullName: member.full_name } : null;
  const administrator = members.find((member) => member.role === "Administrator");
  const planner = members.find((member) => member.role === "Planner");
  const builder = person(planner ?? members.find((member) => member !== administrator));
  return { builder, approver: person(administrator ?? members.find((m) => m.id !== builder?.id)) };
}

interface DemoWellRow {
  id: number;
  name: string;
  well_type: string;
  status: string;
  spud_date: string | null;
  release_date: string | null;
  planned_td: number | null;
}

/** The generator options the demo reports of this well are written with (demo-wells.server.ts). */
function generatorOptions(organisation: string, well: DemoWellRow, asOf: string) {
  const plannedTd = Math.max(1000, Math.min(7000, well.planned_td ?? 3000));
  const spudDate = well.spud_date ?? addDays(asOf, 30);
  const days =
    well.spud_date && well.release_date
      ? Math.max(20, daysBetween(well.spud_date, well.release_date) + 1)
      : programDays(plannedTd);
  return {
    spudDate,
    days,
    wellType: well.well_type === "geothermal" ? ("geothermal" as const) : ("oil" as const),
    plannedTd,
    seed: `${organisation}/${well.name}`,
  };
}

async function seedWellAfe(
  tx: Db,
  input: {
    orgId: number;
    organisation: string;
    well: DemoWellRow;
    builder: { id: number; fullName: string } | null;
    approver: { id: number; fullName: string } | null;
    asOf: string;
  },
) {
  const { orgId, well, builder, approver } = input;
  const options = generatorOptions(input.organisation, well, input.asOf);
  const generated = generateWellReports(options);

  // What the well's whole program costs, per phase and contract category, and its days per phase.
  const days = new Map<string, number>();
  const costs = new Map<string, Map<string, Cents>>();
  for (const report of generated.reports) {
    days.set(report.phase, (days.get(report.phase) ?? 0) + 1);
    for (const line of report.costLines) {
      const byCategory = costs.get(line.phase) ?? new Map<string, Cents>();
      byCategory.set(
        line.contractCategory,
        (byCategory.get(line.contractCategory) ?? 0n) + parseMoney(line.amount),
      );
      costs.set(line.phase, byCategory);
    }
  }

  const random = createRandom(`planner/${input.organisation}/${well.name}`);
  const factor = random.uniform(0.88, 1.12).toFixed(3);
  const bundles = new Map(
    (
      await tx
        .selectFrom("contract_bundles")
        .select(["id", "name"])
        .where("org_id", "=", orgId)
        .execute()
    ).map((row) => [row.name, row.id]),
  );
  const activities = await tx
    .selectFrom("activities")
    .select(["id", "phase", "sequence", "name"])
    .where("org_id", "=", orgId)
    .orderBy("sequence")
    .execute();
  const primary = (phase: string) =>
    activities.find((activity) => activity.phase === phase) ?? null;

  const approvedAt = new Date(`${addDays(well.spud_date ?? input.asOf, -14)}T09:00:00Z`);
  const { id: afeId } = await tx
    .insertInto("afes")
    .values({
      org_id: orgId,
      well_id: well.id,
      version_no: 1,
      reference: `AFE-${options.spudDate.slice(0, 4)}-${well.name}`,
      reason: `Drill and complete ${well.name} to ${Math.round(options.plannedTd)} m MD in ${options.days} days`,
      status: "approved",
      created_by: builder?.id ?? null,
      created_at: new Date(approvedAt.getTime() - 2 * DAY * 1000),
      approved_by: approver?.id ?? null,
      approved_by_name: approver?.fullName ?? "Demo planner",
      approved_at: approvedAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();

  const lines = [];
  let lineNo = 1;
  let total = 0n;
  for (const phase of [...costs.keys()].sort(comparePhases) as Phase[]) {
    const activity = primary(phase);
    const phaseDays = days.get(phase) ?? 0;
    for (const category of CONTRACT_CATEGORIES) {
      const spent = costs.get(phase)?.get(category);
      if (!spent) continue;
      const amount = multiplyMoney(spent, factor);
      total += amount;
      lines.push({
        org_id: orgId,
        afe_id: afeId,
        line_no: lineNo,
        code: `${phaseAbbreviation(phase)}-${String(lineNo).padStart(3, "0")}`,
        phase,
        contract_bundle_id: bundles.get(category) ?? null,
        cost_item_id: null,
        activity_id: activity?.id ?? null,
        activity_sequence: activity?.sequence ?? null,
        planned_duration_s: activity ? String(phaseDays * DAY) : null,
        description: `${activity?.name ?? phase}: ${category}`,
        quantity: null,
        unit: null,
        unit_price: null,
        amount: formatMoney(amount),
      });
      lineNo += 1;
    }
  }
  if (lines.length > 0) await tx.insertInto("afe_lines").values(lines).execute();

  // A well that was budgeted tight and is under way got a supplement for part of the overrun.
  if (Number(factor) < 0.95 && well.status === "drilling") {
    const [phase, phaseDays] = [...days.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const activity = primary(phase);
    const supplementAt = new Date(
      `${addDays(well.spud_date ?? input.asOf, Math.round(options.days * 0.3))}T09:00:00Z`,
    );
    const { id: supplementId } = await tx
      .insertInto("afes")
      .values({
        org_id: orgId,
        well_id: well.id,
        version_no: 2,
        reference: `AFE-${options.spudDate.slice(0, 4)}-${well.name}-S1`,
        reason: "Additional rig days after lost circulation and a slow section",
        status: "approved",
        created_by: builder?.id ?? null,
        created_at: new Date(supplementAt.getTime() - DAY * 1000),
        approved_by: approver?.id ?? null,
        approved_by_name: approver?.fullName ?? "Demo planner",
        approved_at: supplementAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const shortfall = multiplyMoney(total, (1 - Number(factor)).toFixed(3));
    await tx
      .insertInto("afe_lines")
      .values({
        org_id: orgId,
        afe_id: supplementId,
        // Line numbers run on across the well's AFE: the supplement's first follows the original's last.
        line_no: lineNo,
        code: `${phaseAbbreviation(phase as Phase)}-${String(lineNo).padStart(3, "0")}`,
        phase,
        contract_bundle_id: bundles.get("Rig") ?? null,
        cost_item_id: null,
        activity_id: activity?.id ?? null,
        activity_sequence: activity?.sequence ?? null,
        planned_duration_s: activity ? String(phaseDays * DAY) : null,
        description: `${activity?.name ?? phase}: additional rig days`,
        quantity: null,
        unit: null,
        unit_price: null,
        amount: formatMoney(multiplyMoney(shortfall, "0.5")),
      })
      .execute();
  }
}
