import { describe, expect, it } from "vitest";

import { LANGUAGES } from "~/i18n/i18n";
import { translator } from "~/i18n/resources.server";
import { DDR_SECTIONS, lotFit } from "~/sections";

import { sectionSheetName, sheetTitle } from "./spreadsheet-layout";

describe("a sheet's name", () => {
  it("is cut at a word when the title is longer than Excel takes", () => {
    expect(sheetTitle("Basis Data Laporan Pemboran Harian")).toBe("Basis Data Laporan Pemboran");
    expect(sheetTitle("Daily drilling report database")).toBe("Daily drilling report database");
    expect(sheetTitle("Costs: actual / AFE")).toBe("Costs-actual-AFE");
  });
});

describe("a section's sheet name", () => {
  it("is one Excel takes, reads cleanly and names one section, in every language", () => {
    for (const language of LANGUAGES) {
      const t = translator(language);
      const names = DDR_SECTIONS.map((section) => sectionSheetName(section, t));
      for (const name of names) {
        expect(name.length, name).toBeLessThanOrEqual(31);
        expect(name, name).not.toMatch(/[:\\/?*[\]]|\s{2}|^\s|\s$/);
      }
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it("keeps the words of a long title whole", () => {
    expect(sectionSheetName(lotFit, translator("en"))).toBe("Leak-off-formation integrity");
  });
});
