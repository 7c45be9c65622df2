import { Scripts, UNSAFE_RemixContext, useMatches } from "@remix-run/react";
import { useContext, useState } from "react";

/** The attribute a module script held by the server keeps its type in. */
export const HELD_TYPE = "data-held-type";

type RemixContextValue = NonNullable<React.ContextType<typeof UNSAFE_RemixContext>>;

/**
 * Remix's scripts, started once the first frame is drawn (decisions 010, 013 and 015).
 *
 * Preload hints and the module script make the browser fetch and compile every module of the
 * page while it is still parsing and laying out the document; on a dashboard that pushed the
 * first drawn chart back. The page shows its content without scripts, so they start as soon as
 * that content is on screen: the server holds Remix's module script and the hints of the entry
 * and route modules (app/module-preloads.server.ts), this component leaves out the hints of the
 * modules those import, and its inline script starts the module script and gives every hint a
 * frame later. The modules still load in parallel.
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
          __html: typeof document === "undefined" ? startAfterFirstPaint(held.preloads) : " ",
        }}
      />
    </>
  );
}

export function holdPreloads(remix: RemixContextValue, routeIds: string[]) {
  const { manifest } = remix;
  // The entry is imported by the module script only once the route modules have run: its hint
  // lets it load alongside them.
  const preloads = new Set([manifest.entry.module, ...manifest.entry.imports]);
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

/**
 * An inline script that, after the first drawn frame (or soon, in a tab that draws none), starts
 * the module script the server held and adds the preload hints.
 */
export function startAfterFirstPaint(hrefs: string[]): string {
  return (
    `(function(h,d){function p(){if(d)return;d=1;` +
    `document.querySelectorAll('script[${HELD_TYPE}="module"]').forEach(function(o){` +
    `var s=document.createElement("script");s.type="module";s.nonce=o.nonce;` +
    `s.textContent=o.textContent;document.body.appendChild(s)});` +
    `h.forEach(function(u){` +
    `var l=document.createElement("link");l.rel="modulepreload";l.href=u;` +
    `document.head.appendChild(l)})}` +
    `requestAnimationFrame(function(){setTimeout(p)});setTimeout(p,250)})` +
    `(${JSON.stringify(hrefs).replace(/</g, "\\u003c")},0)`
  );
}
