import type { LoaderFunctionArgs } from "@remix-run/node";

import { requireUser } from "~/auth/session.server";
import { activityListDownload } from "~/reports/list.server";
import { SUBSURFACE_KIND } from "~/sections/report-kinds";
import { withSecurityHeaders } from "~/security-headers.server";

// /database/subsurface/export.xlsx: the filtered list of subsurface reports, every row.
export const loader = withSecurityHeaders(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireUser(request, { privilege: SUBSURFACE_KIND.viewPrivilege });
  return activityListDownload(user, new URL(request.url), SUBSURFACE_KIND);
});
