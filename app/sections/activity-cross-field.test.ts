import { describe, expect, it } from "vitest";

import { METRES_PER_FOOT } from "~/domain/units/units";
import { backOffBelowFreePoint, recoveredExceedsFish } from "~/domain/activity/fishing";

import { cementJob } from "./activity/cement";
import { fishingFreePoint, fishingGeneral, fishingResult } from "./activity/fishing";
import { kick } from "./activity/kick";
import { sameReportContext } from "./feeds";
import { sectionSchema } from "./schema";
import { errorsByPath, TEST_CONTEXT } from "./testing";
import type { AnySection, StoredSectionValue } from "./vocabulary";

const FISHING = [fishingGeneral, fishingFreePoint, fishingResult] as AnySection[];

/** A section typed in feet, judged with the other fishing sections as the report saved them. */
function typed(section: AnySection, value: unknown, saved: Record<string, StoredSectionValue>) {
  const entries = Object.fromEntries(Object.entries(saved).map(([id, v]) => [id, { value: v }]));
  const context = { ...TEST_CONTEXT, ...sameReportContext(FISHING, entries) };
  return sectionSchema(section, { system: "api", language: "en", context }).safeParse(value);
}

const fishOf = (feet: number) => ({
  fishingGeneral: { fishDescription: "Motor and bit", fishLength: feet * METRES_PER_FOOT },
});

describe("the fishing rule", () => {
  it("compares lengths, leaving out what is not given", () => {
    expect(recoveredExceedsFish(31, 30)).toBe(true);
    expect(recoveredExceedsFish(30, 30)).toBe(false);
    expect(recoveredExceedsFish(30, null)).toBe(false);
    expect(recoveredExceedsFish(null, 30)).toBe(false);
    expect(backOffBelowFreePoint(2001, 2000)).toBe(true);
    expect(backOffBelowFreePoint(1990, 2000)).toBe(false);
  });

  it("refuses a recovered length longer than the fish, next to the recovered length", () => {
    const result = typed(
      fishingResult,
      { result: "partial", recoveredLength: "95", responsibleParties: [] },
      fishOf(90),
    );
    expect(result.success).toBe(false);
    expect(errorsByPath(result)).toEqual({
      recoveredLength: ["activity.problems.recoveredMoreThanFish"],
    });
  });

  it("takes all of the fish back, typed in the same feet it was lost in", () => {
    const whole = { result: "recovered", recoveredLength: "90", responsibleParties: [] };
    expect(typed(fishingResult, whole, fishOf(90)).success).toBe(true);
    // With no fish length saved yet there is nothing to compare with.
    expect(typed(fishingResult, whole, {}).success).toBe(true);
  });

  it("refuses a fish shortened below what the result already says was recovered", () => {
    const saved = { fishingResult: { result: "partial", recoveredLength: 60 * METRES_PER_FOOT } };
    const result = typed(
      fishingGeneral,
      { fishDescription: "Motor and bit", fishLength: "50" },
      saved,
    );
    expect(errorsByPath(result)).toEqual({
      fishLength: ["activity.problems.fishShorterThanRecovered"],
    });
    expect(
      typed(fishingGeneral, { fishDescription: "Motor and bit", fishLength: "60" }, saved).success,
    ).toBe(true);
  });

  it("refuses a string shot below the free point", () => {
    const result = typed(fishingFreePoint, { freePointMd: "8000", stringShotMd: "8100" }, {});
    expect(errorsByPath(result)).toEqual({
      stringShotMd: ["activity.problems.backOffBelowFreePoint"],
    });
    expect(typed(fishingFreePoint, { freePointMd: "8000", stringShotMd: "7970" }, {}).success).toBe(
      true,
    );
  });
});

describe("the cement and kick rules", () => {
  it("refuse a measured top of cement below the shoe", () => {
    const job = { jobType: "primary", holeSize: "12.25", casingOd: "9.625", shoeMd: "9000" };
    const below = typed(cementJob, { ...job, tocMd: "9100", fluids: [] }, {});
    expect(errorsByPath(below)).toEqual({ tocMd: ["activity.problems.cementTopBelowShoe"] });
    expect(typed(cementJob, { ...job, tocMd: "5000", fluids: [] }, {}).success).toBe(true);
  });

  it("refuse a maximum casing pressure below the shut-in casing pressure", () => {
    const shutIn = {
      kickTime: "03:10",
      md: "10000",
      tvd: "9800",
      pitGain: "20",
      sidpp: "500",
      sicp: "700",
      mudDensity: "10",
    };
    const low = typed(kick, { ...shutIn, maxCasingPressure: "650" }, {});
    expect(errorsByPath(low)).toEqual({
      maxCasingPressure: ["activity.problems.maxBelowShutIn"],
    });
    expect(typed(kick, { ...shutIn, maxCasingPressure: "900" }, {}).success).toBe(true);
  });
});
