import { createContext, useContext, type HTMLAttributes } from "react";

import type { InPageMarkup } from "./markup-data";

export type { InPageMarkup } from "./markup-data";

/** What the server's render of a page is given of the markup its data leaves out. */
export interface GivenMarkup {
  /** Markup by block id, found before the render. */
  found: ReadonlyMap<string, string>;
  /**
   * Finds a block's markup during the render (a block inside a boundary streamed after the
   * shell, whose data was not there yet); once settled, `found` holds it.
   */
  find(value: InPageMarkup): Promise<void>;
}

export const InPageMarkupContext = createContext<GivenMarkup>({
  found: new Map(),
  find: () => Promise.resolve(),
});

// Markup read back from the first page, by id: a block may mount again after hydration (e.g.
// when the grid switches to arranging) once its element from the server is gone.
const readFromPage = new Map<string, string>();

function markupOf(value: InPageMarkup, given: GivenMarkup): string {
  if (value.inPageMarkup !== undefined) return value.inPageMarkup;
  if (typeof document === "undefined") {
    const found = given.found.get(value.id);
    if (found !== undefined) return found;
    // React's server render waits for it inside the block's Suspense boundary, as for <Await>.
    throw given.find(value);
  }
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
