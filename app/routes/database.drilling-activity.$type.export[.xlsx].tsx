import type { LoaderFunctionArgs } from "@remix-run/node";

import { notFound, requireUser } from "~/auth/session.server";
import { activityListDownload } from "~/reports/list.server";
import { activityKindBySlug } from "~/sections/report-kinds";
import { withSecurityHeaders } from "~/security-headers.server";

// /database/drilling-activity/{type}/export.xlsx: the filtered list of a kind's reports, every row.
export const loader = withSecurityHeaders(async ({ request, params }: LoaderFunctionArgs) => {
  const declaration = activityKindBySlug(params.type);
  if (!declaration) throw notFound();
  const user = await requireUser(request, { privilege: declaration.viewPrivilege });
  return activityListDownload(user, new URL(request.url), declaration);
});
