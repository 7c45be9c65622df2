import { describe, expect, it } from "vitest";

import { formatCoordinate, formatWellTotalDays } from "./format";

describe("asset numbers on screen", () => {
  it("total days in each language", () => {
    expect(formatWellTotalDays(36.5, "en")).toBe("36.50");
    expect(formatWellTotalDays(36.5, "id")).toBe("36,50");
    expect(formatWellTotalDays(null, "id")).toBe("N/A");
  });

  it("coordinates to five decimals", () => {
    expect(formatCoordinate(-7.2151234, "api", "en")).toBe("-7.21512 deg");
    expect(formatCoordinate(107.625, "gde", "id")).toBe("107,625 deg");
    expect(formatCoordinate(null, "api", "en")).toBe("");
  });
});
