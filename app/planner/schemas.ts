/**
 * The planner forms: one zod schema per intent, used by the browser (conform) and again by the
 * server. Messages are translation keys. Money and quantities come out as exact decimal strings,
 * durations in seconds (SI), from what the user typed in their language and unit system.
 */
import { z } from "zod";

import { PHASES } from "~/domain/cost/phases";
import type { Language, UnitSystem } from "~/domain/units/systems";
import { toSI } from "~/domain/units/units";
import {
  optionalRecordId,
  optionalText as optionalTextInput,
  recordId,
  recordIds,
  recordVersion,
  requiredText,
} from "~/forms/input";

import { decimalPlaces, integerDigits, parseUserDecimal } from "./decimal-input";

export const NAME_MAX = 120;
const TEXT_MAX = 500;

const required = { error: "validation.required" };

const name = requiredText({ max: NAME_MAX });
const optionalText = optionalTextInput({ max: TEXT_MAX });

const id = recordId();
const optionalId = optionalRecordId().transform((v) => v ?? null);
const version = recordVersion();
/** Order of an activity within its phase: 10, 20, 30… leaves room to slot one in. */
const sequence = z
  .string(required)
  .trim()
  .regex(/^\d{1,4}$/, { error: "planner.validation.wholeNumber" })
  .transform(Number);

interface DecimalRules {
  places: number;
  digits: number;
  positive?: boolean;
}

/** An exact decimal within a numeric(p, s) column; "" is allowed only when optional. */
function decimalText(language: Language, rules: DecimalRules) {
  return z.string(required).transform((text, ctx): string => {
    const plain = parseUserDecimal(text, language);
    if (plain === null) {
      ctx.addIssue({ code: "custom", message: "validation.number" });
      return z.NEVER;
    }
    if (plain.startsWith("-") || (rules.positive && !/[1-9]/.test(plain))) {
      ctx.addIssue({
        code: "custom",
        message: rules.positive ? "planner.validation.positive" : "planner.validation.notNegative",
      });
      return z.NEVER;
    }
    if (decimalPlaces(plain) > rules.places) {
      ctx.addIssue({
        code: "custom",
        message: `planner.validation.decimals|${JSON.stringify({ places: rules.places })}`,
      });
      return z.NEVER;
    }
    if (integerDigits(plain) > rules.digits) {
      ctx.addIssue({ code: "custom", message: "planner.validation.tooLarge" });
      return z.NEVER;
    }
    return plain;
  });
}

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
  const hours = decimalText(language, { places: 2, digits: 6 }).transform((plain) =>
    Math.round(toSI("duration", Number(plain), system)),
  );

  return {
    "bundle.add": z.object({ name }),
    "bundle.rename": z.object({ id, version, name }),
    "bundle.remove": z.object({ id, version }),

    "component.add": z.object({ name, description: optionalText }),
    "component.update": z.object({ id, version, name, description: optionalText }),
    "component.remove": z.object({ id, version }),

    "unit.add": z.object({ name, description: optionalText }),
    "unit.update": z.object({ id, version, name, description: optionalText }),
    "unit.remove": z.object({ id, version }),

    // A missing unit can be named in place (`newUnit`): the item and its unit are added together.
    "item.add": z
      .object({
        name,
        contractBundleId: id,
        generalComponentId: optionalId,
        costUnitId: optionalId,
        newUnit: optionalTextInput({ max: NAME_MAX }),
        vendor: optionalText,
        unitPrice: money,
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
      }),
    "item.update": z.object({
      id,
      version,
      name,
      contractBundleId: id,
      generalComponentId: optionalId,
      costUnitId: id,
      vendor: optionalText,
      unitPrice: money,
    }),
    "item.remove": z.object({ id, version }),

    "activity.add": z.object({
      phase,
      sequence,
      name,
      description: optionalText,
      plannedHours: hours,
    }),
    "activity.update": z.object({
      id,
      version,
      phase,
      sequence,
      name,
      description: optionalText,
      plannedHours: hours,
    }),
    "activity.remove": z.object({ id, version }),

    "activityCost.add": z.object({
      activityId: id,
      costItemId: id,
      quantity,
      remark: optionalText,
    }),
    "activityCost.update": z.object({
      id,
      version,
      activityId: id,
      costItemId: id,
      quantity,
      remark: optionalText,
    }),
    "activityCost.remove": z.object({ id, version }),

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
      .object({
        id,
        version,
        description: name,
        quantity: quantity.optional().transform((v) => v ?? null),
        unitPrice: money.optional().transform((v) => v ?? null),
        amount: money.optional().transform((v) => v ?? null),
      })
      .superRefine((line, ctx) => {
        if (line.amount === null && (line.quantity === null || line.unitPrice === null)) {
          ctx.addIssue({
            code: "custom",
            path: ["amount"],
            message: "planner.validation.amountOrPrice",
          });
        }
      }),
    "afeLine.remove": z.object({ id, version }),
  };
}

export type PlannerSchemas = ReturnType<typeof buildSchemas>;
export type PlannerIntent = keyof PlannerSchemas;

const INTENTS = new Set<string>(Object.keys(plannerSchemas("en", "api")));

export function isPlannerIntent(value: unknown): value is PlannerIntent {
  return typeof value === "string" && INTENTS.has(value);
}
