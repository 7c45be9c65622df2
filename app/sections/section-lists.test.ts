import { describe, expect, it } from "vitest";

import { general } from "./general";
import type { LookupOptions } from "./lookup-labels";
import { listsForPage, listsNamedBy, pickLists } from "./section-lists";
import { timeLog } from "./time-log";

const option = (code: string, label: string) => ({ code, label, labelIndonesian: "" });

const lookups: LookupOptions = {
  iadcCode: [option("2", "2 Drill actual"), option("6", "6 Trips"), option("8", "8 Repair rig")],
  phase: [option("surface", "Surface"), option("production", "Production / reservoir")],
  wellbore: [option("OH", "Original hole"), option("ST1", "Sidetrack 1")],
  kickCause: [option("SWAB", "Swabbing")],
};

const values = {
  timeLog: {
    rows: [
      { fromTime: "00:00", toTime: "06:00", phase: "surface", iadcCode: "2", nptCode: null },
      { fromTime: "06:00", toTime: "24:00", phase: "surface", iadcCode: "6", nptCode: null },
    ],
  },
  general: { wellbore: "OH" },
};

describe("the lists a report page carries", () => {
  it("sends of a review-only page only the choices its reviews print", () => {
    const page = listsForPage(lookups, [general, timeLog], [], values);
    expect(page.complete).toEqual([]);
    expect(page.lookups.iadcCode?.map((o) => o.label)).toEqual(["2 Drill actual", "6 Trips"]);
    expect(page.lookups.phase?.map((o) => o.code)).toEqual(["surface"]);
    expect(page.lookups.wellbore?.map((o) => o.code)).toEqual(["OH"]);
    // Lists no section names never travel.
    expect(page.lookups.kickCause).toBeUndefined();
  });

  it("sends whole every list an open editor picks from, the others cut to the review", () => {
    const page = listsForPage(lookups, [general, timeLog], [timeLog], values);
    expect(page.complete).toEqual(expect.arrayContaining(["iadcCode", "phase", "nptCode"]));
    expect(page.complete).not.toContain("wellbore");
    expect(page.lookups.iadcCode).toHaveLength(3);
    expect(page.lookups.phase).toHaveLength(2);
    expect(page.lookups.wellbore).toHaveLength(1);
  });

  it("sends nothing of a list when no review shows any of its codes", () => {
    const page = listsForPage(lookups, [general, timeLog], [], {});
    expect(page.lookups).toEqual({});
  });

  it("picks one section's lists for an editor opened in place", () => {
    const lists = pickLists(lookups, listsNamedBy([timeLog]));
    expect(Object.keys(lists).sort()).toEqual(["iadcCode", "phase"]);
  });
});
