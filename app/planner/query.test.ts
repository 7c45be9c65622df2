import { describe, expect, it } from "vitest";

import { parsePlannerQuery, parseView, withParams, DATABASE_VIEWS } from "./query";

describe("planner addresses", () => {
  it("reads filters and falls back on anything odd", () => {
    expect(
      parsePlannerQuery(new URLSearchParams("q= rig &page=3&well=12&phase=surface&bundle=x")),
    ).toEqual({
      q: "rig",
      page: 3,
      wellId: 12,
      phase: "surface",
      bundleId: null,
      componentId: null,
      afeId: null,
      edit: null,
    });
    const odd = parsePlannerQuery(new URLSearchParams("page=-2&phase=moon&well=1e9"));
    expect(odd.page).toBe(1);
    expect(odd.phase).toBeNull();
    expect(odd.wellId).toBeNull();
    expect(parseView("nope", DATABASE_VIEWS)).toBe("afe");
    expect(parseView("items", DATABASE_VIEWS)).toBe("items");
  });

  it("changes parameters and starts again at page 1", () => {
    expect(withParams("?view=items&q=mud&page=4", { bundle: 3 })).toBe(
      "?view=items&q=mud&bundle=3",
    );
    expect(withParams("?view=items&page=4", { page: 5 })).toBe("?view=items&page=5");
    expect(withParams("?q=a", { q: null })).toBe("?");
  });
});
