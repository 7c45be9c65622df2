import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

export const ORIGIN = "http://localhost:3000";

type Handler = (args: LoaderFunctionArgs & ActionFunctionArgs) => unknown;

/** Calls a route's loader or action the way Remix does, and returns the Response it produced. */
export async function call(
  handler: Handler,
  path: string,
  init: {
    method?: string;
    form?: Record<string, string>;
    cookie?: string | null;
    headers?: Record<string, string>;
    params?: Record<string, string>;
  } = {},
): Promise<Response> {
  const headers = new Headers({ host: "localhost:3000", ...init.headers });
  if (init.cookie) headers.set("cookie", init.cookie);
  let body: URLSearchParams | undefined;
  if (init.form) {
    body = new URLSearchParams(init.form);
    headers.set("content-type", "application/x-www-form-urlencoded");
    if (!headers.has("origin")) headers.set("origin", ORIGIN);
  }
  const request = new Request(`${ORIGIN}${path}`, {
    method: init.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
  try {
    const result = await handler({ request, params: init.params ?? {}, context: {} });
    if (result instanceof Response) return result;
    if (isDeferred(result)) {
      // A streamed page's data, as the browser ends up with it once every part has come.
      await result.resolveData(new AbortController().signal);
      return new Response(JSON.stringify(result.unwrappedData), {
        status: result.init?.status ?? 200,
        headers: { "content-type": "application/json" },
      });
    }
    return new Response(JSON.stringify(result ?? null), {
      headers: { "content-type": "application/json" },
    });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The cookie a browser would send back after this response. */
export function cookieFrom(response: Response): string | null {
  const setCookie = response.headers.get("set-cookie");
  return setCookie ? setCookie.split(";")[0]! : null;
}

interface Deferred {
  resolveData(signal: AbortSignal): Promise<boolean>;
  unwrappedData: unknown;
  init?: ResponseInit;
}

/** What `defer()` returns: data with promises still to settle. */
function isDeferred(value: unknown): value is Deferred {
  return (
    typeof value === "object" &&
    value !== null &&
    "resolveData" in value &&
    typeof (value as Deferred).resolveData === "function"
  );
}
