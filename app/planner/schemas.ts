/**
 * The planner forms: one zod schema per intent, used by the browser (conform) and again by the
 * server. Messages are translation keys. Money and quantities come out as exact decimal strings,
 * durations in seconds (SI), from what the user typed in their language and unit system.
 */
import { z } from "zod";

import { PHASES } from "~/domain/cost/phases";
import type { Language, UnitSystem } from "~/domain/units/systems";
import {
  optionalRecordId,
  optionalText as optionalTextInput,
  recordId,
  recordIds,
  recordVersion,
} from "~/forms/input";

import type { RecordDeclaration } from "~/sections/records";

import { decimalText, recordSchemas, recordShape, type RecordInput } from "./record-schema";
import {
  activity,
  activityCost,
  afeLine,
  contractBundle,
  costItem,
  costUnit,
  generalComponent,
  NAME_MAX,
} from "./records";

export { NAME_MAX };

const required = { error: "validation.required" };

const id = recordId();
const optionalId = optionalRecordId().transform((v) => v ?? null);
const version = recordVersion();
const optionalText = optionalTextInput({ max: 500 });

const built = new Map<string, PlannerSchemas>();

/** The schemas for one language and unit system; a page renders many forms, so they are kept. */
export function plannerSchemas(language: Language, system: UnitSystem): PlannerSchemas {
  const key = `${language}/${system}`;
  let schemas = built.get(key);
  if (!schemas) {
    schemas = buildSchemas(language, system);
    built.set(key, schemas);
  }
  return schemas;
}

function buildSchemas(language: Language, system: UnitSystem) {
  const money = decimalText(language, { places: 2, digits: 12 });
  const quantity = decimalText(language, { places: 4, digits: 10, positive: true });
  const phase = z.enum(PHASES, required);
  const of = <R extends RecordDeclaration>(record: R) => recordSchemas(record, language, system);
  const bundle = of(contractBundle);
  const component = of(generalComponent);
  const unit = of(costUnit);
  const item = of(costItem);
  const activityRecord = of(activity);
  const cost = of(activityCost);

  return {
    "bundle.add": bundle.add,
    "bundle.rename": bundle.update,
    "bundle.remove": bundle.remove,

    "component.add": component.add,
    "component.update": component.update,
    "component.remove": component.remove,

    "unit.add": unit.add,
    "unit.update": unit.update,
    "unit.remove": unit.remove,

    // A missing unit can be named in place (`newUnit`): the item and its unit are added together.
    "item.add": z
      .object({
        ...recordShape(costItem.fields, language, system),
        costUnitId: optionalId,
        newUnit: optionalTextInput({ max: NAME_MAX }),
      })
      .superRefine((value, ctx) => {
        if (value.costUnitId === null && !value.newUnit) {
          ctx.addIssue({
            code: "custom",
            path: ["costUnitId"],
            message: "planner.validation.unitOrNew",
          });
        } else if (value.costUnitId !== null && value.newUnit) {
          ctx.addIssue({
            code: "custom",
            path: ["newUnit"],
            message: "planner.validation.unitNotBoth",
          });
        }
      }) as unknown as z.ZodType<
      Omit<z.output<typeof item.add>, "costUnitId"> & {
        costUnitId: number | null;
        newUnit: string | null;
      }
    >,
    "item.update": item.update,
    "item.remove": item.remove,

    "activity.add": activityRecord.add,
    "activity.update": activityRecord.update,
    "activity.remove": activityRecord.remove,

    "activityCost.add": cost.add,
    "activityCost.update": cost.update,
    "activityCost.remove": cost.remove,

    "afe.create": z.object({ wellId: id, reference: optionalText, reason: optionalText }),
    "afe.update": z.object({ id, version, reference: optionalText, reason: optionalText }),
    "afe.approve": z.object({ id, version }),
    "afe.remove": z.object({ id, version }),

    "afeLine.fromActivities": z.object({
      afeId: id,
      activityIds: recordIds("planner.validation.pickActivity"),
    }),
    "afeLine.add": z
      .object({
        afeId: id,
        phase,
        contractBundleId: optionalId,
        costItemId: optionalId,
        description: optionalText,
        quantity: quantity.optional().transform((v) => v ?? null),
        unitPrice: money.optional().transform((v) => v ?? null),
        amount: money.optional().transform((v) => v ?? null),
      })
      .superRefine((line, ctx) => {
        if (line.costItemId === null && line.description === null) {
          ctx.addIssue({
            code: "custom",
            path: ["description"],
            message: "planner.validation.describeLine",
          });
        }
        if (line.costItemId === null && line.contractBundleId === null) {
          ctx.addIssue({
            code: "custom",
            path: ["contractBundleId"],
            message: "planner.validation.bundleOrItem",
          });
        }
        const priced =
          line.quantity !== null && (line.unitPrice !== null || line.costItemId !== null);
        if (line.amount === null && !priced) {
          ctx.addIssue({
            code: "custom",
            path: ["amount"],
            message: "planner.validation.amountOrPrice",
          });
        }
      }),
    "afeLine.update": z
      .object({ id, version, ...recordShape(afeLine.fields, language, system) })
      .superRefine((value, ctx) => {
        const line = value as unknown as RecordInput<(typeof afeLine)["fields"]>;
        if (line.amount === null && (line.quantity === null || line.unitPrice === null)) {
          ctx.addIssue({
            code: "custom",
            path: ["amount"],
            message: "planner.validation.amountOrPrice",
          });
        }
      }) as unknown as z.ZodType<
      { id: number; version: number } & RecordInput<(typeof afeLine)["fields"]>
    >,
    "afeLine.remove": z.object({ id, version }),
  };
}

export type PlannerSchemas = ReturnType<typeof buildSchemas>;
export type PlannerIntent = keyof PlannerSchemas;

const INTENTS = new Set<string>(Object.keys(plannerSchemas("en", "api")));

export function isPlannerIntent(value: unknown): value is PlannerIntent {
  return typeof value === "string" && INTENTS.has(value);
}
