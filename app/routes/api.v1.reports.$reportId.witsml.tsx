import { problem } from "~/api/problem";
import { apiHandler, requireApiUser } from "~/api/request.server";
import { witsmlAnswer, witsmlVersionOf } from "~/api/witsml-export.server";
import { Privilege } from "~/auth/privileges";
import { parseRecordId } from "~/forms/input";
import { ddrWitsml } from "~/interop/ddr-export.server";

// GET /api/v1/reports/{reportId}/witsml?version=2.0|1.4.1.1: an approved daily report as a
// WITSML 2.0 DrillReport or 1.4.1.1 opsReport, the file its form downloads.
export const loader = apiHandler(async ({ request, params }) => {
  const user = await requireApiUser(request, [
    Privilege.ViewDailyDrillingReports,
    Privilege.DailyDrillingReportForm,
    Privilege.ApprovalForm,
  ]);
  const reportId = parseRecordId(params.reportId);
  if (!reportId) return problem("forbidden-or-missing");
  const version = witsmlVersionOf(request);
  const file = await ddrWitsml(user.orgId, reportId, version);
  if (file.ok) return witsmlAnswer(file);
  // Unlike the page, which offers no link, a script is told why: a draft is not a finished
  // document yet.
  return file.reason === "notApproved"
    ? problem(
        "not-approved",
        "Only an approved daily report is exported as WITSML; this one is not approved yet.",
      )
    : problem("forbidden-or-missing");
});
