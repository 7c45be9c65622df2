import { describe, expect, it } from "vitest";

import { generalWork } from "./activity/general-work";
import { loggingRun } from "./activity/logging";
import { wellTest } from "./activity/well-test";
import type { SectionContext } from "./vocabulary";

const day = (dayStart: string) => ({ dayStart }) as SectionContext;
const END_BEFORE_START = "activity.problems.endBeforeStart";

describe("activity reports whose times end before they start", () => {
  const run = {
    runNo: 1,
    company: "Wireline",
    conveyance: "wireline",
    topMd: 100,
    bottomMd: 900,
    bht: null,
    startTime: "14:00",
    endTime: "10:00",
    remarks: null,
    tools: [],
  };

  it("refuse a logging run ending before it began, under its end time", () => {
    expect(loggingRun.rules!(run, day("00:00"))).toEqual([
      { field: "endTime", code: END_BEFORE_START },
    ]);
    expect(loggingRun.rules!({ ...run, endTime: "18:00" }, day("00:00"))).toEqual([]);
  });

  it("take a run over midnight on a day that starts at 06:00", () => {
    expect(
      loggingRun.rules!({ ...run, startTime: "22:00", endTime: "03:00" }, day("06:00")),
    ).toEqual([]);
  });

  it("point at the well-test period and the general-work operation that is wrong", () => {
    const period = (startTime: string, endTime: string) => ({
      periodType: "flow",
      startTime,
      endTime,
      choke: null,
      rate: null,
      whp: null,
      temperature: null,
    });
    const test = {
      testType: "production",
      topMd: null,
      bottomMd: null,
      bhp: null,
      bht: null,
      result: null,
      periods: [period("06:00", "18:00"), period("18:00", "12:00"), period("18:00", "24:00")],
    };
    expect(wellTest.rules!(test, day("00:00"))).toEqual([
      { table: "periods", rowIndex: 1, field: "endTime", code: END_BEFORE_START },
    ]);
    const work = {
      jobType: "maintenance",
      summary: "Pump repair",
      ops: [
        { fromTime: "08:00", toTime: "07:30", operation: "Changed liners" },
        { fromTime: null, toTime: "07:30", operation: "Tested pump" },
      ],
      fixes: [],
    };
    expect(generalWork.rules!(work, day("00:00"))).toEqual([
      { table: "ops", rowIndex: 0, field: "toTime", code: END_BEFORE_START },
    ]);
  });
});
