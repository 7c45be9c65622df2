import { describe, expect, it } from "vitest";

import { ddrSection } from "~/sections";

import { formValueFromJson } from "./section-values";

describe("a section's values sent to the API", () => {
  it("takes back what a read gave, computed fields and all, and ignores the computed ones", () => {
    const general = ddrSection("general")!;
    const { formValue, unknown } = formValueFromJson(general, {
      mdAtReport: 2450,
      summary24h: "Drilled ahead",
      dfs: 12,
      dol: 10,
      progress: 150,
      tvdAtReport: 2400,
    });
    expect(unknown).toEqual([]);
    expect(formValue).toMatchObject({ mdAtReport: "2450", summary24h: "Drilled ahead" });
    expect(formValue).not.toHaveProperty("dfs");
    expect(formValue).not.toHaveProperty("tvdAtReport");
  });

  it("still refuses a field the section does not have, by its pointer", () => {
    const general = ddrSection("general")!;
    expect(formValueFromJson(general, { depthOfWell: 3 }).unknown).toEqual(["/values/depthOfWell"]);
  });

  it("reads stored units as they are, and refuses a number or a yes/no sent as text", () => {
    const general = ddrSection("general")!;
    // 0.2159 m is 8½ in: in the metric form system the hole size is in inches.
    const stored = formValueFromJson(general, { holeSize: 0.2159, mdAtReport: 2450 }, "stored");
    expect(Number(stored.formValue.holeSize)).toBeCloseTo(8.5, 9);
    expect(stored.formValue.mdAtReport).toBe("2450");
    const timeLog = ddrSection("timeLog")!;
    const { mistyped } = formValueFromJson(timeLog, {
      rows: [{ mdFrom: "1,000", mdTo: 1200, isNpt: "yes" }],
    });
    expect(mistyped.map((m) => m.pointer)).toEqual([
      "/values/rows/0/mdFrom",
      "/values/rows/0/isNpt",
    ]);
    expect(mistyped[0]!.detail).toMatch(/JSON number/);
    expect(mistyped[1]!.detail).toBe("Send true or false.");
  });
});
