import { describe, expect, it } from "vitest";

import { withoutInPageMarkup } from "./in-page-markup.server";

// What Remix writes into a document for hydration: JSON with <, > and & escaped.
const handoff = (state: unknown) =>
  JSON.stringify({ future: {}, state }).replace(/</g, "\\u003c").replace(/>/g, "\\u003e");

describe("withoutInPageMarkup", () => {
  it("keeps each markup's id and drops the markup the page already shows", () => {
    const before = handoff({
      loaderData: {
        root: { user: { name: "A <b>" } },
        "routes/_app.dashboard.$": {
          charts: {
            depthVsDays: {
              id: "chart-depthVsDays",
              inPageMarkup: "<svg><a href='/x?a=1&b=2'/></svg>",
            },
            nptTrend: null,
          },
        },
      },
    });
    const after = withoutInPageMarkup(before);
    expect(after).not.toContain("svg");
    expect(after).not.toMatch(/[<>&]/);
    expect(JSON.parse(after)).toEqual({
      future: {},
      state: {
        loaderData: {
          root: { user: { name: "A <b>" } },
          "routes/_app.dashboard.$": {
            charts: { depthVsDays: { id: "chart-depthVsDays" }, nptTrend: null },
          },
        },
      },
    });
  });

  it("returns a page without markup as it was", () => {
    const before = handoff({ loaderData: { root: { inPageMarkup: 3 } } });
    expect(withoutInPageMarkup(before)).toBe(before);
  });
});
