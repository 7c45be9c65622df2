/**
 * Makes the module preload hints Remix writes into a document inert (decision 013).
 *
 * Remix's scripts start with a `<link rel="modulepreload">` for the entry and for each route
 * module of the page. The browser's preload scanner finds them as soon as the document arrives
 * and fetches, compiles and runs those modules while it is still parsing and laying out the page:
 * on a dashboard that pushed the first drawn chart back by about 30 ms. The module script at the
 * end of the same page imports the route modules, so they still load once the page is parsed;
 * the page shows its content without scripts meanwhile.
 *
 * The elements stay, only their `rel` is renamed, so the document keeps the shape React hydrates:
 * React does not patch an attribute that differs from its own render (the development build warns
 * about it), and Remix removes these elements once the page has hydrated.
 */
const HINT = Buffer.from('<link rel="modulepreload" href="', "latin1");
const HINTS = /<link rel="modulepreload" href="([^"]*)"/g;

/**
 * A rewrite of a document's chunks holding every module preload hint but the entry module's
 * (`entryModule`). The entry is loaded by a dynamic import, which does not hold back the page's
 * load event: without its hint the page could count as loaded before it hydrates, and a choice
 * made in a select in between would be reset by hydration.
 *
 * Bytes are matched as bytes (latin1 maps each byte to one character), so text in any encoding
 * passes through unchanged. A hint cut in two by a chunk boundary stays a hint, which only costs
 * time.
 */
export function holdModulePreloads(entryModule: string): (chunk: Buffer) => Buffer {
  return (chunk) => {
    if (!chunk.includes(HINT)) return chunk;
    const held = chunk
      .toString("latin1")
      .replace(HINTS, (hint, href: string) =>
        href === entryModule ? hint : `<link data-held-rel="modulepreload" href="${href}"`,
      );
    return Buffer.from(held, "latin1");
  };
}
