import { describe, expect, it } from "vitest";

import { nptRowCells } from "./npt-rows";

const phases = [
  { code: "intermediate-2", label: "Intermediate 2", labelIndonesian: "Antara 2" },
  { code: "surface", label: "Surface", labelIndonesian: "" },
];

describe("a time-log row behind an NPT bar", () => {
  it("shows six and a half hours with the reader's decimal mark", () => {
    const row = { duration: 6.5 * 3600, phase: "intermediate-2" };
    expect(nptRowCells(row, phases, "en").hours).toBe("6.5");
    expect(nptRowCells(row, phases, "id").hours).toBe("6,5");
  });

  it("rounds a quarter of an hour to two decimals, never writing a dot in Indonesian", () => {
    const row = { duration: 18.75 * 3600, phase: "surface" };
    expect(nptRowCells(row, phases, "en").hours).toBe("18.75");
    expect(nptRowCells(row, phases, "id").hours).toBe("18,75");
  });

  it("names the phase by its label in the reader's language, not its code", () => {
    const row = { duration: 3600, phase: "intermediate-2" };
    expect(nptRowCells(row, phases, "en").phase).toBe("Intermediate 2");
    expect(nptRowCells(row, phases, "id").phase).toBe("Antara 2");
    // An Indonesian label left empty falls back to the English one.
    expect(nptRowCells({ duration: 3600, phase: "surface" }, phases, "id").phase).toBe("Surface");
  });

  it("keeps a code the list no longer has as it was stored", () => {
    expect(nptRowCells({ duration: 3600, phase: "retired-phase" }, phases, "en").phase).toBe(
      "retired-phase",
    );
  });
});
