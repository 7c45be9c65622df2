import { runInNewContext } from "node:vm";

import { describe, expect, it } from "vitest";

import { holdPreloads, startAfterFirstPaint } from "./scripts-after-first-paint";

type RemixContextValue = Parameters<typeof holdPreloads>[0];

function remixContext(): RemixContextValue {
  return {
    manifest: {
      url: "/build/manifest.js",
      version: "1",
      entry: { module: "/build/entry.js", imports: ["/build/react.js", "/build/remix.js"] },
      routes: {
        root: { id: "root", path: "", module: "/build/root.js", imports: ["/build/remix.js"] },
        "routes/_app": {
          id: "routes/_app",
          parentId: "root",
          module: "/build/app.js",
          imports: ["/build/aria.js"],
        },
        "routes/help": {
          id: "routes/help",
          parentId: "root",
          module: "/build/help.js",
          imports: ["/build/help-chunk.js"],
        },
      },
    },
  } as unknown as RemixContextValue;
}

describe("holdPreloads", () => {
  it("takes the entry module and the imports of the entry and the matched routes, each once", () => {
    const { preloads } = holdPreloads(remixContext(), ["root", "routes/_app"]);
    expect(preloads).toEqual([
      "/build/entry.js",
      "/build/react.js",
      "/build/remix.js",
      "/build/aria.js",
    ]);
  });

  it("leaves Remix only the entry and route modules of the page, and other routes untouched", () => {
    const original = remixContext();
    const { context } = holdPreloads(original, ["root", "routes/_app"]);
    expect(context.manifest.entry).toEqual({ module: "/build/entry.js", imports: [] });
    expect(context.manifest.routes.root?.imports).toEqual([]);
    expect(context.manifest.routes["routes/_app"]?.module).toBe("/build/app.js");
    expect(context.manifest.routes["routes/_app"]?.imports).toEqual([]);
    expect(context.manifest.routes["routes/help"]?.imports).toEqual(["/build/help-chunk.js"]);
    // The context the page renders with is not changed.
    expect(original.manifest.entry.imports).toHaveLength(2);
  });
});

describe("startAfterFirstPaint", () => {
  it("adds each hint once, after the first frame, even when the fallback timer fires too", () => {
    const appended: { rel: string; href: string }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    runInNewContext(startAfterFirstPaint(["/build/a.js", "/build/</script>.js"]), {
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
      document: {
        querySelectorAll: () => [],
        createElement: () => ({ rel: "", href: "" }),
        head: { appendChild: (link: { rel: string; href: string }) => appended.push(link) },
      },
    });
    expect(appended).toEqual([]);
    // The fallback is set at once; the frame's own timer only once the frame has run.
    expect(timers).toHaveLength(1);
    frames.forEach((frame) => frame());
    expect(timers).toHaveLength(2);
    timers[1]?.();
    timers[0]?.();
    expect(appended).toEqual([
      { rel: "modulepreload", href: "/build/a.js" },
      { rel: "modulepreload", href: "/build/</script>.js" },
    ]);
  });

  it("cannot close its script element early", () => {
    expect(startAfterFirstPaint(["/build/</script><script>alert(1)//.js"])).not.toContain("</");
  });
});
