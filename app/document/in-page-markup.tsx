import { createContext, useContext, type HTMLAttributes } from "react";

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

/** Markup by block id, given to the server's render of a page whose data leaves it out. */
export const InPageMarkupContext = createContext<ReadonlyMap<string, string>>(new Map());

// Markup read back from the first page, by id: a block may mount again after hydration (e.g.
// when the grid switches to arranging) once its element from the server is gone.
const readFromPage = new Map<string, string>();

function markupOf(value: InPageMarkup, given: ReadonlyMap<string, string>): string {
  if (value.inPageMarkup !== undefined) return value.inPageMarkup;
  if (typeof document === "undefined") return given.get(value.id) ?? "";
  let markup = readFromPage.get(value.id);
  if (markup === undefined) {
    markup = document.querySelector(`[data-markup-id="${CSS.escape(value.id)}"]`)?.innerHTML ?? "";
    readFromPage.set(value.id, markup);
  }
  return markup;
}

/** A block holding server-drawn markup; it hydrates from what the page already shows. */
export function InPageMarkupBlock({
  value,
  ...props
}: { value: InPageMarkup } & Omit<HTMLAttributes<HTMLDivElement>, "dangerouslySetInnerHTML">) {
  const given = useContext(InPageMarkupContext);
  return (
    <div
      {...props}
      data-markup-id={value.id}
      dangerouslySetInnerHTML={{ __html: markupOf(value, given) }}
    />
  );
}
