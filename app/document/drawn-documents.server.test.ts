import type { EntryContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";

import { DrawnDocuments, drawnDocumentKey, drawnFromData } from "./drawn-documents.server";

const request = {
  method: "GET",
  url: "http://localhost/dashboard/one-page",
  status: 200,
  handoff: '{"state":{"loaderData":{"routes/_app.dashboard.$":{"tiles":[]}}}}',
  waitForAll: false,
};

describe("drawnDocumentKey", () => {
  it("is the same for the same address and data", () => {
    expect(drawnDocumentKey(request)).toBe(drawnDocumentKey({ ...request }));
  });

  it("changes with the data, the address and the way the page is sent", () => {
    const key = drawnDocumentKey(request);
    const others = [
      { ...request, handoff: request.handoff.replace("[]", '[{"id":"depthVsDays-0"}]') },
      { ...request, url: "http://localhost/dashboard/one-page?tab=2" },
      { ...request, url: "http://localhost/dashboard/npt-analysis" },
      { ...request, waitForAll: true },
    ].map(drawnDocumentKey);
    expect(new Set([key, ...others]).size).toBe(5);
  });

  it("keeps no posted form's answer and no error page", () => {
    expect(drawnDocumentKey({ ...request, method: "POST" })).toBeNull();
    expect(drawnDocumentKey({ ...request, status: 404 })).toBeNull();
    expect(drawnDocumentKey({ ...request, status: 500 })).toBeNull();
  });
});

describe("DrawnDocuments", () => {
  const page = (nonce: string) =>
    `<html><head><script nonce="${nonce}">a</script></head>` +
    `<body><svg></svg><script nonce="${nonce}" type="module">b</script></body></html>`;

  it("answers a kept page with the new nonce in every place of the old one", () => {
    const documents = new DrawnDocuments();
    documents.keep("k", page("first+nonce=="), "first+nonce==");
    expect(documents.page("k", "second/nonce==")).toBe(page("second/nonce=="));
    expect(documents.page("other", "third")).toBeUndefined();
  });

  it("lets the least recently used page go once it holds its capacity", () => {
    const documents = new DrawnDocuments(2);
    documents.keep("a", page("n1"), "n1");
    documents.keep("b", page("n2"), "n2");
    expect(documents.page("a", "n3")).toBe(page("n3"));
    documents.keep("c", page("n4"), "n4");
    expect(documents.size).toBe(2);
    expect(documents.page("b", "n5")).toBeUndefined();
    expect(documents.page("a", "n6")).toBe(page("n6"));
    expect(documents.page("c", "n7")).toBe(page("n7"));
  });
});

describe("drawnFromData", () => {
  const context = (handle: unknown) =>
    ({
      staticHandlerContext: {
        matches: [{ route: { id: "root" } }, { route: { id: "routes/page" } }],
      },
      routeModules: { root: { handle: { drawnFromData: true } }, "routes/page": { handle } },
    }) as unknown as EntryContext;

  it("follows the page's own route, not the layouts above it", () => {
    expect(drawnFromData(context({ drawnFromData: true }))).toBe(true);
    expect(drawnFromData(context(undefined))).toBe(false);
    expect(drawnFromData(context({ drawnFromData: "yes" }))).toBe(false);
  });
});
