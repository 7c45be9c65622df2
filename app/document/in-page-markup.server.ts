// In-page markup on the server (see app/components/in-page-markup.tsx): a dashboard's charts
// travel once, and a browser's page load does not carry them through the loader data at all.

import type { GivenMarkup } from "./in-page-markup";
import type { InPageMarkup } from "./markup-data";

// The escaping Remix applies to that data, so it stays safe inside a <script> element.
const ESCAPED: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

export function withoutInPageMarkup(handoff: string): string {
  if (!handoff.includes('"inPageMarkup"')) return handoff;
  const parsed = JSON.parse(handoff) as { state?: { loaderData?: unknown } };
  dropMarkup(parsed.state?.loaderData);
  return JSON.stringify(parsed).replace(/[&><\u2028\u2029]/g, (c) => ESCAPED[c] ?? c);
}

function dropMarkup(value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach(dropMarkup);
  } else if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.id === "string" && typeof record.inPageMarkup === "string") {
      delete record.inPageMarkup;
      return;
    }
    Object.values(record).forEach(dropMarkup);
  }
}

/**
 * Whether a request is a browser loading a page: its loaders may leave in-page markup out of
 * their data, since the page is drawn with it on the server (`inPageMarkupOf`). Remix's own data
 * requests and clients that do not say are given the markup in the data.
 */
export function isPageLoad(request: Request): boolean {
  return request.headers.get("Sec-Fetch-Mode") === "navigate";
}

/** Finds markup again by what it was drawn from (`<kind>:<rest>`); null when there is none. */
export type InPageMarkupSource = (drawnFrom: string) => Promise<string | null>;

const sources = new Map<string, InPageMarkupSource>();

/** Registers where markup drawn from `<kind>:…` is found (e.g. the drawn charts). */
export function provideInPageMarkup(kind: string, source: InPageMarkupSource): void {
  sources.set(kind, source);
}

/**
 * The markup, by block id, of every block in the loaders' data that names what it was drawn from
 * but carries no markup: what the server's render of the page needs (`InPageMarkupContext`).
 * Only loader data is read, never anything the browser sent, so a block names only what its
 * loader let the user see.
 */
export async function inPageMarkupOf(loaderData: unknown): Promise<Map<string, string>> {
  const wanted = new Map<string, string>();
  collectReferences(loaderData, wanted);
  const found = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([id, drawnFrom]) => {
      const source = sources.get(drawnFrom.slice(0, drawnFrom.indexOf(":")));
      const markup = source ? await source(drawnFrom) : null;
      if (markup !== null) found.set(id, markup);
    }),
  );
  return found;
}

/**
 * What a page's render is given: the markup `inPageMarkupOf` found, and a way to find more while
 * it renders (a deferred tile's chart). A block that waits for it sits inside a Suspense
 * boundary, so React writes the page's first piece with the boundary's fallback and the block
 * after it, even when its markup is at hand: found in a later microtask, it is never there yet
 * when the first piece goes out. A lookup that fails gives an empty block, never an error.
 */
export function givenMarkup(found: Map<string, string>): GivenMarkup {
  const pending = new Map<string, Promise<void>>();
  return {
    found,
    find(value: InPageMarkup) {
      let finding = pending.get(value.id);
      if (!finding) {
        const source = sources.get(value.drawnFrom.slice(0, value.drawnFrom.indexOf(":")));
        finding = Promise.resolve(source ? source(value.drawnFrom) : null).then(
          (markup) => void found.set(value.id, markup ?? ""),
          () => void found.set(value.id, ""),
        );
        pending.set(value.id, finding);
      }
      return finding;
    },
  };
}

function collectReferences(value: unknown, wanted: Map<string, string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectReferences(item, wanted);
  } else if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.id === "string" && typeof record.drawnFrom === "string") {
      if (record.inPageMarkup === undefined) wanted.set(record.id, record.drawnFrom);
      return;
    }
    for (const item of Object.values(record)) collectReferences(item, wanted);
  }
}
