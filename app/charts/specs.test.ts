import { describe, expect, it } from "vitest";

import { labelAxis } from "./plot-kit";
import { codeWithName } from "./specs";

describe("a bar's label", () => {
  it("prints the code once, with its name", () => {
    // The IADC list's names start with their code already.
    expect(codeWithName("2", "2 Drill actual")).toBe("2 Drill actual");
    expect(codeWithName("EQ-RIG", "Rig equipment failure")).toBe("EQ-RIG Rig equipment failure");
    // "21" is not "2" followed by a name.
    expect(codeWithName("2", "21 Other")).toBe("2 21 Other");
  });

  it("falls back to the bare code when the list has no name for it", () => {
    expect(codeWithName("WC", null)).toBe("WC");
    expect(codeWithName("WC", " ")).toBe("WC");
  });
});

describe("room for the bar labels", () => {
  const ctx = { t: (key: string) => key, system: "api", language: "en", height: 300 } as const;
  const labels = ["EQ-DH Downhole equipment failure", "WOE Waiting on equipment/services", "WC"];

  it("is as wide as the longest label needs on a wide chart", () => {
    const axis = labelAxis(labels, { ...ctx, width: 800 });
    expect(axis.marginLeft).toBeGreaterThanOrEqual(33 * 6);
    expect(labels.map(axis.tickFormat)).toEqual(labels);
  });

  it("keeps to 45 % of a phone's chart and cuts what does not fit, marked with …", () => {
    const axis = labelAxis(labels, { ...ctx, width: 360 });
    expect(axis.marginLeft).toBeLessThanOrEqual(162);
    const shown = labels.map(axis.tickFormat);
    expect(shown[2]).toBe("WC");
    for (const label of shown.slice(0, 2)) {
      expect(label.endsWith("…")).toBe(true);
      expect(label.length * 6).toBeLessThanOrEqual(axis.marginLeft);
    }
  });
});
