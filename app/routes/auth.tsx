import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { pages } from "~/navigation/pages";
import { getSignedIn } from "~/auth/session.server";

// /auth is the spec's other name for the sign-in page.
export async function loader({ request }: LoaderFunctionArgs) {
  if (await getSignedIn(request)) throw redirect(pages.home.path);
  const url = new URL(request.url);
  return redirect(`/login${url.search}`);
}
