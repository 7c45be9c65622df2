import { describe, expect, it } from "vitest";

import { holeSizeInches, holeSizeLabel } from "./hole-size";

describe("hole size labels", () => {
  it("write the sizes of a casing programme as drillers do", () => {
    expect([0.6604, 0.4445, 0.31115, 0.2159, 0.1524].map(holeSizeLabel)).toEqual([
      "26 in",
      "17½ in",
      "12¼ in",
      "8½ in",
      "6 in",
    ]);
    expect(holeSizeLabel(10.625 * 0.0254)).toBe("10⅝ in");
    expect(holeSizeLabel(0.375 * 0.0254)).toBe("⅜ in");
  });

  it("round a stored size to the nearest eighth of an inch", () => {
    // 0.21589999999999998 m is how 8½ in comes back from a double column.
    expect(holeSizeInches(0.21589999999999998)).toBe(8.5);
    expect(holeSizeLabel(0.2165)).toBe("8½ in");
  });
});
