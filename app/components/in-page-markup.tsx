import type { HTMLAttributes } from "react";

/**
 * Markup drawn on the server (a chart's SVG) that the page should carry once. A loader returns
 * it with its markup; on a document request the server takes the markup out of the data it
 * hands to the browser for hydration (app/in-page-markup.server.ts), because the same markup is
 * already in the page. The browser then reads it back from the element with the same id.
 * Loads after the first (client-side navigation, revalidation) carry the markup in the data.
 */
export interface InPageMarkup {
  id: string;
  inPageMarkup?: string;
}

export function inPageMarkup(id: string, markup: string): InPageMarkup {
  return { id, inPageMarkup: markup };
}

// Markup read back from the first page, by id: a block may mount again after hydration (e.g.
// when the grid switches to arranging) once its element from the server is gone.
const readFromPage = new Map<string, string>();

function markupOf(value: InPageMarkup): string {
  if (value.inPageMarkup !== undefined) return value.inPageMarkup;
  if (typeof document === "undefined") return "";
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
  return (
    <div
      {...props}
      data-markup-id={value.id}
      dangerouslySetInnerHTML={{ __html: markupOf(value) }}
    />
  );
}
