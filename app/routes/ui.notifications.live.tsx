import type { LoaderFunctionArgs } from "@remix-run/node";

import { requireUser } from "~/auth/session.server";
import { liveStream } from "~/notifications/live-stream.server";
import { withSecurityHeaders } from "~/security-headers.server";

// The live channel the top bar's toggle connects to: the signed-in user's own notifications as
// Server-Sent Events, behind the same session cookie as every page.
export const loader = withSecurityHeaders(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireUser(request);
  return liveStream(user, request.signal);
});
