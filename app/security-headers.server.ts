import { randomBytes } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import type { ServerResponse } from "node:http";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * Headers every answer carries; the document also gets a Content-Security-Policy with its nonce.
 * Documents and data requests get them in entry.server.tsx; resource routes (files, exports,
 * redirects) through withSecurityHeaders; anything else this process answers through
 * secureEveryResponse.
 */
export function applySecurityHeaders(headers: Headers, nonce?: string): void {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "same-origin");
  // No other window keeps a handle on ours, whatever opened it (decision 049).
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (nonce !== undefined) {
    const dev = process.env.NODE_ENV === "development";
    headers.set(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'${dev ? " 'unsafe-eval'" : ""}`,
        // Charts carry inline style attributes and Plot writes a <style> into each SVG.
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        `connect-src 'self'${dev ? " ws:" : ""}`,
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
  }
}

/** The same headers on a response whose own headers may be read-only (e.g. Response.redirect). */
function secured(response: Response): Response {
  try {
    applySecurityHeaders(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    applySecurityHeaders(copy.headers);
    return copy;
  }
}

/**
 * A resource route's loader or action whose every answer carries the security headers: what it
 * returns, what it throws (a redirect to sign-in, a 404) and an unexpected failure, which Remix
 * would otherwise answer bare. Remix runs no entry hook for resource routes, so each wraps its own.
 */
export function withSecurityHeaders<Args extends { request: Request }, Result extends Response>(
  handler: (args: Args) => Promise<Result> | Result,
): (args: Args) => Promise<Result> {
  return async (args) => {
    try {
      return secured(await handler(args)) as Result;
    } catch (thrown) {
      if (thrown instanceof Response) throw secured(thrown);
      if (!args.request.signal.aborted) console.error(thrown);
      const failure = new Response("Unexpected Server Error", {
        status: 500,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
      throw secured(failure);
    }
  };
}

declare global {
  // The dev server re-imports the build on every change; subscribe once per process.
  var __drillbookSecuresEveryResponse: boolean | undefined;
}

/**
 * What Remix answers without the app's entry (a redirect straight from a page's loader or action,
 * its route manifest) and what remix-serve answers itself (the built scripts, public files) get
 * the same headers: Node announces every request of the process on this channel, and each
 * response gets the headers it lacks just before its head is written. Answers that already carry
 * them (every one the app makes) are left as they are, so nothing is sent twice.
 */
export function secureEveryResponse(): void {
  if (globalThis.__drillbookSecuresEveryResponse) return;
  globalThis.__drillbookSecuresEveryResponse = true;
  const every = new Headers();
  applySecurityHeaders(every);
  subscribe("http.server.request.start", (message) => {
    const { response } = message as { response: ServerResponse };
    const writeHead = response.writeHead;
    response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      for (const [name, value] of every) if (!this.hasHeader(name)) this.setHeader(name, value);
      return (writeHead as (...args: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse["writeHead"];
  });
}
