import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { SCREENS } from "./i18n";

/*
 * A page that shows a screen's string it did not name would show that key after a client
 * navigation. Every key the browser code of a page can reach (its route module and what it
 * imports, at once or on demand) names its screen; the route must name exactly those screens.
 */
const APP = path.resolve(__dirname, "..");
// The screens' names in the menu and titles travel with the chrome (en/menu.ts, nav.*).
const CHROME = /^(ddr\.nav|activity\.nav|activity\.kinds|planner\.nav)\b/;
// Of the activity screen, what the DDR pages show comes with the DDR's strings (en/ddr.ts).
const WITH_DDR = /^activity\.(timeLog|consolidated)\b/;
const KEY = new RegExp(`["'\`]((${SCREENS.join("|")})\\.[\\w$][\\w.$\\-{}]*)`, "g");

function resolved(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? path.join(APP, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  return null;
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^;]*?\sfrom\s+)?"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g;

/** The browser files a module reaches; the strings themselves and server modules are not code it runs. */
function reached(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
    const next = resolved(file, match[1] ?? match[2] ?? "");
    if (next && !next.includes(".server.") && !next.startsWith(path.join(APP, "i18n"))) {
      reached(next, seen);
    }
  }
  return seen;
}

function screensUsed(file: string): string[] {
  const screens = new Set<string>();
  for (const reachedFile of reached(file)) {
    for (const [, key, screen] of readFileSync(reachedFile, "utf8").matchAll(KEY)) {
      if (key && screen && !CHROME.test(key)) screens.add(WITH_DDR.test(key) ? "ddr" : screen);
    }
  }
  return [...screens].sort();
}

function screensNamed(source: string): string[] {
  // `handle = { strings: [...] }`, or the same given to screenRoute after the page's title.
  const opening = /(?:handle(?::[^=]+)?\s*=|screenRoute\([\s\S]*?)\s*\{\s*strings:\s*\[([^\]]*)\]/;
  const named = source.match(opening)?.[1] ?? "";
  return [...named.matchAll(/"(\w+)"/g)].map((match) => match[1] ?? "").sort();
}

// Pages only: a resource route (no component) shows nothing in the browser.
const routes = readdirSync(path.join(APP, "routes"))
  .map((name) => path.join(APP, "routes", name))
  .map((file) => (/\.tsx?$/.test(file) ? file : path.join(file, "route.tsx")))
  .filter((file) => existsSync(file) && !file.includes(".test."))
  .filter((file) =>
    /^export default |^export \{[^}]*\bdefault\b/m.test(readFileSync(file, "utf8")),
  );

/** The layouts a page is drawn in: `_auth.login` in `_auth` (a segment ending in `_` opts out). */
function layoutsOf(file: string): string[] {
  const id = path.relative(path.join(APP, "routes"), file).replace(/(\/route)?\.tsx?$/, "");
  const segments = id.split(".");
  const layouts: string[] = [];
  for (let length = 1; length < segments.length; length++) {
    if (segments[length - 1]?.endsWith("_")) continue;
    const layout = path.join(APP, "routes", `${segments.slice(0, length).join(".")}.tsx`);
    if (existsSync(layout)) layouts.push(layout);
  }
  return layouts;
}

describe("each page names the screens whose strings it shows", () => {
  it("the document and the signed-in layout show only the chrome", () => {
    for (const layout of ["root.tsx", "routes/_app.tsx"]) {
      const file = path.join(APP, layout);
      expect({ layout, screens: screensUsed(file) }).toEqual({ layout, screens: [] });
      expect({ layout, named: screensNamed(readFileSync(file, "utf8")) }).toEqual({
        layout,
        named: [],
      });
    }
  });

  it.each(routes.map((file) => [path.relative(APP, file), file]))("%s", (_name, file) => {
    const source = readFileSync(file, "utf8");
    const own = screensNamed(source);
    const named = new Set([
      ...own,
      ...layoutsOf(file).flatMap((layout) => screensNamed(readFileSync(layout, "utf8"))),
    ]);
    const used = screensUsed(file);
    expect(used.filter((screen) => !named.has(screen))).toEqual([]);
    // A page names no screen it does not show (a layout names its pages' screens).
    if (!routes.some((other) => layoutsOf(other).includes(file))) {
      expect(own.filter((screen) => !used.includes(screen))).toEqual([]);
    }
    if (own.length > 0) {
      expect(source).toMatch(
        /export const (clientLoader = clientLoaderWithStrings|\{[^}]*\bclientLoader\b[^}]*\} = screenRoute\()/,
      );
      // With a clientLoader and no server loader, Remix would draw the page only in the browser.
      expect(source).toMatch(/^export (async function loader|const loader|\{[^}]*\bloader\b)/m);
    }
  });
});
