import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";

import { assertSameOrigin } from "./auth/origin.server";
import { DataDirLocked } from "./db/data-dir-lock.server";
import { getEngine } from "./db/db.server";
// Registers the demo seed before the database is first opened below.
import "./demo/start.server";
import "./notifications/start.server";
import { DataDirUnreadable } from "./db/engine.server";
import { documentStream } from "./document/document-stream.server";
import { InPageMarkupContext } from "./document/in-page-markup";
import { givenMarkup, inPageMarkupOf, withoutInPageMarkup } from "./document/in-page-markup.server";
import { NonceContext } from "./nonce";
import { AppStylesContext } from "./document/app-styles";
import { appStyles } from "./document/app-styles.server";
import { applySecurityHeaders, createNonce, secureEveryResponse } from "./security-headers.server";

const ABORT_DELAY = 10_000;

secureEveryResponse();

// Open the database, run migrations and create demo data as soon as the server starts,
// not on the first visitor's request. A data folder held by another process, or one PGlite
// cannot start on, stops the server at once with what to do about it.
void getEngine().catch((error: unknown) => {
  if (error instanceof DataDirLocked || error instanceof DataDirUnreadable) {
    console.error(error.message);
    process.exit(1);
  }
  console.error("The database could not be opened:", error);
  process.exitCode = 1;
});

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  // Remix itself aborts a cross-origin form post before any action runs; answer it as refused.
  try {
    assertSameOrigin(request);
  } catch (refusal) {
    if (refusal instanceof Response) {
      applySecurityHeaders(refusal.headers);
      return refusal;
    }
    throw refusal;
  }
  const nonce = createNonce();
  applySecurityHeaders(responseHeaders, nonce);
  // Signed-in pages must not come back from the cache after logout (Back button).
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "no-store");
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;
  // A dashboard's charts are in the page already; the hydration data need not carry them again.
  if (remixContext.serverHandoffString)
    remixContext.serverHandoffString = withoutInPageMarkup(remixContext.serverHandoffString);
  // The charts a browser's page load left out of the loader data, for this render; a deferred
  // tile's chart is found when its boundary renders, and goes out after the page's first piece.
  const given = givenMarkup(await inPageMarkupOf(remixContext.staticHandlerContext.loaderData));

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <AppStylesContext.Provider value={appStyles()}>
          <InPageMarkupContext.Provider value={given}>
            <RemixServer
              context={remixContext}
              url={request.url}
              abortDelay={ABORT_DELAY}
              nonce={nonce}
            />
          </InPageMarkupContext.Provider>
        </AppStylesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = documentStream();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  applySecurityHeaders(response.headers);
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
  return response;
};

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(error);
}
