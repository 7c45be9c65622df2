import type { ClientLoaderFunctionArgs, UIMatch } from "@remix-run/react";

import { isLanguage, loadStrings, loadStringsBeforeNavigation, SCREENS, type Screen } from "./i18n";

/**
 * A page names the screens whose strings it shows beyond the chrome (`handle.strings`), and its
 * `clientLoader` loads them before a client navigation shows it. The document names those of its
 * page (`data-strings` on <html>), which the browser loads before hydrating.
 */
export interface ScreenStrings {
  strings: readonly Screen[];
}

export function screensOf(matches: readonly UIMatch[]): Screen[] {
  const screens = new Set<Screen>();
  for (const match of matches) {
    const handle = match.handle as Partial<ScreenStrings> | undefined;
    for (const screen of handle?.strings ?? []) screens.add(screen);
  }
  return [...screens];
}

/** What the server drew the document with: its language and its page's screens. */
export function loadDocumentStrings(root: HTMLElement): Promise<void> {
  const language = root.lang;
  const named = (root.dataset.strings ?? "").split(" ");
  const screens = SCREENS.filter((screen) => named.includes(screen));
  return loadStrings(isLanguage(language) ? language : "en", screens);
}

/**
 * The clientLoader of a page with a loader: its data once its screens' strings are there too. A
 * page without a server loader must not have one (Remix would then draw it only in the browser):
 * its layout names its screens instead.
 */
export function clientLoaderWithStrings({ strings }: ScreenStrings) {
  return async ({ request, serverLoader }: ClientLoaderFunctionArgs) => {
    const [data] = await Promise.all([
      serverLoader(),
      loadStringsBeforeNavigation(request.url, null, strings),
    ]);
    return data;
  };
}
