import { describe, expect, it } from "vitest";

import { formatTotalDays } from "~/domain/formatting/total-days";

import { totalDays } from "./total-days";

const now = new Date("2026-11-22T12:00:00Z");

describe("total days of a well", () => {
  it("counts from spud to the end of the rig-release day once released", () => {
    const days = totalDays(
      { status: "completed", spudDate: "2026-01-10", releaseDate: "2026-03-31" },
      now,
    );
    // 2026-03-31 is day 81 from a 2026-01-10 spud, as that day's report says.
    expect(days).toBe(81);
    expect(formatTotalDays(days)).toBe("81.00");
    // Spudded and released the same day: one whole day.
    expect(
      totalDays({ status: "completed", spudDate: "2026-05-04", releaseDate: "2026-05-04" }, now),
    ).toBe(1);
  });

  it("keeps counting, with the part of today, while the well is drilling or suspended", () => {
    for (const status of ["drilling", "suspended"] as const) {
      const days = totalDays({ status, spudDate: "2026-10-01", releaseDate: null }, now);
      expect(formatTotalDays(days)).toBe("52.50");
    }
  });

  it("is N/A without a start or a known end", () => {
    const cases = [
      { status: "planned", spudDate: null, releaseDate: null },
      { status: "planned", spudDate: "2026-10-01", releaseDate: null },
      { status: "drilling", spudDate: "2026-12-01", releaseDate: null },
      { status: "completed", spudDate: "2026-01-10", releaseDate: null },
      { status: "abandoned", spudDate: "2026-01-10", releaseDate: null },
    ] as const;
    for (const well of cases) expect(formatTotalDays(totalDays(well, now))).toBe("N/A");
  });
});
