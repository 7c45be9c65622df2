/**
 * Makes the module preload hints Remix writes into a document inert (decision 013).
 *
 * Remix's scripts start with a `<link rel="modulepreload">` for the entry and for each route
 * module of the page. The browser's preload scanner finds them as soon as the document arrives
 * and fetches, compiles and runs those modules while it is still parsing and laying out the page:
 * on a dashboard that pushed the first drawn chart back by about 30 ms. The module script at the
 * end of the same page imports exactly these modules, so they still load, once the page is
 * parsed; the page shows its content without scripts meanwhile.
 *
 * The elements stay, only their `rel` is renamed, so the document keeps the shape React hydrates:
 * React does not patch an attribute that differs from its own render (the development build warns
 * about it), and Remix removes these elements once the page has hydrated.
 */
const HINT = Buffer.from('<link rel="modulepreload" href="', "latin1");
const HELD = '<link data-held-rel="modulepreload" href="';

/**
 * `chunk` of a document with its module preload hints held. Bytes are matched as bytes (latin1
 * maps each byte to one character), so text in any encoding passes through unchanged. A hint cut
 * in two by a chunk boundary stays a hint, which only costs time.
 */
export function holdModulePreloads(chunk: Buffer): Buffer {
  if (!chunk.includes(HINT)) return chunk;
  return Buffer.from(chunk.toString("latin1").replaceAll(HINT.toString("latin1"), HELD), "latin1");
}
