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

  it("counts every record a label stands for", () => {
    const groups = groupUsages(
      Array.from({ length: 329 }, (_, day) => ({
        kind: "costLine" as const,
        label: `KR-A2 DDR #${day + 1}`,
        count: day === 0 ? 3 : 1,
      })),
    );
    expect(groups).toEqual([
      {
        kind: "costLine",
        count: 331,
        names: ["KR-A2 DDR #1", "KR-A2 DDR #2", "KR-A2 DDR #3", "KR-A2 DDR #4", "KR-A2 DDR #5"],
        more: 324,
      },
    ]);
  });

  it("is empty when nothing uses the record", () => {
    expect(groupUsages([])).toEqual([]);
  });
});
