import { problem } from "~/api/problem";
import { apiHandler, apiJson, requireApiUser } from "~/api/request.server";
import { readReport } from "~/api/reports.server";
import { Privilege } from "~/auth/privileges";
import { parseRecordId } from "~/forms/input";

// GET /api/v1/reports/{reportId}: the report and every saved section (stored units).
export const loader = apiHandler(async ({ request, params }) => {
  const user = await requireApiUser(request, [
    Privilege.ViewDailyDrillingReports,
    Privilege.DailyDrillingReportForm,
    Privilege.ApprovalForm,
  ]);
  const reportId = parseRecordId(params.reportId);
  const report = reportId ? await readReport(user.orgId, reportId) : null;
  return report ? apiJson(report) : problem("forbidden-or-missing");
});
