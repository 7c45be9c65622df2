import { activityKindOf, readActivityReport } from "~/api/activity-reports.server";
import { problem } from "~/api/problem";
import { apiHandler, apiJson, requireApiUser } from "~/api/request.server";
import { parseRecordId } from "~/forms/input";

// GET /api/v1/activity-reports/{reportId}: the report and every saved section (stored units).
export const loader = apiHandler(async ({ request, params }) => {
  const user = await requireApiUser(request);
  const reportId = parseRecordId(params.reportId);
  const declaration = reportId ? await activityKindOf(user, reportId, "read") : null;
  const report =
    reportId && declaration ? await readActivityReport(user.orgId, declaration, reportId) : null;
  return report ? apiJson(report) : problem("forbidden-or-missing");
});
