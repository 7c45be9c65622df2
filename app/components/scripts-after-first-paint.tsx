import { Scripts, UNSAFE_RemixContext, useMatches } from "@remix-run/react";
import { useContext, useState } from "react";

type RemixContextValue = NonNullable<React.ContextType<typeof UNSAFE_RemixContext>>;

/**
 * Remix's scripts, with the page's module preloads held back until the first frame is drawn.
 *
 * Preload hints make the browser fetch and compile every module of the page at once, while it is
 * still parsing and laying out the document; on a dashboard that pushed the first drawn chart
 * back by more than the server's whole answer. The page shows its content without scripts, so
 * the hints are given as soon as that content is on screen: the modules still load in parallel,
 * a frame later. The entry and route modules load when the parser reaches Remix's module script
 * at the end of the page; their own hints are held on the server (app/module-preloads.server.ts).
 */
export function ScriptsAfterFirstPaint({ nonce }: { nonce: string }) {
  const remix = useContext(UNSAFE_RemixContext);
  const matches = useMatches();
  // The page's routes as first rendered: Remix renders its scripts for those only, and the
  // hydrating render must match the page. The manifest itself is read live, since Remix adds
  // routes to it as the user moves on.
  const [firstRouteIds] = useState(() => matches.map((match) => match.id));
  if (!remix) return <Scripts nonce={nonce} />;
  const held = holdPreloads(remix, firstRouteIds);
  return (
    <>
      <UNSAFE_RemixContext.Provider value={held.context}>
        <Scripts nonce={nonce} />
      </UNSAFE_RemixContext.Provider>
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{
          // Only the server's page runs this; the browser keeps it as it arrived.
          __html: typeof document === "undefined" ? preloadAfterFirstPaint(held.preloads) : " ",
        }}
      />
    </>
  );
}

export function holdPreloads(remix: RemixContextValue, routeIds: string[]) {
  const { manifest } = remix;
  const preloads = new Set(manifest.entry.imports);
  const routes = { ...manifest.routes };
  for (const id of routeIds) {
    const route = routes[id];
    if (!route) continue;
    for (const href of route.imports ?? []) preloads.add(href);
    routes[id] = { ...route, imports: [] };
  }
  const context: RemixContextValue = {
    ...remix,
    manifest: { ...manifest, entry: { ...manifest.entry, imports: [] }, routes },
  };
  return { context, preloads: [...preloads] };
}

/** An inline script adding the preload hints after the first drawn frame (or soon, unseen). */
export function preloadAfterFirstPaint(hrefs: string[]): string {
  return (
    `(function(h,d){function p(){if(d)return;d=1;h.forEach(function(u){` +
    `var l=document.createElement("link");l.rel="modulepreload";l.href=u;` +
    `document.head.appendChild(l)})}` +
    `requestAnimationFrame(function(){setTimeout(p)});setTimeout(p,250)})` +
    `(${JSON.stringify(hrefs).replace(/</g, "\\u003c")},0)`
  );
}
