import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { Privilege, hasPrivilege } from "~/auth/privileges";
import { notFound, requireUser } from "~/auth/session.server";
import { parseIsoDate, parseRecordId } from "~/forms/input";
import { findDdr } from "~/reports/ddr.server";
import { isDdrSectionId } from "~/sections";
import { withSecurityHeaders } from "~/security-headers.server";

/**
 * Where a chart mark leads: the day's report, at the section the mark came from. Someone who may
 * write reports opens the form; someone who may read them opens the read-only report.
 */
export const loader = withSecurityHeaders(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireUser(request, {
    privilege: [Privilege.DailyDrillingReportForm, Privilege.ViewDailyDrillingReports],
  });
  const url = new URL(request.url);
  const wellId = parseRecordId(url.searchParams.get("well"));
  const date = parseIsoDate(url.searchParams.get("date"));
  const section = url.searchParams.get("section");
  if (!wellId || !date) throw notFound();
  const report = await findDdr(user.orgId, wellId, date);
  if (!report) throw notFound();
  const anchor = isDdrSectionId(section) ? `#section-${section}` : "";
  if (hasPrivilege(user.privileges, Privilege.DailyDrillingReportForm)) {
    return redirect(`/form/daily-drilling-report?well=${wellId}&date=${date}${anchor}`);
  }
  return redirect(`/report/daily-drilling-report?id=${report.id}${anchor}`);
});
