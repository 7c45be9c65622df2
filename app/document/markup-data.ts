/**
 * Markup drawn on the server (a chart's SVG) that the page should carry once. The page shows it,
 * and the browser reads it back from the element with the same id when it hydrates, so the data
 * handed to the browser need not carry it again:
 * - a browser's page load gets loader data without the markup at all; the server draws the page
 *   with markup it is given apart (`InPageMarkupContext`, app/in-page-markup.server.ts), found by
 *   what the markup was drawn from;
 * - any other document request gets the markup in its loader data, and the server takes it out of
 *   the data it writes into the page.
 * Loads after the first (client-side navigation, revalidation) carry the markup in the data.
 */
export interface InPageMarkup {
  id: string;
  inPageMarkup?: string;
  /** What the markup was drawn from, for the server to find it again. */
  drawnFrom: string;
}

export function inPageMarkup(id: string, markup: string, drawnFrom: string): InPageMarkup {
  return { id, inPageMarkup: markup, drawnFrom };
}

/** The same block without its markup, for a page that is drawn with it on the server. */
export function withoutMarkup(value: InPageMarkup): InPageMarkup {
  const { inPageMarkup: _markup, ...rest } = value;
  return rest;
}
