/**
 * Holds back, on its way out, everything in a document that would make the browser load the
 * page's modules while it is still parsing and laying out the page (decisions 013 and 015).
 *
 * - Remix's `<link rel="modulepreload">` hints (entry and route modules) become
 *   `<link data-held-rel="modulepreload">`: the preload scanner would fetch and compile them as
 *   soon as the document arrives.
 * - Remix's module script (`<script type="module" async>`, which imports the route modules and
 *   then the entry) becomes `<script type="text/plain" data-held-type="module">` with the same
 *   text. Even async, it had the parser issue a request for every module it imports.
 *
 * The inline script of `ScriptsAfterFirstPaint` starts the held module script, and gives the
 * hints, once the first frame is drawn. The page shows its content without scripts meanwhile.
 *
 * The elements stay, only an attribute is renamed or changed, so the document keeps the shape
 * React hydrates: React does not patch an attribute that differs from its own render (the
 * development build warns about it), and Remix removes these elements once the page has hydrated.
 */
import { HELD_TYPE } from "./scripts-after-first-paint";

const HINT = Buffer.from('<link rel="modulepreload" href="', "latin1");
const MODULE_SCRIPT = Buffer.from(' type="module" async="">', "latin1");
const HINTS = /<link rel="modulepreload" href="/g;
const MODULE_SCRIPTS = /(<script(?: nonce="[^"]*")?) type="module" async="">/g;

/**
 * A rewrite of a document's chunks holding its module preload hints and its module script.
 *
 * Bytes are matched as bytes (latin1 maps each byte to one character), so text in any encoding
 * passes through unchanged. A hint or script tag cut in two by a chunk boundary is left as it is:
 * it only loads its modules sooner.
 */
export function holdModuleLoading(): (chunk: Buffer) => Buffer {
  return (chunk) => {
    if (!chunk.includes(HINT) && !chunk.includes(MODULE_SCRIPT)) return chunk;
    const held = chunk
      .toString("latin1")
      .replace(HINTS, '<link data-held-rel="modulepreload" href="')
      .replace(MODULE_SCRIPTS, `$1 type="text/plain" ${HELD_TYPE}="module">`);
    return Buffer.from(held, "latin1");
  };
}
