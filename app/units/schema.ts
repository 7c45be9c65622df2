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
  // Shown at the quantity's precision (1 m reads "3.29 ft", not "3.28084 ft"), rounded inward so
  // the figure named is itself accepted.
  const limit = (key: "atLeast" | "atMost", si: number) => {
    const shown = roundToPrecision(
      kind,
      fromSI(kind, si, system),
      system,
      key === "atLeast" ? "up" : "down",
    );
    // Already at the quantity's step: six significant digits would round 49212.59 ft past the limit.
    const value = writeUserNumber(shown, writtenIn);
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
