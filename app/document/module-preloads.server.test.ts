import { runInNewContext } from "node:vm";

import { describe, expect, it } from "vitest";

import { HELD_TYPE, startAfterFirstPaint } from "./scripts-after-first-paint";
import { holdModuleLoading } from "./module-preloads.server";

describe("holdModuleLoading", () => {
  const page =
    '<link rel="icon" href="/favicon.ico"/><p>Déjà 5 ½″ – ok</p>' +
    '<link rel="modulepreload" href="/build/entry.client-A.js"/>' +
    '<link rel="modulepreload" href="/build/routes/_app-B.js"/>' +
    '<script nonce="n0+/=">window.__remixContext = {};</script>' +
    '<script nonce="n0+/=" type="module" async="">import "/build/routes/_app-B.js";</script>';

  it("renames the rel of every module preload hint and holds the module script, keeping the elements", () => {
    const held = holdModuleLoading()(Buffer.from(page, "utf8")).toString("utf8");
    expect(held).toBe(
      '<link rel="icon" href="/favicon.ico"/><p>Déjà 5 ½″ – ok</p>' +
        '<link data-held-rel="modulepreload" href="/build/entry.client-A.js"/>' +
        '<link data-held-rel="modulepreload" href="/build/routes/_app-B.js"/>' +
        '<script nonce="n0+/=">window.__remixContext = {};</script>' +
        `<script nonce="n0+/=" type="text/plain" ${HELD_TYPE}="module">` +
        'import "/build/routes/_app-B.js";</script>',
    );
  });

  it("hands a chunk without hints or module scripts on as it is", () => {
    const chunk = Buffer.from("<main>Depth 1 234 m – Größe</main>", "utf8");
    expect(holdModuleLoading()(chunk)).toBe(chunk);
  });

  it("holds a script the page's own starter then runs once, with its nonce", () => {
    const held = holdModuleLoading()(Buffer.from(page, "utf8")).toString("utf8");
    const text = /data-held-type="module">([^<]*)<\/script>/.exec(held)?.[1] ?? "";
    const started: { type: string; nonce: string; textContent: string }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    runInNewContext(startAfterFirstPaint([]), {
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
      document: {
        querySelectorAll: (selector: string) =>
          selector === `script[${HELD_TYPE}="module"]`
            ? [{ nonce: "n0+/=", textContent: text }]
            : [],
        createElement: () => ({ type: "", nonce: "", textContent: "" }),
        head: { appendChild: () => undefined },
        body: { appendChild: (script: (typeof started)[number]) => started.push(script) },
      },
    });
    frames.forEach((frame) => frame());
    timers.forEach((timer) => timer());
    expect(started).toEqual([
      { type: "module", nonce: "n0+/=", textContent: 'import "/build/routes/_app-B.js";' },
    ]);
  });
});
