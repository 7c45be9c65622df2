import { createContext, useContext } from "react";

import stylesheet from "~/styles/app.css";

/**
 * The app's own stylesheet travels inside the document: the first paint needs it, and a
 * separate request for it waits behind the document and the scripts. The server reads the built
 * file (app-styles.server.ts); the browser hydrates with the text already in the page. Where the
 * text is unavailable the usual link is rendered instead, on both sides alike.
 */
export interface AppStylesValue {
  href: string;
  text: string | null;
}

export const AppStylesContext = createContext<AppStylesValue>({ href: stylesheet, text: null });

export function appStylesFromPage(): AppStylesValue {
  const inline = document.querySelector("style[data-app-styles]");
  return { href: stylesheet, text: inline ? inline.textContent : null };
}

export function AppStyles() {
  const { href, text } = useContext(AppStylesContext);
  if (text === null) return <link rel="stylesheet" href={href} />;
  return <style data-app-styles="" dangerouslySetInnerHTML={{ __html: text }} />;
}
