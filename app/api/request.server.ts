/**
 * The edge of the JSON API: bearer-token authentication (with the sign-in limits), privileges
 * checked as the pages check them (missing → 404), JSON bodies read within a size limit, and
 * every answer — including failures — as JSON or problem+json, never an HTML error page.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import type { CurrentUser } from "~/auth/current-user";
import { hasPrivilege, type PrivilegeRequirement } from "~/auth/privileges";
import { admitSignInAttempt } from "~/auth/sign-in-limits.server";
import { SHOWN_PREFIX_LENGTH } from "~/identity/access-token-rules";
import { userForAccessToken } from "~/identity/access-tokens.server";
import { applySecurityHeaders } from "~/security-headers.server";

import { problem } from "./problem";

export const MAX_BODY_BYTES = 1024 * 1024;

type Args = LoaderFunctionArgs | ActionFunctionArgs;

/** The token of `Authorization: Bearer <token>`, or null. */
function bearerToken(request: Request): string | null {
  const header = request.headers.get("Authorization");
  if (!header) return null;
  const space = header.indexOf(" ");
  if (space < 0 || header.slice(0, space).toLowerCase() !== "bearer") return null;
  const token = header.slice(space + 1).trim();
  return token === "" ? null : token;
}

const unauthorized = (detail: string) =>
  problem("unauthorized", detail, {
    headers: { "WWW-Authenticate": 'Bearer realm="drillbook-api"' },
  });

/**
 * The user a request's token acts as. A token that does not open counts as a failed sign-in
 * under its prefix and the address (the sign-in form's limits and delays); a good one costs
 * nothing, so parallel requests of one script never trip the limit.
 */
export async function requireApiUser(
  request: Request,
  privilege?: PrivilegeRequirement,
): Promise<CurrentUser> {
  const token = bearerToken(request);
  if (!token) {
    throw unauthorized("Send a personal access token as 'Authorization: Bearer <token>'.");
  }
  const user = await userForAccessToken(token);
  if (!user) {
    const verdict = await admitSignInAttempt(
      `token:${token.slice(0, SHOWN_PREFIX_LENGTH)}`,
      request,
    );
    if (!verdict.allowed) {
      const seconds = Math.max(1, Math.ceil((verdict.retryAt.getTime() - Date.now()) / 1000));
      throw problem("too-many-requests", "Too many failed attempts; wait and try again.", {
        headers: { "Retry-After": String(seconds) },
      });
    }
    throw unauthorized("The token is unknown, revoked or expired.");
  }
  if (!hasPrivilege(user.privileges, privilege)) throw problem("forbidden-or-missing");
  return user;
}

/** The media type of a request's body, without its parameters, in lower case ("" when none). */
export function mediaTypeOf(request: Request): string {
  const header = request.headers.get("Content-Type") ?? "";
  return (header.split(";")[0] ?? "").trim().toLowerCase();
}

/**
 * A body sent as a type the operation does not read: 415 (RFC 9110 §15.5.16) as problem+json,
 * naming the types it takes in `detail` and in `accepted`.
 */
export function requireMediaType(request: Request, accepted: readonly string[]): string {
  const type = mediaTypeOf(request);
  if (accepted.includes(type)) return type;
  throw problem(
    "unsupported-media-type",
    `${type ? `A body of type ${type} is not read here` : "The body has no Content-Type"}: send it as ${accepted.join(" or ")}.`,
    { extensions: { accepted } },
  );
}

/**
 * A request's body, read no further than `limit` bytes: a body without a Content-Length (sent in
 * chunks) is counted as it arrives, so nothing larger is ever held in memory.
 */
export async function bodyUpTo(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => problem("payload-too-large", `At most ${limit} bytes.`);
  if (Number(request.headers.get("Content-Length") ?? "0") > limit) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** The JSON body of a request, or a problem saying why it cannot be read. */
export async function readJsonBody(request: Request): Promise<unknown> {
  requireMediaType(request, ["application/json"]);
  const text = new TextDecoder().decode(await bodyUpTo(request, MAX_BODY_BYTES));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw problem("bad-request", "The body is not valid JSON.");
  }
}

export function apiJson(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
) {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...init.headers },
  });
}

/**
 * Wraps an API loader or action: thrown Responses are answered as they are, anything else is
 * logged and answered as a problem, and every answer gets the security headers.
 */
export function apiHandler(handler: (args: Args) => Promise<Response>) {
  return async (args: Args): Promise<Response> => {
    let response: Response;
    try {
      response = await handler(args);
    } catch (thrown) {
      if (thrown instanceof Response) response = thrown;
      else {
        console.error("API request failed:", thrown);
        response = problem("server-error");
      }
    }
    if (response.status === 404 && !response.headers.get("Content-Type")?.includes("json")) {
      response = problem("forbidden-or-missing");
    }
    applySecurityHeaders(response.headers);
    return response;
  };
}

/** Only these methods reach an action; anything else is a 405 problem. */
export function allowMethods(request: Request, methods: readonly string[]) {
  if (!methods.includes(request.method.toUpperCase())) {
    throw problem("method-not-allowed", `Use ${methods.join(" or ")}.`, {
      headers: { Allow: methods.join(", ") },
    });
  }
}

/**
 * An action that writes: only `methods` reach it (405 otherwise), and it acts as the token's
 * user, who must hold `privilege` where one is named (a report kind may check its own later).
 */
export function apiWrite(
  { methods, privilege }: { methods: readonly string[]; privilege?: PrivilegeRequirement },
  handler: (args: ActionFunctionArgs & { user: CurrentUser }) => Promise<Response>,
) {
  return apiHandler(async (args) => {
    allowMethods(args.request, methods);
    const user = await requireApiUser(args.request, privilege);
    return handler({ ...args, user });
  });
}

/**
 * The loader of a route that only writes: a GET (or HEAD) is a 405 problem naming the methods
 * it takes (after the token, like every answer), never Remix's plain "no loader" error.
 */
export function writeOnly(methods: readonly string[]) {
  return apiHandler(async ({ request }) => {
    await requireApiUser(request);
    allowMethods(request, methods);
    return problem("method-not-allowed");
  });
}
