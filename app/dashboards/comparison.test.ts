import { describe, expect, it } from "vitest";

import { choiceProblem, comparisonPath, parseWellChoice } from "./comparison";

describe("the comparison study's choice of wells", () => {
  it("reads ids from repeated or comma-separated values, once each, in order", () => {
    expect(parseWellChoice(["12", "31", "12"])).toEqual([12, 31]);
    expect(parseWellChoice(["5,7", " 9"])).toEqual([5, 7, 9]);
  });

  it("leaves out anything that is not an id", () => {
    expect(parseWellChoice(["abc", "-3", "0", "1e3", "4.5", "", "99999999999", "8"])).toEqual([8]);
  });

  it("compares 2 to 8 wells", () => {
    expect(choiceProblem(1)).toBe("fieldDashboards.comparison.tooFew");
    expect(choiceProblem(2)).toBeNull();
    expect(choiceProblem(8)).toBeNull();
    expect(choiceProblem(9)).toBe("fieldDashboards.comparison.tooMany");
  });

  it("puts the choice in the address", () => {
    expect(comparisonPath([3, 1])).toBe("/comparison-study?well=3&well=1");
    expect(comparisonPath([])).toBe("/comparison-study");
  });
});
