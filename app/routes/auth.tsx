import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { pages } from "~/navigation/pages";
import { getSignedIn } from "~/auth/session.server";
import { withSecurityHeaders } from "~/security-headers.server";

// /auth is the spec's other name for the sign-in page.
export const loader = withSecurityHeaders(async ({ request }: LoaderFunctionArgs) => {
  if (await getSignedIn(request)) throw redirect(pages.home.path);
  const url = new URL(request.url);
  return redirect(`/login${url.search}`);
});
