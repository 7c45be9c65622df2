import type { LoaderFunctionArgs } from "@remix-run/node";

import { Privilege } from "~/auth/privileges";
import { notFound, requireUser } from "~/auth/session.server";
import { parseRecordId } from "~/forms/input";
import { wellTrajectoryXml } from "~/interop/trajectory-export.server";
import { withSecurityHeaders } from "~/security-headers.server";

// /well-trajectory.xml?well=N&version=1.4.1.1|2.0: the well's survey stations as WITSML.
export const loader = withSecurityHeaders(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireUser(request, {
    privilege: [Privilege.DailyDrillingReportForm, Privilege.ViewDailyDrillingReports],
  });
  const url = new URL(request.url);
  const wellId = parseRecordId(url.searchParams.get("well"));
  const version = url.searchParams.get("version") === "1.4.1.1" ? "1.4.1.1" : "2.0";
  const file = wellId ? await wellTrajectoryXml(user.orgId, wellId, version) : null;
  if (!file) throw notFound();
  return new Response(file.xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
