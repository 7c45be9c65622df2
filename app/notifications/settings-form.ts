/**
 * The organisation's notification settings as its form posts them: the reminder hour, the time
 * zone it is read in, and the percentage over the AFE from which planners are told, typed in the
 * reader's number notation. The same schema checks in the browser and on the server; messages
 * are translation keys.
 */
import { z } from "zod";

import type { Language } from "~/domain/units/systems";
import { recordVersion } from "~/forms/input";
import { notANumber, parseUserDecimal } from "~/units/parse-number";

import { knownTimeZone, SETTINGS_LIMITS } from "./rules";

const REQUIRED = "validation.required";
const KEYS = {
  hour: "notifications.settings.errors.hour",
  zone: "notifications.settings.errors.zone",
  percentRange: "notifications.settings.errors.percentRange",
  percentDecimals: "notifications.settings.errors.percentDecimals",
} as const;

export interface SettingsInput {
  version: number;
  reminderHour: number;
  /** As the time zone database spells it. */
  timeZone: string;
  /** A plain decimal ("10.5"), exact. */
  overAfePercent: string;
}

const text = z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED });

export function settingsSchema(language: Language) {
  return z.object({
    version: recordVersion(),
    reminderHour: text.transform((typed, ctx): number => {
      const hour = /^\d{1,2}$/.test(typed) ? Number(typed) : NaN;
      if (!(hour >= SETTINGS_LIMITS.firstHour && hour <= SETTINGS_LIMITS.lastHour)) {
        ctx.addIssue({ code: "custom", message: KEYS.hour });
        return z.NEVER;
      }
      return hour;
    }),
    timeZone: text.transform((typed, ctx): string => {
      const zone = knownTimeZone(typed);
      if (zone === null) {
        ctx.addIssue({ code: "custom", message: KEYS.zone });
        return z.NEVER;
      }
      return zone;
    }),
    overAfePercent: text.transform((typed, ctx): string => {
      const plain = parseUserDecimal(typed.replace(/\s*%$/, ""), language);
      if (plain === null) {
        ctx.addIssue({ code: "custom", message: notANumber(typed, language) });
        return z.NEVER;
      }
      const value = Number(plain);
      if (!(value > 0 && value <= SETTINGS_LIMITS.maxOverAfePercent)) {
        ctx.addIssue({ code: "custom", message: KEYS.percentRange });
        return z.NEVER;
      }
      if ((plain.split(".")[1] ?? "").length > SETTINGS_LIMITS.percentDecimals) {
        ctx.addIssue({ code: "custom", message: KEYS.percentDecimals });
        return z.NEVER;
      }
      return plain;
    }),
  });
}
