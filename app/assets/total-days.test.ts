import { describe, expect, it } from "vitest";

import { formatTotalDays } from "~/domain/formatting/total-days";

import { totalDays } from "./total-days";

const now = new Date("2026-11-22T12:00:00Z");

describe("total days of a well", () => {
  it("counts from spud to rig release once released", () => {
    const days = totalDays(
      { status: "completed", spudDate: "2026-01-10", releaseDate: "2026-03-31" },
      now,
    );
    expect(days).toBe(80);
    expect(formatTotalDays(days)).toBe("80.00");
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
