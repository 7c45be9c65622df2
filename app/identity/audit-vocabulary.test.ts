import { describe, expect, it } from "vitest";

import { en } from "~/i18n/en";
import { id } from "~/i18n/id";

import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES } from "./audit-vocabulary";

// recordAudit takes its action and record type from these lists (a compile error otherwise), so
// a label for each is a label for everything Log Activity can show.
describe("Log Activity names every action and record in both languages", () => {
  for (const [language, strings] of [
    ["English", en],
    ["Indonesian", id],
  ] as const) {
    const { actions, recordTypes } = strings.accounts.log as {
      actions: Record<string, string | undefined>;
      recordTypes: Record<string, string | undefined>;
    };

    it(`labels each action in ${language}`, () => {
      const missing = AUDIT_ACTIONS.filter((action) => !actions[action]?.trim());
      expect(missing).toEqual([]);
    });

    it(`labels each record type in ${language}`, () => {
      const missing = AUDIT_RECORD_TYPES.filter((type) => !recordTypes[type]?.trim());
      expect(missing).toEqual([]);
    });
  }

  it("shows words, not the stored codes, for the codes the log showed raw", () => {
    expect(en.accounts.log.actions["upload-spreadsheet"]).toBe("Uploaded a spreadsheet");
    expect(id.accounts.log.actions["upload-spreadsheet"]).toBe("Mengunggah lembar kerja");
    expect(en.accounts.log.recordTypes["lookup-value"]).toBe("Code list value");
    expect(id.accounts.log.recordTypes.well).toBe("Sumur");
  });
});
