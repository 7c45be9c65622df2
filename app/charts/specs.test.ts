import { describe, expect, it } from "vitest";

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
