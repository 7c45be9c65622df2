import type { Kysely } from "kysely";

import type { Database } from "~/db/schema";
import { action as loginAction } from "~/routes/_auth.login";
import { action as passwordAction } from "~/routes/profile.password";

import { ORIGIN, call, cookieFrom } from "../support/requests";

type Handler = Parameters<typeof call>[0];

export async function signIn(username: string, password = "drillbook"): Promise<string> {
  const response = await call(loginAction, "/login", {
    form: { username, password, redirectTo: "/" },
  });
  if (response.status !== 302)
    throw new Error(`${username} could not sign in (${response.status})`);
  return cookieFrom(response)!;
}

export async function signInStatus(username: string, password = "drillbook"): Promise<number> {
  const response = await call(loginAction, "/login", {
    form: { username, password, redirectTo: "/" },
  });
  return response.status;
}

/** A multipart POST (file uploads) the way a browser sends it. */
export async function callMultipart(
  handler: Handler,
  path: string,
  init: { cookie: string | null; form: FormData; params?: Record<string, string> },
): Promise<Response> {
  const headers = new Headers({ host: "localhost:3000", origin: ORIGIN });
  if (init.cookie) headers.set("cookie", init.cookie);
  const request = new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: init.form });
  try {
    const result = await handler({ request, params: init.params ?? {}, context: {} });
    if (result instanceof Response) return result;
    return new Response(JSON.stringify(result ?? null));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

export const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
  0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
  0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0xf0,
  0x1f, 0x00, 0x05, 0x00, 0x01, 0xff, 0x89, 0x99, 0x3d, 0x1d, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
  0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
]);

export function pngFile(name = "logo.png"): File {
  return new File([PNG], name, { type: "image/png" });
}

export async function ids(db: Kysely<Database>) {
  const org = async (name: string) =>
    (
      await db
        .selectFrom("organisations")
        .select("id")
        .where("name", "=", name)
        .executeTakeFirstOrThrow()
    ).id;
  const user = async (username: string) =>
    (
      await db
        .selectFrom("users")
        .select("id")
        .where("username", "=", username)
        .executeTakeFirstOrThrow()
    ).id;
  const role = async (orgId: number, name: string) =>
    (
      await db
        .selectFrom("roles")
        .select("id")
        .where("org_id", "=", orgId)
        .where("name", "=", name)
        .executeTakeFirstOrThrow()
    ).id;
  /** The version an edit form of the record shows now (what it posts back). */
  const version = async (table: "users" | "roles" | "organisations", id: number) =>
    (await db.selectFrom(table).select("version").where("id", "=", id).executeTakeFirstOrThrow())
      .version;
  return { org, user, role, version };
}

export async function auditActions(db: Kysely<Database>, since = 0) {
  return db
    .selectFrom("audit_log")
    .select(["id", "org_id", "user_id", "action", "record_type", "record_id", "detail"])
    .where("id", ">", since)
    .orderBy("id")
    .execute();
}

export async function lastAuditId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** A form POST with repeated names allowed (e.g. several privileges). */
export async function post(
  handler: Handler,
  path: string,
  cookie: string | null,
  entries: Record<string, string | number | boolean | undefined | (string | number)[]>,
): Promise<Response> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) {
    if (value === undefined || value === false) continue;
    if (Array.isArray(value)) for (const item of value) body.append(key, String(item));
    else body.append(key, value === true ? "on" : String(value));
  }
  const headers = new Headers({
    host: "localhost:3000",
    origin: ORIGIN,
    "content-type": "application/x-www-form-urlencoded",
  });
  if (cookie) headers.set("cookie", cookie);
  const request = new Request(`${ORIGIN}${path}`, { method: "POST", headers, body });
  try {
    const result = await handler({ request, params: {}, context: {} });
    if (result instanceof Response) return result;
    return new Response(JSON.stringify(result ?? null));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The profile's password form sent as the signed-in `cookie`: current, new and its repeat. */
export function changePassword(
  cookie: string | null,
  current: string,
  next: string,
  repeat = next,
) {
  return call(passwordAction, "/profile/password", {
    cookie,
    form: { current_password: current, new_password: next, confirm_password: repeat },
  });
}
