import { describe, expect, it } from "vitest";

import { projectTvd } from "./projection";

describe("TVD projected below the last station", () => {
  it("is the MD itself in a vertical hole from surface", () => {
    expect(projectTvd({ md: 0, inclination: 0, tvd: 0 }, 1234.5)).toBeCloseTo(1234.5, 9);
  });

  it("follows the station's inclination", () => {
    // 100 m further along at 60° adds 50 m of vertical depth.
    expect(projectTvd({ md: 1000, inclination: 60, tvd: 950 }, 1100)).toBeCloseTo(1000, 9);
  });
});
