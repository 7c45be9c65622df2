/**
 * The lookup lists an open section's editor picks from. The page carries whole only the lists
 * of the editors the server drew; an editor opened in place fetches the rest once (decision
 * 080), from an address naming the version of the organisation's lists, which the browser keeps.
 */
import { useEffect, useRef, useState } from "react";

import type { LookupOptions } from "~/sections/lookup-labels";
import { listsNamedBy } from "~/sections/section-lists";
import type { AnySection } from "~/sections/vocabulary";

/** What a report page has of the lists, and where an editor fetches those it lacks. */
export interface PageLists {
  lookups: LookupOptions;
  /** The lists of `lookups` that are whole; left out, every one is (nothing to fetch). */
  complete?: readonly string[];
  /** The address of one section's lists. */
  href?: (sectionId: string) => string;
}

// Per address, for the page's lifetime: a second opening of a section asks nothing.
const answers = new Map<string, LookupOptions>();
const asked = new Map<string, Promise<LookupOptions>>();

function fetchLists(href: string): Promise<LookupOptions> {
  let answer = asked.get(href);
  if (!answer) {
    answer = fetch(href, { credentials: "same-origin", headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`lists: ${response.status}`);
        const { lists } = (await response.json()) as { lists: LookupOptions };
        answers.set(href, lists);
        return lists;
      })
      .catch((error: unknown) => {
        asked.delete(href);
        throw error;
      });
    asked.set(href, answer);
  }
  return answer;
}

/** The address to fetch `section`'s lists from, or null when the page has them whole. */
function missingHref(section: AnySection, page: PageLists): string | null {
  if (!page.complete || !page.href) return null;
  const complete = new Set(page.complete);
  for (const name of listsNamedBy([section])) {
    if (!complete.has(name)) return page.href(section.id);
  }
  return null;
}

/** Starts fetching a section's lists (the user is about to open it). */
export function prefetchSectionLists(section: AnySection, page: PageLists) {
  const href = missingHref(section, page);
  if (href) fetchLists(href).catch(() => undefined);
}

/**
 * The lists for `section`'s editor while `open`: the page's, with what was fetched for it; null
 * while they are on their way (the review stays in place); `failed` when they could not come.
 * Once an editor has had its lists it keeps them: a later page (a save of another section, a new
 * version of the organisation's lists) that lacks them must not take the editor, and what was
 * typed in it, away while they are fetched again.
 */
export function useSectionLists(
  section: AnySection,
  page: PageLists,
  open: boolean,
): { lookups: LookupOptions | null; failed: boolean } {
  const href = missingHref(section, page);
  const [fetched, setFetched] = useState<{ href: string; lists: LookupOptions } | null>(null);
  const [failed, setFailed] = useState(false);
  const kept = useRef<LookupOptions | null>(null);
  useEffect(() => {
    if (!open || !href || answers.has(href)) return;
    let current = true;
    setFailed(false);
    fetchLists(href).then(
      (lists) => current && setFetched({ href, lists }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [open, href]);
  let lookups: LookupOptions | null = page.lookups;
  if (href) {
    const lists = answers.get(href) ?? (fetched?.href === href ? fetched.lists : undefined);
    lookups = lists ? { ...page.lookups, ...lists } : null;
  }
  if (!open) kept.current = null;
  else if (lookups) kept.current = lookups;
  else if (kept.current) return { lookups: kept.current, failed: false };
  return { lookups, failed: lookups ? false : failed };
}
