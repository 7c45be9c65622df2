import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { clearSelectedWell } from "~/assets/selection.server";
import { getSignedIn } from "~/auth/session.server";
import { pages } from "~/navigation/pages";
import { withSecurityHeaders } from "~/security-headers.server";

// `/` is home; visiting it clears the selected well (spec §2), so the user starts from the list.
export const loader = withSecurityHeaders(async ({ request }: LoaderFunctionArgs) => {
  const signedIn = await getSignedIn(request);
  if (signedIn) await clearSelectedWell(signedIn.user);
  return redirect(pages.home.path);
});
