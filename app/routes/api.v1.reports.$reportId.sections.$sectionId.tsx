import { problem } from "~/api/problem";
import {
  allowMethods,
  apiHandler,
  readJsonBody,
  requireApiUser,
  writeOnly,
} from "~/api/request.server";
import { saveSectionFromApi } from "~/api/section-save.server";
import { Privilege } from "~/auth/privileges";
import { parseRecordId } from "~/forms/input";

// PUT /api/v1/reports/{reportId}/sections/{sectionId} {version, unitSystem, values}.
export const action = apiHandler(async ({ request, params }) => {
  allowMethods(request, ["PUT"]);
  const user = await requireApiUser(request, Privilege.DailyDrillingReportForm);
  const reportId = parseRecordId(params.reportId);
  if (!reportId) return problem("forbidden-or-missing");
  return saveSectionFromApi(user, reportId, params.sectionId ?? "", await readJsonBody(request));
});

// Reading it is no use: a 405 problem naming the method to use.
export const loader = writeOnly(["PUT"]);
