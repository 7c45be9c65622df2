import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { plannerSchemas } from "~/planner/schemas";

import { ORIGIN } from "../../support/requests";
import type { Values } from "./fixtures";
import type { Form, RouteEntry } from "./matrix";

export const ROUTES_DIR = fileURLToPath(new URL("../../../app/routes/", import.meta.url));

/** Every route module under app/routes: its files, and the route.tsx of each folder route. */
export function routeFiles(): string[] {
  const files: string[] = [];
  for (const name of readdirSync(ROUTES_DIR).sort()) {
    const full = path.join(ROUTES_DIR, name);
    if (statSync(full).isDirectory()) {
      if (readdirSync(full).some((inner) => /^route\.tsx?$/.test(inner)))
        files.push(`${name}/${readdirSync(full).find((inner) => /^route\.tsx?$/.test(inner))}`);
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
      files.push(name);
    }
  }
  return files;
}

export interface RouteModule {
  loader?: Handler;
  action?: Handler;
}
export type Handler = (args: {
  request: Request;
  params: Record<string, string>;
  context: object;
}) => unknown;

export async function importRoute(file: string): Promise<RouteModule> {
  return (await import(/* @vite-ignore */ path.join(ROUTES_DIR, file))) as RouteModule;
}

const INTENT_PATTERNS = [
  /intent [!=]== "([\w.-]+)"/g,
  /intent: z\.literal\("([\w.-]+)"\)/g,
  /name="intent" value="([\w.-]+)"/g,
  /\bintent="([\w.-]+)"/g,
  /\.get\("intent"\) [!=]== "([\w.-]+)"/g,
];

const APP_DIR = fileURLToPath(new URL("../../../app/", import.meta.url));

/** The app modules a route imports an action from (`activityFormAction`, `accessTokenAction`). */
function actionHelpers(source: string): string[] {
  const helpers: string[] = [];
  for (const [, names, module] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"~\/([^"]+)"/g)) {
    if (!/\w+Action\b/.test(names!)) continue;
    const file = [".ts", ".tsx"].map((ext) => path.join(APP_DIR, `${module}${ext}`));
    const found = file.find((candidate) => {
      try {
        return statSync(candidate).isFile();
      } catch {
        return false;
      }
    });
    if (found) helpers.push(readFileSync(found, "utf8"));
  }
  return helpers;
}

/**
 * The intents an action module reads, found in its source (and its folder's), and in the app
 * modules it imports an action from.
 */
export function intentsInSource(file: string): string[] {
  const folder = file.includes("/") ? path.join(ROUTES_DIR, path.dirname(file)) : null;
  const sources = folder
    ? readdirSync(folder).map((name) => readFileSync(path.join(folder, name), "utf8"))
    : [readFileSync(path.join(ROUTES_DIR, file), "utf8")];
  const found = new Set<string>();
  for (const source of [...sources, ...sources.flatMap(actionHelpers)]) {
    for (const pattern of INTENT_PATTERNS)
      for (const match of source.matchAll(pattern)) found.add(match[1]!);
    const list = /const \w*INTENTS = \[([^\]]*)\]/.exec(source);
    if (list) for (const match of list[1]!.matchAll(/"([\w.-]+)"/g)) found.add(match[1]!);
    // The planner form's intents are the keys of its schemas.
    if (source.includes("plannerSchemas("))
      for (const intent of Object.keys(plannerSchemas("en", "api"))) found.add(intent);
  }
  return [...found].sort();
}

/** The intents a matrix line declares that are named in a form (not the bare action or uploads). */
export function declaredIntents(entry: RouteEntry): string[] {
  return Object.entries(entry.intents ?? {})
    .filter(([name, intent]) => name !== "" && !intent.bare)
    .map(([name]) => name)
    .sort();
}

const PLACEHOLDER = /\{([\w.]+)\}/g;

/** The id kinds a template names (`{well}`, `{bundle.v}` → well, bundle). */
export function kindsIn(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]!.split(".")[0]!))];
}

/** Fills placeholders: a kind listed in `foreign` from the other organisation's records. */
export function fill(template: string, own: Values, other?: Values, foreign?: string): string {
  return template.replace(PLACEHOLDER, (_, key: string) => {
    const source = foreign && key.split(".")[0] === foreign ? other! : own;
    const value = source[key];
    if (value === undefined) throw new Error(`no fixture for {${key}}`);
    return value;
  });
}

export function fillForm(form: Form, own: Values, other?: Values, foreign?: string): Form {
  return Object.fromEntries(
    Object.entries(form).map(([name, value]) => [name, fill(value, own, other, foreign)]),
  );
}

/** Calls a loader or action the way Remix does; a thrown Response is the answer. */
export async function send(
  handler: Handler,
  address: string,
  init: {
    cookie: string | null;
    form?: Form;
    multipart?: boolean;
    params?: Record<string, string>;
  },
): Promise<Response> {
  const headers = new Headers({ host: "localhost:3000" });
  if (init.cookie) headers.set("cookie", init.cookie);
  let body: BodyInit | undefined;
  if (init.form) {
    headers.set("origin", ORIGIN);
    if (init.multipart) {
      const data = new FormData();
      for (const [name, value] of Object.entries(init.form)) data.append(name, value);
      body = data;
    } else {
      body = new URLSearchParams(init.form);
      headers.set("content-type", "application/x-www-form-urlencoded");
    }
  }
  const request = new Request(`${ORIGIN}${address}`, {
    method: init.form ? "POST" : "GET",
    headers,
    body,
  });
  try {
    const result = await handler({ request, params: init.params ?? {}, context: {} });
    if (result instanceof Response) return result;
    return new Response(JSON.stringify(result ?? null), {
      headers: { "content-type": "application/json" },
    });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}
