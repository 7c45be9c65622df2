import { describe, expect, it } from "vitest";

import { kindPages, visibleMenu } from "./pages";

const ENGINEER = [5, 6, 7, 10, 11, 12, 14];
const MANAGER = [1, 3, 4, 5, 6, 7, 8, 13, 14];
const PLANNER = [5, 8, 9, 14];

const paths = (privileges: number[], group: string) =>
  visibleMenu(privileges, true)
    .find((entry) => entry.id === group)
    ?.entries.map((page) => page.path) ?? [];

describe("the drilling-activity and subsurface pages in the menu", () => {
  it("give the engineer every form under Add Report and every list under Database and Reports", () => {
    expect(paths(ENGINEER, "add-report")).toEqual(
      expect.arrayContaining([
        "/form/subsurface-form",
        "/form/drilling-activity/casing",
        "/form/drilling-activity/well-test",
        "/form/drilling-activity/general-work",
      ]),
    );
    expect(paths(ENGINEER, "database")).toEqual(
      expect.arrayContaining([
        "/database/subsurface",
        "/database/drilling-activity/kick",
        "/report/drilling-activity/cement",
      ]),
    );
  });

  it("give the manager the lists but not the forms (privileges 6 and 7, not 11 and 12)", () => {
    expect(paths(MANAGER, "add-report")).toEqual([]);
    expect(paths(MANAGER, "database")).toEqual(
      expect.arrayContaining(["/database/subsurface", "/report/drilling-activity/casing"]),
    );
  });

  it("show the planner none of them", () => {
    const all = [...paths(PLANNER, "add-report"), ...paths(PLANNER, "database")];
    expect(all.filter((path) => /activity|subsurface/.test(path))).toEqual([]);
  });

  it("read the subsurface report in its database, a drilling activity in its report", () => {
    expect(kindPages("subsurface").view.path).toBe("/database/subsurface");
    expect(kindPages("fishing").view.path).toBe("/report/drilling-activity/fishing");
  });
});
