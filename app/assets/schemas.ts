import { z } from "zod";

import { WELL_STATUSES, WELL_TYPES } from "~/db/tables/assets";
import type { Language, UnitSystem } from "~/domain/units/systems";
import { optionalRecordVersion, optionalText, recordId, requiredText } from "~/forms/input";
import { quantityInput } from "~/units/schema";

import { datePattern, parseDisplayDate } from "./dates";

// The add/edit forms of fields, pads and wells. One schema per form serves the browser (instant
// messages) and the server (the check that counts); numbers are typed in the user's unit system
// and come out in SI. Messages are translation keys, optionally "key|{json params}".

/** Metres: deep offshore seabed to the highest rig site anyone would drill from. */
const ELEVATION_LIMITS = { min: -11_000, max: 9_000 };
/** Metres MD; the deepest wells ever drilled are a little over 12 km. */
const PLANNED_TD_LIMITS = { min: 1, max: 15_000 };

function dateInput(language: Language) {
  return z
    .string()
    .optional()
    .transform((text, ctx): string | null => {
      if (!text?.trim()) return null;
      const date = parseDisplayDate(text, language);
      if (!date) {
        ctx.addIssue({
          code: "custom",
          message: `assets.validation.date|${JSON.stringify({ pattern: datePattern(language) })}`,
        });
      }
      return date;
    });
}

/** Edit forms carry the version the user started from (optimistic concurrency). */
const version = optionalRecordVersion();

export const fieldSchema = z.object({
  name: requiredText({ max: 100 }),
  location: optionalText({ max: 200 }),
  concession: optionalText({ max: 200 }),
  remarks: optionalText({ max: 2000, multiline: true }),
  version,
});
export type FieldInput = z.output<typeof fieldSchema>;

export function padSchema(system: UnitSystem, language: Language) {
  return z.object({
    fieldId: recordId(),
    name: requiredText({ max: 100 }),
    latitude: quantityInput("angle", system, language, { min: -90, max: 90 }),
    longitude: quantityInput("angle", system, language, { min: -180, max: 180 }),
    remarks: optionalText({ max: 2000, multiline: true }),
    version,
  });
}
export type PadInput = z.output<ReturnType<typeof padSchema>>;

export function wellSchema(system: UnitSystem, language: Language) {
  return z
    .object({
      padId: recordId(),
      name: requiredText({ max: 100 }),
      uwi: optionalText({ max: 40 }),
      wellType: z.enum(WELL_TYPES, { error: "validation.required" }),
      status: z.enum(WELL_STATUSES, { error: "validation.required" }),
      surfaceLatitude: quantityInput("angle", system, language, { min: -90, max: 90 }),
      surfaceLongitude: quantityInput("angle", system, language, { min: -180, max: 180 }),
      groundElevation: quantityInput("length", system, language, ELEVATION_LIMITS),
      rotaryTableElevation: quantityInput("length", system, language, ELEVATION_LIMITS),
      spudDate: dateInput(language),
      releaseDate: dateInput(language),
      plannedTd: quantityInput("length", system, language, PLANNED_TD_LIMITS),
      rig: optionalText({ max: 100 }),
      remarks: optionalText({ max: 2000, multiline: true }),
      version,
    })
    .superRefine((well, ctx) => {
      if (
        well.groundElevation !== null &&
        well.rotaryTableElevation !== null &&
        well.rotaryTableElevation < well.groundElevation
      ) {
        ctx.addIssue({
          code: "custom",
          path: ["rotaryTableElevation"],
          message: "assets.validation.rotaryTableBelowGround",
        });
      }
      if (well.spudDate && well.releaseDate && well.releaseDate < well.spudDate) {
        ctx.addIssue({
          code: "custom",
          path: ["releaseDate"],
          message: "assets.validation.releaseBeforeSpud",
        });
      }
      if (well.releaseDate && !well.spudDate) {
        ctx.addIssue({
          code: "custom",
          path: ["spudDate"],
          message: "assets.validation.spudBeforeRelease",
        });
      }
    });
}
export type WellInput = z.output<ReturnType<typeof wellSchema>>;
