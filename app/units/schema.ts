import { z } from "zod";

import type { QuantityKind } from "~/domain/units/quantities";
import { roundToPrecision } from "~/domain/units/precision";
import type { Language, UnitSystem } from "~/domain/units/systems";
import { fromSI, toSI, unitLabel } from "~/domain/units/units";

import { notANumber, parseUserNumber, writeUserNumber } from "./parse-number";

export interface QuantityRules {
  required?: boolean;
  /** Limits in SI, so one declaration serves every unit system. */
  min?: number;
  max?: number;
  /** The unit a unitless number is read in ("m/s"), when its kind has none. */
  unit?: string;
  /** The language a limit is written in, when not the one the value is read in. */
  messageLanguage?: Language;
}

/**
 * A limit of a quantity as a message names it: in `system`'s unit, at the quantity's display
 * precision (1 m reads "3.29 ft", not "3.28084 ft"), written the way `language` writes numbers.
 * It is rounded so that the figure named tells the truth about the values typed at that precision:
 * a minimum up and a maximum down (the figure is itself accepted), a bound to stay below up and
 * one to stay above down (the figure is itself refused, the step inside it accepted).
 */
export function writeLimit(
  kind: QuantityKind,
  si: number,
  system: UnitSystem,
  language: Language,
  bound: "atLeast" | "atMost" | "below" | "above",
): string {
  const up = bound === "atLeast" || bound === "below";
  const shown = roundToPrecision(kind, fromSI(kind, si, system), system, up ? "up" : "down");
  // Already at the quantity's step: six significant digits would round 49212.59 ft past the limit.
  return writeUserNumber(shown, language);
}

/**
 * A form field holding a quantity typed in the user's unit: checks it with the spec's number
 * rule and limits, and hands back the SI value to store. Messages are translation keys.
 */
export function quantityInput(
  kind: QuantityKind,
  system: UnitSystem,
  language: Language,
  rules: QuantityRules = {},
) {
  const unit = rules.unit ?? unitLabel(kind, system);
  // "Enter at most 100 m/s.", or "Enter at most 100." for a number without a unit.
  const writtenIn = rules.messageLanguage ?? language;
  const limit = (key: "atLeast" | "atMost", si: number) => {
    const value = writeLimit(kind, si, system, writtenIn, key);
    return unit
      ? `units.${key}|${JSON.stringify({ value, unit })}`
      : `units.${key}Value|${JSON.stringify({ value })}`;
  };
  return z
    .string()
    .optional()
    .transform((text, ctx): number | null => {
      if (text === undefined || text.trim() === "") {
        if (rules.required) ctx.addIssue({ code: "custom", message: "validation.required" });
        return null;
      }
      const typed = parseUserNumber(text, language);
      if (typed === null) {
        ctx.addIssue({ code: "custom", message: notANumber(text, language) });
        return null;
      }
      const si = toSI(kind, typed, system);
      if (rules.min !== undefined && si < rules.min - 1e-9 * Math.abs(rules.min)) {
        ctx.addIssue({ code: "custom", message: limit("atLeast", rules.min) });
      }
      if (rules.max !== undefined && si > rules.max + 1e-9 * Math.abs(rules.max)) {
        ctx.addIssue({ code: "custom", message: limit("atMost", rules.max) });
      }
      return si;
    });
}
