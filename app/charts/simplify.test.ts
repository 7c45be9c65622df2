import { describe, expect, it } from "vitest";

import { simplifyLine } from "./simplify";

const xy = (points: number[][]) =>
  simplifyLine(
    points,
    (p) => p[0]!,
    (p) => p[1]!,
    0.5,
  );

describe("simplifyLine", () => {
  it("keeps the corners of a drilled-then-flat curve and drops the points in between", () => {
    // Drilling 10 per day for 10 days, then 5 flat days (casing), then drilling again.
    const points = [
      ...Array.from({ length: 11 }, (_, day) => [day, day * 10]),
      ...Array.from({ length: 5 }, (_, i) => [11 + i, 100]),
      [16, 110],
      [17, 120],
    ];
    expect(xy(points)).toEqual([
      [0, 0],
      [10, 100],
      [15, 100],
      [17, 120],
    ]);
  });

  it("keeps a point that moves the line by more than the tolerance", () => {
    expect(
      xy([
        [0, 0],
        [1, 0.4],
        [2, 0],
        [3, 0.6],
        [4, 0],
      ]),
    ).toEqual([
      [0, 0],
      [3, 0.6],
      [4, 0],
    ]);
  });

  it("leaves two points or fewer as they are", () => {
    expect(xy([[0, 0]])).toEqual([[0, 0]]);
    expect(xy([])).toEqual([]);
  });
});
