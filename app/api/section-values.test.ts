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
});
