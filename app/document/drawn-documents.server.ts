import { createHash } from "node:crypto";

import type { EntryContext } from "@remix-run/node";

/**
 * Documents already drawn, kept by everything they are drawn from, so the same page for the same
 * data is not rendered again (decision 011).
 *
 * A route opts in with `handle = { drawnFromData: true }` when its document, with the layouts
 * above it, depends on nothing but the address and the loaders' data: the dashboards, whose
 * render is most of the server's work for such a page. The loaders still run on every request
 * (session, privilege, data revision), and their data is the key, so a report saved, a layout
 * changed or another user gives another page. Every answer carries a fresh CSP nonce: a kept page
 * is split at its nonce and joined with the new one.
 */
export interface DrawnDocumentRequest {
  method: string;
  url: string;
  status: number;
  /** Remix's hydration data: loader data, action data and errors, as the page embeds them. */
  handoff: string;
  /** Bots get the whole document at once; browsers get it streamed. */
  waitForAll: boolean;
}

const DEFAULT_CAPACITY = 100;

export class DrawnDocuments {
  readonly #pages = new Map<string, string[]>();

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  /** The kept page for `key` with `nonce` in place of the one it was drawn with, if any. */
  page(key: string, nonce: string): string | undefined {
    const parts = this.#pages.get(key);
    if (!parts) return undefined;
    // Most recently used last: the first entry is the one to let go.
    this.#pages.delete(key);
    this.#pages.set(key, parts);
    return parts.join(nonce);
  }

  keep(key: string, html: string, nonce: string): void {
    this.#pages.delete(key);
    this.#pages.set(key, html.split(nonce));
    for (const oldest of this.#pages.keys()) {
      if (this.#pages.size <= this.capacity) break;
      this.#pages.delete(oldest);
    }
  }

  get size(): number {
    return this.#pages.size;
  }
}

/** The key of a request's document, or null when its document is drawn afresh every time. */
export function drawnDocumentKey(request: DrawnDocumentRequest): string | null {
  // A posted form's answer and an error page are never kept.
  if (request.method !== "GET" || request.status !== 200) return null;
  return createHash("sha256")
    .update(`${request.waitForAll ? "all" : "streamed"}\n${request.url}\n`)
    .update(request.handoff)
    .digest("base64url");
}

/** Whether the page's own route declares its document drawn from its data alone. */
export function drawnFromData(context: EntryContext): boolean {
  const leaf = context.staticHandlerContext.matches.at(-1);
  if (!leaf) return false;
  const handle = context.routeModules[leaf.route.id]?.handle as
    { drawnFromData?: unknown } | undefined;
  return handle?.drawnFromData === true;
}
