import { describe, expect, it } from "vitest";

import {
  inPageMarkupOf,
  isPageLoad,
  provideInPageMarkup,
  withoutInPageMarkup,
} from "./in-page-markup.server";

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

describe("markup given apart from the loader data", () => {
  it("finds each block that names its drawing but carries no markup, once per id", async () => {
    const asked: string[] = [];
    provideInPageMarkup("sketch", async (drawnFrom) => {
      asked.push(drawnFrom);
      return drawnFrom === "sketch:empty" ? null : `<svg>${drawnFrom}</svg>`;
    });
    const given = await inPageMarkupOf({
      root: { user: { id: "not a block" } },
      page: {
        charts: {
          a: { id: "sketch-a", drawnFrom: "sketch:a" },
          again: { id: "sketch-a", drawnFrom: "sketch:a" },
          carried: { id: "sketch-b", drawnFrom: "sketch:b", inPageMarkup: "<svg>b</svg>" },
          empty: { id: "sketch-e", drawnFrom: "sketch:empty" },
          unknown: { id: "other", drawnFrom: "elsewhere:x" },
          none: null,
        },
        list: [{ id: "sketch-c", drawnFrom: "sketch:c" }],
      },
    });
    expect(Object.fromEntries(given)).toEqual({
      "sketch-a": "<svg>sketch:a</svg>",
      "sketch-c": "<svg>sketch:c</svg>",
    });
    expect(asked.sort()).toEqual(["sketch:a", "sketch:c", "sketch:empty"]);
  });

  it("tells a browser's page load from Remix's data requests and other clients", () => {
    const request = (headers: Record<string, string>) =>
      new Request("http://localhost/dashboard/one-page", { headers });
    expect(
      isPageLoad(request({ "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" })),
    ).toBe(true);
    expect(isPageLoad(request({ "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty" }))).toBe(
      false,
    );
    expect(isPageLoad(request({}))).toBe(false);
  });
});
