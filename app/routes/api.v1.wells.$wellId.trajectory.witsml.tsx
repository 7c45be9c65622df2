import { problem } from "~/api/problem";
import { apiHandler, requireApiUser } from "~/api/request.server";
import { witsmlAnswer, witsmlVersionOf } from "~/api/witsml-export.server";
import { Privilege } from "~/auth/privileges";
import { parseRecordId } from "~/forms/input";
import { wellTrajectoryXml } from "~/interop/trajectory-export.server";

// GET /api/v1/wells/{wellId}/trajectory/witsml?version=2.0|1.4.1.1: the well's survey stations
// as a WITSML trajectory, the file the well's trajectory download gives.
export const loader = apiHandler(async ({ request, params }) => {
  const user = await requireApiUser(request, [
    Privilege.DailyDrillingReportForm,
    Privilege.ViewDailyDrillingReports,
  ]);
  const wellId = parseRecordId(params.wellId);
  if (!wellId) return problem("forbidden-or-missing");
  const version = witsmlVersionOf(request);
  const file = await wellTrajectoryXml(user.orgId, wellId, version);
  return file ? witsmlAnswer(file) : problem("forbidden-or-missing");
});
