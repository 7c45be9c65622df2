import { PassThrough } from "node:stream";
import { Suspense } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { InPageMarkupBlock, InPageMarkupContext } from "./in-page-markup";
import { givenMarkup, provideInPageMarkup } from "./in-page-markup.server";

/** Renders `blocks` as the document is rendered for a browser; resolves with each chunk written. */
function chunksOf(blocks: React.ReactNode, given: ReturnType<typeof givenMarkup>) {
  return new Promise<string[]>((resolve, reject) => {
    const chunks: string[] = [];
    const body = new PassThrough();
    body.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
    body.on("end", () => resolve(chunks));
    const { pipe } = renderToPipeableStream(
      <InPageMarkupContext.Provider value={given}>{blocks}</InPageMarkupContext.Provider>,
      {
        onShellReady() {
          pipe(body);
        },
        onShellError: reject,
      },
    );
  });
}

describe("markup found while the page renders", () => {
  it("goes out after the page's first piece, even when it is ready at once", async () => {
    provideInPageMarkup("drawing", async (drawnFrom) =>
      drawnFrom === "drawing:empty" ? null : `<svg>${drawnFrom}</svg>`,
    );
    const given = givenMarkup(new Map([["first", "<svg>first chart</svg>"]]));
    const chunks = await chunksOf(
      <>
        <InPageMarkupBlock value={{ id: "first", drawnFrom: "drawing:first" }} />
        <Suspense fallback={<p>waiting</p>}>
          <InPageMarkupBlock value={{ id: "second", drawnFrom: "drawing:second" }} />
        </Suspense>
        <Suspense fallback={<p>waiting too</p>}>
          <InPageMarkupBlock value={{ id: "gone", drawnFrom: "drawing:empty" }} />
        </Suspense>
      </>,
      given,
    );
    const [first, ...rest] = chunks;
    expect(first).toContain("<svg>first chart</svg>");
    expect(first).toContain("<p>waiting</p>");
    expect(first).not.toContain("drawing:second");
    expect(rest.join("")).toContain('<div data-markup-id="second"><svg>drawing:second</svg></div>');
    // A drawing that cannot be found leaves its block empty, never fails the page.
    expect(rest.join("")).toContain('<div data-markup-id="gone"></div>');
  });
});
