import { createContext, useContext, type HTMLAttributes } from "react";

import type { InPageMarkup } from "./markup-data";

export type { InPageMarkup } from "./markup-data";

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
