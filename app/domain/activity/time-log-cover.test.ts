import { describe, expect, it } from "vitest";

import { coveredRows, endsBeforeStart, reportWindows } from "./time-log-cover";

const DAY = [
  { fromTime: "00:00", toTime: "06:00", iadcCode: "2" },
  { fromTime: "06:00", toTime: "08:30", iadcCode: "6" },
  { fromTime: "08:30", toTime: "14:00", iadcCode: "12" },
  { fromTime: "14:00", toTime: "18:00", iadcCode: "12" },
  { fromTime: "18:00", toTime: "20:00", iadcCode: "5" },
  { fromTime: "20:00", toTime: "24:00", iadcCode: "11" },
];

describe("the time-log rows an activity report covers", () => {
  it("are the rows of its kind's operation code when it says no time", () => {
    expect(coveredRows("casing", { casingRun: { od: 0.24 } }, DAY)).toEqual([2, 3]);
    expect(coveredRows("logging", {}, DAY)).toEqual([5]);
    expect(coveredRows("fishing", {}, DAY)).toEqual([]);
  });

  it("are the rows its times fall in when it says them, whatever their code", () => {
    // A kick taken at 05:10 while drilling: the drilling row, not the circulation that killed it.
    expect(coveredRows("kick", { kick: { kickTime: "05:10" } }, DAY)).toEqual([0]);
    // An instant on a row boundary belongs to the row that starts there.
    expect(coveredRows("kick", { kick: { kickTime: "06:00" } }, DAY)).toEqual([1]);
    expect(
      coveredRows("logging", { loggingRun: { startTime: "19:00", endTime: "23:00" } }, DAY),
    ).toEqual([4, 5]);
    expect(
      coveredRows(
        "cement",
        { cementPumping: { pumpSchedule: [{ time: "15:00" }, { time: "15:30" }] } },
        DAY,
      ),
    ).toEqual([3]);
  });

  it("link general work by its operations' times only", () => {
    expect(coveredRows("general-work", { generalWork: { ops: [] } }, DAY)).toEqual([]);
    expect(
      coveredRows(
        "general-work",
        { generalWork: { ops: [{ fromTime: "07:00", toTime: "09:00" }] } },
        DAY,
      ),
    ).toEqual([1, 2]);
  });

  it("read a reporting day that starts at 06:00 across midnight", () => {
    const day = [
      { fromTime: "06:00", toTime: "22:00", iadcCode: "2" },
      { fromTime: "22:00", toTime: "03:00", iadcCode: "19" },
      { fromTime: "03:00", toTime: "06:00", iadcCode: "6" },
    ];
    expect(coveredRows("kick", { kick: { kickTime: "01:15" } }, day, "06:00")).toEqual([1]);
    expect(reportWindows("kick", { kick: { kickTime: "05:00" } }, "06:00")).toEqual([
      { from: 23 * 60, to: 23 * 60 },
    ]);
    expect(coveredRows("fishing", {}, day, "06:00")).toEqual([1]);
  });

  it("never link a subsurface report", () => {
    expect(coveredRows("subsurface", {}, DAY)).toEqual([]);
  });
});

describe("a period that ends before it starts", () => {
  it("is one whose end comes earlier in the reporting day", () => {
    expect(endsBeforeStart("14:00", "10:00")).toBe(true);
    expect(endsBeforeStart("10:00", "14:00")).toBe(false);
    expect(endsBeforeStart("10:00", "10:00")).toBe(false);
  });

  it("may end at the end of the day, written either way", () => {
    expect(endsBeforeStart("18:00", "24:00")).toBe(false);
    expect(endsBeforeStart("18:00", "00:00")).toBe(false);
    expect(endsBeforeStart("18:00", "06:00", "06:00")).toBe(false);
  });

  it("runs over midnight on a day that starts at 06:00", () => {
    expect(endsBeforeStart("22:00", "03:00", "06:00")).toBe(false);
    // 03:00 comes late in a day that starts at 06:00: 22:00 the same day is before it.
    expect(endsBeforeStart("03:00", "22:00", "06:00")).toBe(true);
    expect(endsBeforeStart("05:00", "07:00", "06:00")).toBe(true);
  });

  it("says nothing of a period with a time missing or unreadable", () => {
    expect(endsBeforeStart("14:00", null)).toBe(false);
    expect(endsBeforeStart(null, "10:00")).toBe(false);
    expect(endsBeforeStart("25:00", "10:00")).toBe(false);
  });
});
