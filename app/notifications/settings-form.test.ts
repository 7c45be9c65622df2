import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";

import type { Language } from "~/domain/units/systems";

import { settingsSchema } from "./settings-form";

function post(language: Language, fields: Record<string, string>) {
  const form = new FormData();
  const all = { version: "3", reminderHour: "7", timeZone: "Asia/Jakarta", overAfePercent: "10" };
  for (const [name, value] of Object.entries({ ...all, ...fields })) form.set(name, value);
  return parseWithZod(form, { schema: settingsSchema(language) });
}

function errorsOf(language: Language, fields: Record<string, string>) {
  const submission = post(language, fields);
  return submission.status === "success" ? null : submission.error;
}

describe("the notification rules form", () => {
  it("reads the percentage in the reader's notation, exactly", () => {
    const en = post("en", { overAfePercent: "12.5" });
    const id = post("id", { overAfePercent: "12,5", timeZone: "asia/makassar" });
    expect(en.status === "success" && en.value).toEqual({
      version: 3,
      reminderHour: 7,
      timeZone: "Asia/Jakarta",
      overAfePercent: "12.5",
    });
    expect(id.status === "success" && id.value).toMatchObject({
      timeZone: "Asia/Makassar",
      overAfePercent: "12.5",
    });
    const limit = post("id", { overAfePercent: "1.000" });
    expect(limit.status === "success" && limit.value.overAfePercent).toBe("1000");
  });

  it("puts each refusal on its field", () => {
    const refusals: [Language, Record<string, string>, string, string][] = [
      ["en", { reminderHour: "24" }, "reminderHour", "notifications.settings.errors.hour"],
      ["en", { reminderHour: "-1" }, "reminderHour", "notifications.settings.errors.hour"],
      ["en", { timeZone: "Mars/Olympus" }, "timeZone", "notifications.settings.errors.zone"],
      [
        "en",
        { overAfePercent: "0" },
        "overAfePercent",
        "notifications.settings.errors.percentRange",
      ],
      [
        "en",
        { overAfePercent: "-5" },
        "overAfePercent",
        "notifications.settings.errors.percentRange",
      ],
      [
        "en",
        { overAfePercent: "1000.01" },
        "overAfePercent",
        "notifications.settings.errors.percentRange",
      ],
      [
        "en",
        { overAfePercent: "7.125" },
        "overAfePercent",
        "notifications.settings.errors.percentDecimals",
      ],
      ["id", { overAfePercent: "12.5" }, "overAfePercent", "validation.numberNotation"],
      ["en", { overAfePercent: "ten" }, "overAfePercent", "validation.number"],
      ["en", { overAfePercent: " " }, "overAfePercent", "validation.required"],
    ];
    for (const [language, typed, field, message] of refusals) {
      expect(errorsOf(language, typed), JSON.stringify(typed)).toEqual({ [field]: [message] });
    }
  });
});
