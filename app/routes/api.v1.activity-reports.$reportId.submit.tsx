import { activityKindOf } from "~/api/activity-reports.server";
import { apiWrite, writeOnly } from "~/api/request.server";
import { submitAnswer } from "~/api/submit-answer.server";
import { parseRecordId } from "~/forms/input";
import { submitReport } from "~/reports/ddr.server";

// POST /api/v1/activity-reports/{reportId}/submit: sends the report for approval.
export const action = apiWrite({ methods: ["POST"] }, async ({ params, user }) => {
  const reportId = parseRecordId(params.reportId);
  const declaration = reportId ? await activityKindOf(user, reportId, "write") : null;
  const result = reportId && declaration ? await submitReport(user, declaration, reportId) : null;
  return submitAnswer(user, declaration, reportId, result);
});

// Reading it is no use: a 405 problem naming the method to use.
export const loader = writeOnly(["POST"]);
