import { describe, expect, it } from "vitest";

import { holdModulePreloads } from "./module-preloads.server";

describe("holdModulePreloads", () => {
  it("renames the rel of every module preload hint but the entry's, and keeps the elements", () => {
    const page =
      '<link rel="icon" href="/favicon.ico"/><p>Déjà 5 ½″ – ok</p>' +
      '<link rel="modulepreload" href="/build/entry.client-A.js"/>' +
      '<link rel="modulepreload" href="/build/routes/_app-B.js"/>' +
      '<script type="module" async="">import "/build/routes/_app-B.js";</script>';
    const held = holdModulePreloads("/build/entry.client-A.js")(Buffer.from(page, "utf8")).toString(
      "utf8",
    );
    expect(held).toBe(
      '<link rel="icon" href="/favicon.ico"/><p>Déjà 5 ½″ – ok</p>' +
        '<link rel="modulepreload" href="/build/entry.client-A.js"/>' +
        '<link data-held-rel="modulepreload" href="/build/routes/_app-B.js"/>' +
        '<script type="module" async="">import "/build/routes/_app-B.js";</script>',
    );
  });

  it("hands a chunk without hints on as it is", () => {
    const chunk = Buffer.from("<main>Depth 1 234 m – Größe</main>", "utf8");
    expect(holdModulePreloads("/build/entry.client-A.js")(chunk)).toBe(chunk);
  });
});
