import { sql, type Kysely } from "kysely";

import type { Database } from "~/db/schema";

import { ORIGIN } from "../../support/requests";
import type { Handler } from "../access/requests";

/** Signs of an answer that leaks the server's insides: a stack trace, or the database talking. */
const LEAKS: [string, RegExp][] = [
  ["stack trace", /\n\s*at \S.*:\d+:\d+|\bat (async )?[\w.$<>]+ \((file:|\/|node:)/],
  [
    "SQL",
    /syntax error at or near|violates (not-null|foreign key|unique|check) constraint|invalid input syntax for|out of range for type|relation "\w+" does not exist|column "\w+" (of relation|does not exist)|SQLSTATE|\bPGlite\b|\bkysely\b|unterminated quoted string/i,
  ],
  ["error object", /"(stack|errno|sqlState|severity)"\s*:/],
];

export function leaksIn(body: string): string[] {
  return LEAKS.filter(([, pattern]) => pattern.test(body)).map(([name]) => name);
}

export interface RawRequest {
  method?: string;
  address: string;
  cookie: string | null;
  /** An access token of the JSON API. */
  bearer?: string;
  params?: Record<string, string>;
  fields?: [string, string][];
  multipart?: FormData;
  raw?: { contentType: string; body: Uint8Array };
}

/** Sends a request the way Remix hands it to a loader or action; a thrown Response is the answer. */
export async function sendRaw(handler: Handler, request: RawRequest): Promise<Response> {
  const headers = new Headers({ host: "localhost:3000", origin: ORIGIN });
  if (request.cookie) headers.set("cookie", request.cookie);
  if (request.bearer) headers.set("authorization", `Bearer ${request.bearer}`);
  let body: BodyInit | undefined;
  if (request.fields) {
    const form = new URLSearchParams();
    for (const [name, value] of request.fields) form.append(name, value);
    body = form;
    headers.set("content-type", "application/x-www-form-urlencoded");
  } else if (request.multipart) {
    body = request.multipart;
  } else if (request.raw) {
    body = new Uint8Array(request.raw.body);
    headers.set("content-type", request.raw.contentType);
  }
  const built = new Request(`${ORIGIN}${request.address}`, {
    method: request.method ?? "POST",
    headers,
    body,
  });
  try {
    const result = await handler({ request: built, params: request.params ?? {}, context: {} });
    if (result instanceof Response) return result;
    return new Response(JSON.stringify(result ?? null), {
      headers: { "content-type": "application/json" },
    });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    // What Remix would answer: a 500 whose message the test reports.
    const error = thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown);
    return new Response(`thrown: ${error}`, { status: 500 });
  }
}

/**
 * Keeps the fuzzing administrator able to work: an accepted fuzzed form may rightly deactivate its
 * organisation or take its role's privileges, which would turn every later case into a sign-in
 * redirect and test nothing.
 */
export async function keepAdministrator(db: Kysely<Database>, username: string) {
  await sql`
    with me as (
      select m.org_id, m.role_id, u.id as user_id from users u
      join memberships m on m.user_id = u.id where u.username = ${username}
    ),
    orgs as (update organisations set is_active = true where id in (select org_id from me)),
    roles as (
      update roles set privileges = array[1,2,3,4,5,6,7,8,9,10,11,12,13,14]
      where id in (select role_id from me)
    )
    update users set is_active = true, removed_at = null where id in (select user_id from me)`.execute(
    db,
  );
}

/**
 * The next transaction id: every write (insert, update or delete) takes one, so an unchanged mark
 * proves nothing was written, far faster than counting every table.
 */
export async function writeMark(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{
    mark: string;
  }>`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`.execute(db);
  return rows[0]!.mark;
}

/**
 * Starts a new sign-in window: fuzzing the sign-in form sends hundreds of failures from one
 * address, which the limits rightly answer ever more slowly (they have tests of their own).
 */
export async function forgetSignInAttempts(db: Kysely<Database>) {
  await sql`delete from sign_in_attempts`.execute(db);
}
