import { describe, expect, it } from "vitest";

import { translateError } from "./error-text";

const t = (key: string, params?: Record<string, unknown>) =>
  params ? `${key} ${JSON.stringify(params)}` : key;

describe("a stored field error read back", () => {
  it("keeps a typed name with bars in it whole", () => {
    const stored = `planner.errors.inUse|${JSON.stringify({ name: "Mud | Brine", users: "AFE 1|2" })}`;
    expect(translateError(t, stored)).toBe(
      'planner.errors.inUse {"name":"Mud | Brine","users":"AFE 1|2"}',
    );
  });

  it("reads a bare key, and a key whose parameters are not readable, as the key alone", () => {
    expect(translateError(t, "ddr.validation.required")).toBe("ddr.validation.required");
    expect(translateError(t, "ddr.validation.required|{not json")).toBe("ddr.validation.required");
  });
});
