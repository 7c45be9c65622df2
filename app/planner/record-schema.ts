/**
 * A record's zod schemas, derived from its declaration (records.ts): adding posts its fields,
 * editing posts id, version and what an edit may change, removing posts id and version. Messages
 * are translation keys; money and quantities come out as exact decimal strings, durations in
 * seconds (SI), from what the user typed in their language and unit system.
 */
import { z } from "zod";

import { PHASES } from "~/domain/cost/phases";
import type { Language, UnitSystem } from "~/domain/units/systems";
import { toSI } from "~/domain/units/units";
import {
  optionalRecordId,
  optionalText,
  recordId,
  recordVersion,
  requiredText,
} from "~/forms/input";
import {
  editedFields,
  type RecordDeclaration,
  type RecordFieldDeclaration,
} from "~/sections/records";
import { notANumber } from "~/units/parse-number";

import { decimalPlaces, integerDigits, parseUserDecimal } from "./decimal-input";

const required = { error: "validation.required" };

interface DecimalRules {
  places: number;
  digits: number;
  positive?: boolean;
}

/** An exact decimal within a numeric(p, s) column. */
export function decimalText(language: Language, rules: DecimalRules) {
  return z.string(required).transform((text, ctx): string => {
    const plain = parseUserDecimal(text, language);
    if (plain === null) {
      ctx.addIssue({ code: "custom", message: notANumber(text, language) });
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

/** Blank is null for a field a person may leave empty. */
const orNull = <S extends z.ZodType>(schema: S, isRequired: boolean | undefined) =>
  isRequired ? schema : schema.optional().transform((value) => value ?? null);

/** One field's schema, by its kind: the one `switch` every record field goes through. */
export function recordFieldSchema(
  declared: RecordFieldDeclaration,
  language: Language,
  system: UnitSystem,
): z.ZodType {
  switch (declared.kind) {
    case "text":
    case "longText": {
      const rules = { max: declared.maxLength ?? 500, multiline: declared.kind === "longText" };
      return declared.required ? requiredText(rules) : optionalText(rules);
    }
    case "money":
      // numeric(14, 2)
      return orNull(decimalText(language, { places: 2, digits: 12 }), declared.required);
    case "quantity":
      if (declared.quantity === "duration") {
        // Typed in hours (or the unit system's duration), stored in whole seconds.
        const hours = decimalText(language, { places: 2, digits: 6 }).transform((plain) =>
          Math.round(toSI("duration", Number(plain), system)),
        );
        return orNull(hours, declared.required);
      }
      // numeric(14, 4), more than nothing: a count of units bought.
      return orNull(
        decimalText(language, { places: 4, digits: 10, positive: true }),
        declared.required,
      );
    case "integer": {
      // Order of an activity within its phase: 10, 20, 30… leaves room to slot one in.
      const digits = String(declared.max ?? 9999).length;
      const whole = z
        .string(required)
        .trim()
        .regex(new RegExp(`^\\d{1,${digits}}$`), { error: "planner.validation.wholeNumber" })
        .transform(Number);
      return orNull(whole, declared.required);
    }
    case "reference":
      return declared.required ? recordId() : optionalRecordId().transform((v) => v ?? null);
    case "lookup":
      if (declared.list !== "phase") throw new Error(`No record schema for list ${declared.list}`);
      return z.enum(PHASES, required);
    case "date":
    case "time":
    case "boolean":
    case "costPerLength":
      throw new Error(`No record field of kind ${declared.kind} yet (${declared.name})`);
    default: {
      const unknown: never = declared;
      throw new Error(`Unknown field ${JSON.stringify(unknown)}`);
    }
  }
}

type OrNull<F, T> = F extends { required: true } ? T : T | null;

/** What a field's schema gives the service, by kind (the `switch` above, in types). */
export type RecordInputValue<F extends RecordFieldDeclaration> = F extends {
  kind: "text" | "longText" | "money";
}
  ? OrNull<F, string>
  : F extends { kind: "quantity"; quantity: "duration" }
    ? OrNull<F, number>
    : F extends { kind: "quantity" }
      ? OrNull<F, string>
      : F extends { kind: "integer" | "reference" }
        ? OrNull<F, number>
        : F extends { kind: "lookup" }
          ? (typeof PHASES)[number]
          : never;

export type RecordInput<Fs extends readonly RecordFieldDeclaration[]> = {
  [F in Fs[number] as F["name"]]: RecordInputValue<F>;
};

type Versioned = { id: number; version: number };

type Edited<R extends RecordDeclaration> =
  R extends RecordDeclaration<string, infer Fs>
    ? R["editable"] extends readonly string[]
      ? Pick<
          RecordInput<Fs>,
          Extract<
            keyof RecordInput<Fs>,
            NonNullable<R["editable"]>[number] | NonNullable<R["owner"]>[number]
          >
        >
      : RecordInput<Fs>
    : never;

export interface RecordSchemas<R extends RecordDeclaration> {
  add: z.ZodType<R extends RecordDeclaration<string, infer Fs> ? RecordInput<Fs> : never>;
  update: z.ZodType<Versioned & Edited<R>>;
  remove: z.ZodType<Versioned>;
}

/** The zod shape of some of a record's fields, for a schema with rules of its own. */
export function recordShape(
  fields: readonly RecordFieldDeclaration[],
  language: Language,
  system: UnitSystem,
) {
  return Object.fromEntries(
    fields.map((declared) => [declared.name, recordFieldSchema(declared, language, system)]),
  ) as Record<string, z.ZodType>;
}

/** Adding, editing and removing one record, as its declaration says. */
export function recordSchemas<R extends RecordDeclaration>(
  record: R,
  language: Language,
  system: UnitSystem,
): RecordSchemas<R> {
  const versioned = { id: recordId(), version: recordVersion() };
  // The shapes are built from the declaration at run time; their types follow it (RecordInput).
  return {
    add: z.object(recordShape(record.fields, language, system)),
    update: z.object({ ...versioned, ...recordShape(editedFields(record), language, system) }),
    remove: z.object(versioned),
  } as unknown as RecordSchemas<R>;
}
