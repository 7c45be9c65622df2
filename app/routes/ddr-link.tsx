import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { notFound, requireUser } from "~/auth/session.server";
import { parseIsoDate, parseRecordId } from "~/forms/input";
import { canOpen, pageHref, pages } from "~/navigation/pages";
import { findDdr } from "~/reports/ddr.server";
import { withSecurityHeaders } from "~/security-headers.server";
import { isDdrSectionId } from "~/sections";

/**
 * Where a chart mark leads: the day's report, at the section the mark came from. Someone who may
 * write reports opens the form; someone who may read them opens the read-only report.
 */
export const loader = withSecurityHeaders(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireUser(request, { privilege: pages.reportOfDay.privilege });
  const url = new URL(request.url);
  const wellId = parseRecordId(url.searchParams.get("well"));
  const date = parseIsoDate(url.searchParams.get("date"));
  const section = url.searchParams.get("section");
  if (!wellId || !date) throw notFound();
  const report = await findDdr(user.orgId, wellId, date);
  if (!report) throw notFound();
  // The report opens at its top, its title in view, with the point's section highlighted.
  const highlight = isDdrSectionId(section) ? section : undefined;
  if (canOpen(user.privileges, pages.dailyDrillingReportForm)) {
    return redirect(
      pageHref(pages.dailyDrillingReportForm, {
        well: wellId,
        date: report.reportDate,
        section: highlight,
      }),
    );
  }
  return redirect(pageHref(pages.dailyDrillingReportReport, { id: report.id, section: highlight }));
});
