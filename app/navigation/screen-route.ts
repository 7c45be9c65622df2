import type { LinksFunction } from "@remix-run/node";

import type { Screen } from "~/i18n/i18n";
import { clientLoaderWithStrings, type ScreenStrings } from "~/i18n/screen-strings";

import { pageMeta } from "./page-meta";

/**
 * What a page route with a loader exports before its own code: the screens whose strings it
 * shows (`handle`, loaded by its `clientLoader` before a client navigation shows it), its title
 * (`meta`) and its stylesheets (`links`).
 */
export function screenRoute(
  titleKey: Parameters<typeof pageMeta>[0],
  { strings, styles = [] }: { strings: readonly Screen[]; styles?: readonly string[] },
) {
  const handle: ScreenStrings = { strings };
  const links: LinksFunction = () => styles.map((href) => ({ rel: "stylesheet", href }));
  return { handle, clientLoader: clientLoaderWithStrings(handle), meta: pageMeta(titleKey), links };
}
