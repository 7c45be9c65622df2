import { describe, expect, it } from "vitest";
import { formatTotalDays } from "./total-days";

describe("total days", () => {
  it("shows two decimals", () => {
    expect(formatTotalDays(36)).toBe("36.00");
    expect(formatTotalDays(12.345678)).toBe("12.35");
    expect(formatTotalDays(0)).toBe("0.00");
    expect(formatTotalDays(-0.001)).toBe("0.00");
  });

  it("reads PostgreSQL numeric strings", () => {
    expect(formatTotalDays("45.5")).toBe("45.50");
  });

  it("shows N/A when missing", () => {
    for (const missing of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, "", "n/a"]) {
      expect(formatTotalDays(missing)).toBe("N/A");
    }
  });
});
