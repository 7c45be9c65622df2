import { describe, expect, it } from "vitest";

import { holeSectionOf, type HoleSectionSpan } from "./hole-section";

// KR-A2's hole sections as its last report gives them (actual depths and dates, m).
const KR_A2: HoleSectionSpan[] = [
  { sectionType: "conductor", top: 0, bottom: 70, start: "2026-10-05", end: "2026-10-07" },
  { sectionType: "surface", top: 70, bottom: 516.2, start: "2026-10-07", end: "2026-10-14" },
  {
    sectionType: "intermediate",
    top: 516.2,
    bottom: 1074.2,
    start: "2026-10-14",
    end: "2026-10-25",
  },
  { sectionType: "intermediate", top: 1074.2, bottom: 2464.7, start: "2026-10-25", end: null },
  { sectionType: "production", top: 2550, bottom: 2800, start: "2026-11-25", end: "2026-12-10" },
];

describe("the hole section a time-log row belongs to", () => {
  it("follows the row's phase, numbered intermediates in order", () => {
    expect(holeSectionOf({ phase: "conductor", date: "2026-10-06", md: 40 }, KR_A2)).toBe(0);
    expect(holeSectionOf({ phase: "surface", date: "2026-10-10", md: 300 }, KR_A2)).toBe(1);
    expect(holeSectionOf({ phase: "intermediate-1", date: "2026-10-20", md: 900 }, KR_A2)).toBe(2);
    expect(holeSectionOf({ phase: "intermediate-2", date: "2026-11-01", md: 1500 }, KR_A2)).toBe(3);
  });

  it("puts NPT at the shoe depth in the section being drilled, not the one above", () => {
    // Waiting on equipment at 1,074.2 m, the 13⅜ in shoe, while drilling out the 12¼ in hole.
    expect(holeSectionOf({ phase: "intermediate-2", date: "2026-10-25", md: 1074.2 }, KR_A2)).toBe(
      3,
    );
    // The same depth on the same day while still running the 13⅜ in casing.
    expect(holeSectionOf({ phase: "intermediate-1", date: "2026-10-25", md: 1074.2 }, KR_A2)).toBe(
      2,
    );
  });

  it("falls back on the date, then half-open depths, for a phase that names no section", () => {
    // One section drilled that day.
    expect(holeSectionOf({ phase: "other", date: "2026-10-10", md: null }, KR_A2)).toBe(1);
    // A day two sections share: the depth decides, the shoe belonging to the deeper one.
    expect(holeSectionOf({ phase: null, date: "2026-10-14", md: 516.2 }, KR_A2)).toBe(2);
    expect(holeSectionOf({ phase: null, date: "2026-10-14", md: 516.1 }, KR_A2)).toBe(1);
    // No dates at all: depths alone, the deepest section keeping its bottom.
    const undated = KR_A2.map((span) => ({ ...span, start: null, end: null, sectionType: null }));
    expect(holeSectionOf({ phase: null, date: "2026-10-14", md: 70 }, undated)).toBe(1);
    expect(holeSectionOf({ phase: null, date: "2026-10-14", md: 69.9 }, undated)).toBe(0);
    expect(holeSectionOf({ phase: null, date: "2026-12-10", md: 2800 }, undated)).toBe(4);
    expect(holeSectionOf({ phase: null, date: "2026-12-10", md: 2801 }, undated)).toBeNull();
  });

  it("chooses among sections of one phase by date, then depth", () => {
    const twoProduction: HoleSectionSpan[] = [
      {
        sectionType: "production",
        top: 2000,
        bottom: 2600,
        start: "2026-01-01",
        end: "2026-01-20",
      },
      { sectionType: "liner", top: 2600, bottom: 3000, start: "2026-01-20", end: null },
    ];
    expect(
      holeSectionOf({ phase: "production", date: "2026-01-10", md: 2300 }, twoProduction),
    ).toBe(0);
    expect(
      holeSectionOf({ phase: "production", date: "2026-01-25", md: 2700 }, twoProduction),
    ).toBe(1);
    expect(
      holeSectionOf({ phase: "production", date: "2026-01-20", md: 2600 }, twoProduction),
    ).toBe(1);
  });

  it("places nothing in a well without hole sections", () => {
    expect(holeSectionOf({ phase: "surface", date: "2026-10-10", md: 300 }, [])).toBeNull();
  });
});
