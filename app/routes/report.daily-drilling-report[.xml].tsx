import type { LoaderFunctionArgs } from "@remix-run/node";

import { Privilege } from "~/auth/privileges";
import { notFound, requireUser } from "~/auth/session.server";
import { parseRecordId } from "~/forms/input";
import { ddrWitsml } from "~/interop/ddr-export.server";
import { withSecurityHeaders } from "~/security-headers.server";

// /report/daily-drilling-report.xml?report=N&version=2.0|1.4.1.1: an approved DDR as WITSML;
// with &object=bha, its BHA as a WITSML tubular.
export const loader = withSecurityHeaders(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireUser(request, {
    privilege: [
      Privilege.ViewDailyDrillingReports,
      Privilege.DailyDrillingReportForm,
      Privilege.ApprovalForm,
    ],
  });
  const url = new URL(request.url);
  const reportId = parseRecordId(url.searchParams.get("report"));
  const version = url.searchParams.get("version") === "1.4.1.1" ? "1.4.1.1" : "2.0";
  const object = url.searchParams.get("object") === "bha" ? "bha" : "report";
  const file = reportId ? await ddrWitsml(user.orgId, reportId, version, object) : null;
  // A report not yet approved is not a finished document: not offered, as if absent.
  if (!file?.ok) throw notFound();
  return new Response(file.xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
