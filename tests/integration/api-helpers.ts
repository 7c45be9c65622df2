import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { Kysely } from "kysely";

import type { Database } from "~/db/schema";
import { createAccessToken } from "~/identity/access-tokens.server";

import { ORIGIN } from "../support/requests";

type Handler = (args: LoaderFunctionArgs & ActionFunctionArgs) => unknown;

/** A token for a demo user, made as the profile page makes it. */
export async function tokenFor(db: Kysely<Database>, username: string): Promise<string> {
  const user = await db
    .selectFrom("users as u")
    .innerJoin("memberships as m", "m.user_id", "u.id")
    .select(["u.id", "m.org_id"])
    .where("u.username", "=", username)
    .executeTakeFirstOrThrow();
  const created = await createAccessToken(
    { id: user.id, orgId: user.org_id },
    { name: "test", lifetime: 30 },
  );
  if (!created.ok) throw new Error(created.error);
  return created.token;
}

/** Calls an API route the way Remix would, with a bearer token and a JSON body. */
export async function api(
  handler: Handler,
  path: string,
  options: {
    token?: string | null;
    method?: string;
    body?: unknown;
    rawBody?: string;
    contentType?: string;
    accept?: string;
    params?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
): Promise<Response> {
  const headers = new Headers({ host: "localhost:3000", ...options.headers });
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  if (options.accept) headers.set("Accept", options.accept);
  let body: string | undefined;
  if (options.body !== undefined || options.rawBody !== undefined) {
    body = options.rawBody ?? JSON.stringify(options.body);
    headers.set("Content-Type", options.contentType ?? "application/json");
  }
  const request = new Request(`${ORIGIN}${path}`, {
    method: options.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
  const result = await handler({ request, params: options.params ?? {}, context: {} });
  return result as Response;
}
