import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { assertSameOrigin } from "~/auth/origin.server";
import { endSession } from "~/auth/session.server";
import { withSecurityHeaders } from "~/security-headers.server";

async function logout(request: Request) {
  return redirect("/login", { headers: { "Set-Cookie": await endSession(request) } });
}

export const action = withSecurityHeaders(async ({ request }: ActionFunctionArgs) => {
  assertSameOrigin(request);
  return logout(request);
});

// A plain link to /logout also signs out: the session cookie is SameSite=Lax, so another site
// can at worst sign a user out, never act as them.
export const loader = withSecurityHeaders(async ({ request }: LoaderFunctionArgs) => {
  return logout(request);
});
