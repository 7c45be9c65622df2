import { describe, expect, it } from "vitest";

import { parseMoney } from "~/domain/money/decimal";

import {
  DEFAULT_SETTINGS,
  knownTimeZone,
  localClock,
  missingReport,
  overAfe,
  reminderDay,
  TIME_ZONE_CHOICES,
  utcOffset,
} from "./rules";

const drilling = { status: "drilling", spudDate: "2026-06-01", releaseDate: null };

describe("the daily reminder's day", () => {
  it("is yesterday once the organisation's hour has come, in its time zone", () => {
    const jakarta = { ...DEFAULT_SETTINGS, timeZone: "Asia/Jakarta" };
    // 23:30 UTC on 9 June is 06:30 on 10 June in Jakarta (UTC+7): not yet.
    expect(reminderDay(new Date("2026-06-09T23:30:00Z"), jakarta)).toBeNull();
    // 00:00 UTC is 07:00 in Jakarta: yesterday there is 9 June.
    expect(reminderDay(new Date("2026-06-10T00:00:00Z"), jakarta)).toBe("2026-06-09");
    // Still due later that day, for a process that started late.
    expect(reminderDay(new Date("2026-06-10T15:00:00Z"), jakarta)).toBe("2026-06-09");
  });

  it("defaults to 07:00 UTC and treats an unknown time zone as UTC", () => {
    expect(reminderDay(new Date("2026-06-10T06:59:00Z"), DEFAULT_SETTINGS)).toBeNull();
    expect(reminderDay(new Date("2026-06-10T07:00:00Z"), DEFAULT_SETTINGS)).toBe("2026-06-09");
    expect(localClock(new Date("2026-03-01T05:00:00Z"), "Not/AZone")).toEqual({
      day: "2026-03-01",
      hour: 5,
    });
    expect(reminderDay(new Date("2026-03-01T08:00:00Z"), DEFAULT_SETTINGS)).toBe("2026-02-28");
  });
});

describe("what is missing of a well's DDR", () => {
  it("is the report when none was created, or its submission when it is a draft or returned", () => {
    expect(missingReport(drilling, "2026-06-03", null)).toBe("notCreated");
    expect(missingReport(drilling, "2026-06-03", "draft")).toBe("notSubmitted");
    expect(missingReport(drilling, "2026-06-03", "returned")).toBe("notSubmitted");
    expect(missingReport(drilling, "2026-06-03", "submitted")).toBeNull();
    expect(missingReport(drilling, "2026-06-03", "approved")).toBeNull();
  });

  it("is nothing before spud, after rig release, or for a well that is not drilling", () => {
    expect(missingReport(drilling, "2026-05-31", null)).toBeNull();
    expect(missingReport(drilling, "2026-06-01", null)).toBe("notCreated");
    expect(missingReport({ ...drilling, spudDate: null }, "2026-06-03", null)).toBeNull();
    const released = { ...drilling, releaseDate: "2026-06-05" };
    expect(missingReport(released, "2026-06-05", null)).toBe("notCreated");
    expect(missingReport(released, "2026-06-06", null)).toBeNull();
    for (const status of ["planned", "completed", "suspended", "abandoned"]) {
      expect(missingReport({ ...drilling, status }, "2026-06-03", null)).toBeNull();
    }
  });
});

describe("cost over the AFE", () => {
  const afe = parseMoney("1000000");
  it("is told only beyond the threshold, with how far over", () => {
    expect(overAfe(afe, parseMoney("1100000"), 10)).toBeNull();
    expect(overAfe(afe, parseMoney("1100000.01"), 10)).toBeCloseTo(10, 5);
    expect(overAfe(afe, parseMoney("1250000"), 10)).toBe(25);
    expect(overAfe(afe, parseMoney("1000001"), 0)).toBeCloseTo(0.0001, 6);
  });

  it("is never told for a well without an approved AFE", () => {
    expect(overAfe(0n, parseMoney("5000"), 10)).toBeNull();
  });
});

describe("the settings' time zone", () => {
  it("accepts IANA names as the database spells them, and nothing else", () => {
    expect(knownTimeZone("Asia/Jakarta")).toBe("Asia/Jakarta");
    expect(knownTimeZone("asia/jakarta")).toBe("Asia/Jakarta");
    expect(knownTimeZone("America/Argentina/Buenos_Aires")).toBe("America/Argentina/Buenos_Aires");
    expect(knownTimeZone("UTC")).toBe("UTC");
    for (const wrong of ["Mars/Olympus", "+07:00", "", "Asia/", "../etc/passwd", "WIB"]) {
      expect(knownTimeZone(wrong)).toBeNull();
    }
  });

  it("offers only zones it knows, each with its offset at the moment", () => {
    for (const zone of TIME_ZONE_CHOICES) expect(knownTimeZone(zone)).toBe(zone);
    expect(new Set(TIME_ZONE_CHOICES).size).toBe(TIME_ZONE_CHOICES.length);
    const june = new Date("2026-06-10T00:00:00Z");
    expect(utcOffset("UTC", june)).toBe("UTC+00:00");
    expect(utcOffset("Asia/Jayapura", june)).toBe("UTC+09:00");
    expect(utcOffset("America/St_Johns", june)).toBe("UTC\u221202:30");
    expect(utcOffset("America/St_Johns", new Date("2026-01-10T00:00:00Z"))).toBe("UTC\u221203:30");
  });
});
