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
      { kind: "costItem", count: 3, names: [{ label: "Barite" }, { label: "Bentonite" }], more: 1 },
      {
        kind: "costLine",
        count: 3,
        names: [{ label: "Well A-1, DDR #3" }, { label: "Well A-1, DDR #4" }],
        more: 0,
      },
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
        names: [1, 2, 3, 4, 5].map((no) => ({ label: `KR-A2 DDR #${no}` })),
        more: 324,
      },
    ]);
  });

  it("keeps each report's day beside its name, one name per report", () => {
    const groups = groupUsages([
      { kind: "costLine", label: "KR-A2 DDR #7", date: "2026-03-04", count: 2 },
      { kind: "costLine", label: "KR-A2 DDR #7", date: "2026-03-04" },
      { kind: "costLine", label: "KR-A2 DDR #6", date: "2026-03-03" },
    ]);
    expect(groups).toEqual([
      {
        kind: "costLine",
        count: 4,
        names: [
          { label: "KR-A2 DDR #7", date: "2026-03-04" },
          { label: "KR-A2 DDR #6", date: "2026-03-03" },
        ],
        more: 0,
      },
    ]);
  });

  it("is empty when nothing uses the record", () => {
    expect(groupUsages([])).toEqual([]);
  });
});
