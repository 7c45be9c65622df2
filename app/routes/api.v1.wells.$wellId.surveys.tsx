import { problem } from "~/api/problem";
import { apiHandler, apiJson, requireApiUser } from "~/api/request.server";
import { findWell, wellSurveys } from "~/api/reports.server";
import { Privilege } from "~/auth/privileges";
import { parseRecordId } from "~/forms/input";

// GET /api/v1/wells/{wellId}/surveys: the well's survey stations, stored units (m, degrees).
export const loader = apiHandler(async ({ request, params }) => {
  const user = await requireApiUser(request, [
    Privilege.ViewDailyDrillingReports,
    Privilege.DailyDrillingReportForm,
  ]);
  const wellId = parseRecordId(params.wellId);
  const well = wellId ? await findWell(user.orgId, wellId) : null;
  if (!well) return problem("forbidden-or-missing");
  return apiJson({
    wellId: well.id,
    units: "stored",
    items: await wellSurveys(user.orgId, well.id),
  });
});
