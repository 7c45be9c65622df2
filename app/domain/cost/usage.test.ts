import { describe, expect, it } from "vitest";

import { groupUsages } from "./usage";

describe("what uses a record", () => {
  it("groups by kind in a fixed order, names the first few and counts the rest", () => {
    const groups = groupUsages(
      [
        { kind: "costLine", label: "Well A-1, DDR #3" },
        { kind: "costItem", label: "Barite" },
        { kind: "costLine", label: "Well A-1, DDR #3" },
        { kind: "costLine", label: "Well A-1, DDR #4" },
        { kind: "costItem", label: "Bentonite" },
        { kind: "costItem", label: "KCl" },
      ],
      2,
    );
    expect(groups).toEqual([
      { kind: "costItem", count: 3, names: ["Barite", "Bentonite"], more: 1 },
      { kind: "costLine", count: 3, names: ["Well A-1, DDR #3", "Well A-1, DDR #4"], more: 0 },
    ]);
  });

  it("is empty when nothing uses the record", () => {
    expect(groupUsages([])).toEqual([]);
  });
});
