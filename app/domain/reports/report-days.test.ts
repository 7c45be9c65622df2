import { describe, expect, it } from "vitest";

import {
  unusualReportDay,
  daysBetween,
  daysFromSpud,
  daysOnLocation,
  earliestMissingDay,
  nextDay,
  spudDay,
  todayFor,
} from "./report-days";

describe("report day counts", () => {
  it("counts the spud day's report as day 1", () => {
    expect(daysFromSpud("2026-03-01", "2026-03-01")).toBe(1);
    expect(daysFromSpud("2026-03-01", "2026-03-31")).toBe(31);
    expect(daysFromSpud("2026-03-01", "2026-02-27")).toBeNull();
    expect(daysFromSpud(null, "2026-03-01")).toBeNull();
  });

  it("numbers every day the same way, the day before spud as day 0", () => {
    expect(spudDay("2026-10-05", "2026-10-05")).toBe(1);
    expect(spudDay("2026-10-05", "2026-11-24")).toBe(51);
    expect(spudDay("2026-10-05", "2026-10-04")).toBe(0);
    for (const date of ["2026-10-05", "2026-10-31", "2027-02-28"]) {
      expect(daysFromSpud("2026-10-05", date)).toBe(spudDay("2026-10-05", date));
    }
  });

  it("counts days on location from the first report, across month and year ends", () => {
    expect(daysOnLocation("2025-12-30", "2026-01-02")).toBe(4);
    expect(daysOnLocation(null, "2026-01-02")).toBe(1);
    expect(daysBetween("2024-02-28", "2024-03-01")).toBe(2);
  });

  it("gives the next calendar day", () => {
    expect(nextDay("2026-02-28")).toBe("2026-03-01");
    expect(nextDay("2025-12-31")).toBe("2026-01-01");
  });
});

describe("the day a new report is for", () => {
  it("offers the earliest day without a report, up to today", () => {
    expect(earliestMissingDay(["2026-03-01", "2026-03-02", "2026-03-04"], "2026-03-05")).toBe(
      "2026-03-03",
    );
    expect(earliestMissingDay(["2026-03-02", "2026-03-01"], "2026-03-05")).toBe("2026-03-03");
    expect(earliestMissingDay([], "2026-03-05")).toBe("2026-03-05");
  });

  it("offers nothing when every day up to today has its report", () => {
    expect(earliestMissingDay(["2026-03-04", "2026-03-05"], "2026-03-05")).toBeNull();
    // Reports written ahead of today do not move the offer into the future.
    expect(earliestMissingDay(["2026-03-05", "2026-03-06"], "2026-03-05")).toBeNull();
  });

  it("takes the browser's today when it is within a day of the server's", () => {
    expect(todayFor("2026-03-05", "2026-03-06")).toBe("2026-03-06");
    expect(todayFor("2026-03-05", "2026-03-04")).toBe("2026-03-04");
    expect(todayFor("2026-03-05", "2026-03-09")).toBe("2026-03-05");
    expect(todayFor("2026-03-05", null)).toBe("2026-03-05");
  });

  it("asks about a day after the rig release, still to come or before the well's first day", () => {
    const days = { firstDay: "2026-03-01", release: "2026-04-10" };
    const today = "2026-05-01";
    expect(unusualReportDay("2026-04-10", days, today)).toBeNull();
    expect(unusualReportDay("2026-03-01", days, today)).toBeNull();
    expect(unusualReportDay("2026-04-11", days, today)).toEqual({
      reason: "afterRelease",
      limit: "2026-04-10",
    });
    // After the release says more than "not yet": the day is never this well's.
    expect(unusualReportDay("2026-05-02", days, today)?.reason).toBe("afterRelease");
    expect(unusualReportDay("2026-02-28", days, today)).toEqual({
      reason: "early",
      limit: "2026-03-01",
    });
    const drilling = { firstDay: "2026-03-01", release: null };
    expect(unusualReportDay("2026-05-02", drilling, today)).toEqual({
      reason: "future",
      limit: today,
    });
  });
});
