import { describe, expect, it } from "vitest";

import { fromSI } from "../units/units";

import { dailyProgress } from "./progress";

describe("a daily report's progress", () => {
  it("is the depth made since the previous report", () => {
    expect(dailyProgress({ md: 400, previous: { md: 250 }, dfs: 3 })).toBe(150);
    expect(dailyProgress({ md: 250, previous: { md: 250 }, dfs: 4 })).toBe(0);
  });

  it("counts the spud-day report from the spud depth: 0, or the well's own", () => {
    // KR-A2's first report: 70 m (229.66 ft) drilled on the spud day.
    const progress = dailyProgress({ md: 70, previous: null, dfs: 1 });
    expect(progress).toBe(70);
    expect(fromSI("length", progress!, "api")).toBeCloseTo(229.66, 2);
    expect(fromSI("length", progress!, "apimix")).toBe(70);
    expect(fromSI("length", progress!, "gde")).toBe(70);
    expect(dailyProgress({ md: 70, previous: null, dfs: 1, spudMd: 12.5 })).toBe(57.5);
    // A well without a spud date, or a report before the spud day, starts from the surface too.
    expect(dailyProgress({ md: 30, previous: null, dfs: null })).toBe(30);
    expect(dailyProgress({ md: 0, previous: null, dfs: 0 })).toBe(0);
  });

  it("is unknown where the depth it counts from is", () => {
    expect(dailyProgress({ md: null, previous: { md: 100 }, dfs: 2 })).toBeNull();
    expect(dailyProgress({ md: 300, previous: { md: null }, dfs: 2 })).toBeNull();
    // The first report on record comes after the spud day: the hole made before is not on record.
    expect(dailyProgress({ md: 1500, previous: null, dfs: 30 })).toBeNull();
  });
});
