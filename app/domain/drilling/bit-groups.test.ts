import { describe, expect, it } from "vitest";

import { bitGroupKey, bitGroups } from "./bit-groups";

const HOUR = 3600;

describe("bit runs grouped across wells", () => {
  it("sum footage and hours per hole size and type; ROP is footage over hours", () => {
    const groups = bitGroups([
      { size: 0.31115, bitType: "PDC-A", footage: 600, hours: 40 * HOUR, costPerMetre: 100 },
      { size: 0.3112, bitType: "PDC-A", footage: 200, hours: 10 * HOUR, costPerMetre: 200 },
      { size: 0.31115, bitType: "TC-1", footage: 150, hours: 30 * HOUR, costPerMetre: null },
      { size: 0.2159, bitType: "PDC-A", footage: null, hours: 5 * HOUR, costPerMetre: null },
    ]);
    const pdc = groups.get("12.25|PDC-A")!;
    expect(pdc).toMatchObject({ runs: 2, footage: 800, hours: 50 * HOUR });
    expect(pdc.rop! * HOUR).toBe(16); // 800 m in 50 h
    // (600 × 100 + 200 × 200) / 800: the group's hole cost over its length.
    expect(pdc.costPerMetre).toBe(125);
    expect(groups.get("12.25|TC-1")).toMatchObject({ runs: 1, costPerMetre: null });
    // A bit without footage counts as a run but adds no hours to the ROP.
    expect(groups.get("8.5|PDC-A")).toMatchObject({ runs: 1, footage: 0, hours: 0, rop: null });
  });

  it("key a run by its size to the eighth of an inch", () => {
    expect(bitGroupKey({ size: 0.4445, bitType: "X" })).toBe("17.5|X");
  });
});
