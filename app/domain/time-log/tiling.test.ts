import { describe, expect, it } from "vitest";
import { inTimeOrder, parseClockTime, rowHours, summariseHours, timeLogIssues } from "./tiling";

const row = (fromTime: string, toTime: string, isNpt = false) => ({ fromTime, toTime, isNpt });
const codes = (issues: ReturnType<typeof timeLogIssues>) => issues.map((issue) => issue.code);

const fullDay = [row("00:00", "06:30"), row("06:30", "14:00", true), row("14:00", "24:00")];

describe("time log tiling", () => {
  it("accepts rows that tile 00:00–24:00", () => {
    expect(timeLogIssues(fullDay)).toEqual([]);
  });

  it("accepts a single row for the whole day", () => {
    expect(timeLogIssues([row("00:00", "24:00")])).toEqual([]);
  });

  it("accepts rows in any order", () => {
    expect(timeLogIssues([fullDay[2]!, fullDay[0]!, fullDay[1]!])).toEqual([]);
  });

  it("accepts PostgreSQL times with zero seconds", () => {
    expect(timeLogIssues([row("00:00:00", "12:00:00"), row("12:00:00", "24:00:00")])).toEqual([]);
  });

  it("reports an empty day", () => {
    expect(timeLogIssues([])).toEqual([{ rowIndex: null, field: null, code: "timeLog.empty" }]);
  });

  it("requires the first row to start at the day start", () => {
    const issues = timeLogIssues([row("01:00", "24:00")]);
    expect(issues[0]).toEqual({
      rowIndex: 0,
      field: "fromTime",
      code: "timeLog.startMismatch",
      params: { expected: "00:00" },
    });
    expect(codes(issues)).toEqual(["timeLog.startMismatch", "timeLog.totalHours"]);
  });

  it("requires the last row to end at the day end", () => {
    const issues = timeLogIssues([row("00:00", "12:00"), row("12:00", "23:45")]);
    expect(issues[0]).toEqual({
      rowIndex: 1,
      field: "toTime",
      code: "timeLog.endMismatch",
      params: { expected: "24:00" },
    });
    expect(issues[1]).toEqual({
      rowIndex: null,
      field: null,
      code: "timeLog.totalHours",
      params: { totalHours: 23.75, expectedHours: 24 },
    });
  });

  it("reports a gap on the row after it", () => {
    const issues = timeLogIssues([row("00:00", "10:00"), row("11:00", "24:00")]);
    expect(issues[0]).toEqual({
      rowIndex: 1,
      field: "fromTime",
      code: "timeLog.gap",
      params: { expected: "10:00" },
    });
    expect(codes(issues)).toEqual(["timeLog.gap", "timeLog.totalHours"]);
  });

  it("reports an overlap on the row that starts too early", () => {
    const issues = timeLogIssues([row("00:00", "10:00"), row("09:30", "24:00")]);
    expect(issues[0]).toMatchObject({ rowIndex: 1, field: "fromTime", code: "timeLog.overlap" });
    expect(codes(issues)).toEqual(["timeLog.overlap", "timeLog.totalHours"]);
  });

  it("names the row overlapped by its times, whatever order the rows were typed in", () => {
    const typed = [row("12:00", "24:00"), row("09:30", "12:00"), row("00:00", "10:00")];
    expect(timeLogIssues(typed)[0]).toEqual({
      rowIndex: 1,
      field: "fromTime",
      code: "timeLog.overlap",
      params: { expected: "10:00", previous: "00:00–10:00" },
    });
    // A 06:00 day: the row overlapped ends at the period's end, written as the clock shows it.
    const sixToSix = [row("06:00", "06:00"), row("05:00", "06:00")];
    expect(timeLogIssues(sixToSix, { dayStart: "06:00" })[0]).toMatchObject({
      code: "timeLog.overlap",
      params: { expected: "06:00", previous: "06:00–06:00" },
    });
  });

  it("reports an overlap even when a gap elsewhere makes the total 24 h", () => {
    const issues = timeLogIssues([
      row("00:00", "10:00"),
      row("09:00", "12:00"),
      row("13:00", "24:00"),
    ]);
    expect(codes(issues)).toEqual(["timeLog.overlap", "timeLog.gap"]);
  });

  it("rejects zero and negative length rows", () => {
    const issues = timeLogIssues([
      row("00:00", "12:00"),
      row("12:00", "12:00"),
      row("18:00", "12:00"),
      row("12:00", "24:00"),
    ]);
    expect(issues).toEqual([
      { rowIndex: 1, field: "toTime", code: "timeLog.nonPositive" },
      { rowIndex: 2, field: "toTime", code: "timeLog.nonPositive" },
    ]);
  });

  it("says nothing about the day's end on an earlier row when the last row ends before it starts", () => {
    const issues = timeLogIssues([
      row("00:00", "12:00"),
      row("12:00", "10:00"),
      row("10:00", "09:00"),
    ]);
    expect(issues).toEqual([
      { rowIndex: 1, field: "toTime", code: "timeLog.nonPositive" },
      { rowIndex: 2, field: "toTime", code: "timeLog.nonPositive" },
      expect.objectContaining({ rowIndex: null, code: "timeLog.totalHours" }),
    ]);
  });

  it("puts the day's end on the row that starts last, whatever the order typed", () => {
    const issues = timeLogIssues([row("12:00", "20:00"), row("00:00", "12:00")]);
    expect(issues[0]).toMatchObject({ rowIndex: 0, field: "toTime", code: "timeLog.endMismatch" });
  });

  it("rejects times that are not whole minutes on a 24 h clock", () => {
    const issues = timeLogIssues([
      row("00:00", "7:00"),
      row("07:00", "12:60"),
      row("12:00", "18:00:30"),
      row("24:00", "24:00"),
      row("18:00", "25:00"),
    ]);
    expect(issues.filter((issue) => issue.code === "timeLog.invalidTime")).toEqual([
      { rowIndex: 0, field: "toTime", code: "timeLog.invalidTime" },
      { rowIndex: 1, field: "toTime", code: "timeLog.invalidTime" },
      { rowIndex: 2, field: "toTime", code: "timeLog.invalidTime" },
      { rowIndex: 3, field: "fromTime", code: "timeLog.invalidTime" },
      { rowIndex: 4, field: "toTime", code: "timeLog.invalidTime" },
    ]);
  });

  describe("a 06:00–06:00 reporting day", () => {
    const options = { dayStart: "06:00" };

    it("tiles across midnight", () => {
      const rows = [row("06:00", "18:00"), row("18:00", "02:00"), row("02:00", "06:00")];
      expect(timeLogIssues(rows, options)).toEqual([]);
      expect(
        summariseHours(
          rows.map((r) => ({ ...r, isNpt: false })),
          options,
        ).totalHours,
      ).toBe(24);
    });

    it("accepts 24:00 and 00:00 as midnight inside the period", () => {
      expect(timeLogIssues([row("06:00", "24:00"), row("00:00", "06:00")], options)).toEqual([]);
    });

    it("expects the start and end at 06:00", () => {
      const issues = timeLogIssues([row("07:00", "05:00")], options);
      expect(issues.slice(0, 2)).toEqual([
        {
          rowIndex: 0,
          field: "fromTime",
          code: "timeLog.startMismatch",
          params: { expected: "06:00" },
        },
        {
          rowIndex: 0,
          field: "toTime",
          code: "timeLog.endMismatch",
          params: { expected: "06:00" },
        },
      ]);
      expect(issues[2]).toMatchObject({ code: "timeLog.totalHours", params: { totalHours: 22 } });
    });

    it("treats midnight to midnight as an empty row", () => {
      expect(codes(timeLogIssues([row("00:00", "24:00")], options))).toEqual([
        "timeLog.nonPositive",
        "timeLog.totalHours",
      ]);
    });

    it("refuses an invalid day start", () => {
      expect(() => timeLogIssues(fullDay, { dayStart: "6am" })).toThrow(RangeError);
      expect(() => timeLogIssues(fullDay, { dayStart: "24:00" })).toThrow(RangeError);
    });
  });
});

describe("hours", () => {
  it("parses clock times", () => {
    expect(parseClockTime("00:00")).toBe(0);
    expect(parseClockTime("06:30")).toBe(390);
    expect(parseClockTime("24:00")).toBe(1440);
    expect(parseClockTime("24:01")).toBeNull();
    expect(parseClockTime("")).toBeNull();
  });

  it("gives a row's hours", () => {
    expect(rowHours(row("06:30", "14:00"))).toBe(7.5);
    expect(rowHours(row("14:00", "06:30"))).toBeNull();
    expect(rowHours(row("22:00", "02:00"), { dayStart: "06:00" })).toBe(4);
  });

  it("splits the day into productive and NPT hours", () => {
    expect(summariseHours(fullDay)).toEqual({
      totalHours: 24,
      productiveHours: 16.5,
      nptHours: 7.5,
    });
  });

  it("sums 20-minute rows to exactly 24 h", () => {
    const rows = Array.from({ length: 72 }, (_, i) => {
      const clock = (m: number) =>
        `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
      return row(clock(i * 20), clock((i + 1) * 20), i % 3 === 0);
    });
    expect(timeLogIssues(rows)).toEqual([]);
    expect(summariseHours(rows)).toEqual({ totalHours: 24, productiveHours: 16, nptHours: 8 });
  });

  it("ignores rows that cannot be read", () => {
    expect(summariseHours([row("bad", "10:00", true), row("10:00", "12:00")])).toEqual({
      totalHours: 2,
      productiveHours: 2,
      nptHours: 0,
    });
  });
});

describe("time log in time order", () => {
  const typed = (fromTime: string | null, note: string) => ({ fromTime, note });

  it("orders rows by start, keeping rows that start together in the order typed", () => {
    const rows = [
      typed("14:00", "drill"),
      typed("00:00", "trip in"),
      typed("06:30", "circulate"),
      typed("06:30", "survey"),
    ];
    expect(inTimeOrder(rows).map((row) => row.note)).toEqual([
      "trip in",
      "circulate",
      "survey",
      "drill",
    ]);
  });

  it("puts the hours after midnight last in a day starting at 06:00", () => {
    const rows = [
      typed("02:00", "after midnight"),
      typed("06:00", "morning"),
      typed("22:00", "night"),
    ];
    expect(inTimeOrder(rows, { dayStart: "06:00" }).map((row) => row.note)).toEqual([
      "morning",
      "night",
      "after midnight",
    ]);
  });

  it("leaves rows whose start cannot be read at the end, as typed", () => {
    const rows = [typed(null, "no start"), typed("12:00", "noon"), typed("9", "typo")];
    expect(inTimeOrder(rows).map((row) => row.note)).toEqual(["noon", "no start", "typo"]);
  });
});
